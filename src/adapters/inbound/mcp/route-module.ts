import { toNodeHandler } from '@modelcontextprotocol/node';
import { createMcpHandler, isJSONRPCRequest, isJsonContentType, type AuthInfo, type JSONRPCMessage } from '@modelcontextprotocol/server';
import express, { type RequestHandler, type Router } from 'express';
import { declaresUtf8OrNothing } from '../http/kit/json-body.js';
import type { AccessTokenVerifier } from '../../../application/ports/access-token-verifier.port.js';
import type { Logger } from '../../../application/ports/logger.port.js';
import type { ActorResolver } from '../../../application/shared/actor-resolver.js';
import { BASIC_SCOPES, SCOPES, type Scope } from '../../../application/shared/auth-context.js';
import { authenticate, insufficientScope } from '../http/kit/authenticate.js';
import type { HttpRouteModule } from '../http/kit/route-module.js';
import { McpCaller } from './caller.js';
import { JSON_RPC, parseJsonRpcBody, sendJsonRpcError } from './json-rpc.js';
import type { OriginPolicy } from '../http/kit/origin-policy.js';
import type { ItineraryResourceServices } from './itinerary-resource.js';
import { fastAnswer, fastToolCall } from './fast-tool-call.js';
import { buildMcpServer, MCP_SERVER_INFO } from './server-factory.js';
import { callTool } from './tool-results.js';
import { toolCalled, type McpTool } from './tool.js';
import type { TripApp } from './trip-app.js';

export const MCP_PATH = '/mcp';
/** docs/design.md §2: JSON bodies up to 1 MiB. */
export const MCP_BODY_LIMIT_BYTES = 1024 * 1024;
const ALLOW = 'POST, OPTIONS';

export interface McpEndpointDependencies {
  baseUrl: string;
  verifier: AccessTokenVerifier;
  actors: ActorResolver;
  tools: readonly McpTool[];
  resources: ItineraryResourceServices;
  tripApp: TripApp;
  origins: OriginPolicy;
  logger: Logger;
}

/** RFC 9728 metadata of the /mcp resource (served by the OAuth adapter). */
export const mcpResourceMetadataUrl = (baseUrl: string): string =>
  `${baseUrl}/.well-known/oauth-protected-resource/mcp`;

/** What the SDK hands back to the server factory of each request: who is calling. */
interface CallerInfo extends AuthInfo {
  extra: { caller: McpCaller; onlyTools?: McpTool[] };
}

/**
 * POST /mcp: MCP over Streamable HTTP, stateless (a new SDK server per request, no sessions), so any
 * API instance can answer any request. The SDK serves revision 2026-07-28 (server/discover, the
 * per-request _meta envelope, its header checks and cache hints) and, for older clients, the
 * initialize-era revisions down to 2025-03-26. Before the SDK sees a request: Origin, content type,
 * bearer token, body size, JSON-RPC shape and, for tools/call, the tool's scope. Mounted before any
 * body parser (stage "raw"): the body is read here, within limits.
 */
export class McpRouteModule implements HttpRouteModule {
  readonly name = 'mcp';
  readonly stage = 'raw' as const;
  private readonly toolsByName: ReadonlyMap<string, McpTool>;
  private readonly metadataUrl: string;
  private readonly serve: ReturnType<typeof toNodeHandler>;

  constructor(private readonly deps: McpEndpointDependencies) {
    this.toolsByName = new Map(deps.tools.map((tool) => [tool.name, tool]));
    this.metadataUrl = mcpResourceMetadataUrl(deps.baseUrl);
    const handler = createMcpHandler(
      ({ authInfo }) => {
        const { caller, onlyTools } = (authInfo as CallerInfo).extra;
        return buildMcpServer(deps, caller, deps.logger, onlyTools);
      },
      {
        legacy: 'stateless',
        onerror: (err) => deps.logger.warn({ err }, 'MCP request failed in the SDK'),
      },
    );
    this.serve = toNodeHandler(handler, { onerror: (err) => deps.logger.error({ err }, 'MCP handler failed') });
  }

  register(router: Router): void {
    router.options(MCP_PATH, this.checkOrigin, (_req, res) => {
      res.set('Allow', ALLOW).status(204).end();
    });
    router.post(
      MCP_PATH,
      this.checkOrigin,
      requireJson,
      authenticate(this.deps.verifier, this.metadataUrl, BASIC_SCOPES),
      readBody,
      this.handle,
    );
    router.all(MCP_PATH, this.checkOrigin, (req, res) => {
      const message = `Method Not Allowed: ${req.method}. Stateless server: POST only, no SSE stream, no sessions.`;
      sendJsonRpcError(res, 405, { code: JSON_RPC.serverError, message, id: null }, { Allow: ALLOW });
    });
  }

  /** 403 for a browser origin we do not know; CORS headers for a registered client's origin. */
  private readonly checkOrigin: RequestHandler = async (req, res, next) => {
    const origin = req.get('origin');
    res.vary('Origin');
    try {
      if (!(await this.deps.origins.allows(origin))) {
        return sendJsonRpcError(res, 403, {
          code: JSON_RPC.serverError,
          message: `Forbidden: requests from the origin ${JSON.stringify(origin)} are not allowed.`,
          id: null,
        });
      }
    } catch (error) {
      return next(error);
    }
    if (this.deps.origins.needsCors(origin)) {
      res.set({
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Expose-Headers': 'WWW-Authenticate',
        'Access-Control-Allow-Methods': ALLOW,
        'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, Mcp-Protocol-Version, Mcp-Method, Mcp-Name',
        'Access-Control-Max-Age': '600',
      });
    }
    next();
  };

  private readonly handle: RequestHandler = async (req, res, next) => {
    const body = parseJsonRpcBody(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
    if (!body.ok) return sendJsonRpcError(res, 400, body.error);
    const listen = body.messages.find((message) => isJSONRPCRequest(message) && message.method === 'subscriptions/listen');
    if (listen) {
      // Nothing this server lists changes while it runs: no change notifications, no streams held open.
      const message = 'Method not found: subscriptions/listen. Nothing this server lists changes while it runs.';
      return sendJsonRpcError(res, 404, { code: JSON_RPC.methodNotFound, message, id: (listen as { id: string | number }).id });
    }
    const auth = req.auth!;
    const denied = this.needs(body.messages).find(({ scope }) => !auth.scopes.includes(scope));
    if (denied) {
      const challenge = SCOPES.filter((s) => s === denied.scope || auth.scopes.includes(s));
      return next(insufficientScope(denied.scope, `${denied.what} needs the scope "${denied.scope}".`, this.metadataUrl, challenge));
    }
    // Both ids are set for every request by the app's requestContext middleware.
    const trace = { requestId: req.requestId!, correlationId: req.correlationId! };
    const caller = new McpCaller(auth, this.deps.actors, trace);
    const fast = fastToolCall(body.messages, req.headers, this.toolsByName);
    if (fast) {
      try {
        const result = await callTool(fast.tool, fast.args, caller, this.deps.logger);
        // As the SDK sends it: application/json, no charset parameter (JSON is UTF-8).
        res.status(200).setHeader('content-type', 'application/json');
        res.end(fastAnswer(fast.id, result, MCP_SERVER_INFO));
      } catch (error) {
        next(error);
      }
      return;
    }
    const extra = { caller, onlyTools: this.onlyToolsCalled(body.messages) };
    const authInfo: CallerInfo = { token: bearerToken(req.get('authorization')), clientId: auth.clientId, scopes: auth.scopes, extra };
    try {
      // The SDK reads the principal from `auth`: this request's caller, in place of the app's AuthContext.
      const request = Object.create(req, { auth: { value: authInfo } }) as typeof req & { auth: CallerInfo };
      await this.serve(request, res, body.batch ? body.messages : body.messages[0]);
    } catch (error) {
      next(error);
    }
  };

  /**
   * The known tools a request that only calls tools names: its server needs no other (registering all
   * of them, the resources and the prompts cost a get_itinerary call about a third of its CPU; see
   * bench:mcp). Undefined for any other request, and for an unknown tool (the SDK's -32602).
   */
  private onlyToolsCalled(messages: JSONRPCMessage[]): McpTool[] | undefined {
    const requests = messages.filter(isJSONRPCRequest);
    if (requests.length === 0 || requests.some((message) => message.method !== 'tools/call')) return undefined;
    const tools = requests.map((message) => toolCalled(message, this.toolsByName));
    return tools.every((tool) => tool !== undefined) ? [...new Set(tools)] : undefined;
  }

  /**
   * The scopes the request's messages need, checked before the SDK sees it (MCP "Scope Challenge
   * Handling": a missing scope is a 403): a known tool's own, and reading itineraries for the
   * itinerary resources.
   */
  private needs(messages: JSONRPCMessage[]): Array<{ scope: Scope; what: string }> {
    return messages.filter(isJSONRPCRequest).flatMap((message) => {
      if (message.method === 'resources/list' || message.method === 'resources/read') {
        return [{ scope: 'itineraries:read' as const, what: 'Reading itinerary resources' }];
      }
      const tool = toolCalled(message, this.toolsByName);
      return tool ? [{ scope: tool.scope, what: `The tool "${tool.name}"` }] : [];
    });
  }
}

const bearerToken = (header: string | undefined): string => header?.replace(/^Bearer\s+/i, '').trim() ?? '';

/** MCP clients POST application/json in UTF-8; anything else is refused before the token is even checked. */
const requireJson: RequestHandler = (req, res, next) => {
  const contentType = req.get('content-type');
  if (isJsonContentType(contentType) && declaresUtf8OrNothing(contentType)) return next();
  sendJsonRpcError(res, 415, {
    code: JSON_RPC.serverError,
    message: 'Unsupported Media Type: send Content-Type: application/json (UTF-8).',
    id: null,
  });
};

const rawBody = express.raw({ type: () => true, limit: MCP_BODY_LIMIT_BYTES });

/** The body as bytes, at most 1 MiB (413 beyond), parsed as JSON-RPC by the handler. */
const readBody: RequestHandler = (req, res, next) =>
  rawBody(req, res, (error?: unknown) => {
    if ((error as { type?: string } | undefined)?.type === 'entity.too.large') {
      return sendJsonRpcError(res, 413, {
        code: JSON_RPC.serverError,
        message: `Payload Too Large: a request body may hold at most ${MCP_BODY_LIMIT_BYTES} bytes.`,
        id: null,
      });
    }
    next(error);
  });

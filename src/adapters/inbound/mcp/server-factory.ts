import { McpServer, type CallToolResult, type ServerContext } from '@modelcontextprotocol/server';
import type { Logger } from '../../../application/ports/logger.port.js';
import type { McpCaller } from './caller.js';
import { registerItineraryResource, type ItineraryResourceServices } from './itinerary-resource.js';
import { registerPrompts } from './prompts.js';
import { callTool } from './tool-results.js';
import { registerTripApp, type TripApp } from './trip-app.js';
import type { McpTool, ToolProgress } from './tool.js';

export const MCP_SERVER_INFO = { name: 'itinerary-service', title: 'Itinerary service', version: '0.1.0' } as const;

const INSTRUCTIONS = [
  'Plans travel itineraries for the signed-in traveller.',
  'Read an itinerary with get_itinerary before changing it; every write tool accepts expectedRevision',
  '(the revision you read) and refuses with itineraryModified when the itinerary changed since, so',
  'read it again and retry. Without expectedRevision a write applies to the latest revision.',
  'Errors come back as tool errors whose structured content has a machine-readable code.',
].join(' ');

/** Bounds the work one tools/call can ask for before any tool code runs. */
const MAX_TOOL_INPUT_ELEMENTS = 20_000;

/** What a client may cache: the catalogue is the same for everyone and changes only with a release. */
const CATALOGUE_TTL_MS = 60 * 60 * 1000;

const CATALOGUE_HINT = { ttlMs: CATALOGUE_TTL_MS, cacheScope: 'public' } as const;

/** What /mcp offers: its tools, the services behind the itinerary resources, and the trip view app. */
export interface McpCatalogue {
  tools: readonly McpTool[];
  resources: ItineraryResourceServices;
  tripApp: TripApp;
}

/**
 * The SDK server of one request, bound to its caller. Stateless HTTP builds one per request (an
 * instance serves one request at a time); the schemas are built once. Nothing changes while the
 * process runs, so no list is advertised as changing, and no resource can be subscribed to.
 * `onlyTools`: the request only calls these tools, so only they are registered (see route-module.ts).
 */
export function buildMcpServer(catalogue: McpCatalogue, caller: McpCaller, logger: Logger, onlyTools?: readonly McpTool[]): McpServer {
  const server = new McpServer(MCP_SERVER_INFO, {
    capabilities: {
      tools: { listChanged: false },
      resources: { listChanged: false, subscribe: false },
      prompts: { listChanged: false },
    },
    instructions: INSTRUCTIONS,
    maxToolInputElements: MAX_TOOL_INPUT_ELEMENTS,
    cacheHints: {
      'tools/list': CATALOGUE_HINT,
      'prompts/list': CATALOGUE_HINT,
      'resources/templates/list': CATALOGUE_HINT,
      'server/discover': CATALOGUE_HINT,
      // Each caller's own itineraries, changing with every write.
      'resources/list': { ttlMs: 0, cacheScope: 'private' },
    },
  });
  if (onlyTools) {
    registerTools(server, onlyTools, caller, logger);
    return server;
  }
  registerItineraryResource(server, catalogue.resources, caller);
  registerTripApp(server, catalogue.tripApp);
  registerPrompts(server);
  registerTools(server, catalogue.tools, caller, logger);
  return server;
}

function registerTools(server: McpServer, tools: readonly McpTool[], caller: McpCaller, logger: Logger): void {
  for (const tool of tools) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: `${tool.description}\n\nScope: ${tool.scope}.`,
        inputSchema: tool.input.listing,
        outputSchema: tool.output.advertised,
        annotations: { title: tool.title, ...tool.annotations },
        ...(tool.meta ? { _meta: tool.meta } : {}),
      },
      (args: unknown, context: ServerContext): Promise<CallToolResult> => callTool(tool, args, caller, logger, progressOf(context, logger)),
    );
  }
}

/**
 * Progress notifications for the call, when its _meta carries a progressToken. They go out before the
 * result on the call's own response (an event stream); one that cannot be sent (the client went away)
 * is dropped, since the call's result will not reach it either.
 */
function progressOf(context: ServerContext, logger: Logger): ToolProgress | undefined {
  const progressToken = context.mcpReq._meta?.progressToken;
  if (progressToken === undefined) return undefined;
  return (progress, total, message) => {
    context.mcpReq
      .notify({ method: 'notifications/progress', params: { progressToken, progress, total, message } })
      .catch((err: unknown) => logger.debug({ err }, 'MCP progress not delivered'));
  };
}

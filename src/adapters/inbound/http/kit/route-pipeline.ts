import type { Request, RequestHandler, Response } from 'express';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AccessTokenVerifier } from '../../../../application/ports/access-token-verifier.port.js';
import type { StoredResponse } from '../../../../application/ports/idempotency-store.port.js';
import type { Logger } from '../../../../application/ports/logger.port.js';
import type { ActorResolver } from '../../../../application/shared/actor-resolver.js';
import { authenticate, requireScope } from './authenticate.js';
import { parserProblem } from './error-handler.js';
import { IdempotencyGate, idempotencyKey, type IdempotencyClaim } from './idempotency.js';
import { parseJsonObject, readBodyBytes, unsafeKeyProblems } from './json-body.js';
import { expectedRevision } from './preconditions.js';
import { problemBody, toProblem } from './problem.js';
import type { AnyRoute, RouteContext } from './route-definition.js';
import { pathParamNames } from './path-names.js';
import { checkParams, invalid, validateDto } from './validation.js';

export interface PipelineDependencies {
  verifier: AccessTokenVerifier;
  /** BASE_URL: problem types are pages under it. */
  origin: string;
  /** BASE_URL/.well-known/oauth-protected-resource, named in every 401 and 403 (docs/design.md §2). */
  resourceMetadataUrl: string;
  actors: ActorResolver;
  idempotency: IdempotencyGate;
  logger: Logger;
}

/** A response as bytes (what is sent, and what an Idempotency-Key replays), or a download to stream. */
type Rendered = StoredResponse & { stream?: Readable };

/** Ends a raw route when its Idempotency-Key names a request already answered: that answer is sent. */
class Replay extends Error {
  constructor(readonly response: StoredResponse) {
    super('replay of the first response to this Idempotency-Key');
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';
/** Headers an idempotent replay repeats; the rest (request and correlation ids) belong to each request. */
const REPLAYED_HEADERS = ['content-type', 'cache-control', 'etag', 'location'];

/**
 * Turns a declared route into an express handler. The steps, in order: bearer token (401), scope
 * (403), body bytes (413), Idempotency-Key (replay, 409, 422), then path parameters, If-Match (428),
 * query and body DTOs (400), the actor, and the handler. Every outcome after the key check,
 * errors included, is rendered to bytes first, so a replay repeats it exactly; 5xx are not kept.
 * A raw route reads its own body, so it claims its key from its handler once it has (the key check
 * then comes last: what was refused before it is not kept).
 */
export class RoutePipeline {
  constructor(private readonly deps: PipelineDependencies) {}

  handler(route: AnyRoute): RequestHandler {
    const steps = [
      authenticate(this.deps.verifier, this.deps.resourceMetadataUrl),
      requireScope(route.scope, this.deps.resourceMetadataUrl),
    ];
    return async (req, res) => {
      let rendered: Rendered;
      try {
        for (const step of steps) await runMiddleware(step, req, res);
        rendered = await this.withIdempotency(route, req, res);
      } catch (error) {
        rendered = this.renderError(error, req);
      }
      send(req, res, rendered);
    };
  }

  private async withIdempotency(route: AnyRoute, req: Request, res: Response): Promise<Rendered> {
    const bytes = isJson(route) ? await readBodyBytes(req, res) : undefined;
    const key = route.idempotent ? idempotencyKey(req) : undefined;
    const claim = key === undefined ? undefined : this.deps.idempotency.claim(req, req.auth!.userId, key);
    // A JSON body is its own fingerprint; a raw route claims the key once it has read its body.
    if (claim && isJson(route)) {
      const replay = await claim.begin(bytes);
      if (replay) return replay;
    }
    const rendered = await this.run(route, req, bytes, claim);
    await claim?.finish(replayable(rendered));
    return rendered;
  }

  /** The route's own steps. Never throws: any error becomes a rendered problem, so it can be kept for replay. */
  private async run(route: AnyRoute, req: Request, bytes: Buffer | undefined, claim?: IdempotencyClaim): Promise<Rendered> {
    try {
      const auth = req.auth!;
      checkParams(req.params as Record<string, string>, route.params, pathParamNames(route.path));
      const revision = expectedRevision(req.get('If-Match'), route.ifMatch ?? 'none');
      const query = parseQuery(route, req);
      const body = isJson(route) ? validateDto(route.body as never, parseJsonObject(req, bytes)) : undefined;
      const context: RouteContext = {
        req,
        auth,
        actor: await this.deps.actors.resolve(auth),
        params: req.params as Record<string, string>,
        body,
        query,
        expectedRevision: revision,
        command: {
          actorId: auth.userId,
          clientId: auth.clientId,
          correlationId: req.correlationId!,
          causationId: req.requestId!,
        },
        claimIdempotency: async (fingerprint) => {
          const replay = claim && !isJson(route) ? await claim.begin(fingerprint) : undefined;
          if (replay) throw new Replay(replay);
        },
      };
      const result = await route.handler(context);
      const headers: Record<string, string> = { 'Cache-Control': 'no-store', ...result.headers };
      if (result.stream) return { status: result.status, headers, body: new Uint8Array(), stream: result.stream };
      if (result.body === undefined) return { status: result.status, headers, body: new Uint8Array() };
      return {
        status: result.status,
        headers: { 'Content-Type': JSON_TYPE, ...headers },
        body: Buffer.from(JSON.stringify(result.body)),
      };
    } catch (error) {
      return error instanceof Replay ? error.response : this.renderError(error, req);
    }
  }

  private renderError(error: unknown, req: Request): Rendered {
    const known = toProblem(this.deps.origin, error);
    const parser = known ? undefined : parserProblem(error);
    if (!known && !parser) this.deps.logger.error({ err: error, method: req.method, path: `${req.baseUrl}${req.path}` }, 'unhandled error');
    const body = known?.body ?? (parser ? problemBody(this.deps.origin, parser.code, parser.detail) : problemBody(this.deps.origin, 'internalError', 'Something went wrong on our side; it has been logged.'));
    return {
      status: body.status,
      headers: { ...known?.headers, 'Content-Type': 'application/problem+json', 'Cache-Control': 'no-store' },
      body: Buffer.from(JSON.stringify(body)),
    };
  }
}

const isJson = (route: AnyRoute): boolean => route.body !== undefined && route.body !== 'raw';

function parseQuery(route: AnyRoute, req: Request): unknown {
  const query = req.query as Record<string, unknown>;
  const unsafe = unsafeKeyProblems(query);
  if (unsafe.length > 0) throw invalid(unsafe);
  if (route.query) return validateDto(route.query as never, { ...query });
  const unknown = Object.keys(query);
  if (unknown.length > 0) throw invalid(unknown.map((name) => ({ path: name, message: 'is not a known query parameter' })));
  return undefined;
}

function replayable(rendered: Rendered): Rendered {
  const headers = Object.fromEntries(Object.entries(rendered.headers).filter(([name]) => REPLAYED_HEADERS.includes(name.toLowerCase())));
  return { ...rendered, headers };
}

/**
 * Straight to node's response: the headers are final, express's res.set() would only re-parse them.
 * A request whose body was not read to its end (refused before or while reading it: 402, 413…) ends
 * its connection, and the rest of its body is read and dropped meanwhile, so that a client still
 * sending gets this answer rather than a reset.
 */
function send(req: Request, res: Response, rendered: Rendered): void {
  res.statusCode = rendered.status;
  for (const [name, value] of Object.entries(rendered.headers)) res.setHeader(name, value);
  if (!req.complete) {
    res.setHeader('Connection', 'close');
    req.unpipe();
    req.resume();
  }
  const { stream } = rendered;
  if (!stream) return void res.end(rendered.body);
  if (req.method === 'HEAD') {
    stream.destroy();
    return void res.end();
  }
  // A client that goes away mid-body is not an error worth reporting; pipeline closes both ends.
  pipeline(stream, res).catch(() => undefined);
}

const runMiddleware = (middleware: RequestHandler, req: Request, res: Response): Promise<void> =>
  new Promise((resolve, reject) => {
    void middleware(req, res, (error?: unknown) => (error === undefined ? resolve() : reject(error)));
  });

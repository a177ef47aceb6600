import type { ClassConstructor } from 'class-transformer';
import type { Request } from 'express';
import type { Readable } from 'node:stream';
import type { AuthContext, Scope } from '../../../../application/shared/auth-context.js';
import type { CommandContext } from '../../../../application/shared/command-context.js';
import type { Actor, Role } from '../../../../domain/itinerary/types.js';
import type { SchemaObject } from '../../shapes/schema-object.js';
import type { ProblemCode } from './problem.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** If-Match on a route: required (428 without it), optional (checked when sent), none (ignored). */
export type IfMatchRule = 'required' | 'optional' | 'none';

/** How a path parameter is checked before the handler runs (400 validationFailed otherwise). */
export type ParamFormat = 'uuid' | 'string';

/**
 * Who may call a route, as metadata for the authorization matrix test and the API docs. The domain
 * enforces it; this states it. `role` is the least role on the itinerary named
 * by the path's {id}; `signedIn` means any valid token with the scope (no itinerary in the path).
 */
export interface RouteAccess {
  role: Role | 'signedIn';
  /** Pro subscription needed (402 subscriptionRequired otherwise). */
  pro?: boolean;
  /** Only the service's own apps (403 forbidden for others' tokens). */
  firstPartyOnly?: boolean;
  /** Only the owner and members: a reader of a public or unlisted itinerary gets 403 forbidden. */
  membersOnly?: boolean;
  /**
   * A resource of the caller's app and user (a webhook endpoint, by its id in the path): anyone else,
   * another app of the same user too, gets 404 notFound.
   */
  ownApp?: boolean;
}

/** A success response: its description and the named schema of its JSON body, if any. */
export interface SuccessResponse {
  description: string;
  /** Name of the body's schema in the API docs (e.g. "Itinerary"); absent: no JSON body. */
  schema?: string;
  /** A body that is not JSON (an event stream, a calendar, a GPX file): its media type, for the API docs. */
  contentType?: string;
  /** Response headers worth documenting (ETag, Location). */
  headers?: string[];
}

/**
 * A request header a handler reads itself, declared once: the handler reads it by this name and
 * checks it against this shape, and the API docs list it as a header parameter (its example is the
 * one of PARAMETER_EXAMPLES by this name). If-Match and Idempotency-Key come with `ifMatch` and
 * `idempotent` instead.
 */
export interface RequestHeader {
  name: string;
  description: string;
  schema: SchemaObject;
  /** Absent: the header may be left out. */
  required?: boolean;
}

/**
 * JSON routes name a DTO class (strictly validated with class-validator); `raw` routes read the
 * request themselves (uploads, images): no JSON parsing happens for them, and an `idempotent` raw
 * route claims its Idempotency-Key itself once it knows what its body means (RouteContext).
 */
export type RouteBody<Body> = ClassConstructor<Body> | 'raw';

/**
 * A form a `raw` body may take, for the API docs (the handler checks it): `bytes`, an upload as it
 * is; or the fields a DTO class checks (a JSON body, or a form's text fields), with a form's file
 * parts named in `files`.
 */
export type RawBodyForm = 'bytes' | { fields: ClassConstructor<object>; files?: string[] };

export interface RouteContext<Body = unknown, Query = unknown> {
  req: Request;
  auth: AuthContext;
  actor: Actor;
  /** Path parameters, already checked against `params`. */
  params: Record<string, string>;
  /** The validated body as plain JSON (no class instances, no undefined keys); undefined for raw routes. */
  body: Body;
  query: Query;
  /** The revision named by If-Match; undefined for `*` or when an optional If-Match was not sent. */
  expectedRevision?: number;
  /** Metadata for the events this request appends. */
  command: CommandContext;
  /**
   * For `idempotent` raw routes, to call once the body is read and before anything is written: a
   * fingerprint of what the body means (an upload's fields and the hash its bytes had while they
   * streamed past). Resolves when the request may go on (no key, or the first with its key); rejects
   * with the replay of the first response or with a 409/422 problem, which the handler lets through
   * after undoing what it did. For JSON routes the pipeline has claimed the key already (a no-op).
   */
  claimIdempotency(fingerprint: string): Promise<void>;
}

export interface RouteResult {
  status: number;
  /** Serialised as JSON; absent: an empty body. */
  body?: unknown;
  /**
   * Bytes sent as they are instead of `body` (a download; headers name their type). Streamed, never
   * kept for an Idempotency-Key replay: for GET routes only.
   */
  stream?: Readable;
  headers?: Record<string, string>;
}

export interface RouteDefinition<Body = unknown, Query = unknown> {
  method: HttpMethod;
  /** OpenAPI-style template: /v1/itinerary/{id}/stop/{stopId}. */
  path: string;
  summary: string;
  description?: string;
  /** Groups routes in the API docs. */
  tag: string;
  scope: Scope;
  access: RouteAccess;
  /** Formats of the path parameters; any parameter not named here is a non-empty string. */
  params?: Record<string, ParamFormat>;
  ifMatch?: IfMatchRule;
  /** Accepts Idempotency-Key (a raw route then calls RouteContext.claimIdempotency). */
  idempotent?: boolean;
  /** Other request headers the handler reads, for the API docs. */
  requestHeaders?: RequestHeader[];
  body?: RouteBody<Body>;
  /** For `body: 'raw'`: the forms the handler reads, by content type; absent, any bytes. */
  rawBody?: Record<string, RawBodyForm>;
  query?: ClassConstructor<Query>;
  responses: Record<number, SuccessResponse>;
  /** Errors the handler itself can raise; those of the machinery are added by routeErrors(). */
  errors: ProblemCode[];
  handler(context: RouteContext<Body, Query>): Promise<RouteResult>;
}

/** Any route, whatever its DTOs (handlers are methods, so their parameter types are compared bivariantly). */
export type AnyRoute = RouteDefinition<unknown, unknown>;

/** Identity function that makes TypeScript infer Body and Query from the DTO classes. */
export const defineRoute = <Body = undefined, Query = undefined>(
  route: RouteDefinition<Body, Query>,
): RouteDefinition<Body, Query> => route;

/** Path parameter names of a template, in order. */
export const pathParams = (path: string): string[] => [...path.matchAll(/\{([A-Za-z][A-Za-z0-9]*)\}/g)].map((m) => m[1]!);

/** The express form of a template: /v1/itinerary/:id. */
export const expressPath = (path: string): string => path.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, ':$1');

/** Every error code a route can answer with: its own plus those of the machinery it uses. */
export function routeErrors(route: AnyRoute): ProblemCode[] {
  const codes = new Set<ProblemCode>(['unauthorized', 'invalidToken', 'insufficientScope']);
  const parsesJson = route.body !== undefined && route.body !== 'raw';
  if (pathParams(route.path).length > 0 || parsesJson || route.query || route.ifMatch !== undefined) {
    codes.add('validationFailed');
  }
  if (parsesJson) ['payloadTooLarge', 'unsupportedMediaType'].forEach((c) => codes.add(c as ProblemCode));
  if (route.ifMatch === 'required') codes.add('preconditionRequired');
  if (route.ifMatch === 'required' || route.ifMatch === 'optional') codes.add('itineraryModified');
  if (route.idempotent) ['validationFailed', 'idempotencyKeyReused', 'idempotencyKeyInProgress'].forEach((c) => codes.add(c as ProblemCode));
  route.errors.forEach((c) => codes.add(c));
  return [...codes];
}

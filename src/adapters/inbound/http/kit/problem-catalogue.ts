import type { ErrorCode } from '../../../../domain/shared/domain-error.js';

/** Codes that only exist at the edge: domain codes come from DomainError, payloadTooLarge and unsupportedMediaType also from the application's ContentRefusedError. */
export type HttpErrorCode =
  | 'unauthorized'
  | 'invalidToken'
  | 'insufficientScope'
  | 'preconditionRequired'
  | 'payloadTooLarge'
  | 'unsupportedMediaType'
  | 'headersTooLarge'
  | 'requestTimeout'
  | 'idempotencyKeyReused'
  | 'idempotencyKeyInProgress'
  | 'rateLimited'
  | 'methodNotAllowed'
  | 'internalError'
  | 'serviceUnavailable';

export type ProblemCode = ErrorCode | HttpErrorCode;

/** What the page at BASE_URL/problems/<code> says about one code. */
export interface ProblemEntry {
  status: number;
  /** One line: what the answer means. */
  meaning: string;
  /** What usually leads to it. */
  cause: string;
  /** What the caller can do about it. */
  action: string;
  /** Members the problem carries besides type, title, status, code and detail. */
  members?: string;
}

/**
 * Every code an answer of the REST API or a tool error of MCP may carry, with its status and its
 * explanation. Typed over ProblemCode, so a new code does not compile without its page.
 */
export const PROBLEM_CATALOGUE: Readonly<Record<ProblemCode, ProblemEntry>> = {
  validationFailed: {
    status: 400,
    meaning: 'The request is malformed: its body, a path or query parameter, or a header breaks the rules of the route.',
    cause:
      'Malformed JSON, a wrong type ("1" for a number), an unknown field, a missing required field, a date that is not a real YYYY-MM-DD date, an id that is not a UUID, an If-Match or Idempotency-Key of the wrong form, a string or list over its limit.',
    action: 'Read `errors`: each names the `path` of one problem (like `days[0].stops[1].name`, or the parameter or header) and what is wrong with it. Fix the request; sending it again unchanged gets the same answer.',
    members: '`errors`: a list of `{path, message}`.',
  },
  linkNotAllowed: {
    status: 400,
    meaning: 'The link given to link import may not be fetched.',
    cause: 'A URL that is not http(s), or whose host resolves to a private, loopback or link-local address.',
    action: 'Send a public web address. Nothing was fetched and no allowance was used.',
  },
  unauthorized: {
    status: 401,
    meaning: 'The request carries no access token.',
    cause: 'No `Authorization: Bearer <access token>` header.',
    action:
      'Get an access token with the OAuth 2.0 authorization code flow with PKCE (the `WWW-Authenticate` header names the protected-resource metadata, which names the authorization server) and send it as a Bearer token.',
  },
  invalidToken: {
    status: 401,
    meaning: 'The access token was refused.',
    cause: 'An expired token (they last one hour), one signed by another server, one for another audience, or one that is not a token of ours at all.',
    action: 'Exchange your refresh token for a new access token at the token endpoint, or run the authorization again.',
  },
  subscriptionRequired: {
    status: 402,
    meaning: 'The feature needs the Pro plan.',
    cause: 'Packing, expenses, sealed documents or link import, asked for by an account on the free plan.',
    action: 'The account needs Pro (an operator sets the plan). Nothing was changed.',
  },
  forbidden: {
    status: 403,
    meaning: 'You may see this itinerary but not do this to it.',
    cause: 'A role too low (a viewer writing, an editor doing what only the owner may), or an app that is not one of the service’s own calling a route for them only (member management).',
    action: 'Ask the owner for a higher role, or do it from one of the service’s own apps.',
  },
  insufficientScope: {
    status: 403,
    meaning: 'The access token lacks the scope this route needs.',
    cause: 'The authorization asked for fewer scopes than the app now uses (say `itineraries:read` only, then a write).',
    action: 'Run the authorization again asking for the scope named in `requiredScope` (and in the `WWW-Authenticate` header).',
    members: '`requiredScope`.',
  },
  aiConsentRequired: {
    status: 403,
    meaning: 'Link import needs the account’s consent to AI imports.',
    cause: 'The account has not turned AI imports on.',
    action: 'The traveller turns it on (`PATCH /v1/me` with `{"aiImportsConsent": true}`), then try again.',
  },
  notFound: {
    status: 404,
    meaning: 'There is nothing here for you.',
    cause: 'An unknown id or route, or an itinerary you may not see: a private itinerary of someone else answers exactly as one that does not exist.',
    action: 'Check the id and the path. If someone shared the itinerary, make sure you are signed in as the account they shared it with.',
  },
  methodNotAllowed: {
    status: 405,
    meaning: 'The path exists but not with this method.',
    cause: 'A verb the route does not serve, e.g. PUT where only PATCH is served.',
    action: 'Use one of the methods the `Allow` header lists.',
  },
  requestTimeout: {
    status: 408,
    meaning: 'The request did not arrive in time.',
    cause: 'A client or network that stalled while sending the request.',
    action: 'Send it again. The connection was closed.',
  },
  duplicateItinerary: {
    status: 409,
    meaning: 'You already own an itinerary with this destination and start date.',
    cause: 'A create (or a link import that saves) whose destination (compared trimmed, ignoring case) and start date match one of your own itineraries.',
    action: 'Use the one you have (`existingId`), or create anyway with `?allowDuplicate=true` (link import: `"allowDuplicate": true`).',
    members: '`existingId`.',
  },
  idempotencyKeyInProgress: {
    status: 409,
    meaning: 'A request with the same Idempotency-Key is still running.',
    cause: 'A retry sent before the first attempt finished.',
    action: 'Wait a moment and retry with the same key: once the first attempt ends, its answer is replayed. A crashed attempt holds its key for at most 60 s.',
  },
  conflict: {
    status: 409,
    meaning: 'The change collides with another one made at the same moment.',
    cause: 'Two requests claiming the same thing at once (for example the same new item id).',
    action: 'Read the current state and send the request again.',
  },
  emailTaken: {
    status: 409,
    meaning: 'An account with this email address already exists.',
    cause: 'A sign-up or an address change to an address in use.',
    action: 'Sign in with that address, or reset its password if it is yours.',
  },
  itineraryModified: {
    status: 412,
    meaning: 'The itinerary changed since you read it; nothing was written.',
    cause: 'An `If-Match` naming an older revision than the current one: another app or person wrote in between.',
    action: 'GET the itinerary again (its `ETag` is the current revision, also in `currentRevision`), apply your change to what you read, and send it with the new `If-Match`.',
    members: '`currentRevision`.',
  },
  payloadTooLarge: {
    status: 413,
    meaning: 'The request body is larger than the route accepts.',
    cause: 'JSON over 1 MiB (after decompression), an image over 10 MiB, a sealed document over 20 MiB.',
    action: 'Send less: split a large change into several, or shrink the file.',
  },
  unsupportedMediaType: {
    status: 415,
    meaning: 'The body’s content type is not one this route accepts, or the bytes are not what it says.',
    cause: 'A JSON route called without `Content-Type: application/json`, a charset other than UTF-8, an unknown content encoding, an image that is not JPEG, PNG, WebP or HEIC.',
    action: 'Send the content type the route documents (see /docs), with bytes of that type.',
  },
  linkUnreadable: {
    status: 422,
    meaning: 'The link could be fetched but no itinerary could be made from it.',
    cause: 'A page that failed to load, took too long, was too large, or names no places we could find.',
    action: 'Try another link about the same trip. A failed read costs no allowance.',
  },
  idempotencyKeyReused: {
    status: 422,
    meaning: 'This Idempotency-Key was used for a different request.',
    cause: 'The same key sent with another body or query string (keys are kept 24 hours, per user, method and path).',
    action: 'Use a new UUID for each new request; reuse a key only to retry exactly the same request.',
  },
  preconditionRequired: {
    status: 428,
    meaning: 'This write needs an `If-Match` header.',
    cause: 'A change to an itinerary sent without saying which revision it was based on.',
    action: 'Send the `ETag` of your last read as `If-Match` (or `*` to write over whatever is current).',
  },
  importAllowanceExceeded: {
    status: 429,
    meaning: 'This year’s link-import allowance of the account is used up.',
    cause: 'Fresh link imports beyond the yearly allowance (links anybody imported before stay free).',
    action: 'Wait for the next calendar year (UTC), or import links others already imported. `GET /v1/me` shows the allowance.',
    members: '`year`, `limit`, `used`.',
  },
  invitationsLimited: {
    status: 429,
    meaning: 'No more invitations may be sent now.',
    cause:
      'The itinerary has 20 pending invitations, or its owner sent 30 invitations in the last 24 hours (docs/sharing.md "Invitations").',
    action: 'Cancel a pending invitation, or wait: the number of seconds in `Retry-After` when it is given.',
    members: '`limit`.',
  },
  importRateLimited: {
    status: 429,
    meaning: 'Too many link reads in the last hour.',
    cause: 'More fresh link reads by this account in an hour than the service allows, failed ones included.',
    action: 'Wait the number of seconds in `Retry-After`.',
  },
  rateLimited: {
    status: 429,
    meaning: 'Too many requests from this token or address.',
    cause: 'More requests in the rate-limit window than the service allows per client address or per token.',
    action: 'Wait the number of seconds in `Retry-After`; the `RateLimit` headers tell how much of the window is left.',
  },
  headersTooLarge: {
    status: 431,
    meaning: 'The request line and headers are larger than 16 KiB.',
    cause: 'Very long URLs or cookies, or many headers.',
    action: 'Send a smaller request. The connection was closed.',
  },
  internalError: {
    status: 500,
    meaning: 'Something went wrong on our side.',
    cause: 'A fault of the service, not of your request; it is logged with the request id.',
    action: 'Retry later; if it persists, report the `X-Request-Id` of the answer.',
  },
  serviceUnavailable: {
    status: 503,
    meaning: 'The service cannot answer right now.',
    cause: 'It is starting, shutting down, or a store it needs is unreachable.',
    action: 'Retry after a short wait.',
  },
  importBusy: {
    status: 503,
    meaning: 'Link import is busy with other links.',
    cause: 'Every extraction thread is working and the queue is full.',
    action: 'Wait the number of seconds in `Retry-After` and send it again.',
  },
};

export const PROBLEM_CODES = Object.keys(PROBLEM_CATALOGUE) as ProblemCode[];

export const isProblemCode = (code: string): code is ProblemCode => Object.hasOwn(PROBLEM_CATALOGUE, code);

import type { Response } from 'express';
import { ContentRefusedError } from '../../../../application/shared/content-refused.js';
import { DomainError, type ErrorCode } from '../../../../domain/shared/domain-error.js';

/** Codes that only exist at the edge (DESIGN.md §2): domain codes come from DomainError, payloadTooLarge and unsupportedMediaType also from the application's ContentRefusedError. */
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

const STATUS: Record<string, number> = {
  validationFailed: 400,
  linkNotAllowed: 400,
  unauthorized: 401,
  invalidToken: 401,
  subscriptionRequired: 402,
  forbidden: 403,
  insufficientScope: 403,
  aiConsentRequired: 403,
  notFound: 404,
  methodNotAllowed: 405,
  requestTimeout: 408,
  duplicateItinerary: 409,
  idempotencyKeyInProgress: 409,
  conflict: 409,
  emailTaken: 409,
  itineraryModified: 412,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  linkUnreadable: 422,
  idempotencyKeyReused: 422,
  preconditionRequired: 428,
  importAllowanceExceeded: 429,
  importRateLimited: 429,
  rateLimited: 429,
  headersTooLarge: 431,
  internalError: 500,
  serviceUnavailable: 503,
  importBusy: 503,
};

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export const statusOf = (code: string): number => STATUS[code] ?? 500;

/** An error raised by an inbound adapter, rendered as RFC 9457 problem+json. */
export class HttpProblem extends Error {
  constructor(
    readonly code: ProblemCode,
    detail: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = 'HttpProblem';
  }
}

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  code: string;
  detail: string;
  [extra: string]: unknown;
}

const PROBLEM_MEMBERS = new Set(['type', 'title', 'status', 'code', 'detail']);

export function problemBody(code: string, detail: string, extra: Record<string, unknown> = {}): ProblemBody {
  const status = statusOf(code);
  return {
    type: `https://errors.itinerary.example/${code}`,
    title: TITLES[status] ?? 'Error',
    status,
    code,
    detail,
    // No detail of an error (a fetched page's `status`, say) may replace the members above.
    ...Object.fromEntries(Object.entries(extra).filter(([key]) => !PROBLEM_MEMBERS.has(key))),
  };
}

/** Renders any error we know how to describe; the caller handles the rest as a 500. */
export function toProblem(error: unknown): { body: ProblemBody; headers: Record<string, string> } | undefined {
  if (error instanceof HttpProblem) {
    return { body: problemBody(error.code, error.message, error.extra), headers: error.headers };
  }
  if (error instanceof DomainError || error instanceof ContentRefusedError) {
    // A refusal that passes with time (importRateLimited, importBusy) says when, in seconds.
    const retryAfter = error.details.retryAfterSeconds;
    return { body: problemBody(error.code, error.message, error.details), headers: typeof retryAfter === 'number' ? { 'Retry-After': String(retryAfter) } : {} };
  }
  return undefined;
}

export function sendProblem(res: Response, body: ProblemBody, headers: Record<string, string> = {}): void {
  res.status(body.status).set(headers).type('application/problem+json').send(JSON.stringify(body));
}

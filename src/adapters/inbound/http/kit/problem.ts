import type { Response } from 'express';
import { ContentRefusedError } from '../../../../application/shared/content-refused.js';
import { DomainError } from '../../../../domain/shared/domain-error.js';
import { isProblemCode, PROBLEM_CATALOGUE, type ProblemCode } from './problem-catalogue.js';

export type { HttpErrorCode, ProblemCode } from './problem-catalogue.js';

/** Where the page explaining each code is served: BASE_URL/problems/<code>, the `type` of every problem. */
export const PROBLEMS_PATH = '/problems';

export const problemTypeUrl = (origin: string, code: string): string => `${origin}${PROBLEMS_PATH}/${code}`;

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

export const statusOf = (code: string): number => (isProblemCode(code) ? PROBLEM_CATALOGUE[code].status : 500);

export const statusTitle = (status: number): string => TITLES[status] ?? 'Error';

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

/** `origin` is BASE_URL (originOf(res) where only the response is at hand). */
export function problemBody(origin: string, code: string, detail: string, extra: Record<string, unknown> = {}): ProblemBody {
  const status = statusOf(code);
  return {
    type: problemTypeUrl(origin, code),
    title: statusTitle(status),
    status,
    code,
    detail,
    // No detail of an error (a fetched page's `status`, say) may replace the members above.
    ...Object.fromEntries(Object.entries(extra).filter(([key]) => !PROBLEM_MEMBERS.has(key))),
  };
}

/** Renders any error we know how to describe; the caller handles the rest as a 500. */
export function toProblem(origin: string, error: unknown): { body: ProblemBody; headers: Record<string, string> } | undefined {
  if (error instanceof HttpProblem) {
    return { body: problemBody(origin, error.code, error.message, error.extra), headers: error.headers };
  }
  if (error instanceof DomainError || error instanceof ContentRefusedError) {
    // A refusal that passes with time (importRateLimited, importBusy) says when, in seconds.
    const retryAfter = error.details.retryAfterSeconds;
    return { body: problemBody(origin, error.code, error.message, error.details), headers: typeof retryAfter === 'number' ? { 'Retry-After': String(retryAfter) } : {} };
  }
  return undefined;
}

/**
 * BASE_URL of the app answering `res`: createHttpApp keeps it in the app's locals, for the handlers
 * that build a problem with nothing but the response at hand.
 */
export const originOf = (res: Response): string => (res.app.locals as { origin: string }).origin;

export function sendProblem(res: Response, body: ProblemBody, headers: Record<string, string> = {}): void {
  res.status(body.status).set(headers).type('application/problem+json').send(JSON.stringify(body));
}

import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from '../../../../application/ports/logger.port.js';
import { originOf, problemBody, sendProblem, toProblem } from './problem.js';

/** Errors thrown by body-parser carry a `type`; each gets its code. */
const BODY_PARSER_ERRORS: Record<string, { code: string; detail: string }> = {
  'entity.parse.failed': { code: 'validationFailed', detail: 'The request body is not valid JSON.' },
  'entity.too.large': { code: 'payloadTooLarge', detail: 'The request body is larger than this route accepts.' },
  'encoding.unsupported': { code: 'unsupportedMediaType', detail: 'The content encoding is not supported.' },
  'charset.unsupported': { code: 'unsupportedMediaType', detail: 'The charset is not supported; send UTF-8.' },
  'request.aborted': { code: 'validationFailed', detail: 'The request was aborted before its body arrived.' },
};

/**
 * Errors of body-parser (by `type`) and of the router (a 4xx `status`, e.g. a path parameter that is
 * not valid percent-encoding) as problems; undefined for anything else.
 */
export function parserProblem(error: unknown): { code: string; detail: string } | undefined {
  const { type, status } = (error ?? {}) as { type?: unknown; status?: unknown };
  if (typeof type === 'string' && BODY_PARSER_ERRORS[type]) return BODY_PARSER_ERRORS[type];
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { code: 'validationFailed', detail: 'The request is malformed.' };
  }
  return undefined;
}

export const notFoundHandler: RequestHandler = (req, res) => {
  sendProblem(res, problemBody(originOf(res), 'notFound', `No route for ${req.method} ${req.path}.`));
};

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const known = toProblem(originOf(res), error);
    if (known) return sendProblem(res, known.body, known.headers);
    const parserError = parserProblem(error);
    if (parserError) return sendProblem(res, problemBody(originOf(res), parserError.code, parserError.detail));
    logger.error({ err: error, method: req.method, path: req.path }, 'unhandled error');
    sendProblem(res, problemBody(originOf(res), 'internalError', 'Something went wrong on our side; it has been logged.'));
  };
}

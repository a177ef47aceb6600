import type { Request } from 'express';
import { PayloadTooLargeError } from '../../../../application/shared/content-refused.js';

/** The Content-Length a request declares; undefined when it streams (chunked) or sends none. */
export function declaredLength(req: Request): number | undefined {
  const value = req.headers['content-length'];
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
}

/** A request with no body at all: Content-Length 0, or neither a length nor a transfer coding. */
export const bodyless = (req: Request): boolean =>
  declaredLength(req) === 0 || (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined);

/**
 * 413 before a byte is read for a body that says it is larger than `maxBytes`; bodies that do not
 * say (chunked) are counted as they stream.
 */
export function refuseDeclaredOver(req: Request, maxBytes: number): void {
  if ((declaredLength(req) ?? 0) > maxBytes) throw new PayloadTooLargeError(maxBytes);
}

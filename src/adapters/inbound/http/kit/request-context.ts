import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';

declare module 'express-serve-static-core' {
  interface Request {
    /** This request's id: the causationId of the events it appends. */
    requestId?: string;
    /** The caller's X-Correlation-Id when well-formed, else a new UUID; echoed in the response. */
    correlationId?: string;
  }
}

/** Trace ids of other systems (UUIDs, W3C trace ids, ULIDs) pass; anything else is replaced, never echoed. */
const CORRELATION_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

export const requestContext: RequestHandler = (req, res, next) => {
  const sent = req.headers['x-correlation-id'];
  req.requestId = randomUUID();
  req.correlationId = typeof sent === 'string' && CORRELATION_ID.test(sent) ? sent : randomUUID();
  res.setHeader('X-Request-Id', req.requestId);
  res.setHeader('X-Correlation-Id', req.correlationId);
  next();
};

import type { Request } from 'express';

/**
 * If-None-Match as RFC 9110 §13.1.2 evaluates it: `*`, or any listed tag equal by weak comparison.
 * (express's req.fresh also gives up on `Cache-Control: no-cache`, which fetch() adds to every
 * conditional request, so such clients would never get their 304.)
 */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string): string => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * Whether a GET may be answered 304 (RFC 9110 §13.2.2): by If-None-Match when sent, else by
 * If-Modified-Since against the last change (HTTP dates have whole seconds).
 */
export function notModified(req: Request, etag: string, lastModified?: Date): boolean {
  const tags = req.get('If-None-Match');
  if (tags) return noneMatch(tags, etag);
  const since = Date.parse(req.get('If-Modified-Since') ?? '');
  return lastModified !== undefined && !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

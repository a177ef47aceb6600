import { readFile } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export interface FixtureServer {
  origin: string;
  /** `127.0.0.1:PORT`, the allow-list entry for this server. */
  hostPort: string;
  /** Paths requested so far, in order. */
  hits: string[];
  /** Request headers of every request, in order. */
  requests: http.IncomingHttpHeaders[];
  route(pathname: string, handler: Handler): void;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.rss': 'application/rss+xml',
  '.xml': 'application/xml',
};

/**
 * A web server on 127.0.0.1 (port 0) for reader and import tests, https with `tls` (see loopback-tls.ts). It serves files under `root`
 * (with `{{origin}}` replaced by its own origin, so fixtures can link to each other) and any
 * routes a test adds; it records every request so that tests can prove what was NOT fetched.
 */
export async function startFixtureServer(root?: string, options: { tls?: { key: string; cert: string } } = {}): Promise<FixtureServer> {
  const routes = new Map<string, Handler>();
  const hits: string[] = [];
  const requests: http.IncomingHttpHeaders[] = [];
  let origin = '';
  const listener: http.RequestListener = (req, res) => {
    const pathname = new URL(req.url ?? '/', origin).pathname;
    hits.push(pathname);
    requests.push(req.headers);
    const handler = routes.get(pathname);
    if (handler) return handler(req, res);
    if (!root) return notFound(res);
    void serveFile(root, pathname, origin, res);
  };
  const server = options.tls ? https.createServer(options.tls, listener) : http.createServer(listener);
  server.keepAliveTimeout = 100;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  return {
    origin,
    hostPort: `127.0.0.1:${port}`,
    hits,
    requests,
    route: (pathname, handler) => void routes.set(pathname, handler),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function serveFile(root: string, pathname: string, origin: string, res: http.ServerResponse): Promise<void> {
  const file = path.resolve(root, `.${decodeURIComponent(pathname)}`);
  if (!file.startsWith(path.resolve(root) + path.sep)) return notFound(res);
  try {
    const body = (await readFile(file, 'utf8')).replaceAll('{{origin}}', origin);
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    res.end(body);
  } catch {
    notFound(res);
  }
}

function notFound(res: http.ServerResponse): void {
  res.writeHead(404, { 'content-type': 'text/plain' });
  res.end('not found');
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Hop-by-hop headers (RFC 9110 §7.6.1): the proxy's own connection, not the message's. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

export interface BearerProxy {
  url: string;
  close(): Promise<void>;
}

/**
 * A loopback reverse proxy that adds `Authorization: Bearer <token>` to every request, for clients
 * that cannot send headers of their own (the MCP conformance suite). It forwards every method and
 * streams both ways (event streams arrive as they are written). Host and Origin reach the server as
 * the client sent them, except that the proxy's own address stands for the server's: a request that
 * names the proxy is one from the service's own origin, any other Host or Origin stays foreign.
 */
export async function startBearerProxy(upstream: string, token: string): Promise<BearerProxy> {
  const target = new URL(upstream);
  let own = '';
  const server = http.createServer((req, res) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
    headers.authorization = `Bearer ${token}`;
    if (headers.host === own) headers.host = target.host;
    if (headers.origin === `http://${own}`) headers.origin = target.origin;
    const forwarded = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers, setHost: false },
      (answer) => {
        const back: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name)) back[name] = value;
        res.writeHead(answer.statusCode ?? 502, back);
        res.flushHeaders();
        answer.on('data', (chunk: Buffer) => res.write(chunk));
        answer.on('end', () => res.end());
        answer.on('error', () => res.destroy());
      },
    );
    forwarded.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    // A client that stops reading a stream ends the upstream request too.
    res.on('close', () => {
      if (!res.writableEnded) forwarded.destroy();
    });
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  own = `127.0.0.1:${port}`;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

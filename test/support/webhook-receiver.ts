import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  json: any;
}

/** A real HTTP receiver on loopback: records every POST, answers `status`, and can go down (refusing connections) and up again on its port. */
export interface Receiver {
  url: string;
  /** host:port, for WEBHOOK_ALLOWED_HOSTS. */
  host: string;
  received: Received[];
  /** What it answers (200 unless told). */
  status: number;
  down(): Promise<void>;
  up(): Promise<void>;
  until(predicate: (received: Received[]) => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startReceiver(port = 0): Promise<Receiver> {
  const received: Received[] = [];
  const waiters = new Set<() => void>();
  const state = { status: 200 };
  const handler: http.RequestListener = (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (state.status >= 200 && state.status < 300) {
        received.push({
          id: String(req.headers['webhook-id']),
          timestamp: String(req.headers['webhook-timestamp']),
          signature: String(req.headers['webhook-signature']),
          body,
          json: JSON.parse(body),
        });
        waiters.forEach((w) => w());
      }
      res.writeHead(state.status).end();
    });
  };
  let server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;
  const receiver: Receiver = {
    url: `http://127.0.0.1:${bound}/hooks`,
    host: `127.0.0.1:${bound}`,
    received,
    get status() {
      return state.status;
    },
    set status(value: number) {
      state.status = value;
    },
    down: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    up: async () => {
      server = http.createServer(handler);
      await new Promise<void>((resolve) => server.listen(bound, '127.0.0.1', resolve));
    },
    until(predicate, timeoutMs = 15_000) {
      if (predicate(received)) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`receiver: condition not met in ${timeoutMs} ms; got ${received.map((r) => r.json.type).join(', ')}`));
        }, timeoutMs);
        const check = () => {
          if (!predicate(received)) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
      });
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return receiver;
}

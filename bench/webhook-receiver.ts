/**
 * The receiver of bench/webhooks.ts, a child process so that answering deliveries never shares the
 * event loop of the service that sends them. It listens on loopback, answers 204 to every POST,
 * tells its port over IPC, reports {count, firstAt, lastAt} (the machine's clock) when asked, and
 * starts counting afresh on "reset".
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const now = (): number => performance.timeOrigin + performance.now();
let count = 0;
let firstAt = 0;
let lastAt = 0;
const server = http.createServer({ keepAliveTimeout: 60_000 }, (req, res) => {
  req.resume();
  req.on('end', () => {
    const at = now();
    if (count === 0) firstAt = at;
    count++;
    lastAt = at;
    res.writeHead(204).end();
  });
});
server.listen(0, '127.0.0.1', () => process.send!({ type: 'port', port: (server.address() as AddressInfo).port }));
process.on('message', (message: { type: string }) => {
  if (message.type === 'reset') count = firstAt = lastAt = 0;
  if (message.type === 'report') process.send!({ type: 'report', count, firstAt, lastAt });
  if (message.type === 'stop') {
    server.closeAllConnections();
    server.close();
    process.disconnect();
  }
});

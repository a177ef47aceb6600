import { once } from 'node:events';
import net from 'node:net';
import { expect } from 'chai';
import { startTestApp, type TestApp } from '../../../support/app.js';

/** Requests node's HTTP parser refuses before any route runs still get a problem (client-errors.ts). */
describe('HTTP: what the parser refuses is a problem too', () => {
  let app: TestApp;

  before(async () => {
    app = await startTestApp();
  });
  after(() => app?.close());

  /** Writes raw bytes on a fresh connection and reads until the server closes it. */
  async function raw(bytes: string): Promise<{ status: number; headers: string; body: any }> {
    const { hostname, port } = new URL(app.url);
    const socket = net.connect(Number(port), hostname);
    await once(socket, 'connect');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.end(bytes);
    await once(socket, 'close');
    const [head, body] = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n') as [string, string];
    return { status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body: JSON.parse(body) };
  }

  it('answers headers over 16 KiB with 431 headersTooLarge', async () => {
    const reply = await raw(`GET /v1/me HTTP/1.1\r\nHost: x\r\nX-Big: ${'h'.repeat(20_000)}\r\n\r\n`);
    expect(reply.status).to.equal(431);
    expect(reply.headers).to.include('content-type: application/problem+json').and.include('connection: close');
    expect(reply.body).to.include({ status: 431, code: 'headersTooLarge', title: 'Request Header Fields Too Large' });
  });

  it('answers a request that is not HTTP with 400 validationFailed', async () => {
    const reply = await raw('GET /v1/me HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
    expect(reply.status).to.equal(400);
    expect(reply.body).to.include({ status: 400, code: 'validationFailed' });
  });
});

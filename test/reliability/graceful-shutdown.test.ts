import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { SqliteDatabase, sqliteFileIn } from '../../src/adapters/outbound/sqlite/database.js';
import { SqliteEventStore } from '../../src/adapters/outbound/sqlite/event-store.js';
import { SqliteProjectionStore } from '../../src/adapters/outbound/sqlite/read-models/projection-store.js';
import { SqliteReadModelDatabase } from '../../src/adapters/outbound/sqlite/read-models/read-model-database.js';
import { tableSet } from '../../src/adapters/outbound/sqlite/read-models/schema.js';
import { childEnv, credentialsFor, startChildApp } from '../support/child-app.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A request on a connection of its own whose body is sent in two parts, with `between` run in the middle. */
function slowRequest(url: string, method: string, headers: Record<string, string>, body: string) {
  const bytes = Buffer.from(body);
  const req = http.request(url, { method, agent: false, headers: { ...headers, 'Content-Length': String(bytes.length) } });
  const response = new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on('error', reject);
  });
  req.write(bytes.subarray(0, 5));
  return { response, finish: () => req.end(bytes.subarray(5)) };
}

/** A GET on a new connection: resolves with the status, or the error code when the connection fails. */
const freshGet = (url: string): Promise<number | string> =>
  new Promise((resolve) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      })
      .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

/** The projector applied and stored everything before the process exited. */
async function expectCheckpointAtHead(dataDir: string): Promise<void> {
  const database = SqliteDatabase.open(sqliteFileIn(dataDir));
  try {
    const head = await new SqliteEventStore(database).headPosition();
    const checkpoint = await new SqliteProjectionStore(new SqliteReadModelDatabase(database), tableSet('live')).readCheckpoint();
    expect(checkpoint.position, 'the projector applied and stored everything before exiting').to.equal(head);
  } finally {
    database.close();
  }
}

describe('graceful shutdown (SIGTERM to the app as a process)', function () {
  this.timeout(60_000);
  let dataDir: string;
  before(async () => (dataDir = await mkdtemp(path.join(os.tmpdir(), 'graceful-shutdown-'))));
  after(() => rm(dataDir, { recursive: true, force: true }));

  it('finishes in-flight requests, refuses new ones, stores the projector checkpoint and exits 0; its JSON logs carry the ids and no token', async () => {
    const { port, token } = await credentialsFor(dataDir);
    const app = await startChildApp({ ...childEnv(port, dataDir), LOG_LEVEL: 'info' });
    const auth = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const created = await fetch(`${app.url}/v1/itinerary`, {
      method: 'POST',
      headers: { ...auth, 'X-Correlation-Id': 'trace-graceful-1' },
      body: JSON.stringify({ title: 'Last orders', destination: 'Lisbon', center: { latitude: 38.7, longitude: -9.1 } }),
    });
    expect(created.status).to.equal(201);
    const { id } = (await created.json()) as { id: string };

    const inFlight = slowRequest(`${app.url}/v1/itinerary/${id}`, 'PATCH', { ...auth, 'If-Match': '"0"' }, JSON.stringify({ summary: 'sent during shutdown' }));
    await pause(300);
    app.process.kill('SIGTERM');
    await pause(500);
    expect(await freshGet(`${app.url}/healthz`), 'a new connection after SIGTERM').to.equal('ECONNREFUSED');
    expect(app.process.exitCode, 'still draining').to.equal(null);

    inFlight.finish();
    const finished = await inFlight.response;
    expect(finished.status, finished.body).to.equal(200);
    expect(finished.headers.etag).to.equal('"1"');
    expect(await app.exited).to.equal(0);

    await expectCheckpointAtHead(dataDir);

    const raw = app.stdout().trim().split('\n');
    const lines = raw.map((line) => JSON.parse(line) as Record<string, any>);
    // JSON.parse keeps the last of two equal keys; log tools may keep the first, or refuse the line.
    for (const line of raw.filter((l) => l.includes('"req":'))) {
      for (const key of ['route', 'requestId', 'correlationId']) {
        expect(line.split(`"${key}":`).length - 1, `${key} once in ${line}`).to.equal(1);
      }
      // One name for the request id: pino-http's own reqId is renamed, not added.
      expect(line).to.not.contain('"reqId":');
    }
    const createLine = lines.find((line) => line.correlationId === 'trace-graceful-1');
    expect(createLine).to.include({ requestId: created.headers.get('x-request-id'), route: '/v1/itinerary', level: 30 });
    expect(createLine!.req).to.deep.equal({ method: 'POST', path: '/v1/itinerary', remoteAddress: '127.0.0.1' });
    expect(createLine!.res).to.deep.equal({ statusCode: 201 });
    const patchLine = lines.find((line) => line.req?.method === 'PATCH');
    expect(patchLine).to.include({ route: '/v1/itinerary/{id}', requestId: finished.headers['x-request-id'] });
    expect(app.stdout()).to.not.contain(token).and.not.contain(token.split('.')[2]!);
  });

  it('closes what is still open once SHUTDOWN_DEADLINE_SECONDS has passed (a trickling upload), and exits 0 with the checkpoint stored', async () => {
    const { port, token } = await credentialsFor(dataDir);
    const app = await startChildApp({ ...childEnv(port, dataDir), LOG_LEVEL: 'info', SHUTDOWN_DEADLINE_SECONDS: '2' });
    const auth = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const created = await fetch(`${app.url}/v1/itinerary`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ title: 'Slow client', destination: 'Porto', center: { latitude: 41.1, longitude: -8.6 } }),
    });
    expect(created.status).to.equal(201);
    const { id } = (await created.json()) as { id: string };

    // Never finished: the client sends five bytes of its body and then nothing.
    const stalled = slowRequest(`${app.url}/v1/itinerary/${id}`, 'PATCH', { ...auth, 'If-Match': '"0"' }, JSON.stringify({ summary: 'never sent whole' }));
    const outcome = stalled.response.then(
      (res) => res.status,
      (error: NodeJS.ErrnoException) => error.code ?? error.message,
    );
    await pause(300);
    const signalledAt = performance.now();
    app.process.kill('SIGTERM');
    expect(await app.exited).to.equal(0);
    const tookMs = performance.now() - signalledAt;
    expect(tookMs, 'waited for the deadline, then no longer').to.be.within(1_900, 30_000);
    expect(await outcome, 'the stalled connection was closed').to.be.oneOf(['ECONNRESET', 'socket hang up']);
    expect(app.stdout()).to.contain('shutdown deadline passed');

    await expectCheckpointAtHead(dataDir);
  });
});

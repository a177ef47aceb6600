import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { SqliteDatabase, sqliteFileIn } from '../../../../src/adapters/outbound/sqlite/database.js';
import { SqliteEventStore } from '../../../../src/adapters/outbound/sqlite/event-store.js';
import type { RecordedEvent } from '../../../../src/application/ports/event-store.port.js';
import { appendMix } from '../../../support/event-mix.js';
import { tempDir } from '../../../support/temp-dir.js';

const run = promisify(execFile);
const MAIN = resolve('src/adapters/inbound/cli/main.ts');

/** The auditor feed, `events:follow`, as operators run it: a process of its own on the service's DATA_DIR. */
describe('operator CLI: events:follow, the auditor feed of the whole log', function () {
  this.timeout(180_000);
  let dir: ReturnType<typeof tempDir>;
  let database: SqliteDatabase;
  let store: SqliteEventStore;
  let total: number;

  before(async () => {
    dir = tempDir('events-follow');
    database = SqliteDatabase.open(sqliteFileIn(dir.path));
    store = new SqliteEventStore(database);
    total = await appendMix(store, { events: 600, seed: 5 });
  });
  after(async () => {
    await store.close();
    database.close();
    dir.remove();
  });

  const env = () => ({ ...process.env, DATA_DIR: dir.path, LOG_LEVEL: '' });

  async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    try {
      const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', MAIN, ...args], { env: env(), maxBuffer: 64 * 1024 * 1024 });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const e = error as { code: number; stdout: string; stderr: string };
      return { code: e.code, stdout: e.stdout, stderr: e.stderr };
    }
  }

  const events = (stdout: string): RecordedEvent[] => stdout.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as RecordedEvent);
  const next = (stderr: string): { next: string; events: number } => JSON.parse(stderr.trim().split('\n').pop()!);
  const ids = (list: RecordedEvent[]) => list.map((e) => e.id);

  it('pages through the whole log from a position: the pages joined are the log, in order', async () => {
    const exported = events((await cli('events:export')).stdout);
    expect(exported).to.have.length(total);
    const seen: RecordedEvent[] = [];
    let from = 'start';
    for (;;) {
      const page = await cli('events:follow', '--from', from, '--limit', '250');
      expect(page.code, page.stderr).to.equal(0);
      const got = events(page.stdout);
      const cursor = next(page.stderr);
      expect(cursor.events).to.equal(got.length);
      if (got.length === 0) break;
      expect(cursor.next).to.equal(got[got.length - 1]!.position);
      seen.push(...got);
      from = cursor.next;
    }
    expect(ids(seen)).to.deep.equal(ids(exported));
  });

  it('keeps only the streams asked for', async () => {
    const page = await cli('events:follow', '--streams', 'account-', '--limit', '100000');
    const got = events(page.stdout);
    expect(got.length).to.be.greaterThan(0);
    expect(got.every((e) => e.streamId.startsWith('account-'))).to.equal(true);
  });

  it('--follow prints the stored events, then new ones as they are appended, and ends on SIGTERM with where to go on', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN, 'events:follow', '--follow', '--streams', 'itinerary-'], { env: env() });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const received: RecordedEvent[] = [];
    const waiters: (() => void)[] = [];
    createInterface({ input: child.stdout }).on('line', (text) => {
      received.push(JSON.parse(text) as RecordedEvent);
      waiters.splice(0).forEach((w) => w());
    });
    const until = async (count: number) => {
      const deadline = Date.now() + 60_000;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`got ${received.length} of ${count} events; stderr ${stderr}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 500);
        });
      }
    };
    const stored = events((await cli('events:follow', '--streams', 'itinerary-', '--limit', '100000')).stdout);
    await until(stored.length);
    // Written by another process on the same file, as the service would.
    const more = await appendMix(store, { events: 100, seed: 6 });
    const all = events((await cli('events:follow', '--streams', 'itinerary-', '--limit', '100000')).stdout);
    expect(all.length).to.be.greaterThan(stored.length);
    await until(all.length);
    expect(more).to.be.greaterThan(0);
    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number];
    expect(code, stderr).to.equal(0);
    expect(ids(received)).to.deep.equal(ids(all));
    expect(next(stderr)).to.deep.equal({ next: all[all.length - 1]!.position, events: all.length });
  });

  it('refuses a position the store never issued, and a bad --limit, with exit code 2', async () => {
    expect((await cli('events:follow', '--from', 'yesterday')).code).to.equal(2);
    expect((await cli('events:follow', '--limit', '0')).code).to.equal(2);
  });
});

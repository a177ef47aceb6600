import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { SqliteDatabase } from '../../src/adapters/outbound/sqlite/database.js';
import { SqliteEventStore } from '../../src/adapters/outbound/sqlite/event-store.js';
import type { RecordedEvent } from '../../src/application/ports/event-store.port.js';
import { tempDir } from '../support/temp-dir.js';

const WRITER = fileURLToPath(new URL('../support/event-store-writer.ts', import.meta.url));
const STREAM = 'itinerary-kill-test';
/** Acknowledged appends to wait for before the kill: enough to be well inside the write loop. */
const ACKS_BEFORE_KILL = 150;

/** Complete lines only: the kill may cut the last one short. */
const acknowledgedRevisions = (file: string): number[] => {
  if (!existsSync(file)) return [];
  const lines = readFileSync(file, 'utf8').split('\n');
  return lines.slice(0, -1).map(Number);
};

describe('SQLite event store under kill -9', function () {
  this.timeout(30_000);
  let dir: ReturnType<typeof tempDir>;
  beforeEach(() => (dir = tempDir('event-store-kill')));
  afterEach(() => dir.remove());

  for (const round of [1, 2, 3]) {
    it(`keeps every acknowledged append, whole and without gaps (round ${round})`, async () => {
      const databaseFile = join(dir.path, 'itinerary.db');
      const ackFile = join(dir.path, 'acks.txt');
      const child = spawn(process.execPath, ['--import', 'tsx', WRITER, databaseFile, ackFile, STREAM], {
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
        child.on('exit', (code, signal) => resolve(signal ?? code)),
      );

      const deadline = Date.now() + 20_000;
      while (acknowledgedRevisions(ackFile).length < ACKS_BEFORE_KILL) {
        if (child.exitCode !== null) throw new Error(`the writer exited early: ${stderr}`);
        if (Date.now() > deadline) throw new Error('the writer acknowledged too few appends in time');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      // A varying extra delay so the kill lands at a different point of the write loop each round.
      await new Promise((resolve) => setTimeout(resolve, round * 7));
      child.kill('SIGKILL');
      expect(await exited).to.equal('SIGKILL');

      const acked = acknowledgedRevisions(ackFile);
      const database = SqliteDatabase.open(databaseFile);
      const store = new SqliteEventStore(database);
      try {
        const events: RecordedEvent[] = [];
        for await (const event of store.readStream(STREAM)) events.push(event);

        expect(events.length).to.be.greaterThan(acked[acked.length - 1]!);
        expect(events.every((e, i) => e.revision === i)).to.equal(true, 'revisions have a gap');
        for (const revision of acked) expect(events[revision], `acknowledged revision ${revision}`).to.exist;
        // Every append is a batch of `size` events: a batch is either all there or not at all.
        const batches = new Map<number, { size: number; count: number }>();
        for (const { data } of events) {
          const { batch, size } = data as { batch: number; size: number };
          const seen = batches.get(batch) ?? { size, count: 0 };
          batches.set(batch, { size, count: seen.count + 1 });
        }
        for (const [batch, { size, count }] of batches) expect(count, `batch ${batch}`).to.equal(size);
      } finally {
        await store.close();
        database.close();
      }
    });
  }
});

import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { SqliteDatabase, sqliteFileIn } from '../../../../src/adapters/outbound/sqlite/database.js';
import { SqliteEventStore } from '../../../../src/adapters/outbound/sqlite/event-store.js';
import { SqliteReadModelDatabase } from '../../../../src/adapters/outbound/sqlite/read-models/read-model-database.js';
import { appendMix } from '../../../support/event-mix.js';
import { snapshotReadModels } from '../../../support/read-models.js';
import { tempDir } from '../../../support/temp-dir.js';

const run = promisify(execFile);
const MAIN = resolve('src/adapters/inbound/cli/main.ts');

describe('operator CLI: audits, event export and projections:rebuild', function () {
  // Each command is a Node process loading the whole service; a busy machine makes that slow.
  this.timeout(180_000);
  let dir: ReturnType<typeof tempDir>;
  let itineraryId: string;
  let revisions: number;
  let total: number;

  before(async () => {
    dir = tempDir('audit-cli');
    const database = SqliteDatabase.open(sqliteFileIn(dir.path));
    database.connection.pragma('synchronous = OFF');
    const store = new SqliteEventStore(database);
    total = await appendMix(store, { events: 1_500, seed: 11 });
    const longest = database.connection
      .prepare<[], { stream_id: string; n: number }>(
        "SELECT stream_id, count(*) AS n FROM events WHERE stream_id LIKE 'itinerary-%' GROUP BY stream_id ORDER BY n DESC LIMIT 1",
      )
      .get()!;
    itineraryId = longest.stream_id.slice('itinerary-'.length);
    revisions = longest.n;
    await store.close();
    database.close();
  });
  after(() => dir.remove());

  async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    try {
      const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', MAIN, ...args], {
        env: { ...process.env, DATA_DIR: dir.path, LOG_LEVEL: '' },
        maxBuffer: 64 * 1024 * 1024,
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const e = error as { code: number; stdout: string; stderr: string };
      return { code: e.code, stdout: e.stdout, stderr: e.stderr };
    }
  }

  const lines = (stdout: string): Record<string, unknown>[] =>
    stdout.trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);

  it('projections:rebuild rebuilds every read model and equals them built a second time', async () => {
    const first = await cli('projections:rebuild');
    expect(first.code, first.stderr).to.equal(0);
    expect(JSON.parse(first.stdout)).to.include({ rebuilt: true, events: total });
    expect(first.stderr).to.contain('100%');
    const database = SqliteDatabase.open(join(dir.path, 'itinerary.db'));
    try {
      new SqliteReadModelDatabase(database);
      const once = snapshotReadModels(database, 'live');
      expect(once.docs.length).to.be.greaterThan(0);
      const again = await cli('projections:rebuild');
      expect(again.code, again.stderr).to.equal(0);
      expect(snapshotReadModels(database, 'live')).to.deep.equal(once);
    } finally {
      database.close();
    }
  });
  it('audit:history prints every event of the itinerary as NDJSON, oldest first', async () => {
    const { code, stdout, stderr } = await cli('audit:history', itineraryId);
    expect(code, stderr).to.equal(0);
    const entries = lines(stdout);
    expect(entries.map((e) => e.revision)).to.deep.equal(Array.from({ length: revisions }, (_, n) => n));
    expect(entries[0]).to.include({ type: 'ItineraryCreated', client: 'mix' });
    // Names come from the account-lookup read model, built by the rebuild above.
    expect(entries[0]!.actor).to.have.property('displayName').that.matches(/^Traveller/);
  });

  it('audit:state and audit:diff show a past state and what changed, by revision', async () => {
    const state = await cli('audit:state', itineraryId, '--revision', '0');
    expect(state.code, state.stderr).to.equal(0);
    const first = JSON.parse(state.stdout) as { revision: number; state: { status: string; id: string } };
    expect(first.revision).to.equal(0);
    expect(first.state).to.include({ status: 'active', id: itineraryId });

    const diff = await cli('audit:diff', itineraryId, '--from', '0', '--to', String(revisions - 1));
    expect(diff.code, diff.stderr).to.equal(0);
    const { changes } = JSON.parse(diff.stdout) as { changes: { op: string; path: string }[] };
    expect(changes.length).to.be.greaterThan(0);
    for (const change of changes) expect(change.op).to.be.oneOf(['add', 'remove', 'replace', 'move']);

    expect((await cli('audit:state', itineraryId, '--revision', String(revisions))).code).to.equal(1);
    expect((await cli('audit:state', 'not-a-uuid', '--revision', '0')).code).to.equal(2);
    expect((await cli('audit:diff', itineraryId, '--from', 'x', '--to', '1')).code).to.equal(2);
  });

  it('events:export prints every event, or one stream, as NDJSON in order', async () => {
    const all = await cli('events:export');
    expect(all.code, all.stderr).to.equal(0);
    const events = lines(all.stdout);
    expect(events).to.have.length(total);
    const positions = events.map((e) => Number(e.position));
    expect(positions).to.deep.equal([...positions].sort((a, b) => a - b));
    const one = lines((await cli('events:export', '--stream', `itinerary-${itineraryId}`)).stdout);
    expect(one).to.have.length(revisions);
    expect(one.every((e) => e.streamId === `itinerary-${itineraryId}`)).to.equal(true);
  });


});

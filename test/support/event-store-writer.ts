/**
 * Child process of the kill -9 test: appends batches to the SQLite event store until it is killed,
 * and after each acknowledged append writes "<last revision>\n" to the acknowledgement file.
 * Usage: node --import tsx test/support/event-store-writer.ts <database file> <ack file> <stream id>
 */
import { randomUUID } from 'node:crypto';
import { openSync, writeSync } from 'node:fs';
import { SqliteDatabase } from '../../src/adapters/outbound/sqlite/database.js';
import { SqliteEventStore } from '../../src/adapters/outbound/sqlite/event-store.js';

const [databaseFile, ackFile, streamId] = process.argv.slice(2);
if (!databaseFile || !ackFile || !streamId) {
  throw new Error('usage: event-store-writer <database file> <ack file> <stream id>');
}

const store = new SqliteEventStore(SqliteDatabase.open(databaseFile));
// writeSync: the line is in the kernel before the next append starts, so a kill cannot lose it.
const ack = openSync(ackFile, 'a');
let revision = -1;
for (let batch = 0; ; batch++) {
  const size = (batch % 4) + 1;
  const events = Array.from({ length: size }, (_, index) => ({
    id: randomUUID(),
    type: 'KillTestAppended',
    data: { batch, index, size },
    metadata: {
      actorId: 'writer',
      clientId: 'kill-test',
      correlationId: randomUUID(),
      causationId: randomUUID(),
      occurredAt: new Date().toISOString(),
      schemaVersion: 1,
    },
  }));
  const result = await store.append(streamId, events, revision < 0 ? 'no_stream' : revision);
  revision = result.revision;
  writeSync(ack, `${revision}\n`);
}

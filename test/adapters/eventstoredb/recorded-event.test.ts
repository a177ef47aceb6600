import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { AllStreamRecordedEvent } from '@eventstore/db-client';
import {
  formatPosition,
  isAfter,
  parsePosition,
  toEventData,
  toRecorded,
} from '../../../src/adapters/outbound/eventstoredb/recorded-event.js';

describe('EventStoreDB event mapping', () => {
  const metadata = {
    actorId: 'user-1',
    clientId: 'web',
    correlationId: randomUUID(),
    causationId: randomUUID(),
    occurredAt: '2025-01-01T00:00:00.000Z',
    schemaVersion: 1,
  };

  it('writes positions as "commit/prepare" and reads them back beyond 2^53', () => {
    const position = { commit: 2n ** 60n + 1n, prepare: 2n ** 60n };
    expect(formatPosition(position)).to.equal('1152921504606846977/1152921504606846976');
    expect(parsePosition(formatPosition(position))).to.deep.equal(position);
    expect(() => parsePosition('42')).to.throw(RangeError);
  });

  it('orders positions by commit, then prepare', () => {
    expect(isAfter({ commit: 2n, prepare: 0n }, { commit: 1n, prepare: 9n })).to.equal(true);
    expect(isAfter({ commit: 1n, prepare: 2n }, { commit: 1n, prepare: 1n })).to.equal(true);
    expect(isAfter({ commit: 1n, prepare: 1n }, { commit: 1n, prepare: 1n })).to.equal(false);
  });

  it('adds $correlationId and $causationId on write and hides them again on read', () => {
    const id = randomUUID();
    const data = toEventData({ id, type: 'StopAdded', data: { stopId: 's1' }, metadata });
    expect(data).to.include({ id, type: 'StopAdded', contentType: 'application/json' });
    expect(data.metadata).to.deep.equal({
      ...metadata,
      $correlationId: metadata.correlationId,
      $causationId: metadata.causationId,
    });

    const recorded = toRecorded({
      streamId: 'itinerary-1',
      id,
      isJson: true,
      revision: 3n,
      type: 'StopAdded',
      created: new Date(),
      data: { stopId: 's1' },
      metadata: data.metadata,
      position: { commit: 10n, prepare: 9n },
    } as AllStreamRecordedEvent);
    expect(recorded).to.deep.equal({
      id,
      streamId: 'itinerary-1',
      revision: 3,
      position: '10/9',
      type: 'StopAdded',
      data: { stopId: 's1' },
      metadata,
    });
  });
});

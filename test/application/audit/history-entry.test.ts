import { expect } from 'chai';
import { visibleData } from '../../../src/application/audit/history-entry.js';
import type { RecordedEvent } from '../../../src/application/ports/event-store.port.js';

const recorded = (type: string, data: object): RecordedEvent => ({
  id: 'e',
  streamId: 'itinerary-1',
  revision: 3,
  position: '9',
  type,
  data,
  metadata: { actorId: 'u', clientId: 'c', correlationId: 'r', causationId: 'r', occurredAt: '2025-03-01T10:00:00Z', schemaVersion: 1 },
});

describe('history entries: what an event shows to whom', () => {
  it('hides every expense and packing event from callers without Pro, and shows it to Pro callers', () => {
    const events = [
      recorded('ExpenseAdded', { expense: { id: 'e1', title: 'Museum', amount: 20, currency: 'EUR' } }),
      recorded('ExpenseChanged', { expense: { id: 'e1', title: 'Museum', amount: 18, currency: 'EUR' } }),
      recorded('ExpenseRemoved', { expenseId: 'e1' }),
      recorded('PackingItemRemoved', { itemId: 'p1' }),
    ];
    for (const event of events) {
      expect(visibleData(event, false), event.type).to.equal(null);
      expect(visibleData(event, true), event.type).to.deep.equal(event.data);
    }
  });

  it('shows bookings to everyone who may read the history', () => {
    const event = recorded('FlightRemoved', { flightId: 'f1' });
    expect(visibleData(event, false)).to.deep.equal({ flightId: 'f1' });
  });
});

import { expect } from 'chai';
import type { Clock } from '../../../src/application/ports/clock.port.js';
import type { ItineraryViewCounter, ViewRecord } from '../../../src/application/ports/itinerary-stats.port.js';
import { ViewRecorder } from '../../../src/application/sharing/view-recorder.js';
import type { ItineraryState } from '../../../src/domain/itinerary/state.js';
import type { Visibility } from '../../../src/domain/itinerary/types.js';
import { silentLogger } from '../../support/read-models.js';

/** The counter's side: every batch it was given, and a way to wait for the next one. */
class RecordingCounter implements ItineraryViewCounter {
  readonly batches: ViewRecord[][] = [];
  failWith?: Error;
  private waiters: (() => void)[] = [];

  async recordViews(views: readonly ViewRecord[]): Promise<boolean[]> {
    this.batches.push([...views]);
    this.waiters.splice(0).forEach((wake) => wake());
    if (this.failWith) throw this.failWith;
    return views.map(() => true);
  }

  nextBatch(): Promise<void> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }
}

class ManualClock implements Clock {
  constructor(public at = new Date('2026-03-01T23:59:00Z')) {}
  now(): Date {
    return this.at;
  }
}

const itinerary = (id: string, visibility: Visibility, ownerId = 'olivia'): ItineraryState => ({
  status: 'active',
  id,
  ownerId,
  visibility,
  createdAt: '2026-01-01T00:00:00Z',
  title: 'Trip',
  destination: 'Rome',
  center: { latitude: 41.9, longitude: 12.5 },
  members: {},
  days: [],
  packing: [],
  expenses: [],
  flights: [],
  hotels: [],
  documents: [],
});

describe('ViewRecorder: views noted on reads, written in batches', () => {
  let counter: RecordingCounter;
  let clock: ManualClock;
  let recorder: ViewRecorder;
  const errors: unknown[] = [];
  const logger = { ...silentLogger, error: (obj: object | string) => void errors.push(obj) };

  beforeEach(() => {
    counter = new RecordingCounter();
    clock = new ManualClock();
    errors.length = 0;
    recorder = new ViewRecorder(counter, clock, logger, { flushAfterMs: 60_000, maxBatch: 100 });
  });
  afterEach(() => recorder.stop());

  const viewed = (batch: ViewRecord[] | undefined) => batch?.map((v) => `${v.itineraryId} ${v.userId} ${v.at.toISOString()}`);

  it('notes reads of non-private itineraries by others than the owner, and nothing else', async () => {
    recorder.read(itinerary('public', 'public'), 'sam');
    recorder.read(itinerary('unlisted', 'unlisted'), 'sam');
    recorder.read(itinerary('private', 'private'), 'sam');
    recorder.read(itinerary('public', 'public'), 'olivia');
    recorder.read({ status: 'deleted', id: 'gone', ownerId: 'olivia' }, 'sam');
    recorder.read({ status: 'absent' }, 'sam');
    expect(counter.batches, 'nothing written before a flush').to.deep.equal([]);
    await recorder.flush();
    expect(counter.batches.map(viewed)).to.deep.equal([
      ['public sam 2026-03-01T23:59:00.000Z', 'unlisted sam 2026-03-01T23:59:00.000Z'],
    ]);
  });

  it('sends a view noted twice on one UTC day once, and again on the next day', async () => {
    recorder.read(itinerary('a', 'public'), 'sam');
    recorder.read(itinerary('a', 'public'), 'sam');
    clock.at = new Date('2026-03-02T00:00:01Z');
    recorder.read(itinerary('a', 'public'), 'sam');
    await recorder.flush();
    expect(counter.batches.map(viewed)).to.deep.equal([
      ['a sam 2026-03-01T23:59:00.000Z', 'a sam 2026-03-02T00:00:01.000Z'],
    ]);
    await recorder.flush();
    expect(counter.batches, 'an empty flush writes nothing').to.have.length(1);
  });

  it('writes on its own once maxBatch views wait, and after flushAfterMs otherwise', async () => {
    const small = new ViewRecorder(counter, clock, logger, { flushAfterMs: 5, maxBatch: 3 });
    try {
      const full = counter.nextBatch();
      ['a', 'b', 'c'].forEach((id) => small.read(itinerary(id, 'public'), 'sam'));
      await full;
      expect(counter.batches.map((b) => b.length)).to.deep.equal([3]);

      const timed = counter.nextBatch();
      small.read(itinerary('d', 'public'), 'sam');
      await timed;
      expect(counter.batches.map((b) => b.length)).to.deep.equal([3, 1]);
    } finally {
      await small.stop();
    }
  });

  it('writes what is noted on stop and notes nothing after it', async () => {
    recorder.read(itinerary('a', 'public'), 'sam');
    await recorder.stop();
    expect(counter.batches).to.have.length(1);
    recorder.read(itinerary('b', 'public'), 'sam');
    await recorder.flush();
    expect(counter.batches).to.have.length(1);
  });

  it('logs a failed write and keeps going: a read never sees it', async () => {
    counter.failWith = new Error('disk full');
    recorder.read(itinerary('a', 'public'), 'sam');
    await recorder.flush();
    expect(errors).to.have.length(1);
    counter.failWith = undefined;
    recorder.read(itinerary('b', 'public'), 'sam');
    await recorder.flush();
    expect(counter.batches.map((b) => b.map((v) => v.itineraryId))).to.deep.equal([['a'], ['b']]);
  });
});

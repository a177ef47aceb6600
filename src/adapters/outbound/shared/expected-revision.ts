import type { EventToAppend, ExpectedRevision } from '../../../application/ports/event-store.port.js';

/** Rejects what no adapter can store, so both adapters fail alike before touching their store. */
export const assertAppendable = (events: EventToAppend[], expected: ExpectedRevision): void => {
  if (events.length === 0) throw new RangeError('An append needs at least one event.');
  if (typeof expected === 'number' && !(Number.isSafeInteger(expected) && expected >= 0)) {
    throw new RangeError(`An expected revision is 'no_stream', 'any' or an integer >= 0, not ${expected}.`);
  }
};

/** Whether a stream at `actual` (-1: no stream) satisfies `expected`. */
export const revisionMatches = (expected: ExpectedRevision, actual: number): boolean =>
  expected === 'any' || (expected === 'no_stream' ? actual === -1 : expected === actual);

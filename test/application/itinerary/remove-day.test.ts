import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { InMemoryEventStore } from '../../../src/adapters/outbound/memory/event-store.js';
import { randomIds, systemClock } from '../../../src/adapters/outbound/system/clock.js';
import { ChangeItinerary } from '../../../src/application/itinerary/change-itinerary.js';
import { DuplicateClaims } from '../../../src/application/itinerary/duplicate-claims.js';
import {
  createItineraryRepository,
  ITINERARY_STREAM_PREFIX,
  type ItineraryRepository,
} from '../../../src/application/itinerary/itinerary-repository.js';
import { removeDay } from '../../../src/application/itinerary/remove-day.js';
import type { ItineraryEvent } from '../../../src/domain/itinerary/events.js';
import type { Actor } from '../../../src/domain/itinerary/types.js';
import { DomainError } from '../../../src/domain/shared/domain-error.js';
import { day, editor, event, image, ITINERARY_ID, shared, stop, stranger, viewer } from '../../domain/itinerary/fixtures.js';

const STREAM = `${ITINERARY_STREAM_PREFIX}${ITINERARY_ID}`;

/** Three days, the last with a photo, shared with an editor and a viewer. */
const history: ItineraryEvent[] = [
  ...shared({ days: [day('d1', [stop('s1')]), day('d2', [stop('s2')]), day('d3', [stop('s3')])] }),
  event('DayImageSet', { dayId: 'd3', image: image('m3') }),
];

const context = (who: Actor) => ({
  actorId: who.userId,
  clientId: 'test',
  correlationId: randomUUID(),
  causationId: randomUUID(),
});

/**
 * removeDay run by ChangeItinerary.executeDerived on the in-memory event store, given/when/then: the history is
 * appended as it is, the events the removal appends (or its error) are what is checked.
 */
describe('Removing a day (removeDay through ChangeItinerary.executeDerived)', () => {
  let store: InMemoryEventStore;
  let itineraries: ItineraryRepository;
  let headBefore: number;

  beforeEach(() => {
    store = new InMemoryEventStore();
    itineraries = createItineraryRepository(store, systemClock, randomIds);
  });

  const changeItinerary = (repository: ItineraryRepository = itineraries) =>
    new ChangeItinerary(repository, new DuplicateClaims(store, repository, systemClock, randomIds), systemClock, randomIds);

  async function given(events: ItineraryEvent[]): Promise<void> {
    headBefore = (await store.append(STREAM, events.map(toAppend), 'any')).revision;
  }

  const when = (dayId: string, by: Actor, expectedRevision?: number, change = changeItinerary()) =>
    change.executeDerived(ITINERARY_ID, removeDay(dayId), by, context(by), expectedRevision);

  async function appended(): Promise<ItineraryEvent[]> {
    const events: ItineraryEvent[] = [];
    for await (const recorded of store.readStream(STREAM, { fromRevision: headBefore + 1 })) {
      events.push({ type: recorded.type, data: recorded.data } as ItineraryEvent);
    }
    return events;
  }

  async function refusal(promise: Promise<unknown>): Promise<DomainError> {
    const error = await promise.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).to.be.instanceOf(DomainError);
    expect(await appended(), 'nothing appended').to.deep.equal([]);
    return error as DomainError;
  }

  it('replaces the days with the others, as they were (photo included), without the day and its stops', async () => {
    await given(history);
    const removed = await when('d2', editor);
    expect(removed.revision).to.equal(headBefore + 1);
    expect(await appended()).to.deep.equal([
      event('DaysReplaced', { days: [day('d1', [stop('s1')]), day('d3', [stop('s3')], { image: image('m3') })] }),
    ]);
  });

  it('at expectedRevision: works from the itinerary as it was then, if that is still the current revision', async () => {
    await given(history);
    await when('d1', editor, headBefore);
    expect(await appended()).to.deep.equal([
      event('DaysReplaced', { days: [day('d2', [stop('s2')]), day('d3', [stop('s3')], { image: image('m3') })] }),
    ]);
  });

  it('at a stale expectedRevision: itineraryModified with the current revision, nothing appended', async () => {
    await given([...history, event('StopAdded', { dayId: 'd3', stop: stop('s4') })]);
    const error = await refusal(when('d2', editor, headBefore - 1));
    expect(error.code).to.equal('itineraryModified');
    expect(error.details).to.deep.equal({ currentRevision: headBefore });
  });

  it('without expectedRevision: appends at the revision it read, so a change made meanwhile fails it rather than being lost', async () => {
    await given(history);
    const concurrentStop = event('StopAdded', { dayId: 'd3', stop: stop('s4') });
    // A repository whose first read of the itinerary is followed, before the removal appends, by another write.
    let raced = false;
    const racing = Object.create(itineraries, {
      load: {
        value: async (id: string) => {
          const read = await itineraries.load(id);
          if (!raced) await store.append(STREAM, [toAppend(concurrentStop)], read.revision);
          raced = true;
          return read;
        },
      },
    }) as ItineraryRepository;
    const error = await when('d2', editor, undefined, changeItinerary(racing)).then(
      () => undefined,
      (reason: unknown) => reason as DomainError,
    );
    expect(error?.code).to.equal('itineraryModified');
    expect(await appended()).to.deep.equal([concurrentStop]);
  });

  it('refuses as a command would: forbidden for a viewer, notFound for a stranger (stale revision or not) and for an unknown day', async () => {
    await given(history);
    expect((await refusal(when('d2', viewer))).code).to.equal('forbidden');
    expect((await refusal(when('d2', stranger))).code).to.equal('notFound');
    expect((await refusal(when('d2', stranger, headBefore - 1))).code).to.equal('notFound');
    expect((await refusal(when('d9', editor))).code).to.equal('notFound');
  });
});

function toAppend({ type, data }: ItineraryEvent) {
  return {
    id: randomUUID(),
    type,
    data,
    metadata: { ...context(editor), occurredAt: new Date().toISOString(), schemaVersion: 1 },
  };
}

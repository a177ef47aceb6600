import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { TestApp } from '../../../../support/app.js';
import { call, createItinerary, streamOf, type Traveller } from './support.js';

/**
 * `count` PATCHes of a new itinerary sent at once, all with If-Match of its first revision: exactly one
 * wins (200), every other gets 412 itineraryModified naming revision 1, and one event is appended.
 */
export async function racePatchesOnOneETag(app: TestApp, owner: Traveller, count: number): Promise<void> {
  const { id, etag } = await createItinerary(app, owner);
  const replies = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      call(app, 'PATCH', `/v1/itinerary/${id}`, { token: owner.token, headers: { 'If-Match': etag }, body: { summary: `writer ${i}` } }),
    ),
  );
  const won = replies.filter((r) => r.status === 200);
  expect(won).to.have.length(1);
  expect(replies.filter((r) => r.status === 412)).to.have.length(count - 1);
  for (const lost of replies.filter((r) => r.status === 412)) expect(lost.body).to.include({ code: 'itineraryModified', currentRevision: 1 });
  const events = await streamOf(app, id);
  expect(events.map((e) => e.type)).to.deep.equal(['ItineraryCreated', 'DetailsChanged']);
  expect(events[1]!.data).to.deep.equal({ changes: { summary: won[0]!.body.summary } });
}

export interface KeyedWrite {
  path: (itineraryId: string) => string;
  body: object;
  /** The itinerary it writes to (createItinerary's body), e.g. with the day a stop goes to. */
  itinerary?: Record<string, unknown>;
  /** The one event the write appends. */
  event: string;
}

/**
 * `count` retries of one POST with one Idempotency-Key sent at once: one write, the rest replays of
 * its response byte for byte (200) or 409 idempotencyKeyInProgress, and one event appended.
 */
export async function raceRetriesOfOneKey(app: TestApp, owner: Traveller, count: number, write: KeyedWrite): Promise<void> {
  const { id } = await createItinerary(app, owner, write.itinerary);
  const key = randomUUID();
  const retries = await Promise.all(
    Array.from({ length: count }, () =>
      call(app, 'POST', write.path(id), { token: owner.token, headers: { 'If-Match': '*', 'Idempotency-Key': key }, body: write.body }),
    ),
  );
  const ok = retries.filter((r) => r.status === 200);
  expect(ok.filter((r) => r.headers.get('idempotent-replayed') === null)).to.have.length(1);
  const inProgress = retries.filter((r) => r.status === 409);
  expect(ok.length + inProgress.length).to.equal(count);
  for (const busy of inProgress) expect(busy.body.code).to.equal('idempotencyKeyInProgress');
  expect(new Set(ok.map((r) => r.text)).size, 'replays repeat the first response byte for byte').to.equal(1);
  const events = await streamOf(app, id);
  expect(events.map((e) => e.type)).to.deep.equal(['ItineraryCreated', write.event]);
}

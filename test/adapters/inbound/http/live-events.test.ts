import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { ChangeItinerary } from '../../../../src/application/itinerary/change-itinerary.js';
import { TOKENS } from '../../../../src/tokens.js';
import { startTestApp, type TestApp } from '../../../support/app.js';
import { openFeed, type LiveFeed } from '../../../support/sse-client.js';
import { addMember, call, createItinerary, expectProblem, traveller, type Traveller } from './itinerary/support.js';

/** GET /v1/itinerary/{id}/events: live changes as Server-Sent Events, read with a real SSE client. */
describe('HTTP live changes: Server-Sent Events of an itinerary', function () {
  this.timeout(60_000);
  let app: TestApp;
  let ann: Traveller;
  let bob: Traveller;
  let carl: Traveller;
  let eve: Traveller;
  const feeds: LiveFeed[] = [];

  before(async () => {
    app = await startTestApp({ LIVE_HEARTBEAT_SECONDS: '1' });
    ann = await traveller(app, { plan: 'pro', displayName: 'Ann' });
    bob = await traveller(app, { displayName: 'Bob' });
    carl = await traveller(app, { displayName: 'Carl' });
    eve = await traveller(app, { displayName: 'Eve' });
  });
  afterEach(() => feeds.splice(0).forEach((feed) => feed.close()));
  after(() => app.close());

  const feedUrl = (id: string) => `${app.url}/v1/itinerary/${id}/events`;
  const follow = (id: string, who: Traveller, options: { lastEventId?: number } = {}): LiveFeed => {
    const feed = openFeed(feedUrl(id), who.token, options);
    feeds.push(feed);
    return feed;
  };
  const patch = async (who: Traveller, id: string, body: object) => {
    const reply = await call(app, 'PATCH', `/v1/itinerary/${id}`, { token: who.token, body, headers: { 'If-Match': '*' } });
    expect(reply.status, reply.text).to.equal(200);
    return Number(JSON.parse(reply.headers.get('etag')!));
  };
  const ready = (feed: LiveFeed) => feed.until(() => feed.ready.length > 0);

  it("shows one co-editor's PATCH to the other: type, actor, revision and the changed part", async () => {
    const { id } = await createItinerary(app, ann);
    await addMember(app, id, ann, bob, 'editor');
    const annSees = follow(id, ann);
    const bobSees = follow(id, bob);
    await Promise.all([ready(annSees), ready(bobSees)]);
    expect(annSees.ready).to.deep.equal([1]);

    const revision = await patch(bob, id, { title: 'Kyoto in spring' });
    await annSees.until((changes) => changes.length === 1);
    expect(annSees.changes[0]).to.deep.include({ itineraryId: id, revision, type: 'DetailsChanged', actor: { id: bob.userId } });
    expect(annSees.changes[0]!.data).to.deep.equal({ changes: { title: 'Kyoto in spring' } });
    expect(annSees.changes[0]!.client).to.be.a('string');
    await bobSees.until((changes) => changes.length === 1);
    expect(bobSees.changes[0]!.revision).to.equal(revision);
  });

  it('resumes from Last-Event-ID: what was missed comes first, in order, then live, nothing twice', async () => {
    const { id } = await createItinerary(app, ann);
    const first = follow(id, ann);
    await ready(first);
    await patch(ann, id, { title: 'One' });
    await first.until((c) => c.length === 1);
    first.close();
    const lastSeen = first.changes[0]!.revision;
    for (const title of ['Two', 'Three', 'Four']) await patch(ann, id, { title });

    const resumed = follow(id, ann, { lastEventId: lastSeen });
    await resumed.until((c) => c.length === 3);
    expect(resumed.ready).to.deep.equal([lastSeen]);
    expect(resumed.changes.map((c) => c.data.changes.title)).to.deep.equal(['Two', 'Three', 'Four']);
    await patch(ann, id, { title: 'Five' });
    await resumed.until((c) => c.length === 4);
    expect(resumed.changes.map((c) => c.revision)).to.deep.equal([lastSeen + 1, lastSeen + 2, lastSeen + 3, lastSeen + 4]);
  });

  it('misses nothing across reconnects while writes go on', async () => {
    const { id } = await createItinerary(app, ann);
    const writes = 40;
    let feed = follow(id, ann);
    await ready(feed);
    const seen: number[] = [];
    const writer = (async () => {
      for (let i = 0; i < writes; i++) await patch(ann, id, { title: `Title ${i}` });
    })();
    // Drop and resume the connection a few times mid-stream, from the last revision received.
    for (let round = 0; round < 4; round++) {
      await feed.until((c) => c.length > 0 || seen.length >= writes, 20_000).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 20));
      feed.close();
      seen.push(...feed.changes.map((c) => c.revision));
      const last = seen.length > 0 ? seen[seen.length - 1]! : 0;
      feed = follow(id, ann, { lastEventId: last });
      await ready(feed);
    }
    await writer;
    await feed.until((c) => seen.length + c.length >= writes);
    seen.push(...feed.changes.map((c) => c.revision));
    expect(seen).to.deep.equal(Array.from({ length: writes }, (_, i) => i + 1));
  });

  it('sends heartbeats as comment lines', async () => {
    const { id } = await createItinerary(app, ann);
    const controller = new AbortController();
    const res = await fetch(feedUrl(id), { headers: { Authorization: `Bearer ${ann.token}` }, signal: controller.signal });
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.contain('text/event-stream');
    const reader = res.body!.getReader();
    let text = '';
    const deadline = Date.now() + 5_000;
    while (!text.includes(': heartbeat') && Date.now() < deadline) text += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    expect(text).to.contain('event: ready').and.to.contain(': heartbeat');
  });

  it('ends the feed of a member who is removed, and their next attempt is 404', async () => {
    const { id } = await createItinerary(app, ann);
    await addMember(app, id, ann, carl, 'viewer');
    const feed = follow(id, carl);
    await ready(feed);
    await app.container.get<ChangeItinerary>(TOKENS.ChangeItinerary).execute(
      id,
      { type: 'RemoveMember', userId: carl.userId },
      { userId: ann.userId, pro: true, firstParty: true },
      { actorId: ann.userId, clientId: 'test', correlationId: randomUUID(), causationId: randomUUID() },
    );
    await feed.until(() => feed.ends.length > 0);
    expect(feed.ends).to.deep.equal(['accessLost']);
    expect(feed.changes).to.deep.equal([]);
    const again = await fetch(feedUrl(id), { headers: { Authorization: `Bearer ${carl.token}` } });
    expect(again.status).to.equal(404);
  });

  it('tells readers of a deleted itinerary and ends their feed', async () => {
    const { id } = await createItinerary(app, ann);
    const feed = follow(id, ann);
    await ready(feed);
    const reply = await call(app, 'DELETE', `/v1/itinerary/${id}`, { token: ann.token });
    expect(reply.status, reply.text).to.equal(204);
    await feed.until(() => feed.ends.length > 0);
    expect(feed.changes.map((c) => c.type)).to.deep.equal(['ItineraryDeleted']);
    expect(feed.ends).to.deep.equal(['accessLost']);
  });

  it('answers like GET: 404 for a stranger, 401 without a token, 400 for a bad Last-Event-ID', async () => {
    const { id } = await createItinerary(app, ann);
    expectProblem(await call(app, 'GET', `/v1/itinerary/${id}/events`, { token: eve.token }), 404, 'notFound');
    expect((await call(app, 'GET', `/v1/itinerary/${id}/events`)).status).to.equal(401);
    const bad = await call(app, 'GET', `/v1/itinerary/${id}/events`, { token: ann.token, headers: { 'Last-Event-ID': 'abc' } });
    expectProblem(bad, 400, 'validationFailed');
  });

  it('lets anyone follow a public itinerary, without who shares it or Pro-only parts', async () => {
    const { id, etag } = await createItinerary(app, ann);
    const published = await call(app, 'PUT', `/v1/itinerary/${id}/visibility`, {
      token: ann.token,
      body: { visibility: 'public' },
      headers: { 'If-Match': etag },
    });
    expect(published.status, published.text).to.equal(200);
    const feed = follow(id, eve);
    await ready(feed);
    await addMember(app, id, ann, bob, 'editor');
    await patch(ann, id, { packing: [{ name: 'Umbrella' }] });
    await patch(ann, id, { summary: 'Temples' });
    await feed.until((c) => c.length === 3);
    expect(feed.changes.map((c) => [c.type, c.data])).to.deep.equal([
      ['MemberAdded', null],
      ['PackingListReplaced', null],
      ['DetailsChanged', { changes: { summary: 'Temples' } }],
    ]);
  });

  // Last: it stops the app.
  it('ends every feed when the server shuts down, so the shutdown does not wait on them', async () => {
    const { id } = await createItinerary(app, ann);
    const feed = follow(id, ann);
    await ready(feed);
    const started = Date.now();
    await app.stop();
    expect(Date.now() - started).to.be.below(10_000);
    await feed.until(() => feed.ends.length > 0);
    expect(feed.ends).to.deep.equal(['interrupted']);
  });
});

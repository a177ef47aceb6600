import { expect } from 'chai';
import { startTestApp, type TestApp } from '../../../support/app.js';
import { addMember, call, createItinerary, expectProblem, tokenFor, traveller, type Traveller } from './itinerary/support.js';

/**
 * Audit history and time travel, over HTTP, against one scripted sequence of edits by two users:
 * Ann (owner, Pro) and Bob (editor, free), with Carl as a viewer and Eve as a stranger.
 */
describe('HTTP audit: history and time travel of an itinerary edited by two users', () => {
  let app: TestApp;
  let ann: Traveller;
  let bob: Traveller;
  let carl: Traveller;
  let eve: Traveller;
  let id: string;
  const titles: string[] = [];

  const write = async (who: Traveller, method: string, path: string, body: object, correlationId: string) => {
    const current = await call(app, 'GET', `/v1/itinerary/${id}`, { token: who.token });
    const reply = await call(app, method, path, {
      token: who.token,
      body,
      headers: { 'If-Match': current.headers.get('etag')!, 'X-Correlation-Id': correlationId },
    });
    expect(reply.status, reply.text).to.equal(200);
    return reply;
  };

  before(async () => {
    app = await startTestApp();
    ann = await traveller(app, { plan: 'pro', displayName: 'Ann' });
    bob = await traveller(app, { displayName: 'Bob' });
    carl = await traveller(app, { displayName: 'Carl' });
    eve = await traveller(app, { displayName: 'Eve' });

    const created = await createItinerary(app, ann, { title: 'Draft', days: [{ title: 'Day one', stops: [] }] });
    id = created.id; // revision 0
    titles.push('Draft');
    await addMember(app, id, ann, bob, 'editor'); // 1
    await addMember(app, id, ann, carl, 'viewer'); // 2
    await write(bob, 'PATCH', `/v1/itinerary/${id}`, { title: 'Bob’s title' }, 'bob-renames'); // 3
    const dayId = created.body.days[0].id;
    await write(ann, 'POST', `/v1/itinerary/${id}/stops`, { dayId, name: 'Fushimi Inari' }, 'ann-adds-stop'); // 4
    await write(ann, 'PATCH', `/v1/itinerary/${id}`, { packing: [{ name: 'Umbrella' }] }, 'ann-packs'); // 5
    await write(bob, 'PATCH', `/v1/itinerary/${id}`, { summary: 'Temples and tea' }, 'bob-summarises'); // 6
  });
  after(() => app.close());

  const history = (who: Traveller, query = '') => call(app, 'GET', `/v1/itinerary/${id}/history${query}`, { token: who.token });

  it('lists every event, oldest first, with revision, type, time, actor, client, correlation id and data', async () => {
    const reply = await history(ann, '?limit=100');
    expect(reply.status, reply.text).to.equal(200);
    const items = reply.body.items;
    expect(items.map((e: { revision: number }) => e.revision)).to.deep.equal([0, 1, 2, 3, 4, 5, 6]);
    expect(items.map((e: { type: string }) => e.type)).to.deep.equal([
      'ItineraryCreated',
      'MemberAdded',
      'MemberAdded',
      'DetailsChanged',
      'StopAdded',
      'PackingListReplaced',
      'DetailsChanged',
    ]);
    expect(items.map((e: { actor: { displayName: string } }) => e.actor.displayName)).to.deep.equal([
      'Ann',
      'Ann',
      'Ann',
      'Bob',
      'Ann',
      'Ann',
      'Bob',
    ]);
    expect(items[3].actor.id).to.equal(bob.userId);
    expect(items[3].correlationId).to.equal('bob-renames');
    expect(items[3].data).to.deep.equal({ changes: { title: 'Bob’s title' } });
    expect(items[4].data.stop).to.include({ name: 'Fushimi Inari' });
    expect(items[5].data.items[0]).to.include({ name: 'Umbrella' });
    expect(items[1].client).to.equal('test');
    expect(items[3].client).to.be.a('string').and.not.equal('test');
    for (const item of items) expect(Date.parse(item.occurredAt)).to.be.a('number').and.not.NaN;
    expect(reply.body.nextCursor).to.equal(null);
  });

  it('pages with a cursor', async () => {
    const first = await history(ann, '?limit=4');
    expect(first.body.items.map((e: { revision: number }) => e.revision)).to.deep.equal([0, 1, 2, 3]);
    const second = await history(ann, `?limit=4&cursor=${encodeURIComponent(first.body.nextCursor)}`);
    expect(second.body.items.map((e: { revision: number }) => e.revision)).to.deep.equal([4, 5, 6]);
    expect(second.body.nextCursor).to.equal(null);
  });

  it('is for the owner and editors: Pro-only data stays hidden from a free editor, viewers get 403, strangers 404', async () => {
    const forBob = await history(bob, '?limit=100');
    expect(forBob.status, forBob.text).to.equal(200);
    expect(forBob.body.items[5]).to.include({ type: 'PackingListReplaced', data: null });
    expect(forBob.body.items[0].data).to.not.have.property('packing');
    expectProblem(await history(carl), 403, 'forbidden');
    expectProblem(await history(eve), 404, 'notFound');
    const writeOnly = await tokenFor(app, ann, { scopes: ['itineraries:write'] });
    expectProblem(await call(app, 'GET', `/v1/itinerary/${id}/history`, { token: writeOnly }), 403, 'insufficientScope');
    expectProblem(await history(ann, '?cursor=zzz'), 400, 'validationFailed');
  });

  it('shows the itinerary as of any revision, read-only, with that revision as its ETag', async () => {
    const at = async (who: Traveller, revision: number | string) =>
      call(app, 'GET', `/v1/itinerary/${id}?revision=${revision}`, { token: who.token });
    const original = await at(ann, 0);
    expect(original.status, original.text).to.equal(200);
    expect(original.headers.get('etag')).to.equal('"0"');
    expect(original.body).to.include({ title: 'Draft', role: 'owner' });
    expect(original.body.days[0].stops).to.deep.equal([]);

    const renamed = await at(ann, 3);
    expect(renamed.headers.get('etag')).to.equal('"3"');
    expect(renamed.body.title).to.equal('Bob’s title');
    expect(renamed.body.days[0].stops).to.deep.equal([]);
    expect(renamed.body.packing).to.deep.equal([]);

    const withStop = await at(ann, 5);
    expect(withStop.body.days[0].stops.map((s: { name: string }) => s.name)).to.deep.equal(['Fushimi Inari']);
    expect(withStop.body.packing.map((p: { name: string }) => p.name)).to.deep.equal(['Umbrella']);
    expect(withStop.body.summary).to.equal(undefined);

    // Bob became a member at revision 1; he audits revision 0 with his role of today.
    const bobSees = await at(bob, 0);
    expect(bobSees.status, bobSees.text).to.equal(200);
    expect(bobSees.body).to.include({ title: 'Draft', role: 'editor' });

    expectProblem(await at(ann, 7), 404, 'notFound');
    expectProblem(await at(ann, -1), 400, 'validationFailed');
    expectProblem(await at(ann, 'latest'), 400, 'validationFailed');
    expectProblem(await at(carl, 0), 403, 'forbidden');
    expectProblem(await at(eve, 0), 404, 'notFound');

    const current = await call(app, 'GET', `/v1/itinerary/${id}`, { token: ann.token });
    expect(current.headers.get('etag')).to.equal('"6"');
    const stale = await call(app, 'PATCH', `/v1/itinerary/${id}`, { token: ann.token, body: { title: 'x' }, headers: { 'If-Match': '"3"' } });
    expectProblem(stale, 412, 'itineraryModified');
  });
});

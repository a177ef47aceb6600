import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { ChangeItinerary } from '../../../../src/application/itinerary/change-itinerary.js';
import type { Visibility } from '../../../../src/domain/itinerary/types.js';
import { TOKENS } from '../../../../src/tokens.js';
import { startTestApp, type TestApp } from '../../../support/app.js';
import { addMember, call, createItinerary, expectProblem, tokenFor, traveller, type Traveller } from './itinerary/support.js';

/** Sets visibility as the owner would. */
async function setVisibility(app: TestApp, itineraryId: string, owner: Traveller, visibility: Visibility): Promise<void> {
  await app.container.get<ChangeItinerary>(TOKENS.ChangeItinerary).execute(
    itineraryId,
    { type: 'ChangeVisibility', visibility },
    { userId: owner.userId, pro: true, firstParty: true },
    { actorId: owner.userId, clientId: 'test', correlationId: randomUUID(), causationId: randomUUID() },
  );
}

describe('HTTP list and search of itineraries (read models)', () => {
  let app: TestApp;
  let ann: Traveller;
  let bob: Traveller;
  let eve: Traveller;
  before(async () => {
    app = await startTestApp();
    ann = await traveller(app, { displayName: 'Ann' });
    bob = await traveller(app, { displayName: 'Bob' });
    eve = await traveller(app, { displayName: 'Eve' });
  });
  after(() => app.close());

  describe('GET /v1/itineraries', () => {
    it("lists the caller's own and shared itineraries, newest first, right after the writes", async () => {
      const lisbon = await createItinerary(app, ann, { title: 'Lisbon', destination: 'Lisbon' });
      const shared = await createItinerary(app, bob, { title: 'Bob’s Porto', destination: 'Porto' });
      await addMember(app, shared.id, bob, ann, 'editor');
      const latest = await createItinerary(app, ann, { title: 'Sintra', destination: 'Sintra' });
      await createItinerary(app, eve, { title: 'Eve only' });

      const reply = await call(app, 'GET', '/v1/itineraries', { token: ann.token });
      expect(reply.status, reply.text).to.equal(200);
      expect(reply.body.items.map((i: { id: string }) => i.id)).to.deep.equal([latest.id, shared.id, lisbon.id]);
      expect(reply.body.nextCursor).to.equal(null);
      const [first, second] = reply.body.items;
      expect(first).to.include({ title: 'Sintra', destination: 'Sintra', role: 'owner', visibility: 'private' });
      expect(first).to.include({ startDate: '2025-05-01', likesCount: 0, viewsCount: 0, dayCount: 0, stopCount: 0 });
      expect(first.author).to.deep.equal({ id: ann.userId, displayName: 'Ann' });
      expect(second).to.include({ role: 'editor' });
      expect(second.author).to.deep.equal({ id: bob.userId, displayName: 'Bob' });
      expect(first).to.not.have.property('days');
    });

    it('filters by role and pages with an opaque cursor', async () => {
      const me = await traveller(app);
      const ids = [];
      for (let n = 0; n < 5; n++) ids.push((await createItinerary(app, me, { title: `Trip ${n}` })).id);
      const other = await createItinerary(app, ann);
      await addMember(app, other.id, ann, me, 'viewer');

      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const query: string = `?role=owner&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
        const reply = await call(app, 'GET', `/v1/itineraries${query}`, { token: me.token });
        expect(reply.status, reply.text).to.equal(200);
        expect(reply.body.items.length).to.be.at.most(2);
        seen.push(...reply.body.items.map((i: { id: string }) => i.id));
        cursor = reply.body.nextCursor;
      } while (cursor);
      expect(seen).to.deep.equal([...ids].reverse());
      const viewer = await call(app, 'GET', '/v1/itineraries?role=viewer', { token: me.token });
      expect(viewer.body.items.map((i: { id: string }) => i.id)).to.deep.equal([other.id]);
    });

    it('refuses bad parameters with 400 and names them', async () => {
      for (const query of ['?limit=0', '?limit=101', '?limit=ten', '?role=admin', '?cursor=nonsense', '?colour=blue', '?limit=1&limit=2']) {
        const reply = await call(app, 'GET', `/v1/itineraries${query}`, { token: ann.token });
        expectProblem(reply, 400, 'validationFailed');
        expect(reply.body.errors, query).to.be.an('array').that.is.not.empty;
      }
    });

    it('needs a token with itineraries:read', async () => {
      expectProblem(await call(app, 'GET', '/v1/itineraries'), 401, 'unauthorized');
      const writeOnly = await tokenFor(app, ann, { scopes: ['itineraries:write'] });
      expectProblem(await call(app, 'GET', '/v1/itineraries', { token: writeOnly }), 403, 'insufficientScope');
    });
  });

  describe('GET /v1/itineraries/search', () => {
    it('finds public itineraries for anyone and unlisted or private ones for their members only, ranked', async () => {
      const tag = `k${randomUUID().slice(0, 8)}`;
      const titled = await createItinerary(app, ann, { title: `Kyoto temples ${tag}`, destination: 'Kyoto' });
      await setVisibility(app, titled.id, ann, 'public');
      const summarised = await createItinerary(app, ann, { title: 'Japan loop', summary: `Ends in Kyoto ${tag}` });
      await setVisibility(app, summarised.id, ann, 'public');
      const unlisted = await createItinerary(app, ann, { title: `Kyoto secret ${tag}` });
      await setVisibility(app, unlisted.id, ann, 'unlisted');
      const own = await createItinerary(app, eve, { title: `Kyoto private ${tag}` });

      const search = (who: Traveller, words: string) =>
        call(app, 'GET', `/v1/itineraries/search?query=${encodeURIComponent(words)}`, { token: who.token });
      const forEve = await search(eve, `kyoto ${tag}`);
      expect(forEve.status, forEve.text).to.equal(200);
      const eveIds = forEve.body.items.map((i: { id: string }) => i.id);
      expect(eveIds).to.have.members([titled.id, summarised.id, own.id]);
      expect(eveIds.indexOf(titled.id)).to.be.lessThan(eveIds.indexOf(summarised.id));
      const annSees = (await search(ann, `kyoto ${tag}`)).body.items;
      expect(annSees.map((i: { id: string }) => i.id)).to.have.members([titled.id, summarised.id, unlisted.id]);
      const publicForEve = forEve.body.items.find((i: { id: string }) => i.id === titled.id);
      expect(publicForEve).to.include({ role: 'viewer', visibility: 'public' });
      expect(publicForEve.author).to.deep.equal({ id: ann.userId, displayName: 'Ann' });

      const paged = await call(app, 'GET', `/v1/itineraries/search?query=${tag}&limit=1`, { token: ann.token });
      expect(paged.body.items).to.have.length(1);
      expect(paged.body.nextCursor).to.be.a('string');
    });

    it('needs a non-blank q', async () => {
      expectProblem(await call(app, 'GET', '/v1/itineraries/search', { token: ann.token }), 400, 'validationFailed');
      expectProblem(await call(app, 'GET', '/v1/itineraries/search?query=%20', { token: ann.token }), 400, 'validationFailed');
    });
  });
});

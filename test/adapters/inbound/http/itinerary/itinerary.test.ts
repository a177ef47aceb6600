import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { startTestApp, type TestApp } from '../../../../support/app.js';
import {
  addMember,
  call,
  createItinerary,
  expectProblem,
  rome,
  streamOf,
  tokenFor,
  traveller,
  type Traveller,
} from './support.js';

describe('HTTP /v1/itinerary: create, read, merge-patch, delete', () => {
  let app: TestApp;
  let pro: Traveller;
  let free: Traveller;
  let stranger: Traveller;
  before(async () => {
    app = await startTestApp();
    pro = await traveller(app, { plan: 'pro', displayName: 'Ada Pro' });
    free = await traveller(app);
    stranger = await traveller(app);
  });
  after(() => app.close());

  describe('POST /v1/itinerary', () => {
    it('creates a private itinerary: 201, Location, ETag "0", the caller as owner and author', async () => {
      const reply = await call(app, 'POST', '/v1/itinerary', {
        token: pro.token,
        body: rome({
          destination: `Rome ${randomUUID()}`,
          tags: ['food'],
          days: [{ title: 'Arrival', stops: [{ name: 'Colosseum', coordinate: { latitude: 41.89, longitude: 12.49 } }] }],
          packing: [{ name: 'Hat', quantity: 1 }],
          expenses: [{ title: 'Train', amount: 35.5, currency: 'eur' }],
          flights: [{ flightNumber: 'AZ 611', from: 'jfk', to: 'FCO' }],
          hotels: [{ id: 'h1', name: 'Hotel Artemide', checkIn: '2025-05-01', checkOut: '2025-05-04' }],
        }),
      });
      expect(reply.status, reply.text).to.equal(201);
      expect(reply.headers.get('etag')).to.equal('"0"');
      const body = reply.body;
      expect(reply.headers.get('location')).to.equal(`${app.url}/v1/itinerary/${body.id}`);
      expect(body.id).to.match(/^[0-9a-f-]{36}$/);
      expect(body).to.include({ title: 'Roman holiday', visibility: 'private', role: 'owner', likesCount: 0, viewsCount: 0 });
      expect(body.author).to.deep.equal({ id: pro.userId, displayName: 'Ada Pro' });
      expect(body.createdAt).to.be.a('string');
      expect(body.updatedAt).to.be.a('string');
      expect(body.days[0].id).to.match(/^[0-9a-f-]{36}$/);
      expect(body.days[0].stops[0]).to.include({ name: 'Colosseum' });
      expect(body.days[0].stops[0].id).to.match(/^[0-9a-f-]{36}$/);
      expect(body.packing[0]).to.include({ name: 'Hat', quantity: 1 });
      expect(body.expenses[0]).to.include({ currency: 'EUR', amount: 35.5 });
      expect(body.flights[0]).to.include({ from: 'JFK', to: 'FCO' });
      expect(body.hotels[0].id).to.equal('h1');
      expect(body.documents).to.deep.equal([]);
    });

    it('ignores server-set fields sent back, and treats null as absent', async () => {
      const { body: read } = await createItinerary(app, pro);
      const reply = await call(app, 'POST', '/v1/itinerary?allowDuplicate=true', {
        token: pro.token,
        body: { ...read, origin: null, role: 'viewer', likesCount: 99, days: [{ id: 'd1', imageURL: 'https://x.test/a.jpg', stops: [] }] },
      });
      expect(reply.status, reply.text).to.equal(201);
      expect(reply.body.id).to.not.equal(read.id);
      expect(reply.body).to.include({ role: 'owner', likesCount: 0 });
      expect(reply.body).to.not.have.property('origin');
      expect(reply.body.days[0]).to.deep.equal({ id: 'd1', stops: [] });
    });

    it('shows every list, [] when empty (tags too); leaves out only what the caller may not see', async () => {
      const created = await createItinerary(app, pro);
      const lists = { tags: [], days: [], packing: [], expenses: [], flights: [], hotels: [], documents: [] };
      expect(created.body).to.deep.include(lists);
      const read = await call(app, 'GET', `/v1/itinerary/${created.id}`, { token: pro.token });
      expect(read.body).to.deep.include(lists);
      const tagged = await call(app, 'PATCH', `/v1/itinerary/${created.id}`, { token: pro.token, headers: { 'If-Match': '"0"' }, body: { tags: ['food'] } });
      expect(tagged.body.tags).to.deep.equal(['food']);
      const cleared = await call(app, 'PATCH', `/v1/itinerary/${created.id}`, { token: pro.token, headers: { 'If-Match': '"1"' }, body: { tags: null } });
      expect(cleared.body.tags, 'cleared tags are an empty list').to.deep.equal([]);
      const emptied = await createItinerary(app, free, { tags: [], days: [{ id: 'd1' }] });
      expect(emptied.body).to.deep.include({ tags: [], flights: [], hotels: [] });
      expect(emptied.body.days).to.deep.equal([{ id: 'd1', stops: [] }]);
      expect(emptied.body).to.not.have.any.keys('packing', 'expenses', 'documents');
    });

    it('refuses a duplicate with 409 duplicateItinerary and existingId; allowDuplicate=true creates it', async () => {
      const destination = `Lisbon ${randomUUID()}`;
      const first = await createItinerary(app, pro, { destination });
      const again = await call(app, 'POST', '/v1/itinerary', { token: pro.token, body: rome({ destination: ` ${destination.toUpperCase()} ` }) });
      expectProblem(again, 409, 'duplicateItinerary');
      expect(again.body.existingId).to.equal(first.id);
      const allowed = await call(app, 'POST', '/v1/itinerary?allowDuplicate=true', { token: pro.token, body: rome({ destination }) });
      expect(allowed.status).to.equal(201);
      const otherDate = await call(app, 'POST', '/v1/itinerary?allowDuplicate=false', {
        token: pro.token,
        body: rome({ destination, startDate: '2025-06-01' }),
      });
      expect(otherDate.status).to.equal(201);
    });

    it('needs Pro for packing and expenses (402 subscriptionRequired), not for the rest', async () => {
      expectProblem(
        await call(app, 'POST', '/v1/itinerary', { token: free.token, body: rome({ packing: [{ name: 'Hat' }] }) }),
        402,
        'subscriptionRequired',
      );
      expectProblem(
        await call(app, 'POST', '/v1/itinerary', { token: free.token, body: rome({ expenses: [{ title: 'x', amount: 1, currency: 'EUR' }] }) }),
        402,
        'subscriptionRequired',
      );
      const created = await createItinerary(app, free, { hotels: [{ name: 'Hostel' }] });
      expect(created.body).to.not.have.property('packing');
      expect(created.body).to.not.have.property('expenses');
      expect(created.body).to.not.have.property('documents');
    });

    it('answers 400 validationFailed with a path for every problem', async () => {
      const reply = await call(app, 'POST', '/v1/itinerary', {
        token: pro.token,
        body: { destination: 'Rome', center: { latitude: 91, longitude: 0 }, startDate: '2025-02-30', colour: 'red', days: [{ stops: [{}, { name: 3 }] }] },
      });
      expectProblem(reply, 400, 'validationFailed');
      expect(reply.body.errors).to.deep.include.members([
        { path: 'center.latitude', message: 'must not be greater than 90' },
        { path: 'startDate', message: 'must be a real calendar date as YYYY-MM-DD' },
        { path: 'colour', message: 'is not a known field' },
        { path: 'days[0].stops[1].name', message: 'must be a string' },
      ]);
      const missing = await call(app, 'POST', '/v1/itinerary', { token: pro.token, body: { days: [{ stops: [{}] }] } });
      expectProblem(missing, 400, 'validationFailed');
      expect(missing.body.errors.map((e: { path: string }) => e.path)).to.include.members(['title', 'destination', 'center']);
      const stopName = await call(app, 'POST', '/v1/itinerary', { token: pro.token, body: rome({ days: [{ stops: [{}] }] }) });
      expect(stopName.body.errors).to.deep.equal([{ path: 'days[0].stops[0].name', message: 'is required' }]);
    });

    it('refuses a bad allowDuplicate and unknown query parameters', async () => {
      const bad = await call(app, 'POST', '/v1/itinerary?allowDuplicate=yes', { token: pro.token, body: rome() });
      expectProblem(bad, 400, 'validationFailed');
      expect(bad.body.errors[0].path).to.equal('allowDuplicate');
      expectProblem(await call(app, 'POST', '/v1/itinerary?force=1', { token: pro.token, body: rome() }), 400, 'validationFailed');
    });

    it('needs a token (401 with WWW-Authenticate) and the itineraries:write scope (403)', async () => {
      const none = await call(app, 'POST', '/v1/itinerary', { body: rome() });
      expectProblem(none, 401, 'unauthorized');
      expect(none.headers.get('www-authenticate')).to.contain('resource_metadata=');
      const bad = await call(app, 'POST', '/v1/itinerary', { token: 'not-a-token', body: rome() });
      expectProblem(bad, 401, 'invalidToken');
      expect(bad.headers.get('www-authenticate')).to.contain('error="invalid_token"');
      const readOnly = await tokenFor(app, pro, { scopes: ['itineraries:read'] });
      const scoped = await call(app, 'POST', '/v1/itinerary', { token: readOnly, body: rome() });
      expectProblem(scoped, 403, 'insufficientScope');
    });
  });

  describe('GET /v1/itinerary/{id}', () => {
    it('returns the itinerary with its ETag; packing, expenses and documents for Pro callers only', async () => {
      const { id } = await createItinerary(app, pro, { packing: [{ name: 'Hat' }] });
      await addMember(app, id, pro, free, 'viewer');
      const own = await call(app, 'GET', `/v1/itinerary/${id}`, { token: pro.token });
      expect(own.status).to.equal(200);
      expect(own.headers.get('etag')).to.equal('"1"');
      expect(own.body.packing).to.have.length(1);
      const asFree = await call(app, 'GET', `/v1/itinerary/${id}`, { token: free.token });
      expect(asFree.status).to.equal(200);
      expect(asFree.body.role).to.equal('viewer');
      expect(asFree.body).to.not.have.any.keys('packing', 'expenses', 'documents');
    });

    it('answers 404 for an unknown id and for a private itinerary of someone else; 400 for a non-UUID', async () => {
      const { id } = await createItinerary(app, pro);
      expectProblem(await call(app, 'GET', `/v1/itinerary/${randomUUID()}`, { token: pro.token }), 404, 'notFound');
      expectProblem(await call(app, 'GET', `/v1/itinerary/${id}`, { token: stranger.token }), 404, 'notFound');
      const bad = await call(app, 'GET', '/v1/itinerary/not-a-uuid', { token: pro.token });
      expectProblem(bad, 400, 'validationFailed');
      expect(bad.body.errors).to.deep.equal([{ path: 'itineraryId', message: 'must be a UUID' }]);
    });

    it('needs the itineraries:read scope', async () => {
      const { id } = await createItinerary(app, pro);
      const writeOnly = await tokenFor(app, pro, { scopes: ['itineraries:write'] });
      expectProblem(await call(app, 'GET', `/v1/itinerary/${id}`, { token: writeOnly }), 403, 'insufficientScope');
      expectProblem(await call(app, 'GET', `/v1/itinerary/${id}`), 401, 'unauthorized');
    });
  });

  describe('PATCH /v1/itinerary/{id}', () => {
    it('merges: a field sent replaces, null clears, an array replaces, absent keeps; returns the new ETag', async () => {
      const { id } = await createItinerary(app, pro, {
        origin: 'Paris',
        summary: 'Old',
        tags: ['a', 'b'],
        days: [{ id: 'd1', stops: [{ id: 's1', name: 'Forum' }] }],
      });
      const reply = await call(app, 'PATCH', `/v1/itinerary/${id}`, {
        token: pro.token,
        headers: { 'If-Match': '"0"' },
        body: { summary: 'New', origin: null, tags: ['c'], days: [{ id: 'd2', title: 'Only day' }] },
      });
      expect(reply.status, reply.text).to.equal(200);
      // Two events: DetailsChanged and DaysReplaced; the ETag is the revision of the last.
      expect(reply.headers.get('etag')).to.equal('"2"');
      expect(reply.body).to.include({ summary: 'New', title: 'Roman holiday' });
      expect(reply.body).to.not.have.property('origin');
      expect(reply.body.tags).to.deep.equal(['c']);
      expect(reply.body.days).to.deep.equal([{ id: 'd2', title: 'Only day', stops: [] }]);
      const read = await call(app, 'GET', `/v1/itinerary/${id}`, { token: pro.token });
      expect(read.headers.get('etag')).to.equal('"2"');
      expect(read.body).to.deep.equal(reply.body);
    });

    it('needs If-Match (428), refuses a stale one (412 with currentRevision) and writes nothing', async () => {
      const { id } = await createItinerary(app, pro);
      expectProblem(await call(app, 'PATCH', `/v1/itinerary/${id}`, { token: pro.token, body: { summary: 'x' } }), 428, 'preconditionRequired');
      await call(app, 'PATCH', `/v1/itinerary/${id}`, { token: pro.token, headers: { 'If-Match': '0' }, body: { summary: 'x' } });
      const stale = await call(app, 'PATCH', `/v1/itinerary/${id}`, { token: pro.token, headers: { 'If-Match': '"0"' }, body: { summary: 'y' } });
      expectProblem(stale, 412, 'itineraryModified');
      expect(stale.body.currentRevision).to.equal(1);
      expect(await streamOf(app, id)).to.have.length(2);
      const any = await call(app, 'PATCH', `/v1/itinerary/${id}`, { token: pro.token, headers: { 'If-Match': '*' }, body: { summary: 'z' } });
      expect(any.headers.get('etag')).to.equal('"2"');
    });

    it('refuses a required field cleared, an unknown field, wrong types (400)', async () => {
      const { id } = await createItinerary(app, pro);
      const headers = { 'If-Match': '"0"' };
      const cleared = await call(app, 'PATCH', `/v1/itinerary/${id}`, { token: pro.token, headers, body: { title: null } });
      expectProblem(cleared, 400, 'validationFailed');
      expect(cleared.body.errors).to.deep.equal([{ path: 'title', message: 'is required and cannot be cleared' }]);
      expectProblem(await call(app, 'PATCH', `/v1/itinerary/${id}`, { token: pro.token, headers, body: { nope: 1 } }), 400, 'validationFailed');
      expectProblem(await call(app, 'PATCH', `/v1/itinerary/${id}`, { token: pro.token, headers, body: { days: {} } }), 400, 'validationFailed');
      expectProblem(await call(app, 'PATCH', `/v1/itinerary/${id}`, { token: pro.token, headers, body: { center: 'x' } }), 400, 'validationFailed');
    });

    it('keeps packing and expenses of a non-Pro PATCH, refuses them sent (402); documents are ignored', async () => {
      const { id } = await createItinerary(app, pro, { packing: [{ name: 'Hat' }], expenses: [{ title: 'x', amount: 1, currency: 'EUR' }] });
      await addMember(app, id, pro, free, 'editor');
      const headers = { 'If-Match': '"1"' };
      const asFree = await call(app, 'PATCH', `/v1/itinerary/${id}`, { token: free.token, headers, body: { summary: 'by a free editor', documents: [] } });
      expect(asFree.status, asFree.text).to.equal(200);
      const asPro = await call(app, 'GET', `/v1/itinerary/${id}`, { token: pro.token });
      expect(asPro.body.packing).to.have.length(1);
      expect(asPro.body.expenses).to.have.length(1);
      const refused = await call(app, 'PATCH', `/v1/itinerary/${id}`, { token: free.token, headers: { 'If-Match': '"2"' }, body: { packing: [] } });
      expectProblem(refused, 402, 'subscriptionRequired');
    });

    it('answers 404 to strangers (even with a stale If-Match) and 403 forbidden to viewers', async () => {
      const { id } = await createItinerary(app, pro);
      const viewer = await traveller(app);
      await addMember(app, id, pro, viewer, 'viewer');
      expectProblem(
        await call(app, 'PATCH', `/v1/itinerary/${id}`, { token: stranger.token, headers: { 'If-Match': '"7"' }, body: { summary: 'x' } }),
        404,
        'notFound',
      );
      expectProblem(
        await call(app, 'PATCH', `/v1/itinerary/${id}`, { token: viewer.token, headers: { 'If-Match': '"1"' }, body: { summary: 'x' } }),
        403,
        'forbidden',
      );
    });
  });

  describe('DELETE /v1/itinerary/{id}', () => {
    it('deletes for the owner (204 with ETag); afterwards the itinerary is 404', async () => {
      const { id } = await createItinerary(app, pro);
      const reply = await call(app, 'DELETE', `/v1/itinerary/${id}`, { token: pro.token });
      expect(reply.status).to.equal(204);
      expect(reply.text).to.equal('');
      expect(reply.headers.get('etag')).to.equal('"1"');
      expectProblem(await call(app, 'GET', `/v1/itinerary/${id}`, { token: pro.token }), 404, 'notFound');
      expectProblem(await call(app, 'DELETE', `/v1/itinerary/${id}`, { token: pro.token }), 404, 'notFound');
    });

    it('is owner-only (403 for an editor), checks an If-Match sent (412)', async () => {
      const { id } = await createItinerary(app, pro);
      const editor = await traveller(app);
      await addMember(app, id, pro, editor, 'editor');
      expectProblem(await call(app, 'DELETE', `/v1/itinerary/${id}`, { token: editor.token }), 403, 'forbidden');
      expectProblem(await call(app, 'DELETE', `/v1/itinerary/${id}`, { token: pro.token, headers: { 'If-Match': '"0"' } }), 412, 'itineraryModified');
      expect((await call(app, 'DELETE', `/v1/itinerary/${id}`, { token: pro.token, headers: { 'If-Match': '"1"' } })).status).to.equal(204);
    });
  });
});

import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { startTestApp, type TestApp } from '../../../../support/app.js';
import { addMember, call, createItinerary, expectProblem, traveller, type Reply, type Traveller } from './support.js';

describe('HTTP /v1/itinerary/{id}/...: days, stops, packing, expenses, flights, hotels', () => {
  let app: TestApp;
  let pro: Traveller;
  let free: Traveller;
  let stranger: Traveller;
  let viewer: Traveller;
  before(async () => {
    app = await startTestApp();
    [pro, free, stranger, viewer] = await Promise.all([
      traveller(app, { plan: 'pro' }),
      traveller(app),
      traveller(app),
      traveller(app),
    ]);
  });
  after(() => app.close());

  /**
   * A fresh itinerary of `pro` with one day, one stop, a packing item, an expense, a flight and a hotel;
   * free is an editor, viewer a viewer.
   */
  async function seeded(): Promise<{ id: string; etag: string }> {
    const { id } = await createItinerary(app, pro, {
      days: [{ id: 'd1', stops: [{ id: 's1', name: 'Forum' }] }],
      packing: [{ id: 'p1', name: 'Hat' }],
      expenses: [{ id: 'e1', title: 'Museum', amount: 20, currency: 'EUR' }],
      flights: [{ id: 'f1', flightNumber: 'AZ 611' }],
      hotels: [{ id: 'h1', name: 'Artemide' }],
    });
    await addMember(app, id, pro, free, 'editor');
    await addMember(app, id, pro, viewer, 'viewer');
    return { id, etag: '"2"' };
  }

  const write = (method: string, path: string, who: Traveller, etag: string | undefined, body?: unknown): Promise<Reply> =>
    call(app, method, path, { token: who.token, headers: etag ? { 'If-Match': etag } : {}, body });

  /** The checks every content write shares: 428 without If-Match, 412 stale, 404 stranger and unknown id, 403 viewer. */
  async function commonRefusals(method: string, suffix: string, body?: unknown): Promise<void> {
    const { id, etag } = await seeded();
    expectProblem(await write(method, `/v1/itinerary/${id}${suffix}`, pro, undefined, body), 428, 'preconditionRequired');
    const stale = await write(method, `/v1/itinerary/${id}${suffix}`, pro, '"0"', body);
    expectProblem(stale, 412, 'itineraryModified');
    expect(stale.body.currentRevision).to.equal(2);
    expectProblem(await write(method, `/v1/itinerary/${id}${suffix}`, stranger, etag, body), 404, 'notFound');
    expectProblem(await write(method, `/v1/itinerary/${randomUUID()}${suffix}`, pro, etag, body), 404, 'notFound');
    expectProblem(await write(method, `/v1/itinerary/${id}${suffix}`, viewer, etag, body), 403, 'forbidden');
    expectProblem(await write(method, `/v1/itinerary/nope${suffix}`, pro, etag, body), 400, 'validationFailed');
  }

  describe('stops', () => {
    it('POST .../stops adds a stop to the named day, with a generated id', async () => {
      const { id, etag } = await seeded();
      const reply = await write('POST', `/v1/itinerary/${id}/stops`, free, etag, { dayId: 'd1', name: 'Pantheon', durationMinutes: 45 });
      expect(reply.status, reply.text).to.equal(200);
      expect(reply.headers.get('etag')).to.equal('"3"');
      const stops = reply.body.days[0].stops;
      expect(stops).to.have.length(2);
      expect(stops[1]).to.include({ name: 'Pantheon', durationMinutes: 45 });
      expect(stops[1].id).to.match(/^[0-9a-f-]{36}$/);
    });

    it('POST .../stops: 400 without dayId or name or with a bad field, 404 for an unknown day', async () => {
      const { id, etag } = await seeded();
      const noDay = await write('POST', `/v1/itinerary/${id}/stops`, pro, etag, { name: 'x' });
      expectProblem(noDay, 400, 'validationFailed');
      expect(noDay.body.errors).to.deep.equal([{ path: 'dayId', message: 'is required' }]);
      const noName = await write('POST', `/v1/itinerary/${id}/stops`, pro, etag, { dayId: 'd1' });
      expect(noName.body.errors).to.deep.equal([{ path: 'name', message: 'is required' }]);
      const badUrl = await write('POST', `/v1/itinerary/${id}/stops`, pro, etag, { dayId: 'd1', name: 'x', bookingURL: 'ftp://x' });
      expect(badUrl.body.errors).to.deep.equal([{ path: 'bookingURL', message: 'must be an absolute http(s) URL' }]);
      const taken = await write('POST', `/v1/itinerary/${id}/stops`, pro, etag, { dayId: 'd1', id: 's1', name: 'x' });
      expectProblem(taken, 400, 'validationFailed');
      expectProblem(await write('POST', `/v1/itinerary/${id}/stops`, pro, etag, { dayId: 'nope', name: 'x' }), 404, 'notFound');
    });

    it('POST .../stops refuses like every content write', () => commonRefusals('POST', '/stops', { dayId: 'd1', name: 'x' }));

    it('PATCH .../stop/{stopId} merges into the stop; null clears', async () => {
      const { id, etag } = await seeded();
      const first = await write('PATCH', `/v1/itinerary/${id}/stop/s1`, pro, etag, { note: 'Early', phone: '+39 06' });
      expect(first.body.days[0].stops[0]).to.deep.equal({ id: 's1', name: 'Forum', note: 'Early', phone: '+39 06' });
      const second = await write('PATCH', `/v1/itinerary/${id}/stop/s1`, pro, first.headers.get('etag')!, { note: null, id: 'ignored' });
      expect(second.body.days[0].stops[0]).to.deep.equal({ id: 's1', name: 'Forum', phone: '+39 06' });
    });

    it('PATCH .../stop/{stopId}: 404 unknown stop, 400 clearing the name or a bad type', async () => {
      const { id, etag } = await seeded();
      expectProblem(await write('PATCH', `/v1/itinerary/${id}/stop/nope`, pro, etag, { note: 'x' }), 404, 'notFound');
      expectProblem(await write('PATCH', `/v1/itinerary/${id}/stop/s1`, pro, etag, { name: null }), 400, 'validationFailed');
      expectProblem(await write('PATCH', `/v1/itinerary/${id}/stop/s1`, pro, etag, { durationMinutes: -1 }), 400, 'validationFailed');
      await commonRefusals('PATCH', '/stop/s1', { note: 'x' });
    });

    it('DELETE .../stop/{stopId} removes it; 404 when unknown', async () => {
      const { id, etag } = await seeded();
      const reply = await write('DELETE', `/v1/itinerary/${id}/stop/s1`, pro, etag);
      expect(reply.status).to.equal(200);
      expect(reply.body.days[0].stops).to.deep.equal([]);
      expectProblem(await write('DELETE', `/v1/itinerary/${id}/stop/s1`, pro, '"3"'), 404, 'notFound');
      await commonRefusals('DELETE', '/stop/s1');
    });
  });

  describe('PUT .../day/{dayId}', () => {
    it('adds a new day last and replaces an existing one', async () => {
      const { id, etag } = await seeded();
      const added = await write('PUT', `/v1/itinerary/${id}/day/d2`, pro, etag, { title: 'Day two' });
      expect(added.body.days.map((d: { id: string }) => d.id)).to.deep.equal(['d1', 'd2']);
      expect(added.body.days[1]).to.deep.equal({ id: 'd2', title: 'Day two', stops: [] });
      const replaced = await write('PUT', `/v1/itinerary/${id}/day/d1`, pro, '"3"', { id: 'd1', summary: 'S', stops: [{ name: 'Trevi' }] });
      expect(replaced.body.days[0]).to.include({ id: 'd1', summary: 'S' });
      expect(replaced.body.days[0].stops.map((s: { name: string }) => s.name)).to.deep.equal(['Trevi']);
    });

    it('400 for another id in the body or a bad stop', async () => {
      const { id, etag } = await seeded();
      const other = await write('PUT', `/v1/itinerary/${id}/day/d1`, pro, etag, { id: 'd9' });
      expect(other.body.errors).to.deep.equal([{ path: 'id', message: 'must be the dayId of the path, or left out' }]);
      const badStop = await write('PUT', `/v1/itinerary/${id}/day/d1`, pro, etag, { stops: [{ name: 'x', coordinate: { latitude: 0 } }] });
      expect(badStop.body.errors).to.deep.equal([{ path: 'stops[0].coordinate.longitude', message: 'is required' }]);
      await commonRefusals('PUT', '/day/d3', { title: 'x' });
    });
  });

  describe('packing and expenses (Pro)', () => {
    it('POST .../packing and .../expenses append with generated ids', async () => {
      const { id, etag } = await seeded();
      const packed = await write('POST', `/v1/itinerary/${id}/packing`, pro, etag, { name: 'Sunscreen', isPacked: false });
      expect(packed.body.packing[1]).to.include({ name: 'Sunscreen', isPacked: false });
      expect(packed.body.packing[1].id).to.match(/^[0-9a-f-]{36}$/);
      const spent = await write('POST', `/v1/itinerary/${id}/expenses`, pro, '"3"', { title: 'Gelato', amount: 4.5, currency: 'EUR', date: '2025-05-02' });
      expect(spent.body.expenses[1]).to.include({ title: 'Gelato', amount: 4.5 });
      expect(spent.headers.get('etag')).to.equal('"4"');
    });

    it('402 subscriptionRequired for a free editor; 400 for missing or bad fields', async () => {
      const { id, etag } = await seeded();
      expectProblem(await write('POST', `/v1/itinerary/${id}/packing`, free, etag, { name: 'x' }), 402, 'subscriptionRequired');
      expectProblem(
        await write('POST', `/v1/itinerary/${id}/expenses`, free, etag, { title: 'x', amount: 1, currency: 'EUR' }),
        402,
        'subscriptionRequired',
      );
      expectProblem(await write('PATCH', `/v1/itinerary/${id}/packing/p1`, free, etag, { isPacked: true }), 402, 'subscriptionRequired');
      expectProblem(await write('DELETE', `/v1/itinerary/${id}/packing/p1`, free, etag), 402, 'subscriptionRequired');
      const noCurrency = await write('POST', `/v1/itinerary/${id}/expenses`, pro, etag, { title: 'x', amount: 1 });
      expect(noCurrency.body.errors).to.deep.equal([{ path: 'currency', message: 'is required' }]);
      const badAmount = await write('POST', `/v1/itinerary/${id}/expenses`, pro, etag, { title: 'x', amount: '1', currency: 'EUR' });
      expect(badAmount.body.errors).to.deep.equal([{ path: 'amount', message: 'must be a finite number' }]);
      const negative = await write('POST', `/v1/itinerary/${id}/expenses`, pro, etag, { title: 'x', amount: -4.5, currency: 'EUR' });
      expectProblem(negative, 400, 'validationFailed');
      expect(negative.body.errors).to.deep.equal([{ path: 'amount', message: 'must not be less than 0' }]);
      const free0 = await write('POST', `/v1/itinerary/${id}/expenses`, pro, etag, { title: 'Free museum', amount: 0, currency: 'EUR' });
      expect(free0.status, free0.text).to.equal(200);
      expectProblem(await write('POST', `/v1/itinerary/${id}/packing`, pro, etag, { name: 'x', quantity: 1.5 }), 400, 'validationFailed');
      await commonRefusals('POST', '/packing', { name: 'x' });
      await commonRefusals('POST', '/expenses', { title: 'x', amount: 1, currency: 'EUR' });
    });

    it('PATCH and DELETE .../packing/{itemId}; 404 for an unknown item', async () => {
      const { id, etag } = await seeded();
      const patched = await write('PATCH', `/v1/itinerary/${id}/packing/p1`, pro, etag, { isPacked: true, quantity: 2 });
      expect(patched.body.packing[0]).to.deep.equal({ id: 'p1', name: 'Hat', isPacked: true, quantity: 2 });
      const removed = await write('DELETE', `/v1/itinerary/${id}/packing/p1`, pro, '"3"');
      expect(removed.body.packing).to.deep.equal([]);
      expectProblem(await write('PATCH', `/v1/itinerary/${id}/packing/p1`, pro, '"4"', { isPacked: true }), 404, 'notFound');
      expectProblem(await write('DELETE', `/v1/itinerary/${id}/packing/p1`, pro, '"4"'), 404, 'notFound');
      await commonRefusals('PATCH', '/packing/p1', { isPacked: true });
      await commonRefusals('DELETE', '/packing/p1');
    });

    it('PATCH and DELETE .../expense/{itemId}; 404 for an unknown expense, 400 for a negative amount', async () => {
      const { id, etag } = await seeded();
      const patched = await write('PATCH', `/v1/itinerary/${id}/expense/e1`, pro, etag, {
        amount: 18.5,
        currency: 'chf',
        date: '2025-05-02',
        id: 'ignored',
      });
      expect(patched.status, patched.text).to.equal(200);
      expect(patched.headers.get('etag')).to.equal('"3"');
      expect(patched.body.expenses).to.deep.equal([{ id: 'e1', title: 'Museum', amount: 18.5, currency: 'CHF', date: '2025-05-02' }]);
      const cleared = await write('PATCH', `/v1/itinerary/${id}/expense/e1`, pro, '"3"', { date: null });
      expect(cleared.body.expenses[0]).to.deep.equal({ id: 'e1', title: 'Museum', amount: 18.5, currency: 'CHF' });
      const same = await write('PATCH', `/v1/itinerary/${id}/expense/e1`, pro, '"4"', { amount: 18.5 });
      expect(same.headers.get('etag'), 'a patch that changes nothing appends nothing').to.equal('"4"');
      const negative = await write('PATCH', `/v1/itinerary/${id}/expense/e1`, pro, '"4"', { amount: -1 });
      expect(negative.body.errors).to.deep.equal([{ path: 'amount', message: 'must not be less than 0' }]);
      const noTitle = await write('PATCH', `/v1/itinerary/${id}/expense/e1`, pro, '"4"', { title: null });
      expect(noTitle.body.errors).to.deep.equal([{ path: 'title', message: 'is required' }]);
      expectProblem(await write('PATCH', `/v1/itinerary/${id}/expense/e1`, free, '"4"', { amount: 1 }), 402, 'subscriptionRequired');
      expectProblem(await write('DELETE', `/v1/itinerary/${id}/expense/e1`, free, '"4"'), 402, 'subscriptionRequired');
      const removed = await write('DELETE', `/v1/itinerary/${id}/expense/e1`, pro, '"4"');
      expect(removed.status, removed.text).to.equal(200);
      expect(removed.headers.get('etag')).to.equal('"5"');
      expect(removed.body.expenses).to.deep.equal([]);
      expectProblem(await write('PATCH', `/v1/itinerary/${id}/expense/e1`, pro, '"5"', { amount: 1 }), 404, 'notFound');
      expectProblem(await write('DELETE', `/v1/itinerary/${id}/expense/e1`, pro, '"5"'), 404, 'notFound');
      await commonRefusals('PATCH', '/expense/e1', { amount: 1 });
      await commonRefusals('DELETE', '/expense/e1');
    });
  });

  describe('flights and hotels', () => {
    it('POST .../flights and .../hotels append; codes are upper-cased', async () => {
      const { id, etag } = await seeded();
      const flown = await write('POST', `/v1/itinerary/${id}/flights`, free, etag, {
        flightNumber: 'LH 230',
        from: 'fra',
        to: 'FCO',
        departureTime: '2025-05-01T09:30:00+02:00',
      });
      expect(flown.status, flown.text).to.equal(200);
      expect(flown.body.flights[1]).to.include({ flightNumber: 'LH 230', from: 'FRA' });
      const slept = await write('POST', `/v1/itinerary/${id}/hotels`, free, '"3"', { name: 'Locarno', checkIn: '2025-05-01', checkOut: '2025-05-03' });
      expect(slept.body.hotels[1]).to.include({ name: 'Locarno' });
      expect(slept.body.hotels[1].id).to.match(/^[0-9a-f-]{36}$/);
    });

    it('400 for missing required fields, bad codes, bad dates, check-out before check-in', async () => {
      const { id, etag } = await seeded();
      const noNumber = await write('POST', `/v1/itinerary/${id}/flights`, pro, etag, { airline: 'ITA' });
      expect(noNumber.body.errors).to.deep.equal([{ path: 'flightNumber', message: 'is required' }]);
      expectProblem(await write('POST', `/v1/itinerary/${id}/flights`, pro, etag, { flightNumber: 'x', from: 'ROME' }), 400, 'validationFailed');
      expectProblem(await write('POST', `/v1/itinerary/${id}/flights`, pro, etag, { flightNumber: 'x', arrivalTime: '10:00' }), 400, 'validationFailed');
      const backwards = await write('POST', `/v1/itinerary/${id}/hotels`, pro, etag, { name: 'x', checkIn: '2025-05-03', checkOut: '2025-05-01' });
      expect(backwards.body.errors).to.deep.equal([{ path: 'checkOut', message: 'must not be before checkIn' }]);
      // JFK 09:00-04:00 is 13:00Z; FCO 14:00+02:00 is 12:00Z: it would land before it took off.
      const early = { flightNumber: 'AZ 611', departureTime: '2025-05-01T09:00:00-04:00', arrivalTime: '2025-05-01T14:00:00+02:00' };
      const landsFirst = await write('POST', `/v1/itinerary/${id}/flights`, pro, etag, early);
      expectProblem(landsFirst, 400, 'validationFailed');
      expect(landsFirst.body.errors).to.deep.equal([{ path: 'arrivalTime', message: 'must be after departureTime' }]);
      const movedBack = await write('PATCH', `/v1/itinerary/${id}/flight/f1`, pro, etag, early);
      expect(movedBack.body.errors).to.deep.equal([{ path: 'arrivalTime', message: 'must be after departureTime' }]);
      const overnight = { ...early, arrivalTime: '2025-05-02T07:45:00+02:00' };
      expect((await write('POST', `/v1/itinerary/${id}/flights`, pro, etag, overnight)).status).to.equal(200);
      await commonRefusals('POST', '/flights', { flightNumber: 'x' });
      await commonRefusals('POST', '/hotels', { name: 'x' });
    });

    it('PATCH and DELETE .../flight/{itemId} and .../hotel/{itemId}; 404 for unknown items', async () => {
      const { id, etag } = await seeded();
      const seat = await write('PATCH', `/v1/itinerary/${id}/flight/f1`, pro, etag, { seat: '12A' });
      expect(seat.body.flights[0]).to.deep.equal({ id: 'f1', flightNumber: 'AZ 611', seat: '12A' });
      const code = await write('PATCH', `/v1/itinerary/${id}/hotel/h1`, pro, '"3"', { confirmationCode: 'ABC' });
      expect(code.body.hotels[0]).to.deep.equal({ id: 'h1', name: 'Artemide', confirmationCode: 'ABC' });
      expect((await write('DELETE', `/v1/itinerary/${id}/flight/f1`, pro, '"4"')).body.flights).to.deep.equal([]);
      expect((await write('DELETE', `/v1/itinerary/${id}/hotel/h1`, pro, '"5"')).body.hotels).to.deep.equal([]);
      for (const [method, suffix] of [
        ['PATCH', '/flight/f1'],
        ['DELETE', '/flight/f1'],
        ['PATCH', '/hotel/h1'],
        ['DELETE', '/hotel/h1'],
      ] as const) {
        expectProblem(await write(method, `/v1/itinerary/${id}${suffix}`, pro, '"6"', method === 'PATCH' ? { note: 'x' } : undefined), 404, 'notFound');
      }
      expectProblem(await write('PATCH', `/v1/itinerary/${id}/flight/f1`, pro, '"6"', { flightNumber: 7 }), 400, 'validationFailed');
      await commonRefusals('PATCH', '/flight/f1', { seat: '1A' });
      await commonRefusals('DELETE', '/flight/f1');
      await commonRefusals('PATCH', '/hotel/h1', { note: 'x' });
      await commonRefusals('DELETE', '/hotel/h1');
    });
  });
});

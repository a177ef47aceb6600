import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { Webhook } from 'standardwebhooks';
import type { ChangeItinerary } from '../../../../src/application/itinerary/change-itinerary.js';
import { TOKENS } from '../../../../src/tokens.js';
import { startTestApp, type TestApp } from '../../../support/app.js';
import { startReceiver, type Receiver } from '../../../support/webhook-receiver.js';
import { addMember, call, createItinerary, expectProblem, tokenFor, traveller, type Traveller } from './itinerary/support.js';

/**
 * /v1/webhooks against a real HTTP receiver on loopback: signatures checked with the `standardwebhooks`
 * package (an independent implementation), retries while the receiver is down, filters, the role of
 * the endpoint's user, the delivery log and replays, secret rotation, pings, and giving up.
 */
describe('HTTP webhooks: signed deliveries of itinerary events to an app', function () {
  this.timeout(60_000);
  let app: TestApp;
  let receiver: Receiver;
  let ann: Traveller;
  let bob: Traveller;

  before(async () => {
    receiver = await startReceiver();
    app = await startTestApp({ WEBHOOK_ALLOWED_HOSTS: receiver.host, WEBHOOK_FIRST_RETRY_MS: '100' });
    ann = await traveller(app, { plan: 'pro', displayName: 'Ann' });
    bob = await traveller(app, { displayName: 'Bob' });
  });
  after(async () => {
    await app.close();
    await receiver.close();
  });
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.status = 200;
  });

  const register = async (who: Traveller, body: Record<string, unknown> = {}) => {
    const reply = await call(app, 'POST', '/v1/webhooks', { token: who.token, body: { url: receiver.url, ...body } });
    expect(reply.status, reply.text).to.equal(201);
    return reply.body as { id: string; secret: string };
  };
  const patch = async (who: Traveller, id: string, body: object) => {
    const reply = await call(app, 'PATCH', `/v1/itinerary/${id}`, { token: who.token, body, headers: { 'If-Match': '*' } });
    expect(reply.status, reply.text).to.equal(200);
    return Number(JSON.parse(reply.headers.get('etag')!));
  };
  const forItinerary = (id: string) => receiver.received.filter((r) => r.json.data?.itineraryId === id);
  const verify = (secret: string, r: { id: string; timestamp: string; signature: string; body: string }) =>
    new Webhook(secret).verify(r.body, { 'webhook-id': r.id, 'webhook-timestamp': r.timestamp, 'webhook-signature': r.signature });

  it('registers an endpoint (secret shown once), lists and reads it, and hides it from other apps and users', async () => {
    const created = await register(ann, { eventTypes: ['DetailsChanged'], description: 'Calendar sync' });
    expect(created.secret).to.match(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(created).to.deep.include({ url: receiver.url, eventTypes: ['DetailsChanged'], itineraryIds: null, enabled: true, description: 'Calendar sync' });
    const list = await call(app, 'GET', '/v1/webhooks', { token: ann.token });
    expect(list.body.items.map((e: { id: string }) => e.id)).to.include(created.id);
    expect(JSON.stringify(list.body)).to.not.contain(created.secret);
    expect((await call(app, 'GET', `/v1/webhook/${created.id}`, { token: ann.token })).body.id).to.equal(created.id);
    const otherApp = await tokenFor(app, ann, { firstParty: true });
    expectProblem(await call(app, 'GET', `/v1/webhook/${created.id}`, { token: otherApp }), 404, 'notFound');
    expectProblem(await call(app, 'GET', `/v1/webhook/${created.id}`, { token: bob.token }), 404, 'notFound');
    expect((await call(app, 'DELETE', `/v1/webhook/${created.id}`, { token: ann.token })).status).to.equal(204);
    expectProblem(await call(app, 'GET', `/v1/webhook/${created.id}`, { token: ann.token }), 404, 'notFound');
  });

  it('refuses targets the link reader would refuse, and unknown event types', async () => {
    const refused = async (url: string) => expectProblem(await call(app, 'POST', '/v1/webhooks', { token: ann.token, body: { url } }), 400, 'validationFailed');
    await refused('http://hooks.example.com/in');
    await refused('https://127.0.0.1/in');
    await refused('https://10.0.0.8/in');
    await refused('https://localhost/in');
    await refused('https://[::1]/in');
    await refused('https://93.184.216.34:8443/in');
    await refused('https://user:pass@93.184.216.34/in');
    await refused('ftp://93.184.216.34/in');
    const badType = await call(app, 'POST', '/v1/webhooks', { token: ann.token, body: { url: receiver.url, eventTypes: ['NoSuchEvent'] } });
    expectProblem(badType, 400, 'validationFailed');
    expect(badType.body.errors[0].path).to.equal('eventTypes[0]');
  });

  it('delivers what happens, signed (verified by standardwebhooks), with the change as the user may see it, and logs it', async () => {
    const endpoint = await register(ann);
    const { id } = await createItinerary(app, ann);
    const revision = await patch(ann, id, { title: 'Signed and sealed' });
    await receiver.until(() => forItinerary(id).some((r) => r.json.type === 'DetailsChanged'));
    const got = forItinerary(id).find((r) => r.json.type === 'DetailsChanged')!;
    expect(verify(endpoint.secret, got)).to.deep.include({ type: 'DetailsChanged' });
    expect(() => verify(`whsec_${Buffer.alloc(24, 7).toString('base64')}`, got)).to.throw();
    expect(got.json.data).to.deep.include({ itineraryId: id, revision, type: 'DetailsChanged', actor: { id: ann.userId } });
    expect(got.json.data.data).to.deep.equal({ changes: { title: 'Signed and sealed' } });
    expect(forItinerary(id).map((r) => r.json.type)).to.deep.equal(['ItineraryCreated', 'DetailsChanged']);
    // The outcome is stored just after the receiver answered.
    let entry;
    for (const deadline = Date.now() + 5_000; !entry && Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
      const log = await call(app, 'GET', `/v1/webhook/${endpoint.id}/deliveries?status=delivered&limit=100`, { token: ann.token });
      expect(log.status, log.text).to.equal(200);
      entry = log.body.items.find((d: { id: string }) => d.id === got.id);
    }
    expect(entry).to.deep.include({ status: 'delivered', attempts: 1, lastResponseStatus: 200, itineraryId: id, type: 'DetailsChanged' });
    expect(entry.payload).to.deep.equal(got.json);
    await call(app, 'DELETE', `/v1/webhook/${endpoint.id}`, { token: ann.token });
  });

  it('keeps to the filters: event types and itineraries', async () => {
    const [one, two] = [await createItinerary(app, ann), await createItinerary(app, ann)];
    const endpoint = await register(ann, { eventTypes: ['StopAdded', 'DetailsChanged'], itineraryIds: [one.id] });
    await patch(ann, two.id, { title: 'Not this one' });
    await patch(ann, one.id, { packing: [{ name: 'Not this type' }] });
    await patch(ann, one.id, { title: 'This one' });
    await receiver.until(() => forItinerary(one.id).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received.map((r) => [r.json.data.itineraryId, r.json.type])).to.deep.equal([[one.id, 'DetailsChanged']]);
    await call(app, 'DELETE', `/v1/webhook/${endpoint.id}`, { token: ann.token });
  });

  it("hears of someone else's public itinerary only when it is named", async () => {
    const { id, etag } = await createItinerary(app, ann);
    const made = await call(app, 'PUT', `/v1/itinerary/${id}/visibility`, { token: ann.token, body: { visibility: 'public' }, headers: { 'If-Match': etag } });
    expect(made.status, made.text).to.equal(200);
    const everything = await register(bob);
    const named = await register(bob, { itineraryIds: [id] });
    await patch(ann, id, { title: 'Public news' });
    await receiver.until(() => forItinerary(id).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const log = async (endpointId: string) => (await call(app, 'GET', `/v1/webhook/${endpointId}/deliveries`, { token: bob.token })).body.items;
    expect(await log(everything.id)).to.deep.equal([]);
    expect((await log(named.id)).map((d: { type: string }) => d.type)).to.deep.equal(['DetailsChanged']);
    for (const e of [everything, named]) await call(app, 'DELETE', `/v1/webhook/${e.id}`, { token: bob.token });
  });

  it('a receiver down for a while gets everything afterwards, in order, each delivery with the same webhook-id on every attempt', async () => {
    const endpoint = await register(ann);
    const { id } = await createItinerary(app, ann);
    await receiver.until(() => forItinerary(id).length === 1);
    await receiver.down();
    const revisions: number[] = [];
    for (let i = 0; i < 10; i++) revisions.push(await patch(ann, id, { summary: `while down ${i}` }));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const waiting = await call(app, 'GET', `/v1/webhook/${endpoint.id}/deliveries?status=pending&limit=100`, { token: ann.token });
    expect(waiting.body.items.length).to.equal(10);
    expect(waiting.body.items[0].attempts).to.be.greaterThan(0);
    expect(waiting.body.items[0].lastError).to.be.a('string');
    await receiver.up();
    await receiver.until(() => forItinerary(id).length >= 11, 30_000);
    const got = forItinerary(id).slice(1);
    expect(got.map((r) => r.json.data.revision)).to.deep.equal(revisions);
    expect(got.map((r) => r.id)).to.deep.equal(waiting.body.items.map((d: { id: string }) => d.id));
    await call(app, 'DELETE', `/v1/webhook/${endpoint.id}`, { token: ann.token });
  });

  it("sends a member's app what the member may read, and stops when the member is removed (pending deliveries are withheld)", async () => {
    const { id } = await createItinerary(app, ann);
    const endpoint = await register(bob);
    await patch(ann, id, { title: 'Before sharing' });
    await addMember(app, id, ann, bob, 'viewer');
    await patch(ann, id, { title: 'Shared' });
    await patch(ann, id, { packing: [{ name: 'Pro only' }] });
    await receiver.until(() => forItinerary(id).length === 3);
    expect(forItinerary(id).map((r) => [r.json.type, r.json.data.data === null])).to.deep.equal([
      ['MemberAdded', false],
      ['DetailsChanged', false],
      ['PackingListReplaced', true],
    ]);
    await receiver.down();
    await patch(ann, id, { title: 'Last one Bob may have read' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await app.container.get<ChangeItinerary>(TOKENS.ChangeItinerary).execute(
      id,
      { type: 'RemoveMember', userId: bob.userId },
      { userId: ann.userId, pro: true, firstParty: true },
      { actorId: ann.userId, clientId: 'test', correlationId: randomUUID(), causationId: randomUUID() },
    );
    await patch(ann, id, { title: 'After removal' });
    await receiver.up();
    const log = async () => (await call(app, 'GET', `/v1/webhook/${endpoint.id}/deliveries?limit=100`, { token: bob.token })).body.items;
    const deadline = Date.now() + 20_000;
    while ((await log()).some((d: { status: string }) => d.status === 'pending') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    const items = await log();
    expect(items.map((d: { type: string; status: string }) => [d.type, d.status])).to.deep.equal([
      ['MemberAdded', 'delivered'],
      ['DetailsChanged', 'delivered'],
      ['PackingListReplaced', 'delivered'],
      ['DetailsChanged', 'withheld'],
    ]);
    expect(forItinerary(id)).to.have.length(3);
  });

  it('rotates the secret (both sign for a while), pings, and replays one delivery or a range with the same webhook-id', async () => {
    const endpoint = await register(ann);
    const rotated = await call(app, 'POST', `/v1/webhook/${endpoint.id}/rotate-secret`, { token: ann.token });
    expect(rotated.status, rotated.text).to.equal(200);
    const ping = await call(app, 'POST', `/v1/webhook/${endpoint.id}/ping`, { token: ann.token });
    expect(ping.status, ping.text).to.equal(202);
    await receiver.until((r) => r.some((x) => x.json.type === 'WebhookPing'));
    const pinged = receiver.received.find((x) => x.json.type === 'WebhookPing')!;
    expect(pinged.id).to.equal(ping.body.id);
    expect(verify(rotated.body.secret, pinged)).to.be.an('object');
    expect(verify(endpoint.secret, pinged)).to.be.an('object');

    const { id } = await createItinerary(app, ann);
    await patch(ann, id, { title: 'Replay me' });
    await receiver.until(() => forItinerary(id).length === 2);
    const [first, second] = forItinerary(id);
    const one = await call(app, 'POST', `/v1/webhook/${endpoint.id}/replay`, { token: ann.token, body: { deliveryId: second!.id } });
    expect(one.body).to.deep.equal({ requeued: 1 });
    await receiver.until(() => forItinerary(id).length === 3);
    expect(forItinerary(id)[2]!.id).to.equal(second!.id);
    const log = (await call(app, 'GET', `/v1/webhook/${endpoint.id}/deliveries?limit=100`, { token: ann.token })).body.items;
    const sequences = log.filter((d: { itineraryId: string }) => d.itineraryId === id).map((d: { sequence: number }) => d.sequence);
    const range = await call(app, 'POST', `/v1/webhook/${endpoint.id}/replay`, {
      token: ann.token,
      body: { fromSequence: sequences[0], toSequence: sequences[1] },
    });
    expect(range.body).to.deep.equal({ requeued: 2 });
    await receiver.until(() => forItinerary(id).length === 5);
    expect(forItinerary(id).slice(3).map((r) => r.id)).to.deep.equal([first!.id, second!.id]);
    expectProblem(await call(app, 'POST', `/v1/webhook/${endpoint.id}/replay`, { token: ann.token, body: {} }), 400, 'validationFailed');
    await call(app, 'DELETE', `/v1/webhook/${endpoint.id}`, { token: ann.token });
  });

  it('gives up after the give-up age: the delivery fails, the endpoint is disabled and its user gets a notice', async () => {
    const failing = await startReceiver();
    failing.status = 500;
    const short = await startTestApp({ WEBHOOK_ALLOWED_HOSTS: failing.host, WEBHOOK_FIRST_RETRY_MS: '100', WEBHOOK_GIVE_UP_SECONDS: '2' });
    try {
      const carl = await traveller(short, { displayName: 'Carl' });
      const created = await call(short, 'POST', '/v1/webhooks', { token: carl.token, body: { url: failing.url } });
      const endpointId = created.body.id;
      await createItinerary(short, carl);
      const deadline = Date.now() + 20_000;
      let endpoint;
      do {
        await new Promise((resolve) => setTimeout(resolve, 200));
        endpoint = (await call(short, 'GET', `/v1/webhook/${endpointId}`, { token: carl.token })).body;
      } while (endpoint.enabled && Date.now() < deadline);
      expect(endpoint.enabled).to.equal(false);
      expect(endpoint.disabledReason).to.contain(failing.url);
      const log = (await call(short, 'GET', `/v1/webhook/${endpointId}/deliveries`, { token: carl.token })).body.items;
      expect(log[0]).to.deep.include({ status: 'failed', lastResponseStatus: 500 });
      expect(log[0].attempts).to.be.greaterThan(1);
      // The notice is mailed just after the endpoint is disabled.
      const outbox = path.join(short.dataDir, 'outbox');
      const notice = (m: string) => m.includes('Subject: A webhook endpoint of yours was disabled');
      let mails: string[] = [];
      while (!mails.some(notice) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        mails = await Promise.all((await readdir(outbox).catch(() => [])).map((f) => readFile(path.join(outbox, f), 'utf8')));
      }
      expect(mails.some(notice), mails.join('\n----\n')).to.equal(true);
      const enabled = await call(short, 'PATCH', `/v1/webhook/${endpointId}`, { token: carl.token, body: { enabled: true } });
      expect(enabled.body).to.deep.include({ enabled: true, disabledReason: null });
    } finally {
      await short.close();
      await failing.close();
    }
  });
});

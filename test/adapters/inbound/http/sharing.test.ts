import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { EventStore } from '../../../../src/application/ports/event-store.port.js';
import type { PositionOrder } from '../../../../src/application/ports/position-order.port.js';
import type { ProjectionProgress } from '../../../../src/application/ports/projection-progress.port.js';
import type { ReadModelRebuilds } from '../../../../src/application/ports/projection-store.port.js';
import type { Projection } from '../../../../src/application/projections/projection.js';
import { ReadModelRebuild } from '../../../../src/application/projections/rebuild.js';
import type { ViewRecorder } from '../../../../src/application/sharing/view-recorder.js';
import { TOKENS } from '../../../../src/tokens.js';
import { postMcp } from '../../../support/app-routes.js';
import { startTestApp, type TestApp } from '../../../support/app.js';
import { createUser, issueToken } from '../../../support/auth.js';
import { call, createItinerary, expectProblem, streamOf, tokenFor, type Traveller } from './itinerary/support.js';

/** Members, visibility, likes and views over HTTP; the authorization matrix is its own file. */
describe('sharing: members, visibility, likes and views', function () {
  this.timeout(60_000);
  let app: TestApp;
  /** Owner, member and stranger tokens are first-party apps' unless a test says otherwise. */
  let owner: Traveller & { email: string; thirdParty: string };
  let ann: Traveller & { email: string };
  let bob: Traveller & { email: string };
  let stranger: Traveller;

  async function person(displayName: string): Promise<Traveller & { email: string }> {
    const { userId, email } = await createUser(app, { displayName });
    return { userId, email, token: await issueToken(app, { userId, firstParty: true }) };
  }

  before(async () => {
    app = await startTestApp();
    const first = await person('Olivia Owner');
    owner = { ...first, thirdParty: await tokenFor(app, first, { firstParty: false }) };
    ann = await person('Ann Editor');
    bob = await person('Bob Viewer');
    stranger = await person('Sam Stranger');
  });
  after(() => app?.close());

  const members = (id: string) => `/v1/itinerary/${id}/members`;
  const member = (id: string, userId: string) => `/v1/itinerary/${id}/member/${userId}`;
  const views = () => app.container.get<ViewRecorder>(TOKENS.ViewRecorder);
  const read = (id: string, token: string) => call(app, 'GET', `/v1/itinerary/${id}`, { token });
  const add = (id: string, body: object, token = owner.token, headers: Record<string, string> = {}) =>
    call(app, 'POST', members(id), { token, body, headers });
  const rerole = (id: string, userId: string, body: object, token = owner.token, ifMatch?: string) =>
    call(app, 'PATCH', member(id, userId), { token, body, headers: ifMatch ? { 'If-Match': ifMatch } : {} });
  const remove = (id: string, userId: string, token = owner.token, headers: Record<string, string> = {}) =>
    call(app, 'DELETE', member(id, userId), { token, headers });
  const putVisibility = (id: string, visibility: string, token: string, ifMatch?: string) =>
    call(app, 'PUT', `/v1/itinerary/${id}/visibility`, {
      token,
      body: { visibility },
      headers: ifMatch ? { 'If-Match': ifMatch } : {},
    });

  async function setVisibility(id: string, visibility: string) {
    const current = await read(id, owner.token);
    const reply = await putVisibility(id, visibility, owner.token, current.headers.get('etag')!);
    expect(reply.status, reply.text).to.equal(200);
    return reply;
  }

  describe('members', () => {
    it('adds by email (201, Location, the list) with that role; adding again sets the role (200)', async () => {
      const { id } = await createItinerary(app, owner);
      const added = await add(id, { email: ann.email.toUpperCase(), role: 'viewer' });
      expect(added.status, added.text).to.equal(201);
      expect(added.headers.get('location')).to.equal(`${app.url}${member(id, ann.userId)}`);
      expect(added.headers.get('etag')).to.equal('"1"');
      expect(added.body).to.deep.equal({
        members: [
          { userId: owner.userId, displayName: 'Olivia Owner', role: 'owner' },
          { userId: ann.userId, displayName: 'Ann Editor', role: 'viewer' },
        ],
      });
      const shared = await read(id, ann.token);
      expect(shared.status).to.equal(200);
      expect(shared.body.role).to.equal('viewer');

      const again = await add(id, { userId: ann.userId, role: 'editor' });
      expect(again.status, again.text).to.equal(200);
      expect(again.headers.get('location')).to.equal(null);
      expect(again.body.members[1]).to.deep.include({ userId: ann.userId, role: 'editor' });
      expect((await read(id, ann.token)).body.role).to.equal('editor');
    });

    it("GET of an added member's Location: that person as the list shows them, members only, the itinerary's ETag", async () => {
      const { id } = await createItinerary(app, owner);
      const added = await add(id, { userId: ann.userId, role: 'editor' });
      const location = added.headers.get('location')!;
      const reply = await call(app, 'GET', location.slice(app.url.length), { token: bob.token });
      expectProblem(reply, 404, 'notFound');
      const got = await call(app, 'GET', location.slice(app.url.length), { token: ann.token });
      expect(got.status, got.text).to.equal(200);
      expect(got.body).to.deep.equal({ userId: ann.userId, displayName: 'Ann Editor', role: 'editor' });
      expect(got.headers.get('etag')).to.equal('"1"');
      const ownerEntry = await call(app, 'GET', member(id, owner.userId), { token: ann.token });
      expect(ownerEntry.body).to.deep.equal({ userId: owner.userId, displayName: 'Olivia Owner', role: 'owner' });
      expectProblem(await call(app, 'GET', member(id, stranger.userId), { token: owner.token }), 404, 'notFound');
      await setVisibility(id, 'public');
      expectProblem(await call(app, 'GET', member(id, ann.userId), { token: stranger.token }), 403, 'forbidden');
    });

    it('lists the owner first, then editors and viewers by name, for members only', async () => {
      const { id } = await createItinerary(app, owner);
      await add(id, { userId: bob.userId, role: 'viewer' });
      await add(id, { userId: ann.userId, role: 'editor' });
      await add(id, { userId: stranger.userId, role: 'viewer' });
      const list = await call(app, 'GET', members(id), { token: bob.token });
      expect(list.status).to.equal(200);
      expect(list.headers.get('etag')).to.equal('"3"');
      const shown = list.body.members.map((m: { displayName: string; role: string }) => `${m.role} ${m.displayName}`);
      expect(shown).to.deep.equal([
        'owner Olivia Owner',
        'editor Ann Editor',
        'viewer Bob Viewer',
        'viewer Sam Stranger',
      ]);
    });

    it('invites an unknown email, answers 404 for an unknown id, but only to whoever may manage the members', async () => {
      const { id } = await createItinerary(app, owner);
      const nobody = `nobody-${randomUUID()}@example.test`;
      const invited = await add(id, { email: nobody, role: 'viewer' });
      expect(invited.status).to.equal(202);
      expect((invited.body as { invitation: { email: string } }).invitation.email).to.equal(nobody);
      expectProblem(await add(id, { userId: randomUUID(), role: 'viewer' }), 404, 'notFound');
      // Another app of the owner, or a member, is refused before any account is looked up.
      const body = { email: nobody, role: 'viewer' };
      expectProblem(await add(id, body, owner.thirdParty), 403, 'forbidden');
      await add(id, { userId: ann.userId, role: 'editor' });
      expectProblem(await add(id, body, ann.token), 403, 'forbidden');
      expectProblem(await add(id, body, stranger.token), 404, 'notFound');
    });

    it('refuses the owner as a member, not exactly one of email and userId, and other roles', async () => {
      const { id } = await createItinerary(app, owner);
      const refused = [
        { userId: owner.userId, role: 'editor' },
        { role: 'viewer' },
        { email: null, userId: null, role: 'viewer' },
        { email: ann.email, userId: ann.userId, role: 'viewer' },
        { userId: ann.userId, role: 'owner' },
        { userId: ann.userId },
        { userId: ann.userId, role: 'viewer', admin: true },
      ];
      for (const body of refused) {
        expectProblem(await add(id, body, owner.token), 400, 'validationFailed');
      }
      expect((await streamOf(app, id)).map((e) => e.type)).to.deep.equal(['ItineraryCreated']);
    });

    it('replays a POST with the same Idempotency-Key, and checks an If-Match when one is sent', async () => {
      const { id, etag } = await createItinerary(app, owner);
      const key = randomUUID();
      const body = { userId: bob.userId, role: 'viewer' };
      const first = await add(id, body, owner.token, { 'Idempotency-Key': key });
      const replay = await add(id, body, owner.token, { 'Idempotency-Key': key });
      expect([first.status, replay.status]).to.deep.equal([201, 201]);
      expect(replay.headers.get('idempotent-replayed')).to.equal('true');
      expect(replay.text).to.equal(first.text);
      const stale = await call(app, 'POST', members(id), {
        token: owner.token,
        body: { userId: ann.userId, role: 'viewer' },
        headers: { 'If-Match': etag },
      });
      expectProblem(stale, 412, 'itineraryModified');
    });

    it("changes a member's role with PATCH: 204, no body, a new ETag, no If-Match needed", async () => {
      const { id } = await createItinerary(app, owner);
      await add(id, { userId: bob.userId, role: 'viewer' });
      const changed = await rerole(id, bob.userId, { role: 'editor' }, owner.token, '"0"');
      expect(changed.status, changed.text).to.equal(204);
      expect(changed.text).to.equal('');
      expect(changed.headers.get('etag')).to.equal('"2"');
      expect((await read(id, bob.token)).body.role).to.equal('editor');
      const unchanged = await rerole(id, bob.userId, { role: 'editor' });
      expect([unchanged.status, unchanged.headers.get('etag')]).to.deep.equal([204, '"2"']);
    });

    it("refuses to change the owner's own role (400), a non-member's (404), any from another app (403)", async () => {
      const { id } = await createItinerary(app, owner);
      await add(id, { userId: bob.userId, role: 'viewer' });
      expectProblem(await rerole(id, owner.userId, { role: 'viewer' }), 400, 'validationFailed');
      expectProblem(await rerole(id, ann.userId, { role: 'viewer' }), 404, 'notFound');
      expectProblem(await rerole(id, bob.userId, { role: 'editor' }, owner.thirdParty), 403, 'forbidden');
      expectProblem(await rerole(id, bob.userId, { role: 'owner' }), 400, 'validationFailed');
      expectProblem(await rerole(id, bob.userId, {}), 400, 'validationFailed');
    });

    it('removes a member (who then sees a private itinerary as 404); a member may leave from any app', async () => {
      const { id } = await createItinerary(app, owner);
      await add(id, { userId: ann.userId, role: 'editor' });
      await add(id, { userId: bob.userId, role: 'viewer' });

      const removed = await remove(id, ann.userId);
      expect([removed.status, removed.text]).to.deep.equal([204, '']);
      expectProblem(await read(id, ann.token), 404, 'notFound');

      const bobElsewhere = await tokenFor(app, bob, { firstParty: false });
      expect((await remove(id, bob.userId, bobElsewhere)).status).to.equal(204);
      expectProblem(await call(app, 'GET', members(id), { token: bob.token }), 404, 'notFound');
      expect((await call(app, 'GET', members(id), { token: owner.token })).body.members).to.have.length(1);
    });

    it('refuses removing the owner (400), a non-member (404), from another app (403), stale If-Match (412)', async () => {
      const { id, etag } = await createItinerary(app, owner);
      await add(id, { userId: bob.userId, role: 'editor' });
      expectProblem(await remove(id, owner.userId), 400, 'validationFailed');
      expectProblem(await remove(id, ann.userId), 404, 'notFound');
      expectProblem(await remove(id, bob.userId, owner.thirdParty), 403, 'forbidden');
      expectProblem(await remove(id, owner.userId, bob.token), 403, 'forbidden');
      expectProblem(await remove(id, bob.userId, owner.token, { 'If-Match': etag }), 412, 'itineraryModified');
    });
  });

  describe('visibility', () => {
    it("is the owner's choice (If-Match required); answers the itinerary with the role and the author", async () => {
      const { id, etag } = await createItinerary(app, owner);
      expectProblem(await putVisibility(id, 'public', owner.token), 428, 'preconditionRequired');
      expectProblem(await putVisibility(id, 'shared', owner.token, etag), 400, 'validationFailed');
      await add(id, { userId: ann.userId, role: 'editor' });
      expectProblem(await putVisibility(id, 'public', ann.token, '"1"'), 403, 'forbidden');
      const made = await setVisibility(id, 'public');
      expect(made.headers.get('etag')).to.equal('"2"');
      expect(made.body).to.deep.include({ visibility: 'public', role: 'owner' });
      expect(made.body.author).to.deep.equal({ id: owner.userId, displayName: 'Olivia Owner' });
    });

    it('lets anyone signed in read public and unlisted ones as viewer; search finds only public ones', async () => {
      const word = `zanzibar${randomUUID().slice(0, 8)}`;
      const { id } = await createItinerary(app, owner, { title: `Trip ${word}` });
      const search = async () => {
        const reply = await call(app, 'GET', `/v1/itineraries/search?query=${word}`, { token: stranger.token });
        expect(reply.status, reply.text).to.equal(200);
        return reply.body.items.map((item: { id: string; role: string }) => `${item.id} ${item.role}`);
      };
      expectProblem(await read(id, stranger.token), 404, 'notFound');
      expect(await search()).to.deep.equal([]);

      await setVisibility(id, 'unlisted');
      const unlisted = await read(id, stranger.token);
      expect(unlisted.status).to.equal(200);
      expect(unlisted.body).to.deep.include({ role: 'viewer', visibility: 'unlisted' });
      expect(unlisted.body.author).to.deep.equal({ id: owner.userId, displayName: 'Olivia Owner' });
      expect(await search()).to.deep.equal([]);
      const headers = { 'If-Match': unlisted.headers.get('etag')! };
      const body = { title: 'Mine' };
      const patch = await call(app, 'PATCH', `/v1/itinerary/${id}`, { token: stranger.token, body, headers });
      expectProblem(patch, 403, 'forbidden');
      expectProblem(await call(app, 'GET', members(id), { token: stranger.token }), 403, 'forbidden');

      await setVisibility(id, 'public');
      expect((await read(id, stranger.token)).body.role).to.equal('viewer');
      expect(await search()).to.deep.equal([`${id} viewer`]);

      await setVisibility(id, 'private');
      expectProblem(await read(id, stranger.token), 404, 'notFound');
      expect(await search()).to.deep.equal([]);
    });
  });

  describe('likes', () => {
    it('keeps one like per user: PUT and DELETE are idempotent and answer the counts', async () => {
      const { id } = await createItinerary(app, owner);
      await setVisibility(id, 'public');
      const like = (token: string, method: 'PUT' | 'DELETE') =>
        call(app, method, `/v1/itinerary/${id}/like`, { token });
      expect((await like(stranger.token, 'PUT')).body).to.deep.equal({ liked: true, likesCount: 1, viewsCount: 0 });
      expect((await like(stranger.token, 'PUT')).body).to.deep.equal({ liked: true, likesCount: 1, viewsCount: 0 });
      expect((await like(owner.token, 'PUT')).body).to.include({ liked: true, likesCount: 2 });
      expect((await read(id, owner.token)).body.likesCount).to.equal(2);
      expect((await like(stranger.token, 'DELETE')).body).to.deep.equal({ liked: false, likesCount: 1, viewsCount: 0 });
      expect((await like(stranger.token, 'DELETE')).body).to.deep.equal({ liked: false, likesCount: 1, viewsCount: 0 });
      expect((await streamOf(app, id)).map((e) => e.type)).to.deep.equal(['ItineraryCreated', 'VisibilityChanged']);
    });

    it('hides a private itinerary from strangers (404) and lets its members like it', async () => {
      const { id } = await createItinerary(app, owner);
      expectProblem(await call(app, 'PUT', `/v1/itinerary/${id}/like`, { token: stranger.token }), 404, 'notFound');
      await add(id, { userId: bob.userId, role: 'viewer' });
      expect((await call(app, 'PUT', `/v1/itinerary/${id}/like`, { token: bob.token })).body.likesCount).to.equal(1);
    });

    it('shows likes and views in lists, and keeps them across a rebuild of the read models', async () => {
      const { id } = await createItinerary(app, owner);
      await setVisibility(id, 'public');
      await call(app, 'PUT', `/v1/itinerary/${id}/like`, { token: stranger.token });
      await read(id, stranger.token);
      await views().flush();
      const listed = async () => {
        const reply = await call(app, 'GET', '/v1/itineraries?limit=100', { token: owner.token });
        return reply.body.items.find((item: { id: string }) => item.id === id);
      };
      expect(await listed()).to.include({ likesCount: 1, viewsCount: 1 });

      const c = app.container;
      await new ReadModelRebuild(
        c.get<EventStore>(TOKENS.EventStore),
        c.get<ReadModelRebuilds>(TOKENS.ReadModelRebuilds),
        c.get<Projection[]>(TOKENS.Projections),
        c.get<PositionOrder>(TOKENS.PositionOrder),
      ).run();
      await c.get<ProjectionProgress>(TOKENS.ProjectionProgress).catchUp(5_000);
      expect(await listed()).to.include({ likesCount: 1, viewsCount: 1 });
      expect((await read(id, owner.token)).body).to.include({ likesCount: 1, viewsCount: 1 });
    });
  });

  describe('views', () => {
    const viewsCount = async (id: string) => {
      await views().flush();
      return (await read(id, owner.token)).body.viewsCount as number;
    };

    it('counts reads of a non-private itinerary by others than its owner, once a user and day, no event', async () => {
      const { id } = await createItinerary(app, owner);
      await add(id, { userId: bob.userId, role: 'viewer' });
      await read(id, bob.token);
      expect(await viewsCount(id), 'a member reading a private itinerary').to.equal(0);

      await setVisibility(id, 'public');
      const before = await streamOf(app, id);
      await read(id, owner.token);
      expect(await viewsCount(id), 'the owner').to.equal(0);
      for (let i = 0; i < 3; i++) await read(id, stranger.token);
      expect(await viewsCount(id), 'a stranger, three times').to.equal(1);
      await read(id, bob.token);
      await read(id, stranger.token);
      expect(await viewsCount(id), 'and a member').to.equal(2);
      expect(await streamOf(app, id)).to.have.length(before.length);
    });

    it('does not count what the caller may not read, nor writes', async () => {
      const { id } = await createItinerary(app, owner);
      expectProblem(await read(id, stranger.token), 404, 'notFound');
      await add(id, { userId: ann.userId, role: 'editor' });
      const made = await setVisibility(id, 'unlisted');
      const headers = { 'If-Match': made.headers.get('etag')! };
      const body = { title: 'Edited' };
      const patched = await call(app, 'PATCH', `/v1/itinerary/${id}`, { token: ann.token, body, headers });
      expect(patched.status, patched.text).to.equal(200);
      expect(await viewsCount(id)).to.equal(0);
    });

    it('counts a read through MCP get_itinerary too (the same use case)', async () => {
      const { id } = await createItinerary(app, owner);
      await setVisibility(id, 'public');
      const reply = await postMcp(app, stranger.token, 'tools/call', { name: 'get_itinerary', arguments: { itineraryId: id } });
      expect(reply.body.result.structuredContent.itinerary.role).to.equal('viewer');
      expect(await viewsCount(id)).to.equal(1);
    });
  });
});

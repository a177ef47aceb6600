import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { expect } from 'chai';
import type { ChangeItinerary } from '../../../../src/application/itinerary/change-itinerary.js';
import type { MemberRole } from '../../../../src/domain/itinerary/types.js';
import { TOKENS } from '../../../../src/tokens.js';
import { startTestApp, type TestApp } from '../../../support/app.js';
import { bearer, createUser, issueToken } from '../../../support/auth.js';
import { connectWithToken } from '../../../support/mcp-client.js';

type Structured = Record<string, any>;

const ROME = { latitude: 41.9, longitude: 12.5 };
const FORUM = { latitude: 41.8925, longitude: 12.4853 };

/**
 * The tools that edit days and stops one at a time, and delete_itinerary, with the SDK's client:
 * each result checked against GET /v1/itinerary/{id}, the role rules (a viewer is forbidden, a
 * stranger finds nothing, only the owner deletes) and expectedRevision.
 */
describe('MCP tools for days, stops and deleting', function () {
  this.timeout(60_000);
  let app: TestApp;
  const users = {} as Record<'owner' | 'editor' | 'viewer' | 'stranger', { userId: string; client: Client; token: string }>;

  before(async () => {
    app = await startTestApp();
    for (const name of ['owner', 'editor', 'viewer', 'stranger'] as const) {
      const { userId } = await createUser(app, { plan: 'pro' });
      const token = await issueToken(app, { userId, audience: `${app.url}/mcp` });
      users[name] = { userId, token, client: await connectWithToken(app.url, token) };
    }
  });
  after(async () => {
    for (const user of Object.values(users)) await user.client.close();
    await app?.close();
  });

  async function call(who: keyof typeof users, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
    return (await users[who].client.callTool({ name, arguments: args })) as CallToolResult;
  }

  async function result(who: keyof typeof users, name: string, args: Record<string, unknown>): Promise<Structured> {
    const answer = await call(who, name, args);
    expect(answer.isError, JSON.stringify(answer.content)).to.not.equal(true);
    return answer.structuredContent as Structured;
  }

  async function errorCode(who: keyof typeof users, name: string, args: Record<string, unknown>): Promise<string> {
    const answer = await call(who, name, args);
    expect(answer.isError, JSON.stringify(answer.structuredContent)).to.equal(true);
    return (answer.structuredContent as Structured).error.code;
  }

  /** The owner's view through REST, and the revision of its ETag (404: undefined). */
  async function rest(itineraryId: string): Promise<{ body: Structured; revision: number } | undefined> {
    const res = await fetch(`${app.url}/v1/itinerary/${itineraryId}`, { headers: bearer(users.owner.token) });
    if (res.status === 404) return undefined;
    expect(res.status).to.equal(200);
    return { body: (await res.json()) as Structured, revision: Number(JSON.parse(res.headers.get('etag')!)) };
  }

  /** A fresh itinerary of the owner, three days with a stop each, with the editor and the viewer as members. */
  async function itinerary(): Promise<{ id: string; days: Structured[]; revision: number }> {
    const days = ['Forum', 'Vatican', 'Trastevere'].map((name, i) => ({ title: `Day ${i + 1}`, stops: [{ name }] }));
    const created = await result('owner', 'create_itinerary', {
      ...{ title: 'Rome', destination: 'Rome', center: ROME, days },
      allowDuplicate: true,
    });
    const change = app.container.get<ChangeItinerary>(TOKENS.ChangeItinerary);
    const owner = { userId: users.owner.userId, pro: true, firstParty: true };
    const context = { actorId: owner.userId, clientId: 'test', correlationId: 'test', causationId: 'test' };
    const members: [string, MemberRole][] = [
      [users.editor.userId, 'editor'],
      [users.viewer.userId, 'viewer'],
    ];
    for (const [userId, role] of members) {
      await change.execute(created.itineraryId, { type: 'AddMember', userId, role }, owner, context);
    }
    const view = (await rest(created.itineraryId))!;
    return { id: created.itineraryId, days: view.body.days, revision: view.revision };
  }

  const stopsOf = (view: Structured): Structured[] => view.days.flatMap((day: Structured) => day.stops);

  describe('stops', () => {
    it('add_stop appends a stop to a day, with a generated id, and answers with it as REST shows it', async () => {
      const { id, days, revision } = await itinerary();
      const added = await result('editor', 'add_stop', {
        itineraryId: id,
        expectedRevision: revision,
        dayId: days[1]!.id,
        stop: { name: 'St. Peter’s Basilica', startTime: '09:00', durationMinutes: 120 },
      });
      const after = (await rest(id))!;
      expect(added).to.have.all.keys(['itineraryId', 'revision', 'changed', 'stop']);
      expect(added).to.include({ itineraryId: id, revision: after.revision, changed: true });
      expect(added.stop.id).to.be.a('string');
      expect(after.body.days[1].stops).to.deep.equal([...days[1]!.stops, added.stop]);
    });

    it('update_stop merges the fields sent, removes those in clear, and answers with the stop', async () => {
      const { id, days } = await itinerary();
      const stopId = days[0]!.stops[0].id;
      await result('editor', 'update_stop', { itineraryId: id, stopId, coordinate: FORUM, note: 'Go early' });
      const updated = await result('editor', 'update_stop', { itineraryId: id, stopId, category: 'sight', clear: ['note'] });
      const after = (await rest(id))!;
      expect(updated).to.include({ revision: after.revision, changed: true });
      expect(updated.stop).to.deep.equal({ id: stopId, name: 'Forum', coordinate: FORUM, category: 'sight' });
      expect(after.body.days[0].stops[0]).to.deep.equal(updated.stop);
      const again = await result('editor', 'update_stop', { itineraryId: id, stopId, category: 'sight' });
      expect(again).to.include({ changed: false, revision: after.revision });
    });

    it('remove_stop removes it and nothing else', async () => {
      const { id, days } = await itinerary();
      const removed = await result('editor', 'remove_stop', { itineraryId: id, stopId: days[2]!.stops[0].id });
      const after = (await rest(id))!;
      expect(removed).to.deep.equal({ itineraryId: id, revision: after.revision, changed: true });
      expect(after.body.days).to.deep.equal([days[0], days[1], { ...days[2], stops: [] }]);
    });

    it('an unknown stop or day: notFound', async () => {
      const { id } = await itinerary();
      expect(await errorCode('editor', 'update_stop', { itineraryId: id, stopId: 'nope', note: 'x' })).to.equal('notFound');
      expect(await errorCode('editor', 'remove_stop', { itineraryId: id, stopId: 'nope' })).to.equal('notFound');
      expect(await errorCode('editor', 'add_stop', { itineraryId: id, dayId: 'nope', stop: { name: 'x' } })).to.equal('notFound');
    });
  });

  describe('remove_day', () => {
    it('removes the day with its stops and keeps the other days as they were', async () => {
      const { id, days, revision } = await itinerary();
      const removed = await result('editor', 'remove_day', { itineraryId: id, expectedRevision: revision, dayId: days[1]!.id });
      const after = (await rest(id))!;
      expect(removed).to.deep.equal({ itineraryId: id, revision: after.revision, changed: true });
      expect(after.body.days).to.deep.equal([days[0], days[2]]);
      expect(stopsOf(after.body).map((stop) => stop.name)).to.deep.equal(['Forum', 'Trastevere']);
    });

    it('an unknown day: notFound, nothing written', async () => {
      const { id, revision } = await itinerary();
      expect(await errorCode('editor', 'remove_day', { itineraryId: id, dayId: 'nope' })).to.equal('notFound');
      expect((await rest(id))!.revision).to.equal(revision);
    });
  });

  describe('delete_itinerary', () => {
    it('deletes it for everyone: REST and get_itinerary find it no more, and a second delete finds nothing', async () => {
      const { id, revision } = await itinerary();
      const deleted = await result('owner', 'delete_itinerary', { itineraryId: id, expectedRevision: revision });
      expect(deleted).to.deep.equal({ itineraryId: id, revision: revision + 1, changed: true });
      expect(await rest(id)).to.equal(undefined);
      expect(await errorCode('editor', 'get_itinerary', { itineraryId: id })).to.equal('notFound');
      expect(await errorCode('owner', 'delete_itinerary', { itineraryId: id })).to.equal('notFound');
    });
  });

  describe('rules', () => {
    /** Each new tool's arguments on a fresh itinerary. */
    const writes: Record<string, (it: { id: string; days: Structured[] }) => Record<string, unknown>> = {
      add_stop: ({ id, days }) => ({ itineraryId: id, dayId: days[0]!.id, stop: { name: 'Pantheon' } }),
      update_stop: ({ id, days }) => ({ itineraryId: id, stopId: days[0]!.stops[0].id, note: 'Go early' }),
      remove_stop: ({ id, days }) => ({ itineraryId: id, stopId: days[0]!.stops[0].id }),
      remove_day: ({ id, days }) => ({ itineraryId: id, dayId: days[0]!.id }),
      delete_itinerary: ({ id }) => ({ itineraryId: id }),
    };

    for (const [name, args] of Object.entries(writes)) {
      it(`${name}: forbidden for a viewer${name === 'delete_itinerary' ? ' and an editor' : ''}, notFound for a stranger, nothing written`, async () => {
        const fixture = await itinerary();
        expect(await errorCode('viewer', name, args(fixture))).to.equal('forbidden');
        if (name === 'delete_itinerary') expect(await errorCode('editor', name, args(fixture))).to.equal('forbidden');
        expect(await errorCode('stranger', name, args(fixture))).to.equal('notFound');
        expect(await errorCode('stranger', name, { ...args(fixture), expectedRevision: 0 })).to.equal('notFound');
        expect((await rest(fixture.id))!.revision).to.equal(fixture.revision);
      });

      it(`${name}: a stale expectedRevision is itineraryModified with the current revision, nothing written`, async () => {
        const fixture = await itinerary();
        const answer = await call('owner', name, { ...args(fixture), expectedRevision: fixture.revision - 1 });
        expect(answer.isError).to.equal(true);
        expect((answer.structuredContent as Structured).error).to.include({
          code: 'itineraryModified',
          currentRevision: fixture.revision,
        });
        expect((await rest(fixture.id))!.revision).to.equal(fixture.revision);
      });
    }
  });
});

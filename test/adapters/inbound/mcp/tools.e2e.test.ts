import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { expect } from 'chai';
import { decodeJwt } from 'jose';
import type { ChangeItinerary } from '../../../../src/application/itinerary/change-itinerary.js';
import { TOKENS } from '../../../../src/tokens.js';
import { startTestApp, type TestApp } from '../../../support/app.js';
import { bearer, createUser, issueToken } from '../../../support/auth.js';
import { startFixtureServer, type FixtureServer } from '../../../support/fixture-server.js';
import { ImportPages } from '../../../support/import-pages.js';
import { connectWithOAuth, connectWithToken, HeadlessOAuthProvider } from '../../../support/mcp-client.js';

const PARIS = { latitude: 48.8566, longitude: 2.3522 };

type Structured = Record<string, any>;

/**
 * The MCP tools end to end with the SDK's own client: a token from the real OAuth flow (discovery
 * from the 401, dynamic registration, PKCE, the resource parameter), every tool called at least once
 * (the day and stop tools and delete_itinerary in itinerary-edit-tools.test.ts), and each result
 * compared with the REST view of the same itinerary: get_itinerary's whole, a write's changed part
 * and revision.
 */
describe('MCP tools end to end (SDK client, real OAuth)', function () {
  this.timeout(60_000);
  let app: TestApp;
  let pagesServer: FixtureServer;
  let pages: ImportPages;
  let provider: HeadlessOAuthProvider;
  let client: Client;
  let owner: { userId: string; email: string };
  let itineraryId: string;
  let revision: number;

  before(async () => {
    pagesServer = await startFixtureServer();
    pages = new ImportPages(pagesServer);
    app = await startTestApp({ IMPORT_ALLOWED_HOSTS: pagesServer.hostPort });
    owner = await createUser(app, { plan: 'pro', aiImportsConsent: true, displayName: 'Pro Traveller' });
    provider = new HeadlessOAuthProvider(app.url, owner.email, 'itineraries:read itineraries:write documents imports');
    client = await connectWithOAuth(app.url, provider);
  });
  after(async () => {
    await client?.close();
    await app?.close();
    await pagesServer?.close();
  });

  /** Another user's SDK client, with a token issued directly (the OAuth flow is tested above). */
  const clientOf = async (userId: string) =>
    connectWithToken(app.url, await issueToken(app, { userId, audience: `${app.url}/mcp` }));

  /** The REST view of an itinerary, as the owner sees it through /v1. */
  async function restView(id: string): Promise<{ body: Structured; revision: number }> {
    const res = await fetch(`${app.url}/v1/itinerary/${id}`, { headers: bearer(provider.tokens()!.access_token) });
    expect(res.status).to.equal(200);
    return { body: (await res.json()) as Structured, revision: Number(JSON.parse(res.headers.get('etag')!)) };
  }

  async function call(name: string, args: Record<string, unknown>): Promise<Structured> {
    const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
    expect(result.isError, JSON.stringify(result.content)).to.not.equal(true);
    // Text content mirrors the structured result for clients that only read text.
    expect(JSON.parse((result.content[0] as { text: string }).text)).to.deep.equal(result.structuredContent);
    return result.structuredContent as Structured;
  }

  /** get_itinerary's result is the itinerary exactly as REST shows it, at the revision of its ETag. */
  async function expectMatchesRest(result: Structured): Promise<void> {
    const rest = await restView(result.itinerary.id);
    expect(result.itinerary).to.deep.equal(rest.body);
    expect(result.revision).to.equal(rest.revision);
  }

  /**
   * A write's result is compact: the itinerary's id, the revision of REST's ETag now, whether anything
   * was written, and the part the write changed exactly as REST's GET now shows it. Returns REST's view.
   */
  async function expectWritten(result: Structured, changedPart: (rest: Structured) => Structured = () => ({})) {
    const rest = await restView(result.itineraryId);
    const expected = changedPart(rest.body);
    expect(result).to.have.all.keys(['itineraryId', 'revision', 'changed', ...Object.keys(expected)]);
    expect(result).to.deep.include(expected);
    expect(result.revision).to.equal(rest.revision);
    if (result.itineraryId === itineraryId) revision = result.revision;
    return rest.body;
  }

  const byId = (items: Structured[], id: string) => items.find((item) => item.id === id);
  /** The summary create_itinerary and update_itinerary return. */
  const card = ({ id, title, destination, startDate, days, role }: Structured) => ({
    itinerary: { id, title, destination, ...(startDate ? { startDate } : {}), dayCount: days.length, role },
  });

  describe('the OAuth flow the SDK ran', () => {
    it('registered dynamically and authorized with PKCE S256 and the /mcp resource', () => {
      expect(provider.clientInformation()?.client_id).to.be.a('string');
      const [url] = provider.authorizationUrls;
      expect(url!.origin + url!.pathname).to.equal(`${app.url}/oauth/authorize`);
      expect(url!.searchParams.get('code_challenge_method')).to.equal('S256');
      expect(url!.searchParams.get('resource')).to.equal(`${app.url}/mcp`);
    });

    it('was offered the basic scopes by the 401, and holds a token for the /mcp audience with the scopes it asked for, and a refresh token', () => {
      expect(provider.authorizationUrls[0]!.searchParams.get('scope')).to.equal('itineraries:read itineraries:write');
      const tokens = provider.tokens()!;
      expect(tokens.refresh_token).to.be.a('string');
      const claims = decodeJwt(tokens.access_token);
      expect(claims.aud).to.equal(`${app.url}/mcp`);
      const scopes = String(claims.scope).split(' ');
      expect(scopes).to.include.members(['itineraries:read', 'itineraries:write', 'documents', 'imports']);
    });
  });

  describe('tools/list', () => {
    it('lists every tool with a description, input and output schemas and all four annotations', async () => {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).to.include.members([
        'list_itineraries',
        'search_itineraries',
        'get_itinerary',
        'create_itinerary',
        'update_itinerary',
        'set_day',
        'set_cover',
        'add_flight',
        'add_hotel',
        'add_expense',
        'add_packing_item',
        'set_packing_list',
        'set_expenses',
        'remove_flight',
        'remove_hotel',
        'list_documents',
        'import_from_link',
        'delete_itinerary',
        'remove_day',
        'add_stop',
        'update_stop',
        'remove_stop',
      ]);
      for (const tool of tools) {
        expect(tool.description, tool.name).to.match(/Scope: [a-z:]+\.$/);
        expect(tool.inputSchema.type).to.equal('object');
        expect(tool.outputSchema?.type, tool.name).to.equal('object');
        for (const hint of ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'] as const) {
          expect(tool.annotations?.[hint], `${tool.name}.${hint}`).to.be.a('boolean');
        }
      }
      const byName = Object.fromEntries(tools.map((t) => [t.name, t]));
      expect(byName.get_itinerary!.annotations).to.include({ readOnlyHint: true, openWorldHint: false });
      expect(byName.remove_flight!.annotations).to.include({
        readOnlyHint: false,
        destructiveHint: true,
        idempotentHint: true,
      });
      expect(byName.add_flight!.annotations).to.include({ destructiveHint: false, idempotentHint: false });
    });
  });

  describe('writes and reads, checked against GET /v1/itinerary/{id}', () => {
    it('create_itinerary creates a private itinerary owned by the caller, and answers with a summary', async () => {
      const result = await call('create_itinerary', {
        title: 'Paris in spring',
        destination: 'Paris',
        center: PARIS,
        startDate: '2027-04-10',
        tags: ['museums'],
        homeCurrency: 'eur',
        days: [{ title: 'Day 1', stops: [{ name: 'Louvre', coordinate: { latitude: 48.8606, longitude: 2.3376 } }] }],
      });
      itineraryId = result.itineraryId;
      expect(result).to.include({ changed: true });
      expect(result.itinerary).to.include({ id: itineraryId, role: 'owner', dayCount: 1 });
      const rest = await expectWritten(result, card);
      expect(rest).to.include({ visibility: 'private', role: 'owner', homeCurrency: 'EUR' });
      expect(rest.author).to.deep.equal({ id: owner.userId, displayName: 'Pro Traveller' });
    });

    it('get_itinerary returns the REST view and its revision', async () => {
      await expectMatchesRest(await call('get_itinerary', { itineraryId }));
    });

    it('update_itinerary merges fields, removes those named in clear, and reports the new revision', async () => {
      const result = await call('update_itinerary', {
        itineraryId,
        expectedRevision: revision,
        title: 'Paris, slowly',
        clear: ['tags'],
        summary: 'Five unhurried days.',
      });
      expect(result.changed).to.equal(true);
      expect(result.revision).to.be.greaterThan(revision);
      const rest = await expectWritten(result, card);
      expect(rest).to.include({ title: 'Paris, slowly', summary: 'Five unhurried days.' });
      expect(rest.tags, 'cleared tags read back as an empty list, as REST shows them').to.deep.equal([]);
    });

    it('update_itinerary refuses a field both sent and cleared, writing nothing', async () => {
      const args = { itineraryId, summary: 'Again', clear: ['summary', 'origin'] };
      const result = (await client.callTool({ name: 'update_itinerary', arguments: args })) as CallToolResult;
      expect(result.isError).to.equal(true);
      expect((result.structuredContent as Structured).error).to.deep.include({
        code: 'validationFailed',
        errors: [{ path: 'clear', message: 'names summary, also sent with a value' }],
      });
      expect((await restView(itineraryId)).revision).to.equal(revision);
    });

    it('update_itinerary without expectedRevision applies to the latest; the same again changes nothing', async () => {
      const result = await call('update_itinerary', { itineraryId, bestSeason: 'spring' });
      await expectWritten(result, card);
      const again = await call('update_itinerary', { itineraryId, bestSeason: 'spring' });
      expect(again).to.include({ changed: false, revision: result.revision });
    });

    it('set_day replaces a day by id and appends one without an id, answering with the day', async () => {
      const dayId = (await restView(itineraryId)).body.days[0].id;
      const replaced = await call('set_day', {
        itineraryId,
        expectedRevision: revision,
        day: { id: dayId, title: 'Day 1: the Louvre', stops: [{ name: 'Louvre' }, { name: 'Tuileries Garden' }] },
      });
      await expectWritten(replaced, (rest) => ({ day: rest.days[0] }));
      expect(replaced.day.stops.map((s: Structured) => s.name)).to.deep.equal(['Louvre', 'Tuileries Garden']);
      const day2 = { title: 'Day 2: Montmartre', stops: [{ name: 'Sacré-Cœur' }] };
      const added = await call('set_day', { itineraryId, day: day2 });
      const rest = await expectWritten(added, (view) => ({ day: byId(view.days, added.day.id) }));
      expect(rest.days.map((d: Structured) => d.title)).to.deep.equal(['Day 1: the Louvre', 'Day 2: Montmartre']);
    });

    it('add_flight answers with the flight as stored; remove_flight with the revision only', async () => {
      const added = await call('add_flight', {
        itineraryId,
        expectedRevision: revision,
        flight: { flightNumber: 'AF1234', from: 'ber', to: 'CDG', departureTime: '2027-04-10T08:00:00+02:00' },
      });
      expect(added.flight).to.include({ flightNumber: 'AF1234', from: 'BER', to: 'CDG' });
      await expectWritten(added, (rest) => ({ flight: byId(rest.flights, added.flight.id) }));
      const removed = await call('remove_flight', { itineraryId, expectedRevision: revision, flightId: added.flight.id });
      expect((await expectWritten(removed)).flights).to.deep.equal([]);
    });

    it('add_hotel keeps an id it is given; remove_hotel', async () => {
      const added = await call('add_hotel', {
        itineraryId,
        hotel: { id: 'hotel-1', name: 'Hôtel du Louvre', checkIn: '2027-04-10', checkOut: '2027-04-14' },
      });
      expect(added.hotel).to.deep.equal({ id: 'hotel-1', name: 'Hôtel du Louvre', checkIn: '2027-04-10', checkOut: '2027-04-14' });
      await expectWritten(added, (rest) => ({ hotel: byId(rest.hotels, 'hotel-1') }));
      const removed = await call('remove_hotel', { itineraryId, hotelId: 'hotel-1' });
      expect((await expectWritten(removed)).hotels).to.deep.equal([]);
    });

    it('add_packing_item and set_packing_list (Pro), answering with the item and the list', async () => {
      const added = await call('add_packing_item', { itineraryId, item: { name: 'Umbrella', quantity: 1 } });
      expect(added.item).to.include({ name: 'Umbrella', quantity: 1 });
      await expectWritten(added, (rest) => ({ item: byId(rest.packing, added.item.id) }));
      const replaced = await call('set_packing_list', {
        itineraryId,
        expectedRevision: revision,
        packing: [{ ...added.item, isPacked: true }, { name: 'Adapter plug' }],
      });
      expect(replaced.packing[0]).to.deep.equal({ ...added.item, isPacked: true });
      expect(replaced.packing).to.have.length(2);
      await expectWritten(replaced, (rest) => ({ packing: rest.packing }));
    });

    it('add_expense and set_expenses (Pro), answering with the expense and the list', async () => {
      const added = await call('add_expense', {
        itineraryId,
        expense: { title: 'Museum pass', amount: 62, currency: 'eur', date: '2027-04-11' },
      });
      expect(added.expense).to.include({ title: 'Museum pass', amount: 62, currency: 'EUR' });
      await expectWritten(added, (rest) => ({ expense: byId(rest.expenses, added.expense.id) }));
      const cleared = await call('set_expenses', { itineraryId, expectedRevision: revision, expenses: [] });
      expect(cleared.expenses).to.deep.equal([]);
      await expectWritten(cleared, (rest) => ({ expenses: rest.expenses }));
    });

    it('set_cover sets a found photo, or one of the destination without a query, served under /media', async () => {
      const found = await call('set_cover', { itineraryId, expectedRevision: revision, query: 'Louvre pyramid' });
      expect(found.changed).to.equal(true);
      const url = found.coverImageURL as string;
      expect(url.startsWith(`${app.url}/media/`)).to.equal(true);
      const photo = await fetch(url);
      expect(photo.status).to.equal(200);
      expect(photo.headers.get('content-type')).to.match(/^image\//);
      await expectWritten(found, (rest) => ({ coverImageURL: rest.coverImageURL }));
      const destination = await call('set_cover', { itineraryId });
      expect(destination.coverImageURL).to.not.equal(url);
      await expectWritten(destination, (rest) => ({ coverImageURL: rest.coverImageURL }));
      // The replaced photo is deleted.
      expect((await fetch(url)).status).to.equal(404);
    });

    it('list_documents lists the sealed-document records as GET .../documents does', async () => {
      const form = new FormData();
      form.append('mimeType', 'application/pdf');
      form.append('kind', 'passport');
      form.append('file', new Blob([Buffer.from('opaque sealed bytes')]), 'passport.sealed');
      const token = provider.tokens()!.access_token;
      const upload = await fetch(`${app.url}/v1/itinerary/${itineraryId}/documents`, {
        method: 'POST',
        headers: bearer(token),
        body: form,
      });
      expect(upload.status).to.equal(201);
      const result = await call('list_documents', { itineraryId });
      const rest = await fetch(`${app.url}/v1/itinerary/${itineraryId}/documents`, { headers: bearer(token) });
      expect(result.documents).to.deep.equal(((await rest.json()) as Structured).documents);
      expect(result.documents).to.have.length(1);
      expect(result.documents[0]).to.include({ name: 'passport.sealed', kind: 'passport', mimeType: 'application/pdf' });
      expect(result.revision).to.equal(Number(JSON.parse(rest.headers.get('etag')!)));
      expect(result.documents).to.deep.equal((await restView(itineraryId)).body.documents);
    });
  });

  describe('lists and search, checked against GET /v1/itineraries[/search]', () => {
    async function restGet(path: string): Promise<Structured> {
      const res = await fetch(`${app.url}${path}`, { headers: bearer(provider.tokens()!.access_token) });
      expect(res.status).to.equal(200);
      return (await res.json()) as Structured;
    }

    it('list_itineraries pages through the same summaries as REST', async () => {
      const first = await call('list_itineraries', { limit: 1 });
      expect(first).to.deep.equal(await restGet('/v1/itineraries?limit=1'));
      expect(first.items[0]).to.include({ id: itineraryId, role: 'owner', title: 'Paris, slowly' });
      const all = await call('list_itineraries', { role: 'owner' });
      expect(all).to.deep.equal(await restGet('/v1/itineraries?role=owner'));
    });

    it('search_itineraries finds by stop name, like REST', async () => {
      const found = await call('search_itineraries', { query: 'tuileries' });
      expect(found).to.deep.equal(await restGet('/v1/itineraries/search?query=tuileries'));
      expect(found.items.map((i: Structured) => i.id)).to.deep.equal([itineraryId]);
      expect(found.nextCursor).to.equal(null);
    });

    it('a cursor the query did not issue: validationFailed', async () => {
      const { nextCursor } = await call('list_itineraries', { limit: 1 });
      const args = { query: 'paris', cursor: nextCursor ?? 'x' };
      const result = (await client.callTool({ name: 'search_itineraries', arguments: args })) as CallToolResult;
      expect(result.isError).to.equal(true);
      expect((result.structuredContent as Structured).error.code).to.equal('validationFailed');
    });
  });

  describe('errors are tool errors with the REST error codes', () => {
    async function callError(target: Client, name: string, args: Record<string, unknown>): Promise<Structured> {
      const result = (await target.callTool({ name, arguments: args })) as CallToolResult;
      expect(result.isError).to.equal(true);
      const { error } = result.structuredContent as { error: Structured };
      expect((result.content[0] as { text: string }).text).to.equal(`${error.code}: ${error.message}`);
      return error;
    }

    it('a stale expectedRevision: itineraryModified with the current revision, nothing written', async () => {
      const before = await restView(itineraryId);
      const stale = { itineraryId, expectedRevision: before.revision - 1, title: 'Stale' };
      const error = await callError(client, 'update_itinerary', stale);
      expect(error).to.include({ code: 'itineraryModified', currentRevision: before.revision });
      expect((await restView(itineraryId)).body).to.deep.equal(before.body);
    });

    it('a viewer calling a write tool: forbidden', async () => {
      const viewer = await createUser(app);
      // An unlisted itinerary is readable by any signed-in user, as a viewer.
      await makeUnlisted(app, itineraryId, owner.userId);
      const viewerClient = await clientOf(viewer.userId);
      try {
        const read = await viewerClient.callTool({ name: 'get_itinerary', arguments: { itineraryId } });
        expect((read.structuredContent as Structured).itinerary.role).to.equal('viewer');
        const error = await callError(viewerClient, 'add_hotel', { itineraryId, hotel: { name: 'Nope' } });
        expect(error.code).to.equal('forbidden');
      } finally {
        await viewerClient.close();
      }
    });

    it("a non-Pro caller's set_expenses: subscriptionRequired", async () => {
      const free = await createUser(app);
      const freeClient = await clientOf(free.userId);
      try {
        const created = (await freeClient.callTool({
          name: 'create_itinerary',
          arguments: { title: 'Lisbon', destination: 'Lisbon', center: { latitude: 38.72, longitude: -9.14 } },
        })) as CallToolResult;
        const id = (created.structuredContent as Structured).itineraryId;
        const error = await callError(freeClient, 'set_expenses', { itineraryId: id, expenses: [] });
        expect(error.code).to.equal('subscriptionRequired');
        const documents = await callError(freeClient, 'list_documents', { itineraryId: id });
        expect(documents.code).to.equal('subscriptionRequired');
      } finally {
        await freeClient.close();
      }
    });

    it("someone else's private itinerary: notFound, for reads and for writes with any revision", async () => {
      const stranger = await createUser(app, { plan: 'pro' });
      const created = await call('create_itinerary', { title: 'Private', destination: 'Rome', center: PARIS });
      const own = created.itineraryId;
      const strangerClient = await clientOf(stranger.userId);
      try {
        expect((await callError(strangerClient, 'get_itinerary', { itineraryId: own })).code).to.equal('notFound');
        const write = { itineraryId: own, expectedRevision: 99, hotelId: 'x' };
        expect((await callError(strangerClient, 'remove_hotel', write)).code).to.equal('notFound');
      } finally {
        await strangerClient.close();
      }
    });

    it('duplicateItinerary names the existing itinerary; allowDuplicate creates another', async () => {
      const args = { title: 'Again', destination: 'paris ', center: PARIS, startDate: '2027-04-10' };
      const error = await callError(client, 'create_itinerary', args);
      expect(error).to.include({ code: 'duplicateItinerary', existingId: itineraryId });
      const second = await call('create_itinerary', { ...args, allowDuplicate: true });
      expect(second.itineraryId).to.not.equal(itineraryId);
    });

    it('validationFailed with the path of the bad field (a date that does not exist)', async () => {
      const error = await callError(client, 'update_itinerary', { itineraryId, startDate: '2027-02-30' });
      expect(error.code).to.equal('validationFailed');
      expect(error.errors.map((e: Structured) => e.path)).to.deep.equal(['startDate']);
    });

    it('arguments that do not match the input schema: validationFailed with the path, as REST answers, nothing written', async () => {
      const before = await call('get_itinerary', { itineraryId });
      const error = await callError(client, 'add_hotel', { itineraryId, hotel: { name: 'x', stars: 5 } });
      expect(error.code).to.equal('validationFailed');
      expect(error.errors).to.deep.equal([{ path: 'hotel.stars', message: 'is not a known field' }]);
      expect((await call('get_itinerary', { itineraryId })).revision).to.equal(before.revision);
    });
  });

  describe('link import (last: it adds an itinerary, newest in the lists)', () => {
    it('import_from_link previews by default (nothing saved), then creates what REST shows', async () => {
      const url = pages.paris();
      const preview = await call('import_from_link', { url });
      expect(preview).to.have.keys(['preview', 'source']);
      expect(preview.preview.days.length).to.be.greaterThan(0);
      const { source, ...created } = await call('import_from_link', { url, preview: false, startDate: '2027-09-01' });
      expect(source).to.deep.equal(preview.source);
      expect(created.itinerary).to.include({ role: 'owner', startDate: '2027-09-01', title: preview.preview.title });
      await expectWritten(created, card);
    });
  });
});

/** Makes an itinerary unlisted through the application (no REST route changes visibility). */
async function makeUnlisted(app: TestApp, itineraryId: string, ownerId: string): Promise<void> {
  const change = app.container.get<ChangeItinerary>(TOKENS.ChangeItinerary);
  const actor = { userId: ownerId, pro: true, firstParty: true };
  const context = { actorId: ownerId, clientId: 'test', correlationId: 'test', causationId: 'test' };
  await change.execute(itineraryId, { type: 'ChangeVisibility', visibility: 'unlisted' }, actor, context);
}

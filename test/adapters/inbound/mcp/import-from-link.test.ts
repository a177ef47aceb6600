import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { expect } from 'chai';
import { startTestApp, type TestApp } from '../../../support/app.js';
import { bearer, createUser, issueToken } from '../../../support/auth.js';
import { startFixtureServer, type FixtureServer } from '../../../support/fixture-server.js';
import { ImportPages } from '../../../support/import-pages.js';
import { connectWithToken } from '../../../support/mcp-client.js';
import { modernHeaders, modernMessage, rpcMessages } from '../../../support/mcp-wire.js';

type Structured = Record<string, any>;

/**
 * The MCP tool import_from_link over the same use case as POST /v1/itinerary/from-link, with the SDK's
 * client (which checks every structured result against the tool's output schema).
 */
describe('MCP tool import_from_link', function () {
  this.timeout(60_000);
  let app: TestApp;
  let server: FixtureServer;
  let pages: ImportPages;
  const clients: Client[] = [];

  before(async () => {
    server = await startFixtureServer();
    pages = new ImportPages(server);
    app = await startTestApp({ IMPORT_ALLOWED_HOSTS: server.hostPort });
  });
  after(async () => {
    for (const client of clients) await client.close();
    await app?.close();
    await server?.close();
  });

  async function traveller(options: { plan?: 'free' | 'pro'; consent?: boolean } = {}) {
    const { plan = 'pro', consent = true } = options;
    const { userId } = await createUser(app, { plan, aiImportsConsent: consent });
    const token = await issueToken(app, { userId, audience: `${app.url}/mcp` });
    const client = await connectWithToken(app.url, token);
    clients.push(client);
    const importLink = async (args: Record<string, unknown>) =>
      (await client.callTool({ name: 'import_from_link', arguments: args })) as CallToolResult;
    return { userId, token, importLink };
  }

  const structured = (result: CallToolResult): Structured => {
    expect(result.isError, JSON.stringify(result.content)).to.not.equal(true);
    return result.structuredContent as Structured;
  };

  const errorCode = (result: CallToolResult): string => {
    expect(result.isError).to.equal(true);
    return (result.structuredContent as Structured).error.code;
  };

  async function used(token: string): Promise<number> {
    const me = await fetch(`${app.url}/v1/me`, { headers: bearer(token) });
    return ((await me.json()) as Structured).importAllowance.used;
  }

  it('reports progress when asked (2026-07-28): each step before the result, on the same event stream', async () => {
    const { token } = await traveller();
    const message = modernMessage('tools/call', { name: 'import_from_link', arguments: { url: pages.paris() } });
    ((message.params as Structured)._meta as Structured).progressToken = 'import-1';
    const res = await fetch(`${app.url}/mcp`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...modernHeaders(message) },
      body: JSON.stringify(message),
    });
    expect(res.headers.get('content-type')).to.contain('text/event-stream');
    const messages = await rpcMessages(res);
    const progress = messages.filter((m) => m.method === 'notifications/progress').map((m) => m.params);
    expect(progress.map((p) => [p.progressToken, p.progress, p.total])).to.deep.equal([
      ['import-1', 1, 4],
      ['import-1', 2, 4],
      ['import-1', 3, 4],
      ['import-1', 4, 4],
    ]);
    expect(progress.map((p) => p.message)).to.deep.equal(['Reading the page', 'Finding the places it names', 'Placing them on the map', 'Draft ready']);
    const result = messages.at(-1)!;
    expect(result.id).to.equal(1);
    expect(result.result.isError).to.not.equal(true);
  });

  it('reports progress on the handshake revisions too (2025-11-25), on the call\'s event stream', async () => {
    const { token } = await traveller();
    const body = { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'import_from_link', arguments: { url: pages.paris() }, _meta: { progressToken: 7 } } };
    const res = await fetch(`${app.url}/mcp`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' },
      body: JSON.stringify(body),
    });
    const messages = await rpcMessages(res);
    expect(messages.filter((m) => m.method === 'notifications/progress').map((m) => m.params.progress)).to.deep.equal([1, 2, 3, 4]);
    expect(messages.at(-1)).to.deep.include({ id: 3 });
  });

  it('previews by default: the draft and its source, nothing saved', async () => {
    const { importLink, token } = await traveller();
    const url = pages.paris();
    const result = structured(await importLink({ url }));
    expect(result).to.have.keys(['preview', 'source']);
    expect(result.preview.days.length).to.be.greaterThan(0);
    expect(result.source.url).to.equal(url);
    const list = await fetch(`${app.url}/v1/itineraries`, { headers: bearer(token) });
    expect(((await list.json()) as Structured).items).to.have.length(0);
  });

  it('creates with preview false: a summary of the itinerary REST shows, its revision, the source; one charge', async () => {
    const { importLink, token } = await traveller();
    const url = pages.paris();
    structured(await importLink({ url }));
    const overrides = { title: 'Paris by MCP', startDate: '2026-09-01' };
    const result = structured(await importLink({ url, preview: false, ...overrides }));
    expect(result).to.have.keys(['itineraryId', 'revision', 'changed', 'itinerary', 'source']);
    const rest = await fetch(`${app.url}/v1/itinerary/${result.itineraryId}`, { headers: bearer(token) });
    const view = (await rest.json()) as Structured;
    expect(result.itinerary).to.deep.equal({
      id: result.itineraryId,
      ...overrides,
      destination: view.destination,
      dayCount: view.days.length,
      role: 'owner',
    });
    expect(rest.headers.get('etag')).to.equal(`"${result.revision}"`);
    expect(pages.fetches(url)).to.equal(1);
    expect(await used(token)).to.equal(1);
  });

  it('answers with the REST codes as tool errors, fetching nothing', async () => {
    const url = pages.paris();
    expect(errorCode(await (await traveller({ plan: 'free' })).importLink({ url }))).to.equal('subscriptionRequired');
    expect(errorCode(await (await traveller({ consent: false })).importLink({ url }))).to.equal('aiConsentRequired');
    const { importLink } = await traveller();
    expect(errorCode(await importLink({ url: url.replace('127.0.0.1', 'localhost') }))).to.equal('linkNotAllowed');
    expect(errorCode(await importLink({ url, startDate: '2026-02-30' }))).to.equal('validationFailed');
    expect(pages.fetches(url)).to.equal(0);
  });
});

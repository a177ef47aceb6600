import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { expect } from 'chai';
import { startTestApp, type TestApp } from '../../../support/app.js';
import { createUser } from '../../../support/auth.js';
import { startFixtureServer, type FixtureServer } from '../../../support/fixture-server.js';
import { loopbackCertificate, trustLoopbackCertificate } from '../../../support/loopback-tls.js';
import { HeadlessOAuthProvider } from '../../../support/mcp-client.js';

const CLIENT_INFO = { name: 'modern-agent', version: '1.0.0' };
const MODERN = { versionNegotiation: { mode: { pin: '2026-07-28' } } } as const;

/**
 * The SDK v2 client on revision 2026-07-28, after the real OAuth flow with a Client ID Metadata
 * Document served over https on loopback: no registration, the document's URL is the client_id.
 */
describe('MCP with the SDK v2 client (2026-07-28, Client ID Metadata Document)', function () {
  this.timeout(60_000);
  let app: TestApp;
  let documents: FixtureServer;
  let untrust: () => void;
  let provider: HeadlessOAuthProvider;
  let client: Client;

  before(async () => {
    untrust = await trustLoopbackCertificate();
    documents = await startFixtureServer(undefined, { tls: await loopbackCertificate() });
    app = await startTestApp({ CLIENT_METADATA_ALLOWED_HOSTS: documents.hostPort });
    const user = await createUser(app, { plan: 'pro' });
    const clientId = `${documents.origin}/agent/client.json`;
    provider = new HeadlessOAuthProvider(app.url, user.email, undefined, clientId);
    documents.route('/agent/client.json', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'max-age=300' });
      res.end(JSON.stringify({ ...provider.clientMetadata, client_id: clientId }));
    });
    const url = new URL(`${app.url}/mcp`);
    const first = new StreamableHTTPClientTransport(url, { authProvider: provider });
    const refused = await new Client(CLIENT_INFO, MODERN).connect(first).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused, 'the first connection needs authorization').to.be.instanceOf(Error);
    await first.finishAuth(provider.callback!);
    client = new Client(CLIENT_INFO, MODERN);
    await client.connect(new StreamableHTTPClientTransport(url, { authProvider: provider }));
  });
  after(async () => {
    await client?.close();
    await app?.close();
    await documents?.close();
    untrust?.();
  });

  it('authorized with the document URL as client_id, read once, and registered nothing', () => {
    const [authorization] = provider.authorizationUrls;
    expect(authorization!.searchParams.get('client_id')).to.equal(provider.clientMetadataUrl);
    // The 401's scopes (the SDK adds offline_access, which the metadata lists), nothing more.
    expect(authorization!.searchParams.get('scope')!.split(' ').sort()).to.deep.equal(['itineraries:read', 'itineraries:write', 'offline_access']);
    expect(documents.hits.filter((hit) => hit === '/agent/client.json')).to.have.length(1);
  });

  it('speaks 2026-07-28 and sees the tools, the itinerary template and the prompts', async () => {
    expect(client.getProtocolEra()).to.equal('modern');
    expect(client.getNegotiatedProtocolVersion()).to.equal('2026-07-28');
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).to.include.members(['get_itinerary', 'create_itinerary']);
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((template) => template.uriTemplate)).to.deep.equal(['itinerary://{id}']);
    const { prompts } = await client.listPrompts();
    expect(prompts.map((prompt) => prompt.name)).to.include('plan_trip');
  });

  it('an unknown tool is a JSON-RPC error (-32602), not a tool result', async () => {
    const failure = await client.callTool({ name: 'no_such_tool', arguments: {} }).then(
      () => undefined,
      (error: unknown) => error as { code?: number },
    );
    expect(failure?.code).to.equal(-32602);
  });

  it('lets an agent build a 3-day trip from place names alone: find_place, create_itinerary, add_stop', async () => {
    type Structured = Record<string, any>;
    const call = async (name: string, args: Record<string, unknown>): Promise<Structured> => {
      const result = await client.callTool({ name, arguments: args });
      expect(result.isError, `${name}: ${JSON.stringify(result.content)}`).to.not.equal(true);
      return result.structuredContent as Structured;
    };
    const [city] = (await call('find_place', { name: 'Lisbon' })).candidates;
    expect(city).to.include({ kind: 'city', countryCode: 'PT' });
    const created = await call('create_itinerary', {
      title: 'Three days in Lisbon',
      destination: 'Lisbon',
      center: city.coordinate,
      days: [{ title: 'Belém' }, { title: 'Alfama' }, { title: 'Docks' }],
    });
    const itineraryId = created.itinerary.id;
    let revision: number = created.revision;
    const { itinerary } = await call('get_itinerary', { itineraryId });
    const plan: Array<[number, string[]]> = [
      [0, ['Belém Tower', 'Jerónimos Monastery', 'Pastéis de Belém']],
      [1, ['São Jorge Castle', 'Alfama']],
      [2, ['LX Factory', 'Praça do Comércio']],
    ];
    for (const [day, names] of plan) {
      for (const name of names) {
        const [place] = (await call('find_place', { name, near: city.coordinate, limit: 1 })).candidates;
        const added = await call('add_stop', {
          itineraryId,
          expectedRevision: revision,
          dayId: itinerary.days[day].id,
          stop: { name: place.name, coordinate: place.coordinate, category: place.category },
        });
        expect(added.stop).to.include({ name: place.name });
        revision = added.revision;
      }
    }
    const final = (await call('get_itinerary', { itineraryId })).itinerary;
    expect(final.days.map((d: Structured) => d.stops.map((stop: Structured) => stop.name))).to.deep.equal(plan.map(([, names]) => names));
    for (const stop of final.days.flatMap((d: Structured) => d.stops)) {
      expect(Math.abs(stop.coordinate.latitude - city.coordinate.latitude), stop.name).to.be.below(0.2);
      expect(Math.abs(stop.coordinate.longitude - city.coordinate.longitude), stop.name).to.be.below(0.2);
    }
  });
});

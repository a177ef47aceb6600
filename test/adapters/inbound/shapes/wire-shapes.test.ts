import { expect } from 'chai';
import { listed } from '../../../../src/adapters/inbound/mcp/schemas/listed-schema.js';
import { inlined } from '../../../../src/adapters/inbound/shapes/json-schemas.js';
import type { SchemaObject } from '../../../../src/adapters/inbound/shapes/schema-object.js';
import { startTestApp, type TestApp } from '../../../support/app.js';
import { mcpTools, postMcp } from '../../../support/app-routes.js';
import { bearer, createUser, issueToken } from '../../../support/auth.js';

type Tool = Awaited<ReturnType<typeof mcpTools>>[number];

/**
 * One declaration per wire shape (src/adapters/inbound/shapes): REST validates with it, OpenAPI
 * documents it, and MCP lists and checks it. Here the three are held to agree, shape by shape: the
 * schema each MCP tool lists for a shape is the OpenAPI component of that shape (as tools/list
 * writes schemas), and REST and MCP give the same verdict on the same values.
 */
describe('Wire shapes: REST, OpenAPI and MCP agree', function () {
  this.timeout(30_000);
  let app: TestApp;
  let components: Record<string, SchemaObject>;
  let tools: Map<string, Tool>;
  let restToken: string;
  let mcpToken: string;
  let itineraryId: string;

  before(async () => {
    app = await startTestApp();
    const { userId } = await createUser(app, { plan: 'pro' });
    restToken = await issueToken(app, { userId, firstParty: true });
    mcpToken = await issueToken(app, { userId, audience: `${app.url}/mcp` });
    components = ((await (await fetch(`${app.url}/openapi.json`)).json()) as { components: { schemas: Record<string, SchemaObject> } }).components.schemas;
    tools = new Map((await mcpTools(app, mcpToken)).map((tool) => [tool.name, tool]));
    const created = await fetch(`${app.url}/v1/itinerary`, {
      method: 'POST',
      headers: { ...bearer(restToken), 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Shapes', destination: 'Paris', center: { latitude: 48.86, longitude: 2.35 }, days: [{ id: 'd1' }] }),
    });
    itineraryId = ((await created.json()) as { id: string }).id;
  });
  after(() => app?.close());

  const shape = (name: string, io: 'input' | 'output') => listed(inlined(components[name]!, components), io);
  const input = (tool: string) => tools.get(tool)!.inputSchema as SchemaObject;
  const output = (tool: string) => tools.get(tool)!.outputSchema as SchemaObject;

  const NESTED_INPUTS: Array<[tool: string, field: string, component: string]> = [
    ['add_stop', 'stop', 'StopInput'],
    ['set_day', 'day', 'DayInput'],
    ['add_flight', 'flight', 'FlightInput'],
    ['add_hotel', 'hotel', 'HotelInput'],
    ['add_packing_item', 'item', 'PackingItemInput'],
    ['add_expense', 'expense', 'ExpenseInput'],
    ['find_place', 'near', 'CoordinateInput'],
  ];
  for (const [tool, field, component] of NESTED_INPUTS) {
    it(`${tool}.${field} is the request shape ${component}`, () => {
      expect(input(tool).properties![field]).to.deep.include(shape(component, 'input'));
    });
  }

  it("create_itinerary and update_itinerary take the itinerary's details as the REST body declares them", () => {
    const body = shape('ItineraryInput', 'input').properties!;
    for (const tool of ['create_itinerary', 'update_itinerary']) {
      const details = Object.entries(input(tool).properties!).filter(([name]) => name in body && name !== 'days');
      expect(details.length, tool).to.equal(9);
      for (const [name, schema] of details) expect(schema, `${tool}.${name}`).to.deep.equal(body[name]);
    }
    expect(input('create_itinerary').properties!.days).to.deep.equal(body.days);
  });

  it('update_stop takes the fields of a stop but its id', () => {
    const { id: _id, ...fields } = shape('StopInput', 'input').properties!;
    for (const [name, schema] of Object.entries(fields)) expect(input('update_stop').properties![name], name).to.deep.equal(schema);
    expect(input('update_stop').properties).to.not.have.property('id');
  });

  const NESTED_OUTPUTS: Array<[tool: string, field: string, component: string]> = [
    ['get_itinerary', 'itinerary', 'Itinerary'],
    ['add_stop', 'stop', 'Stop'],
    ['set_day', 'day', 'Day'],
    ['add_flight', 'flight', 'Flight'],
    ['add_hotel', 'hotel', 'Hotel'],
    ['add_packing_item', 'item', 'PackingItem'],
    ['add_expense', 'expense', 'Expense'],
    ['import_from_link', 'source', 'ImportSource'],
    ['import_from_link', 'preview', 'ImportDraft'],
  ];
  for (const [tool, field, component] of NESTED_OUTPUTS) {
    it(`${tool} returns ${field} as the response shape ${component}`, () => {
      expect(output(tool).properties![field]).to.deep.equal(shape(component, 'output'));
    });
  }

  it('list_itineraries and search_itineraries return the page GET /v1/itineraries returns', () => {
    const page = shape('ItinerarySummaryPage', 'output');
    for (const tool of ['list_itineraries', 'search_itineraries']) {
      expect(output(tool).properties!.items).to.deep.equal(page.properties!.items);
      expect(output(tool).properties!.nextCursor).to.deep.equal(page.properties!.nextCursor);
    }
  });

  /** A stop as REST's POST .../stops and MCP's add_stop take it; both answer the same errors (paths of the stop's fields). */
  const STOPS: Array<[what: string, stop: Record<string, unknown>]> = [
    ['a valid stop', { name: 'Louvre', coordinate: { latitude: 48.86, longitude: 2.34 }, durationMinutes: 90 }],
    ['a name of the wrong type', { name: 5 }],
    ['a URL that is not http(s)', { name: 'Louvre', bookingURL: 'ftp://example.com' }],
    ['an unknown field', { name: 'Louvre', colour: 'red' }],
    ['a latitude out of range', { name: 'Louvre', coordinate: { latitude: 100, longitude: 2 } }],
    ['a negative duration', { name: 'Louvre', durationMinutes: -5 }],
    ['no name (the domain says)', { address: 'Rue de Rivoli' }],
    ['a blank name (the domain says)', { name: '  ' }],
  ];
  for (const [what, stop] of STOPS) {
    it(`REST and MCP agree on ${what}`, async () => {
      const rest = await fetch(`${app.url}/v1/itinerary/${itineraryId}/stops`, {
        method: 'POST',
        headers: { ...bearer(restToken), 'content-type': 'application/json', 'if-match': '*' },
        body: JSON.stringify({ dayId: 'd1', ...stop }),
      });
      const restBody = (await rest.json()) as { code?: string; errors?: Array<{ path: string; message: string }> };
      const mcp = await postMcp(app, mcpToken, 'tools/call', { name: 'add_stop', arguments: { itineraryId, dayId: 'd1', stop } });
      const result = mcp.body.result as { isError?: boolean; structuredContent: { error?: { code: string; errors?: Array<{ path: string; message: string }> } } };
      if (rest.ok) {
        expect(result.isError, JSON.stringify(result)).to.not.equal(true);
        return;
      }
      const { error } = result.structuredContent;
      expect(error?.code).to.equal(restBody.code);
      const relative = (errors: Array<{ path: string; message: string }> = []) =>
        errors.map(({ path, message }) => ({ path: path.replace(/^stop\./, ''), message }));
      expect(relative(error?.errors)).to.deep.equal(relative(restBody.errors));
    });
  }
});

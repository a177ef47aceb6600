import { expect } from 'chai';
import type { OpenApiDocument, OperationObject } from '../../../src/adapters/inbound/http/routes/openapi/openapi-types.js';
import type { SchemaObject } from '../../../src/adapters/inbound/shapes/schema-object.js';
import { startTestApp, type TestApp } from '../../support/app.js';
import { mcpTools } from '../../support/app-routes.js';
import { createUser, issueToken } from '../../support/auth.js';

/**
 * An MCP tool and the REST operation that does the same, with what the tool's arguments have that
 * REST says otherwise: `wraps` names the argument that holds the REST body (`stop` for a stop),
 * `also` REST's names for what it sends outside the JSON schema (the photo query of a raw body).
 */
interface Pair {
  tool: string;
  operation: string;
  wraps?: string;
  also?: string[];
  /** REST path parameters the tool takes inside the wrapped object, as `day.id`. */
  inside?: Record<string, string>;
}

const ITINERARY = '/v1/itinerary/{itineraryId}';
const PAIRS: Pair[] = [
  { tool: 'list_itineraries', operation: 'GET /v1/itineraries' },
  { tool: 'search_itineraries', operation: 'GET /v1/itineraries/search' },
  { tool: 'get_itinerary', operation: `GET ${ITINERARY}` },
  { tool: 'create_itinerary', operation: 'POST /v1/itinerary' },
  { tool: 'update_itinerary', operation: `PATCH ${ITINERARY}` },
  { tool: 'delete_itinerary', operation: `DELETE ${ITINERARY}` },
  // set_day creates or replaces the day its `id` names: REST's {dayId} is inside the day.
  { tool: 'set_day', operation: `PUT ${ITINERARY}/day/{dayId}`, wraps: 'day', inside: { dayId: 'id' } },
  { tool: 'add_stop', operation: `POST ${ITINERARY}/stops`, wraps: 'stop' },
  { tool: 'update_stop', operation: `PATCH ${ITINERARY}/stop/{stopId}` },
  { tool: 'remove_stop', operation: `DELETE ${ITINERARY}/stop/{stopId}` },
  { tool: 'set_cover', operation: `PUT ${ITINERARY}/cover`, also: ['query'] },
  { tool: 'add_flight', operation: `POST ${ITINERARY}/flights`, wraps: 'flight' },
  { tool: 'remove_flight', operation: `DELETE ${ITINERARY}/flight/{flightId}` },
  { tool: 'add_hotel', operation: `POST ${ITINERARY}/hotels`, wraps: 'hotel' },
  { tool: 'remove_hotel', operation: `DELETE ${ITINERARY}/hotel/{hotelId}` },
  { tool: 'add_packing_item', operation: `POST ${ITINERARY}/packing`, wraps: 'item' },
  // The lists' own tools replace a list as a merge patch of the itinerary would.
  { tool: 'set_packing_list', operation: `PATCH ${ITINERARY}` },
  { tool: 'set_expenses', operation: `PATCH ${ITINERARY}` },
  { tool: 'add_expense', operation: `POST ${ITINERARY}/expenses`, wraps: 'expense' },
  { tool: 'list_documents', operation: `GET ${ITINERARY}/documents` },
  { tool: 'import_from_link', operation: 'POST /v1/itinerary/from-link' },
];

/** What only MCP has, each for something REST says in HTTP: If-Match, and null in a merge patch. */
const MCP_ONLY = { expectedRevision: 'If-Match', clear: 'null in a merge patch' };

/**
 * One name per concept across REST and MCP (docs/api.md "Names"): the arguments of each tool are
 * named as the REST operation that does the same names its path and query parameters and body
 * fields, and every path parameter of that operation is an argument of the tool.
 */
describe('REST and MCP name the same things alike', function () {
  this.timeout(30_000);
  let app: TestApp;
  let document: OpenApiDocument;
  let tools: Map<string, { properties: Record<string, SchemaObject> }>;
  before(async () => {
    app = await startTestApp();
    document = (await (await fetch(`${app.url}/openapi.json`)).json()) as OpenApiDocument;
    const { userId } = await createUser(app);
    const listed = await mcpTools(app, await issueToken(app, { userId, audience: `${app.url}/mcp` }));
    tools = new Map(listed.map((tool) => [tool.name, { properties: (tool.inputSchema as SchemaObject).properties ?? {} }]));
  });
  after(() => app?.close());

  const operation = (name: string): OperationObject => {
    const [method, path] = name.split(' ') as [string, string];
    const found = document.paths[path]?.[method.toLowerCase() as 'get'];
    expect(found, name).to.exist;
    return found!;
  };

  /** The names REST gives the parts of a request: path and query parameters, and the body's fields. */
  const restNames = (op: OperationObject) => {
    const schema = op.requestBody?.content['application/json']?.schema;
    const body = schema?.$ref ? document.components.schemas[schema.$ref.split('/').pop()!]! : schema;
    return {
      path: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      body: Object.entries(body?.properties ?? {}).filter(([, field]) => !field.readOnly).map(([name]) => name),
    };
  };

  for (const pair of PAIRS) {
    it(`${pair.tool} and ${pair.operation}`, () => {
      const tool = tools.get(pair.tool);
      expect(tool, pair.tool).to.exist;
      const rest = restNames(operation(pair.operation));
      const args = Object.keys(tool!.properties).filter((name) => !(name in MCP_ONLY));
      const wrapped = pair.wraps ? Object.keys(tool!.properties[pair.wraps]?.properties ?? {}) : [];
      const named = [...rest.path, ...rest.query, ...rest.body, ...(pair.also ?? [])];

      const unknown = [...args.filter((name) => name !== pair.wraps), ...wrapped.filter((name) => !rest.body.includes(name))].filter(
        (name) => !named.includes(name) && !Object.values(pair.inside ?? {}).includes(name),
      );
      expect(unknown, `${pair.tool}: arguments REST names otherwise`).to.deep.equal([]);
      const untaken = rest.path.filter((name) => !args.includes(name) && !(name in (pair.inside ?? {})));
      expect(untaken, `${pair.tool}: path parameters of ${pair.operation} the tool names otherwise`).to.deep.equal([]);
      if (pair.wraps) expect(wrapped.filter((name) => !rest.body.includes(name) && name !== 'id')).to.deep.equal([]);
    });
  }

  it('names an id by what it identifies, in the paths and in the tools: itineraryId, stopId, flightId, ...', () => {
    const ids = new Set<string>();
    for (const item of Object.values(document.paths)) {
      for (const op of Object.values(item)) for (const p of op.parameters ?? []) if (p.in === 'path' && /id$/i.test(p.name)) ids.add(p.name);
    }
    for (const name of ['id', 'itemId', 'docId']) expect(ids, `a path parameter named ${name}`).to.not.include(name);
    const toolIds = [...tools.values()].flatMap((tool) => Object.keys(tool.properties).filter((name) => /Id$/.test(name)));
    expect(toolIds.filter((name) => !ids.has(name)), 'ids the tools name that no path names alike').to.deep.equal([]);
  });

  it('calls the words of a search `query` in both', () => {
    expect(restNames(operation('GET /v1/itineraries/search')).query).to.include('query');
    expect(Object.keys(tools.get('search_itineraries')!.properties)).to.include('query');
  });
});

import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { METHODS } from 'node:http';
import { expect } from 'chai';
import type { Express } from 'express';
import { createHttpApp } from '../../../../src/adapters/inbound/http/kit/app.js';
import type { ServedRoute } from '../../../../src/adapters/inbound/http/kit/declared-routes.js';
import type { MediaTypeObject, OpenApiDocument, OperationObject } from '../../../../src/adapters/inbound/http/routes/openapi/openapi-types.js';
import { publicPath } from '../../../../src/adapters/inbound/http/kit/path-names.js';
import { isUuid } from '../../../../src/adapters/inbound/shapes/decorators.js';
import type { SchemaObject } from '../../../../src/adapters/inbound/shapes/schema-object.js';
import { isCalendarDate, isDateTimeWithOffset } from '../../../../src/domain/shared/dates.js';
import type { HttpRouteModule } from '../../../../src/adapters/inbound/http/kit/route-module.js';
import type { RouteRegistry } from '../../../../src/adapters/inbound/http/kit/route-registry.js';
import { TOKENS } from '../../../../src/tokens.js';
import { startTestApp, type TestApp } from '../../../support/app.js';
import { silentLogger } from '../../../support/read-models.js';
import { call, createItinerary, tokenFor, traveller, type Reply, type Traveller } from './itinerary/support.js';

interface RouterLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  /** A router mounted with use(path, router): its layers, under `rawPath`; or the declared routes' table. */
  handle: { stack?: RouterLayer[]; served?: () => ServedRoute[] };
  rawPath?: string;
}

/** Every (method, path template) with a route of its own in the app's routers; `all` handlers (405s) excepted. */
function servedRoutes(app: Express): string[] {
  const routes = (stack: RouterLayer[], prefix: string): string[] =>
    stack.flatMap(({ route, handle, rawPath }) => {
      if (handle.served) return handle.served().map(({ method, path }) => `${method} ${prefix}${path}`);
      if (!route) return handle.stack && typeof rawPath === 'string' ? routes(handle.stack, `${prefix}${rawPath}`) : [];
      const paths = Array.isArray(route.path) ? route.path : [route.path];
      const methods = Object.keys(route.methods).filter((m) => route.methods[m]);
      // router.all() lists every method node knows: those are the 405 answers for known paths.
      if (methods.length >= METHODS.length) return [];
      return paths.flatMap((path) =>
        methods.map((method) => `${method.toUpperCase()} ${prefix}${path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, '{$1}')}`),
      );
    });
  return routes((app as unknown as { router: { stack: RouterLayer[] } }).router.stack, '');
}

/** Every operation of the document, as "METHOD /path" and the operation. */
const operations = (document: OpenApiDocument): [string, OperationObject][] =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]): [string, OperationObject] => [`${method.toUpperCase()} ${path}`, operation]),
  );

const JSON_TYPES = ['application/json', 'application/problem+json'];

/** Checks a value against a schema of the document (its `$ref`s resolved), formats by the server's own predicates. */
function schemaChecker(document: OpenApiDocument): (schema: SchemaObject, value: unknown) => string | undefined {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addFormat('uuid', isUuid as (value: string) => boolean);
  ajv.addFormat('date', isCalendarDate as (value: string) => boolean);
  ajv.addFormat('date-time', isDateTimeWithOffset as (value: string) => boolean);
  ajv.addFormat('uri', (value: string) => URL.canParse(value));
  ajv.addFormat('email', /^[^@\s]+@[^@\s]+$/);
  ajv.addSchema({ $id: 'https://openapi.test/doc', components: document.components });
  const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
  return (schema, value) => {
    const text = JSON.stringify(schema).replaceAll('"#/components/', '"https://openapi.test/doc#/components/');
    const validate = compiled.get(text) ?? ajv.compile(JSON.parse(text) as SchemaObject);
    compiled.set(text, validate);
    return validate(value) ? undefined : ajv.errorsText(validate.errors);
  };
}

const documented = (document: OpenApiDocument): Set<string> =>
  new Set(Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`)));

describe('OpenAPI document (/openapi.json)', function () {
  this.timeout(60_000);
  let app: TestApp;
  let document: OpenApiDocument;
  let owner: Traveller;
  before(async () => {
    app = await startTestApp();
    const res = await fetch(`${app.url}/openapi.json`);
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.contain('application/json');
    document = (await res.json()) as OpenApiDocument;
    owner = await traveller(app, { plan: 'pro' });
  });
  after(() => app.close());

  it('is a valid OpenAPI 3.1 document with this service as its server and OAuth 2.0 as its security scheme', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as unknown as Parameters<Validator["validate"]>[0]);
    expect(result.errors, 'OpenAPI 3.1 schema').to.equal(undefined);
    expect(result.valid).to.equal(true);
    expect(validator.version).to.equal('3.1');
    expect(document.servers).to.deep.equal([{ url: app.url }]);
    expect(document.components.securitySchemes).to.have.keys('oauth2', 'bearer', 'metricsToken');
  });

  it('documents every route the app serves (a route added without docs fails here)', () => {
    const modules = app.container.getAll<HttpRouteModule>(TOKENS.HttpRoutes);
    const served = servedRoutes(createHttpApp(modules, silentLogger, { origin: 'http://localhost' }));
    expect(served.length).to.be.greaterThan(30);
    const missing = served.filter((route) => !documented(document).has(publicPath(route)));
    expect(missing, 'served but missing from the OpenAPI document (src/adapters/inbound/http/routes/openapi/raw-routes.ts)').to.deep.equal([]);
  });

  it('documents each declared route with its scope, parameters, body schema and every problem code', () => {
    for (const route of app.container.get<RouteRegistry>(TOKENS.RouteRegistry).list()) {
      const operation = document.paths[publicPath(route.path)]?.[route.method.toLowerCase() as 'get'];
      expect(operation, `${route.method} ${route.path}`).to.exist;
      expect(operation!.security).to.deep.include({ oauth2: [route.scope] });
      for (const status of Object.keys(route.responses)) expect(operation!.responses).to.have.property(status);
      if (route.ifMatch === 'required') expect(operation!.parameters).to.deep.include.members([{ ...operation!.parameters!.find((p) => p.name === 'If-Match')!, required: true }]);
      if (route.body && route.body !== 'raw') {
        const schema = operation!.requestBody!.content['application/json']!.schema.$ref as string;
        expect(document.components.schemas).to.have.property(schema.split('/').pop()!);
      }
    }
  });

  it('declares the request headers a route reads itself: Last-Event-ID of the live feed, an optional revision', () => {
    const operation = document.paths[publicPath('/v1/itinerary/{id}/events')]!.get!;
    const header = operation.parameters!.find((p) => p.in === 'header' && p.name === 'Last-Event-ID');
    expect(header).to.deep.include({ required: false, schema: { type: 'integer', minimum: 0, maximum: 999_999_999_999_999 }, example: 6 });
    expect(header!.description).to.match(/revision/);
  });

  it('documents the routes mounted as whole apps (oidc-provider) by their discovery endpoints', async () => {
    const discovery = (await (await fetch(`${app.url}/.well-known/openid-configuration`)).json()) as Record<string, string>;
    const paths = ['authorization_endpoint', 'token_endpoint', 'registration_endpoint', 'revocation_endpoint', 'jwks_uri'].map(
      (key) => new URL(discovery[key]!).pathname,
    );
    for (const path of paths) expect(document.paths, path).to.have.property(path);
  });

  it('states strict request bodies: the DTO rules, unknown fields refused, server-set fields read-only', () => {
    const body = document.components.schemas.ItineraryInput!;
    expect(body.additionalProperties).to.equal(false);
    expect(body.properties!.startDate).to.include({ type: 'string', format: 'date' });
    expect(body.properties!.title).to.include({ type: 'string', maxLength: 500 });
    expect(body.properties!.id).to.include({ readOnly: true });
    expect(document.components.schemas.CoordinateInput!.required).to.deep.equal(['latitude', 'longitude']);
    expect(document.components.schemas.StopInput!.properties!.durationMinutes).to.include({ type: 'integer', minimum: 0 });
  });

  it('requires what the server requires: of a whole one on create, POST and PUT; nothing of a merge patch', () => {
    const schemas = document.components.schemas;
    const body = (method: 'post' | 'patch' | 'put', path: string) =>
      document.paths[path]![method]!.requestBody!.content['application/json']!.schema.$ref!.split('/').pop()!;
    expect(body('post', '/v1/itinerary')).to.equal('ItineraryInput');
    expect(schemas.ItineraryInput!.required).to.deep.equal(['title', 'destination', 'center']);
    expect(schemas.ItineraryInput!.properties!.title).to.include({ minLength: 1, pattern: '\\S' });
    expect(schemas.NewStop!.required).to.have.members(['dayId', 'name']);
    expect(schemas.StopInput!.required).to.deep.equal(['name']);
    expect(schemas.ExpenseInput!.required).to.deep.equal(['title', 'amount', 'currency']);
    expect(schemas.DayInput!.properties!.stops!.items).to.deep.equal({ $ref: '#/components/schemas/StopInput' });

    expect(body('patch', '/v1/itinerary/{itineraryId}')).to.equal('ItineraryPatch');
    expect(body('patch', '/v1/itinerary/{itineraryId}/stop/{stopId}')).to.equal('StopPatch');
    const patch = schemas.ItineraryPatch!;
    expect(patch).to.not.have.property('required');
    expect(patch.properties!.title).to.include({ type: 'string' });
    expect(patch.properties!.summary!.type).to.deep.equal(['string', 'null']);
    expect(patch.properties!.days!.type).to.deep.equal(['array', 'null']);
    expect(schemas.StopPatch!.properties!.coordinate).to.deep.equal({ anyOf: [{ $ref: '#/components/schemas/CoordinateInput' }, { type: 'null' }] });
  });

  it('names schemas as clients use them: no implementation suffix, every one used', () => {
    const names = Object.keys(document.components.schemas);
    expect(names.filter((name) => /Dto$|Args$/.test(name))).to.deep.equal([]);
    const text = JSON.stringify(document.paths) + JSON.stringify(document.components.schemas);
    for (const name of names) expect(text, name).to.contain(`"#/components/schemas/${name}"`);
  });

  it('marks every public operation with `security: []` and every other with its scope', () => {
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        expect(operation.security, `${method} ${path}`).to.be.an('array');
      }
    }
    expect(document.paths['/healthz']!.get!.security).to.deep.equal([]);
    expect(document.paths['/oauth/token']!.post!.security).to.deep.equal([]);
    expect(document.paths['/metrics']!.get!.security).to.deep.equal([{ metricsToken: [] }, {}]);
  });

  describe('examples', () => {
    it('gives every parameter, JSON request body and JSON response an example its schema accepts', () => {
      const check = schemaChecker(document);
      const problems: string[] = [];
      const media = (where: string, type: string, body: MediaTypeObject) => {
        if (!JSON_TYPES.includes(type)) return;
        if (body.example === undefined) return problems.push(`${where}: no example`);
        const error = check(body.schema, body.example);
        if (error) problems.push(`${where}: ${error}`);
      };
      for (const [name, operation] of operations(document)) {
        for (const parameter of operation.parameters ?? []) {
          if (parameter.example === undefined) problems.push(`${name} ${parameter.in} ${parameter.name}: no example`);
          else if (check(parameter.schema, parameter.example)) problems.push(`${name} ${parameter.name}: ${check(parameter.schema, parameter.example)}`);
        }
        for (const [type, body] of Object.entries(operation.requestBody?.content ?? {})) media(`${name} request`, type, body);
        for (const [status, response] of Object.entries(operation.responses)) {
          for (const [type, body] of Object.entries(response.content ?? {})) media(`${name} ${status}`, type, body);
          for (const [header, { schema, example }] of Object.entries(response.headers ?? {})) {
            const error = example === undefined ? undefined : check(schema, example);
            if (error) problems.push(`${name} ${status} ${header}: ${error}`);
          }
        }
      }
      expect(problems, 'examples: src/adapters/inbound/http/routes/openapi/examples.ts').to.deep.equal([]);
    });

    it('gives every route of the route table an example request and response (routes added later too)', () => {
      const routes = app.container.get<RouteRegistry>(TOKENS.RouteRegistry).list();
      const missing: string[] = [];
      for (const route of routes) {
        const operation = document.paths[publicPath(route.path)]![route.method.toLowerCase() as 'get']!;
        const request = operation.requestBody?.content['application/json'];
        if (route.body && route.body !== 'raw' && request?.example === undefined) missing.push(`${route.method} ${route.path}: request body`);
        for (const parameter of operation.parameters ?? []) {
          if (parameter.example === undefined) missing.push(`${route.method} ${route.path}: ${parameter.name}`);
        }
        for (const [status, response] of Object.entries(route.responses)) {
          if (response.schema && operation.responses[status]!.content!['application/json']!.example === undefined) {
            missing.push(`${route.method} ${route.path}: ${status} ${response.schema}`);
          }
        }
      }
      expect(routes.length).to.be.greaterThan(30);
      expect(missing, 'examples: src/adapters/inbound/http/routes/openapi/examples.ts').to.deep.equal([]);
    });

    it("the service takes the request examples of an itinerary's writes as they stand", async () => {
      const example = (method: string, path: string) => document.paths[path]![method as 'post']!.requestBody!.content['application/json']!.example;
      const created = await call(app, 'POST', '/v1/itinerary', { token: owner.token, body: example('post', '/v1/itinerary') });
      expect(created.status, created.text).to.equal(201);
      const params: Record<string, string> = { itineraryId: created.body.id, dayId: 'day-1', stopId: 'stop-1' };
      // The writes of the created itinerary whose path parameters it has (members need other accounts).
      const writes = operations(document).filter(([name, operation]) => {
        const [method, path] = name.split(' ') as [string, string];
        const needs = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
        return method !== 'GET' && path.startsWith('/v1/itinerary/{itineraryId}') && !path.includes('member') && needs.every((p) => p in params) && operation.requestBody?.content['application/json'];
      });
      expect(writes.length).to.be.greaterThan(8);
      for (const [name] of writes) {
        const [method, template] = name.split(' ') as [string, string];
        const path = template.replace(/\{(\w+)\}/g, (_, p: string) => params[p]!);
        const reply = await call(app, method, path, { token: owner.token, body: example(method.toLowerCase(), template), headers: { 'If-Match': '*' } });
        expect(reply.status, `${name}: ${reply.text}`).to.be.within(200, 299);
      }
    });
  });

  describe('response schemas match what the service sends', () => {
    const validator = () => {
      const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
      ajv.addSchema({ $id: 'https://openapi.test/doc', components: document.components });
      return (name: string, reply: Reply) => {
        const validate = ajv.compile({ $ref: `https://openapi.test/doc#/components/schemas/${name}` });
        expect(validate(reply.body), `${name}: ${JSON.stringify(validate.errors)}`).to.equal(true);
      };
    };

    it('Itinerary, ItinerarySummaryPage, HistoryPage, MemberList, LikeOutcome, Account, ConnectedAppList and Problem', async () => {
      const matches = validator();
      const { id } = await createItinerary(app, owner, {
        origin: 'Paris',
        tags: ['food'],
        homeCurrency: 'eur',
        days: [{ id: 'd1', title: 'Arrival', stops: [{ name: 'Colosseum', coordinate: { latitude: 41.89, longitude: 12.49 }, durationMinutes: 90 }] }],
        packing: [{ name: 'Hat', quantity: 1 }],
        expenses: [{ title: 'Train', amount: 35.5, currency: 'EUR', date: '2025-05-01' }],
        flights: [{ flightNumber: 'AZ 611', from: 'jfk', to: 'FCO', departureTime: '2025-05-01T17:30:00-04:00' }],
        hotels: [{ name: 'Hotel Artemide', checkIn: '2025-05-01', checkOut: '2025-05-04' }],
      });
      const token = owner.token;
      matches('Itinerary', await call(app, 'GET', `/v1/itinerary/${id}`, { token }));
      matches('ItinerarySummaryPage', await call(app, 'GET', '/v1/itineraries', { token }));
      matches('HistoryPage', await call(app, 'GET', `/v1/itinerary/${id}/history`, { token }));
      matches('MemberList', await call(app, 'GET', `/v1/itinerary/${id}/members`, { token }));
      matches('LikeOutcome', await call(app, 'PUT', `/v1/itinerary/${id}/like`, { token }));
      matches('Account', await call(app, 'GET', '/v1/me', { token }));
      const apps = await call(app, 'GET', '/v1/me/apps', { token: await tokenFor(app, owner, { firstParty: true }) });
      expect((apps.body as { apps: unknown[] }).apps).to.have.length(2);
      matches('ConnectedAppList', apps);
      matches('Problem', await call(app, 'PATCH', `/v1/itinerary/${id}`, { token, body: { nope: 1 }, headers: { 'If-Match': '*' } }));
    });
  });
});

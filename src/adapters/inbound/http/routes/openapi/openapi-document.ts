import { SCOPE_WORDS, SCOPES } from '../../../../../application/shared/auth-context.js';
import { problemTypeUrl, statusOf, type ProblemCode } from '../../kit/problem.js';
import { pathParams, routeErrors, type AnyRoute, type RawBodyForm } from '../../kit/route-definition.js';
import { MAX_PARAM_LENGTH } from '../../kit/validation.js';
import { dtoSchemas, wireSchemas } from '../../../shapes/json-schemas.js';
import { SCHEMA_REF_PREFIX } from '../../../shapes/schema-object.js';
import { PARAMETER_EXAMPLES, problemExample, SCHEMA_EXAMPLES } from './examples.js';
import type { MediaTypeObject, OpenApiDocument, OperationObject, ParameterObject, PathItem, ResponseObject, SchemaObject } from './openapi-types.js';
import { RAW_ROUTES, type RawResponse, type RawRoute } from './raw-routes.js';
import { pathParamNames, publicPath } from '../../kit/path-names.js';
import { patchSchemas, publicName, requestBodyName, withPublicNames } from './request-schemas.js';
import { RESPONSE_SCHEMAS } from './response-schemas.js';

export interface OpenApiSource {
  baseUrl: string;
  version: string;
  /** The declared /v1 routes (RouteRegistry.list()). */
  routes: AnyRoute[];
}

const ref = (name: string): SchemaObject => ({ $ref: `#/components/schemas/${name}` });
const PROBLEM = 'application/problem+json';
const HEADERS: Record<string, { description: string; schema: SchemaObject; example: string }> = {
  ETag: { description: 'The revision of the itinerary, as "<revision>".', schema: { type: 'string', pattern: '^"[0-9]+"$' }, example: '"3"' },
  Location: { description: 'The URL of the new resource.', schema: { type: 'string', format: 'uri' }, example: `https://api.example.com/v1/itinerary/${PARAMETER_EXAMPLES.itineraryId}` },
};

/** A body of `schema`, with the example of the shape it names (examples.ts) or the one given. */
function media(schema: SchemaObject, example: unknown = exampleOf(schema)): MediaTypeObject {
  return example === undefined ? { schema } : { schema, example };
}

const exampleOf = (schema: SchemaObject): unknown =>
  schema.$ref?.startsWith(SCHEMA_REF_PREFIX) ? SCHEMA_EXAMPLES[publicName(schema.$ref.slice(SCHEMA_REF_PREFIX.length))] : undefined;

const problemMedia = (origin: string, status: number, codes?: readonly string[]): MediaTypeObject =>
  media(ref('Problem'), problemExample(origin, status, codes));

const RATE_LIMITED = 'rateLimited: too many requests from this token or address (Retry-After, RateLimit, RateLimit-Policy).';

const TAGS = [
  ['Itineraries', 'Itineraries, their days and stops (docs/api.md).'],
  ['Bookings', 'Flights and hotels of an itinerary.'],
  ['Packing and expenses', 'Pro features.'],
  ['Sharing', 'Members, visibility and likes.'],
  ['Account', "The caller's account."],
  ['Discovery', 'OAuth and protected-resource metadata.'],
  ['OAuth', 'The authorization server (docs/oauth.md).'],
  ['OAuth pages', 'Sign-in, sign-up and consent pages.'],
  ['MCP', 'The MCP endpoint for AI agents (docs/mcp.md).'],
  ['Media', 'Stored images.'],
  ['Operations', 'Health, readiness, metrics and these docs (docs/operations.md).'],
  ['Problems', "Error codes: every problem's `type` is the page of its code, BASE_URL/problems/<code>."],
];

/**
 * The OpenAPI 3.1 document of the whole service: every declared /v1 route from the route registry
 * (parameters, DTO schemas, scopes, If-Match, Idempotency-Key, success and problem responses), and
 * the routes served outside it from RAW_ROUTES.
 */
export function openApiDocument(source: OpenApiSource): OpenApiDocument {
  const paths: Record<string, PathItem> = {};
  const add = (path: string, method: keyof PathItem, operation: OperationObject) => {
    paths[path] = { ...paths[path], [method]: operation };
  };
  for (const route of source.routes) add(publicPath(route.path), route.method.toLowerCase() as keyof PathItem, declaredOperation(source.baseUrl, route));
  for (const route of RAW_ROUTES) add(publicPath(route.path), route.method, rawOperation(source.baseUrl, route));

  const declaredTags = new Set([...source.routes.map((r) => r.tag), ...RAW_ROUTES.map((r) => r.tag)]);
  const known = TAGS.filter(([name]) => declaredTags.has(name!));
  const others = [...declaredTags].filter((name) => !TAGS.some(([known]) => known === name));
  const document: OpenApiDocument = {
    openapi: '3.1.0',
    info: {
      title: 'Itinerary service',
      version: source.version,
      description:
        'Itineraries for travellers’ apps and AI agents. Conventions (errors, ETag and If-Match, ' +
        'Idempotency-Key, correlation ids, limits) are in docs/api.md.',
    },
    servers: [{ url: source.baseUrl }],
    tags: [...known.map(([name, description]) => ({ name: name!, description: description! })), ...others.map((name) => ({ name, description: name }))],
    paths,
    components: {
      schemas: {},
      securitySchemes: {
        oauth2: {
          type: 'oauth2',
          description:
            'Authorization code with PKCE (S256); every client is public, with no secret. On the reference page (/docs), Authorize signs in as its built-in client `api-docs` (docs/oauth.md).',
          flows: {
            authorizationCode: {
              authorizationUrl: `${source.baseUrl}/oauth/authorize`,
              tokenUrl: `${source.baseUrl}/oauth/token`,
              refreshUrl: `${source.baseUrl}/oauth/token`,
              scopes: Object.fromEntries(SCOPES.map((scope) => [scope, SCOPE_WORDS[scope]])),
            },
          },
        },
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'An access token of our authorization server.' },
        metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN of the deployment (docs/operations.md).' },
      },
    },
  };
  document.components.schemas = namedIn(document.paths, { ...wireSchemas(), ...RESPONSE_SCHEMAS, ...patchSchemas(source.routes) });
  return withPublicNames(document);
}

/**
 * The named shapes `root` refers to, and those they refer to: the wire shapes are every validated
 * class loaded (MCP's tool arguments too), of which the document shows the ones its routes use.
 */
function namedIn(root: unknown, shapes: Record<string, SchemaObject>): Record<string, SchemaObject> {
  const found: Record<string, SchemaObject> = {};
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    const { $ref } = node as SchemaObject;
    if (typeof $ref === 'string' && $ref.startsWith(SCHEMA_REF_PREFIX)) {
      const name = $ref.slice(SCHEMA_REF_PREFIX.length);
      if (!(name in found) && shapes[name]) {
        found[name] = shapes[name];
        visit(shapes[name]);
      }
    }
    Object.values(node).forEach(visit);
  };
  visit(root);
  return Object.fromEntries(Object.keys(found).sort().map((name) => [name, found[name]!]));
}

const security = (scope: string): Record<string, string[]>[] => [{ oauth2: [scope] }, { bearer: [] }];

const operationId = (method: string, path: string): string =>
  method.toLowerCase() +
  path
    .split(/[/.{}-]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');

function declaredOperation(origin: string, route: AnyRoute): OperationObject {
  const access = [
    `Access: ${route.access.role}`,
    route.access.membersOnly ? 'members only' : '',
    route.access.pro ? 'Pro' : '',
    route.access.firstPartyOnly ? 'first-party apps only' : '',
  ]
    .filter(Boolean)
    .join(', ');
  const problems = problemResponses(origin, routeErrors(route));
  const operation: OperationObject = {
    operationId: operationId(route.method, route.path),
    tags: [route.tag],
    summary: route.summary,
    description: [route.description, `${access}.`].filter(Boolean).join('\n\n'),
    security: security(route.scope),
    parameters: parameters(route),
    responses: { ...successResponses(route), ...problems, 429: rateLimited(origin, problems['429']) },
  };
  if (route.body === 'raw') {
    operation.requestBody = route.rawBody
      ? { description: 'One of these (see the route description).', content: rawBodyContent(route.rawBody) }
      : { description: 'The bytes themselves (see the route description).', content: { '*/*': { schema: {} } } };
  } else if (route.body) {
    operation.requestBody = { required: true, content: { 'application/json': media(ref(requestBodyName(route)!)) } };
  }
  return operation;
}

const BYTES: SchemaObject = { type: 'string', format: 'binary' };

/** A raw body's forms: bytes as they are, a JSON DTO, or a form's DTO fields and its file parts. */
function rawBodyContent(forms: Record<string, RawBodyForm>): Record<string, MediaTypeObject> {
  return Object.fromEntries(
    Object.entries(forms).map(([type, form]): [string, MediaTypeObject] => {
      if (form === 'bytes') return [type, { schema: BYTES }];
      if (!form.files) return [type, media(ref(form.fields.name))];
      const fields = dtoSchemas()[form.fields.name]!;
      const schema: SchemaObject = {
        ...fields,
        properties: { ...fields.properties, ...Object.fromEntries(form.files.map((file) => [file, BYTES])) },
        required: [...(fields.required ?? []), ...form.files],
      };
      return [type, media(schema, SCHEMA_EXAMPLES[publicName(form.fields.name)])];
    }),
  );
}

/** Every route may answer rateLimited; a route's own 429 codes are named beside it. */
const rateLimited = (origin: string, own: ResponseObject | undefined): ResponseObject => ({
  description: own ? `${own.description}; ${RATE_LIMITED}` : RATE_LIMITED,
  headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } },
  content: { [PROBLEM]: problemMedia(origin, 429, ['rateLimited']) },
});

function parameters(route: AnyRoute): ParameterObject[] {
  const names = pathParamNames(route.path);
  const path = pathParams(route.path).map(
    (name): ParameterObject => ({
      name: names[name]!,
      in: 'path',
      required: true,
      schema: route.params?.[name] === 'uuid' ? { type: 'string', format: 'uuid' } : { type: 'string', minLength: 1, maxLength: MAX_PARAM_LENGTH },
      example: PARAMETER_EXAMPLES[names[name]!],
    }),
  );
  const query: ParameterObject[] = [];
  if (route.query) {
    const schema = dtoSchemas()[route.query.name]!;
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      query.push({ name, in: 'query', required: schema.required?.includes(name) ?? false, schema: property, example: PARAMETER_EXAMPLES[name] });
    }
  }
  const headers: ParameterObject[] = [];
  if (route.ifMatch === 'required' || route.ifMatch === 'optional') {
    headers.push({
      name: 'If-Match',
      in: 'header',
      required: route.ifMatch === 'required',
      description: 'The ETag you read ("3"), or * for whatever is current.',
      schema: { type: 'string' },
      example: PARAMETER_EXAMPLES['If-Match'],
    });
  }
  if (route.idempotent) {
    headers.push({
      name: 'Idempotency-Key',
      in: 'header',
      description: 'A UUID; a retry with the same key and body replays the first response (24 h).',
      schema: { type: 'string', format: 'uuid' },
      example: PARAMETER_EXAMPLES['Idempotency-Key'],
    });
  }
  for (const { name, description, schema, required } of route.requestHeaders ?? []) {
    headers.push({ name, in: 'header', required: required ?? false, description, schema, example: PARAMETER_EXAMPLES[name] });
  }
  return [...path, ...query, ...headers];
}

function successResponses(route: AnyRoute): Record<string, ResponseObject> {
  return Object.fromEntries(
    Object.entries(route.responses).map(([status, response]) => {
      const out: ResponseObject = { description: response.description };
      if (response.schema) out.content = { 'application/json': media(ref(response.schema)) };
      if (response.contentType) out.content = { [response.contentType]: { schema: { type: 'string' } } };
      if (response.headers?.length) out.headers = Object.fromEntries(response.headers.map((h) => [h, HEADERS[h] ?? { description: h, schema: { type: 'string' } }]));
      return [status, out];
    }),
  );
}

/** One response per status, naming every problem code it may carry. */
function problemResponses(origin: string, codes: ProblemCode[]): Record<string, ResponseObject> {
  const byStatus = new Map<number, string[]>();
  for (const code of codes) byStatus.set(statusOf(code), [...(byStatus.get(statusOf(code)) ?? []), code]);
  return Object.fromEntries(
    [...byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, names]) => [
        String(status),
        { description: names.sort().map((code) => `[${code}](${problemTypeUrl(origin, code)})`).join(', '), content: { [PROBLEM]: problemMedia(origin, status, names) } },
      ]),
  );
}

function rawOperation(origin: string, route: RawRoute): OperationObject {
  const operation: OperationObject = {
    operationId: operationId(route.method, route.path),
    tags: [route.tag],
    summary: route.summary,
    responses: Object.fromEntries(
      Object.entries(route.responses).map(([status, r]) => [
        status,
        r.type ? { description: r.description, content: { [r.type]: rawMedia(origin, Number(status), r) } } : { description: r.description },
      ]),
    ),
  };
  if (route.description) operation.description = route.description;
  // Public unless it names a scope (or a scheme of its own): `security: []` says so rather than leaving it unsaid.
  operation.security = route.security ?? (route.scope ? security(route.scope) : []);
  const params = pathParams(publicPath(route.path)).map(
    (name): ParameterObject => ({ name, in: 'path', required: true, schema: { type: 'string' }, example: PARAMETER_EXAMPLES[name] }),
  );
  if (params.length > 0) operation.parameters = params;
  if (route.request) operation.requestBody = { content: { [route.request.type]: media(route.request.schema ?? { type: 'object' }, route.request.example) } };
  return operation;
}

function rawMedia(origin: string, status: number, response: RawResponse): MediaTypeObject {
  const schema = response.schema ?? {};
  if (response.example !== undefined) return media(schema, response.example);
  return response.type === PROBLEM ? media(schema, problemExample(origin, status)) : media(schema);
}

import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect } from 'chai';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { startTestApp, type TestApp } from '../../../support/app.js';
import { traveller, type Traveller } from './itinerary/support.js';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
/** The client (written by hand, as a third party would) and the types generated here for it. */
const CLIENT_DIR = path.join(import.meta.dirname, 'openapi-client');
const FLOW = path.join(CLIENT_DIR, 'flow.ts');
const SCHEMA = path.join(CLIENT_DIR, 'openapi-schema.ts');

/** What the client's flow returns (flow.ts), as far as the assertions read it. */
interface Flow {
  created: { status: number; etag: string | null; itinerary: Record<string, any> };
  patched: { status: number; etag: string | null; itinerary: Record<string, any> };
  stale: { status: number; problem: Record<string, unknown> };
  read: { status: number; etag: string | null; itinerary: Record<string, any> };
}

/**
 * The generated types need no examples, and leaving them out keeps the file a quarter of the size
 * (no field of ours is called `example`).
 */
const withoutExamples = (document: unknown): OpenAPI3 =>
  JSON.parse(JSON.stringify(document, (key, value: unknown) => (key === 'example' ? undefined : value))) as OpenAPI3;

/** Typechecks the client against the generated types with the repository's compiler options. */
function typeErrors(): string[] {
  const configFile = path.join(ROOT, 'tsconfig.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile) as { config: unknown };
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, ROOT);
  const program = ts.createProgram([FLOW, SCHEMA], { ...options, noEmit: true });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

/**
 * A client generated from the served document (openapi-typescript: types; openapi-fetch: calls), as
 * a third party would make one: it must compile, and drive the API. The types are generated on each
 * run (test/adapters/inbound/http/openapi-client/openapi-schema.ts, ignored by git and by
 * `npm run typecheck`, which would otherwise need it before the test made it), so they follow every
 * route as it is added.
 */
describe('A client generated from /openapi.json (openapi-typescript, openapi-fetch)', function () {
  this.timeout(120_000);
  let app: TestApp;
  let owner: Traveller;
  before(async () => {
    app = await startTestApp();
    owner = await traveller(app, { plan: 'pro' });
    const document = await (await fetch(`${app.url}/openapi.json`)).json();
    const types = astToString(await openapiTS(withoutExamples(document), { silent: true }));
    writeFileSync(SCHEMA, `// Generated from /openapi.json by openapi-client.test.ts; not committed.\n${types}`);
  });
  after(() => app?.close());

  it('compiles: the generated types and the client written against them typecheck', () => {
    expect(typeErrors()).to.deep.equal([]);
  });

  it('creates, merge-patches with If-Match and reads an itinerary against the real app', async () => {
    // By URL: the program `npm run typecheck` checks must not reach the client (its types are made above).
    const { createPatchGet } = (await import(pathToFileURL(FLOW).href)) as { createPatchGet(baseUrl: string, token: string): Promise<Flow> };
    const flow = await createPatchGet(app.url, owner.token);
    expect(flow.created.status).to.equal(201);
    expect(flow.created.etag).to.equal('"0"');
    expect(flow.created.itinerary).to.include({ title: 'Three days in Rome', summary: 'Ancient Rome first.' });
    expect(flow.created.itinerary.days[0]!.stops[0]).to.include({ name: 'Colosseum', durationMinutes: 120 });

    expect(flow.patched.status).to.equal(200);
    expect(flow.patched.etag).to.equal('"1"');
    expect(flow.patched.itinerary.title).to.equal('Four days in Rome');
    expect(flow.patched.itinerary).to.not.have.property('summary');

    expect(flow.stale.status).to.equal(412);
    expect(flow.stale.problem).to.include({ code: 'itineraryModified', currentRevision: 1 });

    expect(flow.read.status).to.equal(200);
    expect(flow.read.etag).to.equal('"1"');
    expect(flow.read.itinerary).to.deep.equal(flow.patched.itinerary);
  });
});

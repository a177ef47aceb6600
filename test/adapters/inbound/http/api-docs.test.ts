import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { API_DOC, withRouteTable } from '../../../../src/adapters/inbound/http/kit/route-table.js';
import type { RouteRegistry } from '../../../../src/adapters/inbound/http/kit/route-registry.js';
import { TOKENS } from '../../../../src/tokens.js';
import { startTestApp, type TestApp } from '../../../support/app.js';

describe(`${API_DOC}`, () => {
  let app: TestApp;
  before(async () => (app = await startTestApp()));
  after(() => app.close());

  it('lists every declared route with its scope, access, If-Match, Idempotency-Key and codes (npm run docs:api)', () => {
    const document = readFileSync(new URL(`../../../../${API_DOC}`, import.meta.url), 'utf8');
    const routes = app.container.get<RouteRegistry>(TOKENS.RouteRegistry).list();
    const rows = (text: string) => text.split('\n').filter((line) => line.startsWith('| '));
    const expected = rows(withRouteTable(document, routes));
    const actual = rows(document);
    const stale = { missing: expected.filter((r) => !actual.includes(r)), outdated: actual.filter((r) => !expected.includes(r)) };
    expect(stale, `${API_DOC} is out of date: run npm run docs:api`).to.deep.equal({ missing: [], outdated: [] });
    expect(document).to.equal(withRouteTable(document, routes));
  });
});

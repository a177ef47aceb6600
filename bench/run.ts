/**
 * Runs every benchmark in sequence (`npm run bench`). A benchmark is a script under bench/ that runs on
 * its own when started directly and merges its figures into bench/results.json (see results.ts). Each
 * runs in a process of its own, as `npm run bench:…` would start it: one benchmark's heap, open
 * databases and timers then never weigh on the next one's figures. Add yours to the list.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BENCHMARKS: { script: string; nodeOptions?: string[] }[] = [
  { script: 'event-store.ts' },
  { script: 'http.ts' },
  { script: 'mcp.ts' },
  { script: 'import-fixtures.ts' },
  { script: 'import-real.ts' },
  { script: 'import-hostile.ts', nodeOptions: ['--expose-gc'] },
  { script: 'documents.ts', nodeOptions: ['--expose-gc'] },
  { script: 'rebuild.ts' },
  { script: 'views.ts' },
  { script: 'trip-page.ts' },
  { script: 'server-process.ts' },
  { script: 'live-events.ts' },
  { script: 'webhooks.ts' },
];

for (const { script, nodeOptions = [] } of BENCHMARKS) {
  console.log(`\n== ${script}`);
  const path = fileURLToPath(new URL(`./${script}`, import.meta.url));
  const { status, signal } = spawnSync(process.execPath, [...nodeOptions, '--import', 'tsx', path], { stdio: 'inherit' });
  if (status !== 0) throw new Error(`bench/${script} ended with ${signal ?? `exit code ${status}`}`);
}

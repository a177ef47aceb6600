/**
 * Link import of hostile pages (`npm run bench:import-hostile`): for each page, how long the import
 * takes to answer, the p50/p99 of the GETs of an itinerary that four clients keep sending to the same
 * instance meanwhile, and how much the process's RSS grows (its worker threads included). Goals:
 * answered within 3 s (the extraction deadline's contract), GET p99 < 50 ms, RSS < +200 MB. The pages
 * come from a site in another process (bench/hostile-site.ts): writing them is the site's work, not the
 * service's. Before those, the extraction's first step is timed alone, in this process, on hostile
 * markup (the scan that counts elements) and on the pages past the caps (read as plain text): goal
 * under 1 s each, as the scan is linear and the plain-text read builds no DOM. See docs/import.md,
 * "Isolation and limits".
 */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { startTestApp } from '../test/support/app.js';
import { createUser, issueToken } from '../test/support/auth.js';
import { beginExtraction } from '../src/adapters/outbound/extraction/html-place-extractor.js';
import { exceedsMarkupCaps } from '../src/adapters/outbound/extraction/markup-scan.js';
import { hostileMarkup, hostilePages, oversizedHostilePages, slowWithinCaps, type HostilePage } from '../test/support/hostile-pages.js';
import { mergeResults, printFigure, type Figures } from './results.js';

const TARGETS = { answerMs: { max: 3_000 }, getP99Ms: { max: 50 }, rssGrowthMb: { max: 200 }, firstStepMs: { max: 1_000 } };
const READERS = 4;

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (value: number): number => Math.round(value * 10) / 10;

console.log('\nthe extraction\'s first step alone');
const firstStep: Figures = {};
/** Times one step, prints it against its goal and keeps it for bench/results.json. */
const timeFirstStep = (label: string, work: () => unknown): void => {
  const started = performance.now();
  work();
  const ms = Math.round(performance.now() - started);
  firstStep[label] = ms;
  printFigure(label, ms, ' ms', TARGETS.firstStepMs);
};
for (const markup of hostileMarkup()) timeFirstStep(`scan of ${markup.name}`, () => exceedsMarkupCaps(markup.html));
for (const page of oversizedHostilePages()) {
  const fetched = { url: 'https://hostile.example/', finalUrl: 'https://hostile.example/', status: 200, contentType: 'text/html', body: page.html };
  timeFirstStep(`read of ${page.name}`, () => beginExtraction(fetched));
}

const site = fork(new URL('./hostile-site.ts', import.meta.url), { execArgv: ['--import', 'tsx'] });
const port = await new Promise<number>((resolve) => site.once('message', (message) => resolve(message as number)));
const origin = `http://127.0.0.1:${port}`;
let reads = 0;
const app = await startTestApp({ IMPORT_ALLOWED_HOSTS: `127.0.0.1:${port}`, IMPORT_ATTEMPTS_PER_HOUR: '0' });
try {
  const { userId } = await createUser(app, { plan: 'pro', aiImportsConsent: true });
  const token = await issueToken(app, { userId });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const send = async (method: string, path: string, body?: unknown): Promise<{ status: number; json: any }> => {
    const res = await fetch(`${app.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : undefined };
  };
  const preview = (url: string) => send('POST', '/v1/itinerary/from-link', { url, preview: true });
  const itinerary = await send('POST', '/v1/itinerary', {
    title: 'Bench',
    destination: `Rome ${randomUUID()}`,
    center: { latitude: 41.9, longitude: 12.5 },
  });
  // The first import starts the pools and loads the gazetteer: paid once per process, not measured here.
  await preview(`${origin}/paris/${++reads}`);

  async function measure(page: HostilePage, index: number): Promise<Figures> {
    const url = `${origin}/hostile/${index}/${++reads}`;
    global.gc?.();
    const rssBefore = process.memoryUsage.rss();
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage.rss())), 20);
    const latencies: number[] = [];
    let importing = true;
    const reader = async () => {
      while (importing) {
        const started = performance.now();
        const { status } = await send('GET', `/v1/itinerary/${itinerary.json.id}`);
        if (status !== 200) throw new Error(`GET answered ${status}`);
        latencies.push(performance.now() - started);
      }
    };
    const readers = Array.from({ length: READERS }, reader);
    const started = performance.now();
    const answer = await preview(url);
    const answerMs = Math.round(performance.now() - started);
    importing = false;
    await Promise.all(readers);
    clearInterval(sampler);
    latencies.sort((a, b) => a - b);

    console.log(`\n${page.name}: ${answer.status} ${answer.json?.code ?? ''} after ${latencies.length} GETs`);
    const figures = {
      status: answer.status,
      answerMs,
      gets: latencies.length,
      getP50Ms: round(percentile(latencies, 50)),
      getP99Ms: round(percentile(latencies, 99)),
      rssGrowthMb: Math.round((rssPeak - rssBefore) / 1e6),
    };
    printFigure('answered in', figures.answerMs, ' ms', TARGETS.answerMs);
    printFigure('GET p50 meanwhile', figures.getP50Ms, ' ms');
    printFigure('GET p99 meanwhile', figures.getP99Ms, ' ms', TARGETS.getP99Ms);
    printFigure('RSS growth', figures.rssGrowthMb, ' MB', TARGETS.rssGrowthMb);
    return figures;
  }

  const results: Figures = { targets: TARGETS, readers: READERS, firstStep };
  for (const [index, page] of [...hostilePages(), slowWithinCaps()].entries()) results[page.name] = await measure(page, index);
  mergeResults('importHostile', results);
} finally {
  await app.close();
  site.disconnect();
}

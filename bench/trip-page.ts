/**
 * The trip page of a 7-day × 6-stop itinerary (`npm run bench:trip-page`; part of `npm run bench`):
 * server time and weight, against the targets of docs/trip-views.md (< 100 ms, < 100 KB).
 * - server time: what the server spends on one page, in process (PublicItinerary.read from the event
 *   stream through the repository's cache, the view noted, the HTML rendered), median and p95 of many;
 * - first render: the same for the first read after a start (nothing cached);
 * - over HTTP: GET /t/{id} on loopback, request to last byte, median and p95;
 * - weight: the HTML's bytes, and gzip's (what a compressing proxy would send); the page loads
 *   nothing else but the cover image.
 */
import { gzipSync } from 'node:zlib';
import type { PublicItinerary } from '../src/application/sharing/public-itinerary.js';
import { tripPageHtml } from '../src/adapters/inbound/http/routes/trip-page/trip-page.js';
import { TOKENS } from '../src/tokens.js';
import { startTestApp } from '../test/support/app.js';
import { createUser, issueToken } from '../test/support/auth.js';
import { weekTrip } from '../test/support/week-trip.js';
import { median, mergeResults, printFigure } from './results.js';

const RENDERS = 2_000;
const REQUESTS = 500;

const TARGETS = { serverMs: { max: 100 }, weightKb: { max: 100 } };

const round = (n: number, digits = 2): number => Math.round(n * 10 ** digits) / 10 ** digits;
const p95 = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)]!;
const msSince = (started: bigint): number => Number(process.hrtime.bigint() - started) / 1e6;

async function run(): Promise<void> {
  const app = await startTestApp();
  try {
    const { userId } = await createUser(app, { displayName: 'Olivia' });
    const token = await issueToken(app, { userId, firstParty: true });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const created = await fetch(`${app.url}/v1/itinerary`, { method: 'POST', headers, body: JSON.stringify(weekTrip()) });
    const { id } = (await created.json()) as { id: string };
    await fetch(`${app.url}/v1/itinerary/${id}/cover`, { method: 'PUT', headers: { authorization: headers.authorization, 'if-match': '*' } });
    await fetch(`${app.url}/v1/itinerary/${id}/visibility`, { method: 'PUT', headers: { ...headers, 'if-match': '*' }, body: JSON.stringify({ visibility: 'public' }) });

    // A process that never read this itinerary: the first page pays for folding its stream.
    await app.stop();
    const cold = await startTestApp({}, app.dataDir);
    try {
      const pages = cold.container.get<PublicItinerary>(TOKENS.PublicItinerary);
      const render = async (visitor: string): Promise<string> => tripPageHtml(await pages.read(id, visitor), `${cold.url}/t/${id}`);
      let started = process.hrtime.bigint();
      const html = await render('visitor:first');
      const firstMs = msSince(started);

      const serverMs: number[] = [];
      for (let n = 0; n < RENDERS; n++) {
        started = process.hrtime.bigint();
        await render(`visitor:${n % 50}`);
        serverMs.push(msSince(started));
      }

      const httpMs: number[] = [];
      let bytes = 0;
      for (let n = 0; n < REQUESTS; n++) {
        started = process.hrtime.bigint();
        const res = await fetch(`${cold.url}/t/${id}`, { headers: { 'user-agent': `bench ${n % 50}` } });
        bytes = (await res.arrayBuffer()).byteLength;
        httpMs.push(msSince(started));
      }

      const weightKb = round(Buffer.byteLength(html) / 1024, 1);
      const figures = {
        days: 7,
        stopsPerDay: 6,
        renders: RENDERS,
        serverMedianMs: round(median(serverMs)),
        serverP95Ms: round(p95(serverMs)),
        firstRenderMs: round(firstMs),
        httpMedianMs: round(median(httpMs)),
        httpP95Ms: round(p95(httpMs)),
        weightKb,
        gzipKb: round(gzipSync(html).length / 1024, 1),
        httpBytes: bytes,
      };
      const met = [
        printFigure('trip page, server time (median)', figures.serverMedianMs, ' ms', TARGETS.serverMs),
        printFigure('trip page, server time (p95)', figures.serverP95Ms, ' ms', TARGETS.serverMs),
        printFigure('trip page, first read after a start', figures.firstRenderMs, ' ms', TARGETS.serverMs),
        printFigure('GET /t/{id} over loopback (median)', figures.httpMedianMs, ' ms'),
        printFigure('GET /t/{id} over loopback (p95)', figures.httpP95Ms, ' ms'),
        printFigure('page weight (HTML)', figures.weightKb, ' KB', TARGETS.weightKb),
        printFigure('page weight gzipped', figures.gzipKb, ' KB'),
      ].every(Boolean);
      mergeResults('tripPage', { ...figures, targetsMet: met });
    } finally {
      await cold.close();
    }
  } finally {
    await app.close().catch(() => undefined);
  }
}

await run();

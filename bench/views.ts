/**
 * What counting views costs a read (`node --import tsx bench/views.ts`; part of `npm run bench`): the
 * GetItinerary use case on the real app (embedded profile, durable SQLite) read by the owner (never a
 * view) and by other users (a view noted for the ViewRecorder's next batch), in alternating rounds on
 * the same itineraries, next to what writing each view at once would cost (one transaction and fsync).
 * In-process, without HTTP, so that the difference is the view path and not network noise.
 */
import { randomUUID } from 'node:crypto';
import type { GetItinerary } from '../src/application/itinerary/get-itinerary.js';
import type { ItineraryStatsReader, ItineraryViewCounter } from '../src/application/ports/itinerary-stats.port.js';
import type { ViewRecorder } from '../src/application/sharing/view-recorder.js';
import type { Actor } from '../src/domain/itinerary/types.js';
import { TOKENS } from '../src/tokens.js';
import { startTestApp } from '../test/support/app.js';
import { createUser, issueToken } from '../test/support/auth.js';
import { median, mergeResults } from './results.js';

const ITINERARIES = 200;
const READERS = 50;
const READS_PER_ROUND = 20_000;
const ROUNDS = 3;
const DIRECT_WRITES = 300;

const round = (n: number, digits = 1): number => Math.round(n * 10 ** digits) / 10 ** digits;

async function run(): Promise<void> {
  const app = await startTestApp();
  try {
    const { userId: ownerId } = await createUser(app);
    const token = await issueToken(app, { userId: ownerId, firstParty: true });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const ids: string[] = [];
    for (let i = 0; i < ITINERARIES; i++) {
      const created = await fetch(`${app.url}/v1/itinerary`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ title: `Trip ${i}`, destination: `City ${i}`, center: { latitude: 41.9, longitude: 12.5 } }),
      });
      const { id } = (await created.json()) as { id: string };
      await fetch(`${app.url}/v1/itinerary/${id}/visibility`, {
        method: 'PUT',
        headers: { ...headers, 'if-match': '*' },
        body: JSON.stringify({ visibility: 'public' }),
      });
      ids.push(id);
    }
    const get = app.container.get<GetItinerary>(TOKENS.GetItinerary);
    const recorder = app.container.get<ViewRecorder>(TOKENS.ViewRecorder);
    const owner: Actor = { userId: ownerId, pro: false, firstParty: true };
    const readers: Actor[] = Array.from({ length: READERS }, () => ({ userId: randomUUID(), pro: false, firstParty: true }));

    /** Microseconds per read of READS_PER_ROUND reads: every itinerary by one actor, then by the next. */
    async function reads(actors: Actor[]): Promise<number> {
      const started = process.hrtime.bigint();
      for (let n = 0; n < READS_PER_ROUND; n++) {
        await get.execute(ids[n % ids.length]!, actors[Math.floor(n / ids.length) % actors.length]!);
      }
      return Number(process.hrtime.bigint() - started) / 1e3 / READS_PER_ROUND;
    }
    await reads([owner]);
    const ownerUs: number[] = [];
    const viewerUs: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      ownerUs.push(await reads([owner]));
      viewerUs.push(await reads(readers));
    }
    await recorder.flush();
    const stats = app.container.get<ItineraryStatsReader>(TOKENS.ItineraryStatsReader);
    let counted = 0;
    for (const id of ids) counted += (await stats.get(id)).viewsCount;

    const counter = app.container.get<ItineraryViewCounter>(TOKENS.ItineraryViewCounter);
    const started = process.hrtime.bigint();
    for (let n = 0; n < DIRECT_WRITES; n++) {
      await counter.recordViews([{ itineraryId: randomUUID(), userId: ownerId, at: new Date() }]);
    }
    const directWriteUs = Number(process.hrtime.bigint() - started) / 1e3 / DIRECT_WRITES;

    const figures = {
      itineraries: ITINERARIES,
      readers: READERS,
      readsPerRound: READS_PER_ROUND,
      rounds: ROUNDS,
      ownerReadUs: round(median(ownerUs)),
      viewingReadUs: round(median(viewerUs)),
      viewOverheadUs: round(median(viewerUs) - median(ownerUs)),
      viewsCounted: counted,
      expectedViews: ITINERARIES * READERS,
      oneViewWrittenAtOnceUs: round(directWriteUs),
      note: 'viewOverheadUs: noting a view on a read; oneViewWrittenAtOnceUs: what a read would wait for without batching',
    };
    console.log(figures);
    mergeResults('views', figures);
  } finally {
    await app.close();
  }
}

await run();

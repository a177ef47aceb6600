import { ContainerModule, type ResolutionContext } from 'inversify';
import { ImportLink } from '../application/import/import-link.js';
import { FindPlace } from '../application/places/find-place.js';
import type { Clock } from '../application/ports/clock.port.js';
import type { IdGenerator } from '../application/ports/id-generator.port.js';
import type { Geocoder } from '../application/ports/geocoder.port.js';
import type { ImportCache } from '../application/ports/import-cache.port.js';
import type { LinkReader } from '../application/ports/link-reader.port.js';
import type { PlaceLlm } from '../application/ports/llm.port.js';
import type { Logger } from '../application/ports/logger.port.js';
import type { PlaceExtractor } from '../application/ports/place-extractor.port.js';
import type { Config } from '../config/config.js';
import { TOKENS } from '../tokens.js';
import { onlineGeocoder } from '../adapters/outbound/geocoding/online-geocoder.js';
import { PooledGeocoder } from '../adapters/outbound/import-pool/pooled-geocoder.js';
import { PooledPlaceExtractor } from '../adapters/outbound/import-pool/pooled-place-extractor.js';
import { WorkerPool } from '../adapters/outbound/import-pool/worker-pool.js';
import { OpenAiPlaceLlm } from '../adapters/outbound/llm/openai-place-llm.js';
import { WebLinkReader } from '../adapters/outbound/web/link-reader.js';

/**
 * The gazetteer pool: one thread holds the cities (about 80 MB of heap once loaded). Its deadline
 * covers loading them on a thread's first look-up (1-2 s) with room for a busy host; a look-up
 * itself takes milliseconds. An import's look-ups travel in batches of 500 (PooledGeocoder), so the
 * queue holds a few batches per import running at once.
 */
const GAZETTEER_POOL = { threads: 1, deadlineMs: 15_000, maxQueue: 256, maxOldGenerationSizeMb: 512 };

/**
 * Link import: the safe web reader, extraction and the offline gazetteer on worker pools of their own
 * (src/import-worker-main.ts: `workerEntry`) under deadlines, Nominatim or Photon when GEOCODER_URL
 * is set (for the stops the gazetteer cannot place), the optional LLM (LLM_BASE_URL), the shared
 * cache and the attempt log in the profile's store, the ImportLink service the from-link route
 * and MCP use, and FindPlace, which searches the same gazetteer and online geocoder by name.
 */
export const linkImportModule = (config: Config, workerEntry: URL): ContainerModule =>
  new ContainerModule(({ bind }) => {
    const userAgent = `ItineraryLinkImport/1.0 (+${config.baseUrl})`;
    const poolLogger = (context: ResolutionContext) => context.get<Logger>(TOKENS.Logger).child({ component: 'link-import' });
    bind<LinkReader>(TOKENS.LinkReader).toConstantValue(new WebLinkReader({ allowedHosts: config.importAllowedHosts, userAgent }));
    const { threads, deadlineMs, maxQueue, memoryMb } = config.importPool;
    bind(TOKENS.ExtractionPool)
      .toDynamicValue(
        (context) =>
          new WorkerPool(
            { name: 'extraction-pool', entry: workerEntry, threads, deadlineMs, maxQueue, maxOldGenerationSizeMb: memoryMb },
            poolLogger(context),
          ),
      )
      .inSingletonScope();
    bind(TOKENS.GazetteerPool)
      .toDynamicValue((context) => new WorkerPool({ name: 'gazetteer-pool', entry: workerEntry, ...GAZETTEER_POOL }, poolLogger(context)))
      .inSingletonScope();
    bind(TOKENS.Lifecycle).toService(TOKENS.ExtractionPool);
    bind(TOKENS.Lifecycle).toService(TOKENS.GazetteerPool);
    bind<PlaceExtractor>(TOKENS.PlaceExtractor)
      .toDynamicValue((context) => new PooledPlaceExtractor(context.get<WorkerPool>(TOKENS.ExtractionPool)))
      .inSingletonScope();
    bind<Geocoder>(TOKENS.Geocoder)
      .toDynamicValue((context) => new PooledGeocoder(context.get<WorkerPool>(TOKENS.GazetteerPool)))
      .inSingletonScope();
    // One instance for the process: its rate limit and cache are shared by every import.
    const online = config.geocoder ? onlineGeocoder(config.geocoder, userAgent) : undefined;
    if (config.llm) bind<PlaceLlm>(TOKENS.PlaceLlm).toConstantValue(new OpenAiPlaceLlm(config.llm));
    bind<ImportLink>(TOKENS.ImportLink)
      .toDynamicValue((context) => {
        const logger = context.get<Logger>(TOKENS.Logger);
        return new ImportLink({
          reader: context.get<LinkReader>(TOKENS.LinkReader),
          extractor: context.get<PlaceExtractor>(TOKENS.PlaceExtractor),
          geocoder: context.get<Geocoder>(TOKENS.Geocoder),
          onlineGeocoder: online,
          cache: context.get<ImportCache>(TOKENS.ImportCache),
          clock: context.get<Clock>(TOKENS.Clock),
          ids: context.get<IdGenerator>(TOKENS.IdGenerator),
          llm: config.llm ? context.get<PlaceLlm>(TOKENS.PlaceLlm) : undefined,
          onOptionalFailure: (step, err) => logger.warn({ err, step }, 'optional link-import step failed'),
          onJudged: (url, { dropped }) => logger.debug({ url, dropped }, 'link-import mentions that are no stops'),
        });
      })
      .inSingletonScope();
    // One instance: it counts the online look-ups waiting in the shared geocoder's queue.
    bind<FindPlace>(TOKENS.FindPlace)
      .toDynamicValue((context) => {
        const logger = context.get<Logger>(TOKENS.Logger);
        return new FindPlace({
          geocoder: context.get<Geocoder>(TOKENS.Geocoder),
          onlineGeocoder: online,
          onOnlineFailure: (err) => logger.warn({ err, step: 'geocoder' }, 'place search without the online geocoder'),
        });
      })
      .inSingletonScope();
  });

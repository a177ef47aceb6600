import { ContainerModule } from 'inversify';
import type { Db } from 'mongodb';
import { ChainedGeocoder } from '../../../application/import/chained-geocoder.js';
import { ImportLink } from '../../../application/import/import-link.js';
import type { Clock, IdGenerator } from '../../../application/ports/clock.port.js';
import type { Geocoder } from '../../../application/ports/geocoder.port.js';
import type { ImportCache } from '../../../application/ports/import-cache.port.js';
import type { LinkReader } from '../../../application/ports/link-reader.port.js';
import type { PlaceLlm } from '../../../application/ports/llm.port.js';
import type { Logger } from '../../../application/ports/logger.port.js';
import type { PlaceExtractor } from '../../../application/ports/place-extractor.port.js';
import type { Config } from '../../../config/config.js';
import { TOKENS } from '../../../tokens.js';
import { HtmlPlaceExtractor } from '../extraction/html-place-extractor.js';
import { GazetteerGeocoder } from '../gazetteer/gazetteer-geocoder.js';
import { NominatimGeocoder } from '../geocoding/nominatim-geocoder.js';
import { OpenAiPlaceLlm } from '../llm/openai-place-llm.js';
import { MongoImportCache } from '../mongodb/import-cache.js';
import type { SqliteDatabase } from '../sqlite/database.js';
import { SqliteImportCache } from '../sqlite/import-cache.js';
import { WebLinkReader } from '../web/link-reader.js';

/**
 * Link import (issue 8): the safe web reader, the HTML extractor, the offline gazetteer (plus
 * Nominatim when GEOCODER_URL is set), the optional LLM (LLM_BASE_URL), the shared cache in the
 * profile's store, and the ImportLink service the from-link route and MCP use.
 */
export const linkImportModule = (config: Config): ContainerModule =>
  new ContainerModule(({ bind }) => {
    const userAgent = `ItineraryLinkImport/1.0 (+${config.baseUrl})`;
    bind<LinkReader>(TOKENS.LinkReader).toConstantValue(new WebLinkReader({ allowedHosts: config.importAllowedHosts, userAgent }));
    bind<PlaceExtractor>(TOKENS.PlaceExtractor).toConstantValue(new HtmlPlaceExtractor());
    bind<Geocoder>(TOKENS.Geocoder)
      .toDynamicValue((context) => {
        const offline = new GazetteerGeocoder();
        if (!config.geocoderUrl) return offline;
        const logger = context.get<Logger>(TOKENS.Logger);
        const online = new NominatimGeocoder({ baseUrl: config.geocoderUrl, userAgent });
        return new ChainedGeocoder([offline, online], (err) => logger.warn({ err }, 'online geocoder failed'));
      })
      .inSingletonScope();
    if (config.llm) bind<PlaceLlm>(TOKENS.PlaceLlm).toConstantValue(new OpenAiPlaceLlm(config.llm));
    bind<ImportCache>(TOKENS.ImportCache)
      .toDynamicValue((context) =>
        config.mongodbUrl
          ? new MongoImportCache(context.get<Db>(TOKENS.MongoDatabase))
          : new SqliteImportCache(context.get<SqliteDatabase>(TOKENS.SqliteDatabase)),
      )
      .inSingletonScope();
    bind<ImportLink>(TOKENS.ImportLink)
      .toDynamicValue((context) => {
        const logger = context.get<Logger>(TOKENS.Logger);
        return new ImportLink({
          reader: context.get<LinkReader>(TOKENS.LinkReader),
          extractor: context.get<PlaceExtractor>(TOKENS.PlaceExtractor),
          geocoder: context.get<Geocoder>(TOKENS.Geocoder),
          cache: context.get<ImportCache>(TOKENS.ImportCache),
          clock: context.get<Clock>(TOKENS.Clock),
          ids: context.get<IdGenerator>(TOKENS.IdGenerator),
          llm: config.llm ? context.get<PlaceLlm>(TOKENS.PlaceLlm) : undefined,
          onOptionalFailure: (step, err) => logger.warn({ err, step }, 'optional link-import step failed'),
        });
      })
      .inSingletonScope();
  });

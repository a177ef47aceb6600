import type { Router } from 'express';
import { ContainerModule, type ResolutionContext } from 'inversify';
import { BlobDisposal } from '../application/blobs/blob-disposal.js';
import { OrphanBlobCleanup } from '../application/blobs/orphan-blob-cleanup.js';
import { OrphanBlobSweep } from '../application/blobs/orphan-blob-sweep.js';
import { referencedBlobsInEventStore } from '../application/blobs/referenced-blobs.js';
import { SealedDocuments } from '../application/documents/sealed-documents.js';
import { ImageIntake } from '../application/images/image-intake.js';
import { ItineraryImages } from '../application/images/itinerary-images.js';
import type { ChangeItinerary } from '../application/itinerary/change-itinerary.js';
import type { ItineraryRepository } from '../application/itinerary/itinerary-repository.js';
import { resourceUrls } from '../application/itinerary/resource-urls.js';
import type { BlobStore } from '../application/ports/blob-store.port.js';
import type { IdGenerator } from '../application/ports/id-generator.port.js';
import type { EventStore } from '../application/ports/event-store.port.js';
import type { Lifecycle } from '../application/ports/lifecycle.port.js';
import type { PhotoSearch } from '../application/ports/photo-search.port.js';
import type { Config } from '../config/config.js';
import { TOKENS } from '../tokens.js';
import type { RouteSet } from '../adapters/inbound/http/kit/route-registry.js';
import type { HttpRouteModule } from '../adapters/inbound/http/kit/route-module.js';
import { MEDIA_PATH, mediaHandler } from '../adapters/inbound/http/routes/media/media-handler.js';
import { MediaRouteSet } from '../adapters/inbound/http/routes/media/media-route-set.js';

const DISPOSAL = Symbol.for('BlobDisposal');
const blobs = (c: ResolutionContext) => c.get<BlobStore>(TOKENS.BlobStore);
const itineraries = (c: ResolutionContext) => c.get<ItineraryRepository>(TOKENS.ItineraryRepository);
const change = (c: ResolutionContext) => c.get<ChangeItinerary>(TOKENS.ChangeItinerary);

/** GET/HEAD BASE_URL/media/<mediaId>: public, so it sits outside /v1 and its bearer tokens. */
class MediaRoutes implements HttpRouteModule {
  readonly name = 'media';
  readonly stage = 'raw';

  constructor(private readonly store: BlobStore) {}

  register(router: Router): void {
    router.get(MEDIA_PATH, mediaHandler(this.store));
  }
}

/**
 * Photos and sealed documents over the BlobStore, ImageProcessor and PhotoSearch bindings: the image and document use
 * cases and routes, the public media route, and the orphan blob sweep (a Lifecycle: timers only).
 */
export const mediaModule = (config: Config): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind(DISPOSAL).toDynamicValue((c) => new BlobDisposal(blobs(c), c.get(TOKENS.Logger)));
    bind<ItineraryImages>(TOKENS.ItineraryImages).toDynamicValue((c) => {
      const intake = new ImageIntake(
        blobs(c),
        c.get(TOKENS.ImageProcessor),
        c.getAll<PhotoSearch>(TOKENS.PhotoSearch),
        c.get(TOKENS.Logger),
      );
      return new ItineraryImages(itineraries(c), change(c), intake, c.get(DISPOSAL));
    });
    bind<SealedDocuments>(TOKENS.SealedDocuments).toDynamicValue((c) => {
      const ids = c.get<IdGenerator>(TOKENS.IdGenerator);
      return new SealedDocuments(itineraries(c), change(c), blobs(c), c.get(DISPOSAL), c.get(TOKENS.Clock), ids);
    });
    bind<RouteSet>(TOKENS.HttpRouteSets).toDynamicValue(
      (c) =>
        new MediaRouteSet({
          images: c.get(TOKENS.ItineraryImages),
          documents: c.get(TOKENS.SealedDocuments),
          presenter: c.get(TOKENS.ItineraryPresenter),
          urls: resourceUrls(config.baseUrl),
        }),
    );
    bind<HttpRouteModule>(TOKENS.HttpRoutes).toDynamicValue((c) => new MediaRoutes(blobs(c)));
    bind<Lifecycle>(TOKENS.Lifecycle).toDynamicValue((c) => {
      const events = c.get<EventStore>(TOKENS.EventStore);
      const itineraries = c.get<ItineraryRepository>(TOKENS.ItineraryRepository);
      const cleanup = new OrphanBlobCleanup(blobs(c), c.get(TOKENS.Clock));
      return new OrphanBlobSweep(cleanup, () => referencedBlobsInEventStore(events, itineraries), c.get(TOKENS.Logger));
    });
  });

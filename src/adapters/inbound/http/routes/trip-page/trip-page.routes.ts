import { createHmac, randomBytes } from 'node:crypto';
import type { Request, RequestHandler, Router } from 'express';
import type { SecretStore } from '../../../../../application/ports/secret-store.port.js';
import type { PublicItinerary } from '../../../../../application/sharing/public-itinerary.js';
import { DomainError } from '../../../../../domain/shared/domain-error.js';
import { layout, pageHeaders } from '../../kit/pages/html.js';
import type { HttpRouteModule } from '../../kit/route-module.js';
import { tripPageHeaders, tripPageHtml } from './trip-page.js';

/** Express path of the trip page. */
export const TRIP_PAGE_PATH = '/t/:itineraryId';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const NOT_FOUND = layout(
  'No trip here',
  '<h1>No trip here</h1><p>There is no shared itinerary at this address. Its owner may have made it private or deleted it.</p>',
);

/**
 * The visitor a view is counted for: a keyed hash of the address and user agent, so that a reload
 * does not count twice (one view per visitor, itinerary and day, as for signed-in readers) while
 * neither is stored. The key is the service's own (SecretStore), the same on every instance.
 */
function visitors(secrets: SecretStore): (req: Request) => Promise<string> {
  let key: Promise<Buffer> | undefined;
  return async (req) => {
    key ??= secrets.getOrCreate('trip-page-visitor-key', async () => ({ key: randomBytes(32).toString('base64url') })).then((s) => Buffer.from(s.key, 'base64url'));
    const digest = createHmac('sha256', await key).update(`${req.ip ?? ''}\n${req.get('user-agent') ?? ''}`).digest('base64url');
    return `visitor:${digest.slice(0, 22)}`;
  };
}

/** GET/HEAD BASE_URL/t/{id}: the trip page of a public or unlisted itinerary, for anyone with the link. */
export class TripPageRoutes implements HttpRouteModule {
  readonly name = 'trip-page';
  readonly stage = 'raw';

  constructor(
    private readonly itineraries: PublicItinerary,
    private readonly secrets: SecretStore,
    private readonly pageUrl: (itineraryId: string) => string,
  ) {}

  register(router: Router): void {
    router.get(TRIP_PAGE_PATH, this.handler());
  }

  private handler(): RequestHandler {
    const visitorOf = visitors(this.secrets);
    return async (req, res, next) => {
      const id = String(req.params.itineraryId);
      try {
        if (!UUID.test(id)) throw new DomainError('notFound', 'Not a trip address.');
        const view = await this.itineraries.read(id.toLowerCase(), await visitorOf(req));
        res.status(200).set(tripPageHeaders(view)).send(tripPageHtml(view, this.pageUrl(view.id)));
      } catch (error) {
        if (error instanceof DomainError && error.code === 'notFound') return void res.status(404).set(pageHeaders()).type('html').send(NOT_FOUND);
        next(error);
      }
    };
  }
}

import { createHmac, randomBytes } from 'node:crypto';
import type { Request, RequestHandler, Response, Router } from 'express';
import type { ItineraryView } from '../../../../../application/itinerary/itinerary-view.js';
import type { SecretStore } from '../../../../../application/ports/secret-store.port.js';
import type { MemberItinerary } from '../../../../../application/sharing/member-itinerary.js';
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

/**
 * The account the browser making the request is signed in as at the authorization server (its session
 * cookie), if any. Bound in the composition: this adapter does not know the authorization server.
 */
export type SignedInAccount = (req: Request, res: Response) => Promise<string | undefined>;

export interface TripPageDeps {
  visitors: PublicItinerary;
  members: MemberItinerary;
  signedInAccount: SignedInAccount;
  secrets: SecretStore;
  pageUrl: (itineraryId: string) => string;
}

/** Not served, alike: unknown, deleted, private to someone else. Never 403, so existence is not revealed. */
const hidden = (error: unknown): boolean => error instanceof DomainError && (error.code === 'notFound' || error.code === 'forbidden');

/**
 * GET/HEAD BASE_URL/t/{id}: the trip page of a public or unlisted itinerary, for anyone with the link,
 * and of a private one for its members signed in at the authorization server in this browser.
 */
export class TripPageRoutes implements HttpRouteModule {
  readonly name = 'trip-page';
  readonly stage = 'raw';

  constructor(private readonly deps: TripPageDeps) {}

  register(router: Router): void {
    router.get(TRIP_PAGE_PATH, this.handler());
  }

  private handler(): RequestHandler {
    const visitorOf = visitors(this.deps.secrets);
    // The shared page first: a visitor's read needs no session lookup; only what it hides is asked again
    // as the signed-in account, through the API's own read (roles, deletions, view count).
    const read = async (req: Request, res: Response, id: string): Promise<ItineraryView> => {
      try {
        return await this.deps.visitors.read(id, await visitorOf(req));
      } catch (error) {
        const account = hidden(error) ? await this.deps.signedInAccount(req, res) : undefined;
        if (!account) throw error;
        return this.deps.members.read(id, account);
      }
    };
    return async (req, res, next) => {
      const id = String(req.params.itineraryId);
      try {
        if (!UUID.test(id)) throw new DomainError('notFound', 'Not a trip address.');
        const view = await read(req, res, id.toLowerCase());
        res.status(200).set(tripPageHeaders(view)).send(tripPageHtml(view, this.deps.pageUrl(view.id)));
      } catch (error) {
        if (hidden(error)) return void res.status(404).set(pageHeaders()).type('html').send(NOT_FOUND);
        next(error);
      }
    };
  }
}

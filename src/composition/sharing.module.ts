import { ContainerModule } from 'inversify';
import { resourceUrls } from '../application/itinerary/resource-urls.js';
import type { Lifecycle } from '../application/ports/lifecycle.port.js';
import type { Logger } from '../application/ports/logger.port.js';
import { LikeItinerary } from '../application/sharing/likes.js';
import { InvitationAcceptance } from '../application/sharing/invitation-acceptance.js';
import { INVITATION_RATE } from '../application/sharing/invitation-rate.js';
import { ItineraryInvitations } from '../application/sharing/invitations.js';
import { AccountActionRate } from '../application/shared/account-action-rate.js';
import { ItineraryMembers } from '../application/sharing/members.js';
import { ViewRecorder } from '../application/sharing/view-recorder.js';
import type { Config } from '../config/config.js';
import { TOKENS } from '../tokens.js';
import type { RouteSet } from '../adapters/inbound/http/kit/route-registry.js';
import { SharingRouteSet } from '../adapters/inbound/http/routes/sharing/sharing-route-set.js';

const INVITATIONS = Symbol.for('ItineraryInvitations');

/**
 * Sharing: member management, invitations (and the process that turns them into memberships), likes, the view recorder (a Lifecycle: its stop writes the
 * views still noted) and their REST routes. Views are noted by GetItinerary (REST and MCP reads).
 */
export const sharingModule = (config: Config): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind(TOKENS.ViewRecorder)
      .toDynamicValue(
        (c) =>
          new ViewRecorder(
            c.get(TOKENS.ItineraryViewCounter),
            c.get(TOKENS.Clock),
            c.get<Logger>(TOKENS.Logger).child({ component: 'views' }),
          ),
      )
      .inSingletonScope();
    bind<Lifecycle>(TOKENS.Lifecycle).toService(TOKENS.ViewRecorder);
    bind(INVITATIONS)
      .toDynamicValue(
        (c) =>
          new ItineraryInvitations(
            c.get(TOKENS.ItineraryRepository),
            c.get(TOKENS.ChangeItinerary),
            c.get(TOKENS.AccountReader),
            c.get(TOKENS.Mailer),
            new AccountActionRate(c.get(TOKENS.AccountActionLog), c.get(TOKENS.Clock), INVITATION_RATE),
            c.get(TOKENS.IdGenerator),
            c.get(TOKENS.Clock),
            c.get<Logger>(TOKENS.Logger).child({ component: 'invitations' }),
            config.baseUrl,
          ),
      )
      .inSingletonScope();
    bind(TOKENS.ItineraryMembers).toDynamicValue(
      (c) =>
        new ItineraryMembers(
          c.get(TOKENS.ItineraryRepository),
          c.get(TOKENS.ChangeItinerary),
          c.get(TOKENS.AccountReader),
          c.get(TOKENS.AccountLookup),
          c.get(INVITATIONS),
        ),
    );
    // Invitations become memberships where the projector runs: one process follows the log for it.
    if (config.runProjector) {
      bind<Lifecycle>(TOKENS.Lifecycle).toDynamicValue(
        (c) =>
          new InvitationAcceptance(
            c.get(TOKENS.EventStore),
            c.get(TOKENS.ProcessCheckpoints),
            c.get(TOKENS.ItineraryRepository),
            c.get(TOKENS.AccountReader),
            c.get(TOKENS.Clock),
            c.get<Logger>(TOKENS.Logger).child({ component: 'invitations' }),
          ),
      );
    }
    bind(TOKENS.LikeItinerary).toDynamicValue(
      (c) =>
        new LikeItinerary(
          c.get(TOKENS.ItineraryRepository),
          c.get(TOKENS.ItineraryLikes),
          c.get(TOKENS.ItineraryStatsReader),
          c.get(TOKENS.Clock),
        ),
    );
    const urls = resourceUrls(config.baseUrl);
    bind<RouteSet>(TOKENS.HttpRouteSets).toDynamicValue(
      (c) =>
        new SharingRouteSet({
          change: c.get(TOKENS.ChangeItinerary),
          presenter: c.get(TOKENS.ItineraryPresenter),
          members: c.get(TOKENS.ItineraryMembers),
          invitations: c.get(INVITATIONS),
          likes: c.get(TOKENS.LikeItinerary),
          memberUrl: (itineraryId, userId) => urls.item(itineraryId, 'member', userId),
        }),
    );
  });

import type { Actor } from '../../domain/itinerary/types.js';
import { ROLES } from '../../domain/itinerary/types.js';
import { DomainError } from '../../domain/shared/domain-error.js';
import type { ChangeItinerary } from '../itinerary/change-itinerary.js';
import type { AccountSessions } from '../ports/account-sessions.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { ItineraryListReader } from '../ports/itinerary-list.port.js';
import type { PersonalDataKeys } from '../ports/personal-data-keys.port.js';
import type { ProjectionProgress } from '../ports/projection-progress.port.js';
import type { CommandContext } from '../shared/command-context.js';
import { MAX_PAGE_SIZE } from '../shared/page.js';
import type { AccountRepository } from './account-repository.js';
import type { EmailReservations } from './email-reservations.js';
import type { PasswordConfirmation } from './password-confirmation.js';

/** How long deletion waits for the read models to hold the account's latest itineraries. */
const CATCH_UP_MS = 10_000;

/**
 * The owner closes the account, giving the current password. In this order: every itinerary it owns
 * is deleted and every one shared with it is left (members see it go); the account becomes a
 * tombstone (AccountDeleted: the read models drop its address and name); its address is released for
 * a new sign-up; its sessions, grants and refresh tokens are revoked; last, its personal-data key is
 * destroyed, so every event that named it reads as "Deleted account" from then on (docs/events.md).
 */
export class DeleteAccount {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly reservations: EmailReservations,
    private readonly confirmation: PasswordConfirmation,
    private readonly itineraries: ItineraryListReader,
    private readonly progress: ProjectionProgress,
    private readonly change: ChangeItinerary,
    private readonly sessions: AccountSessions,
    private readonly keys: PersonalDataKeys,
    private readonly clock: Clock,
  ) {}

  async execute(accountId: string, currentPassword: string, context: CommandContext): Promise<void> {
    const account = await this.confirmation.confirm(accountId, currentPassword);
    await this.closeItineraries(accountId, context);
    await this.accounts.handle(accountId, { type: 'DeleteAccount', deletedAt: this.clock.now().toISOString() }, context);
    await this.reservations.release(account.email, accountId, context);
    await this.sessions.revokeAll(accountId);
    await this.keys.shred(accountId);
  }

  private async closeItineraries(accountId: string, context: CommandContext): Promise<void> {
    await this.progress.catchUp(CATCH_UP_MS);
    const actor: Actor = { userId: accountId, pro: false, firstParty: false };
    for (const role of ROLES) {
      for (const id of await this.idsWhere(accountId, role)) {
        const draft = role === 'owner' ? ({ type: 'DeleteItinerary' } as const) : ({ type: 'RemoveMember', userId: accountId } as const);
        await this.change.execute(id, draft, actor, context).catch((error: unknown) => {
          // Gone or left meanwhile: nothing left to do for it.
          if (!(error instanceof DomainError && error.code === 'notFound')) throw error;
        });
      }
    }
  }

  /** Every itinerary where the account has `role`, read before any is changed (the pages move as they are). */
  private async idsWhere(userId: string, role: (typeof ROLES)[number]): Promise<string[]> {
    const ids: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.itineraries.list({ userId, role, limit: MAX_PAGE_SIZE, cursor });
      ids.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    return ids;
  }
}

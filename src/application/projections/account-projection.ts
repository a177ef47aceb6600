import { ACCOUNT_STREAM_PREFIX } from '../account/account-repository.js';
import type { AccountEvent } from '../../domain/account/events.js';
import { normaliseEmail } from '../../domain/account/types.js';
import type { RecordedEvent } from '../ports/event-store.port.js';
import type { AccountDocument } from './documents.js';
import { idInStream, type Projection } from './projection.js';

/**
 * Account lookups: id, email, display name and plan. A deleted account keeps an empty row (its
 * revision guards against events delivered again): no address, no name. Other account events only
 * move the revision.
 */
export class AccountProjection implements Projection<'account'> {
  readonly kind = 'account' as const;

  documentId(event: RecordedEvent): string | undefined {
    return idInStream(ACCOUNT_STREAM_PREFIX, event.streamId);
  }

  apply(current: AccountDocument | undefined, recorded: RecordedEvent): AccountDocument {
    const id = this.documentId(recorded)!;
    const base = current ?? { id, revision: -1, email: '', displayName: '', plan: 'free' as const };
    const next = { ...base, revision: recorded.revision };
    const event = recorded as unknown as AccountEvent;
    switch (event.type) {
      case 'AccountRegistered':
        return { ...next, email: normaliseEmail(event.data.email), displayName: event.data.displayName, plan: 'free' };
      case 'EmailChanged':
        return { ...next, email: normaliseEmail(event.data.email) };
      case 'AccountDeleted':
        return { ...next, email: '', displayName: '', plan: 'free' };
      case 'DisplayNameChanged':
        return { ...next, displayName: event.data.displayName };
      case 'PlanChanged':
        return { ...next, plan: event.data.plan };
      default:
        return next;
    }
  }
}

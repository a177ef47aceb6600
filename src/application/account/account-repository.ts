import type { AccountCommand } from '../../domain/account/commands.js';
import { accountDecider } from '../../domain/account/decider.js';
import type { AccountEvent } from '../../domain/account/events.js';
import type { AccountState } from '../../domain/account/state.js';
import type { Clock } from '../ports/clock.port.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import type { EventStore } from '../ports/event-store.port.js';
import { DomainError } from '../../domain/shared/domain-error.js';
import { AggregateRepository } from '../shared/aggregate-repository.js';

/** Account streams are `account-<uuid>`; the account projection subscribes to this prefix. */
export const ACCOUNT_STREAM_PREFIX = 'account-';

export type AccountRepository = AggregateRepository<AccountCommand, AccountEvent, AccountState>;

export const createAccountRepository = (store: EventStore, clock: Clock, ids: IdGenerator): AccountRepository =>
  new AggregateRepository(store, accountDecider, ACCOUNT_STREAM_PREFIX, clock, ids, (currentRevision) =>
    new DomainError('conflict', 'The account has changed since it was read; try again.', { currentRevision }),
  );

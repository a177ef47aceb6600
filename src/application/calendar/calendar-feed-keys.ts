import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Actor } from '../../domain/itinerary/types.js';
import { DomainError } from '../../domain/shared/domain-error.js';
import type { AccountRepository } from '../account/account-repository.js';
import type { Clock } from '../ports/clock.port.js';
import type { CommandContext } from '../shared/command-context.js';

/** Bytes of randomness in a key: 256 bits, beyond any guessing. */
const SECRET_BYTES = 32;
/** base64url of the account id's 16 bytes and the secret's 32: 64 characters. */
const KEY = /^[A-Za-z0-9_-]{64}$/;

const hashOf = (key: string): string => createHash('sha256').update(key).digest('hex');

/** The key names its account (so a feed read loads one stream), and carries the secret after it. */
function encode(accountId: string, secret: Buffer): string {
  return Buffer.concat([Buffer.from(accountId.replace(/-/g, ''), 'hex'), secret]).toString('base64url');
}

function accountIdOf(key: string): string | undefined {
  if (!KEY.test(key)) return undefined;
  const hex = Buffer.from(key, 'base64url').subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface IssuedFeedKey {
  key: string;
  issuedAt: string;
}

/**
 * The secret key of a user's calendar feed: the capability in its URL (docs/trip-views.md). Only its
 * SHA-256 is stored (an account event), so neither the event store nor a backup can give the URL
 * away; the key itself is shown once, when issued. Issuing again rotates it (the old URL stops
 * working); revoking leaves none.
 *
 * Only the service's own apps may issue one: a feed URL reads the user's itineraries without a token,
 * so an app whose access the user later revokes must not have been able to mint one.
 */
export class CalendarFeedKeys {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly clock: Clock,
  ) {}

  async issue(actor: Actor, context: CommandContext): Promise<IssuedFeedKey> {
    if (!actor.firstParty) {
      throw new DomainError('forbidden', "A calendar feed can be created only from the service's own apps: its URL reads your itineraries without a token.");
    }
    const key = encode(actor.userId, randomBytes(SECRET_BYTES));
    const issuedAt = this.clock.now().toISOString();
    await this.accounts.handle(actor.userId, { type: 'IssueCalendarFeedKey', keyHash: hashOf(key), issuedAt }, context);
    return { key, issuedAt };
  }

  async revoke(accountId: string, context: CommandContext): Promise<void> {
    await this.accounts.handle(accountId, { type: 'RevokeCalendarFeedKey', revokedAt: this.clock.now().toISOString() }, context);
  }

  /** When the current key was issued; undefined: the user has no feed. */
  async issuedAt(accountId: string): Promise<string | undefined> {
    const { state } = await this.accounts.load(accountId);
    return state.status === 'registered' ? state.calendarFeed?.issuedAt : undefined;
  }

  /** The account whose current key this is; undefined for anything else (malformed, rotated, revoked). */
  async accountOf(key: string): Promise<string | undefined> {
    const accountId = accountIdOf(key);
    if (accountId === undefined) return undefined;
    const { state } = await this.accounts.load(accountId);
    if (state.status !== 'registered' || !state.calendarFeed) return undefined;
    const stored = Buffer.from(state.calendarFeed.keyHash, 'hex');
    const presented = Buffer.from(hashOf(key), 'hex');
    return timingSafeEqual(stored, presented) ? accountId : undefined;
  }
}

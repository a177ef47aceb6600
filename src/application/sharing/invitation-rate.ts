import type { RatePolicy } from '../shared/account-action-rate.js';

/**
 * Invitations one owner may send in a day, over all their itineraries: invitations mail people who
 * never asked for it, so one account must not be able to send many (docs/sharing.md "Invitations").
 */
export const INVITATION_RATE: RatePolicy = {
  action: 'invitation',
  limit: 30,
  windowMs: 24 * 3_600_000,
  code: 'invitationsLimited',
  message: (limit, retryAfterSeconds) => `At most ${limit} invitations may be sent in 24 hours; try again in ${retryAfterSeconds} seconds.`,
};

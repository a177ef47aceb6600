import type { ItineraryState } from './state.js';
import type { Role } from './types.js';

/**
 * The role a user holds on an itinerary, as queries and commands both see it: the owner, a member's
 * role, or 'viewer' for anyone signed in when the itinerary is unlisted or public. undefined means
 * the user may not see it at all (callers answer notFound, never leaking that it exists).
 */
export function roleOf(state: ItineraryState, userId: string): Role | undefined {
  if (state.status !== 'active') return undefined;
  if (state.ownerId === userId) return 'owner';
  if (Object.hasOwn(state.members, userId)) return state.members[userId];
  return state.visibility === 'private' ? undefined : 'viewer';
}

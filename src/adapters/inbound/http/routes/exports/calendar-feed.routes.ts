import type { CalendarFeedKeys } from '../../../../../application/calendar/calendar-feed-keys.js';
import { defineRoute, type AnyRoute } from '../../kit/route-definition.js';
import type { RouteSet } from '../../kit/route-registry.js';

export interface CalendarFeedRouteDependencies {
  keys: CalendarFeedKeys;
  /** The https (or http) URL of the feed with this key. */
  feedUrl(key: string): string;
}

const TAG = 'Calendar feed';
const FEED = { description: 'The calendar feed.', schema: 'CalendarFeed' } as const;

/** webcal:// is the same URL under the scheme calendar apps open as a subscription. */
const webcal = (url: string): string => url.replace(/^https?:\/\//, 'webcal://');

/**
 * The caller's calendar feed: whether there is one, a new key (creating or rotating it: the URL is
 * shown once), and revoking it. The feed itself is served at the URL, without a token.
 */
export class CalendarFeedRouteSet implements RouteSet {
  readonly name = 'calendar-feed';

  constructor(private readonly deps: CalendarFeedRouteDependencies) {}

  routes(): AnyRoute[] {
    const { keys, feedUrl } = this.deps;
    return [
      defineRoute({
        method: 'GET',
        path: '/v1/me/calendar-feed',
        tag: TAG,
        summary: 'Whether you have a calendar feed, and since when',
        description: 'The URL is not shown again (only its hash is kept): rotate the key to get a new one.',
        scope: 'itineraries:read',
        access: { role: 'signedIn' },
        responses: { 200: FEED },
        errors: [],
        handler: async ({ auth }) => {
          const issuedAt = await keys.issuedAt(auth.userId);
          return { status: 200, body: issuedAt ? { active: true, issuedAt } : { active: false } };
        },
      }),
      defineRoute({
        method: 'POST',
        path: '/v1/me/calendar-feed',
        tag: TAG,
        summary: 'Create or rotate your calendar feed',
        description:
          'A new secret URL (and its webcal:// form) of a calendar of every itinerary you own or are a member of. ' +
          'Any URL issued before stops working. Only from the service’s own apps (403 for other apps).',
        scope: 'itineraries:write',
        access: { role: 'signedIn', firstPartyOnly: true },
        responses: { 201: FEED },
        errors: ['forbidden'],
        handler: async ({ actor, command }) => {
          const { key, issuedAt } = await keys.issue(actor, command);
          const url = feedUrl(key);
          return { status: 201, body: { active: true, issuedAt, url, webcalUrl: webcal(url) } };
        },
      }),
      defineRoute({
        method: 'DELETE',
        path: '/v1/me/calendar-feed',
        tag: TAG,
        summary: 'Revoke your calendar feed',
        description: 'Its URL answers 404 from now on. Revoking when there is none is fine (204).',
        scope: 'itineraries:write',
        access: { role: 'signedIn' },
        responses: { 204: { description: 'No feed any more.' } },
        errors: [],
        handler: async ({ auth, command }) => {
          await keys.revoke(auth.userId, command);
          return { status: 204 };
        },
      }),
    ];
  }
}

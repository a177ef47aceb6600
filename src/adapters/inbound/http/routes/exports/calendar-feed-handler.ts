import type { RequestHandler, Router } from 'express';
import type { CalendarFeed } from '../../../../../application/calendar/calendar-feed.js';
import type { ItineraryView } from '../../../../../application/itinerary/itinerary-view.js';
import { notModified } from '../../kit/conditional-get.js';
import { originOf, problemBody, sendProblem } from '../../kit/problem.js';
import type { HttpRouteModule } from '../../kit/route-module.js';
import { yieldToEventLoop } from '../../../../../application/shared/yield-to-event-loop.js';
import type { ItineraryRead } from '../../../../../application/itinerary/get-itinerary.js';
import { CALENDAR_TYPE, calendarDocument, calendarEvents, type CalendarOptions } from './trip-calendar.js';

/** Express path of the feed: the key is the capability, `.ics` for apps that go by the name. */
export const FEED_PATH = '/calendar/:file';
const FILE = /^([A-Za-z0-9_-]{1,100})\.ics$/;

export interface FeedOptions {
  uidDomain: string;
  tripPageUrl(trip: ItineraryView): string | undefined;
}

/** Itineraries' events kept for the next poll: enough for a few hundred feeds' worth of trips. */
const KEPT_EVENTS = 1_000;

/**
 * The feed's calendar, one itinerary at a time: ical-generator spends most of its time folding lines
 * (a TextEncoder call per character), tens of milliseconds for a week of 42 stops on a busy machine, so
 * the loop is let go between itineraries, and what an itinerary's revision rendered is kept: a poll
 * after one change renders that one itinerary again.
 */
function feedRenderer(options: CalendarOptions): (trips: readonly ItineraryRead[]) => Promise<string> {
  const kept = new Map<string, string>();
  return async (trips) => {
    const events: string[] = [];
    for (const { view, revision } of trips) {
      const key = `${view.id}@${revision}`;
      let text = kept.get(key);
      if (text === undefined) {
        text = calendarEvents(view, options);
        if (kept.size >= KEPT_EVENTS) kept.delete(kept.keys().next().value!);
        kept.set(key, text);
        await yieldToEventLoop();
      }
      events.push(text);
    }
    return calendarDocument(options, events);
  };
}

/**
 * GET/HEAD BASE_URL/calendar/<key>.ics: a user's calendar feed, for calendar apps that subscribe
 * (webcal://) and poll. No token: the key is the capability. Strong ETag and Last-Modified, 304 for
 * a poll that has it already; `private, no-cache` so that nothing shared keeps it and every poll asks.
 */
export function calendarFeedHandler(feed: CalendarFeed, options: FeedOptions): RequestHandler {
  const render = feedRenderer({ name: 'Itineraries', uidDomain: options.uidDomain, tripUrl: options.tripPageUrl });
  return async (req, res, next) => {
    try {
      const key = FILE.exec(String(req.params.file))?.[1];
      const content = key === undefined ? undefined : await feed.read(key);
      if (!content) return sendProblem(res, problemBody(originOf(res), 'notFound', 'There is no calendar feed at this address (any more).'));
      const etag = `"${content.version}"`;
      const lastModified = content.lastModified ? new Date(content.lastModified) : undefined;
      res.set({ ETag: etag, 'Cache-Control': 'private, no-cache', 'X-Robots-Tag': 'noindex' });
      if (lastModified) res.set('Last-Modified', lastModified.toUTCString());
      if (notModified(req, etag, lastModified)) return void res.status(304).end();
      res.status(200).type(CALENDAR_TYPE).send(await render(content.trips));
    } catch (error) {
      next(error);
    }
  };
}

/** The feed route, outside /v1 and its bearer tokens. */
export class CalendarFeedRoutes implements HttpRouteModule {
  readonly name = 'calendar-feed';
  readonly stage = 'raw';

  constructor(private readonly handler: RequestHandler) {}

  register(router: Router): void {
    router.get(FEED_PATH, this.handler);
  }
}

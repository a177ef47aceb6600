import type { Command } from 'commander';
import type { EventLogFeed, LogFilter } from '../../../application/audit/event-log-feed.js';
import type { RecordedEvent } from '../../../application/ports/event-store.port.js';
import { TOKENS } from '../../../tokens.js';
import { CliError, withSession } from './session.js';
import { writeLine } from './write-lines.js';

interface FollowOptions {
  from?: string;
  limit: number;
  follow?: boolean;
  streams?: string[];
}

const limit = (value: string): number => {
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) throw new CliError(`--limit must be a whole number of at least 1, not "${value}"`, 2);
  return Number(value);
};

const prefixes = (value: string): string[] => value.split(',').map((p) => p.trim()).filter(Boolean);

/** Where the feed starts: a position this store issued, `start` (the first event) or `end` (only what comes next). */
async function startPosition(feed: EventLogFeed, from: string | undefined): Promise<string | undefined> {
  if (from === undefined || from === 'start') return undefined;
  if (from === 'end') return feed.head();
  if (!feed.isPosition(from)) throw new CliError(`--from must be a position of this event store, start or end, not "${from}"`, 2);
  return from;
}

/** Resolves on SIGINT or SIGTERM: the operator (or a supervisor) ends a --follow. */
const interrupted = (): Promise<void> =>
  new Promise((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });

/** Each event as one NDJSON line: id, streamId, revision, position, type, data, metadata (as events:export). */
const line = (event: RecordedEvent): string => JSON.stringify(event);

/**
 * The auditor feed: the whole event log in global order from a position, as NDJSON on stdout, a
 * page at a time or followed live; where to go on from is written to stderr as JSON
 * ({"next": position, "events": n}), so stdout carries only events. See docs/change-feeds.md.
 */
export function feedCommands(program: Command): void {
  program
    .command('events:follow')
    .description('print the event log from a position as NDJSON (a page, or --follow to keep printing new events); the next --from goes to stderr')
    .option('--from <position>', 'print events after this position (from a previous run), or start (default) or end')
    .option('--limit <n>', 'at most this many events (default 1000 without --follow; unlimited with it)', limit)
    .option('--follow', 'after the stored events, keep printing new ones until SIGINT/SIGTERM')
    .option('--streams <prefixes>', 'only streams whose id starts with one of these, comma-separated (e.g. itinerary-)', prefixes)
    .action(async (options: FollowOptions) => {
      await withSession(async ({ container }) => {
        const feed = container.get<EventLogFeed>(TOKENS.EventLogFeed);
        const filter: LogFilter = { after: await startPosition(feed, options.from), streamPrefixes: options.streams };
        if (!options.follow) {
          const page = await feed.page(filter, options.limit ?? 1_000);
          for (const event of page.events) await writeLine(line(event));
          console.error(JSON.stringify({ next: page.next ?? 'start', events: page.events.length }));
          return;
        }
        await followLive(feed, filter, options.limit);
      });
    });
}

async function followLive(feed: EventLogFeed, filter: LogFilter, max: number | undefined): Promise<void> {
  let next = filter.after;
  let count = 0;
  let reachedLimit!: () => void;
  const limitReached = new Promise<void>((resolve) => (reachedLimit = resolve));
  const subscription = feed.follow(filter, async (event) => {
    if (max !== undefined && count >= max) return;
    await writeLine(line(event));
    next = event.position;
    if (++count === max) reachedLimit();
  });
  const failure = subscription.failed.then((error) => {
    throw error;
  });
  await Promise.race([interrupted(), limitReached, failure]);
  await subscription.stop();
  console.error(JSON.stringify({ next: next ?? 'start', events: count }));
}

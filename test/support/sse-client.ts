import { EventSource } from 'eventsource';
import type { ChangeMessage } from '../../src/application/feeds/change-message.js';

/** A change as received; `data` is `any`, so assertions read it freely. */
export type Change = Omit<ChangeMessage, 'data'> & { data: any };

/** A live feed read with the `eventsource` package (a real SSE client), its messages collected. */
export interface LiveFeed {
  changes: Change[];
  /** The revision of each `ready` message (one per connection). */
  ready: number[];
  ends: string[];
  /** Resolves once `predicate` holds over the changes received (rejects after `timeoutMs`). */
  until(predicate: (changes: Change[]) => boolean, timeoutMs?: number): Promise<void>;
  close(): void;
  source: EventSource;
}

export function openFeed(url: string, token: string, options: { lastEventId?: number } = {}): LiveFeed {
  const changes: Change[] = [];
  const ready: number[] = [];
  const ends: string[] = [];
  const waiters = new Set<() => void>();
  const source = new EventSource(url, {
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        headers: {
          ...init.headers,
          Authorization: `Bearer ${token}`,
          // The first connection resumes too when told; later ones send the id the client last saw.
          ...(options.lastEventId !== undefined && !('Last-Event-ID' in init.headers) ? { 'Last-Event-ID': String(options.lastEventId) } : {}),
        },
      }),
  });
  const poke = () => waiters.forEach((w) => w());
  source.addEventListener('change', (e) => {
    changes.push(JSON.parse(e.data) as Change);
    poke();
  });
  source.addEventListener('ready', (e) => {
    ready.push((JSON.parse(e.data) as { revision: number }).revision);
    poke();
  });
  source.addEventListener('end', (e) => {
    ends.push((JSON.parse(e.data) as { reason: string }).reason);
    poke();
  });
  return {
    changes,
    ready,
    ends,
    source,
    until(predicate, timeoutMs = 10_000) {
      if (predicate(changes)) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`feed: condition not met in ${timeoutMs} ms; got ${JSON.stringify(changes.map((c) => [c.revision, c.type]))}, ends ${JSON.stringify(ends)}`));
        }, timeoutMs);
        const check = () => {
          if (!predicate(changes)) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
      });
    },
    close: () => source.close(),
  };
}

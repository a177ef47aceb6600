import type { ItineraryState } from '../../domain/itinerary/state.js';
import type { Actor } from '../../domain/itinerary/types.js';
import { ITINERARY_STREAM_PREFIX, type ItineraryRepository } from '../itinerary/itinerary-repository.js';
import type { EventStore, RecordedEvent, Subscription } from '../ports/event-store.port.js';
import type { Lifecycle } from '../ports/lifecycle.port.js';
import type { Logger } from '../ports/logger.port.js';
import { changeMessage, changesAccess, readerOf, type ChangeMessage, type ReaderView } from './change-message.js';

/** Why a live feed ended: the reader may no longer read the itinerary, or delivery broke off (resume). */
export type FeedEnd = 'accessLost' | 'interrupted';

/** Where one reader's changes go (an SSE response). */
export interface ChangeSink {
  /** Access granted: the feed starts after this revision (what was missed follows first). */
  open(revision: number): void;
  send(message: ChangeMessage): void;
  end(reason: FeedEnd): void;
}

export interface FollowOptions {
  /** The last revision the reader has (Last-Event-ID): what came after it is sent first. */
  after?: number;
}

export interface Following {
  /** The revision the feed starts from (the itinerary's, or `after` when the reader resumes). */
  readonly revision: number;
  stop(): void;
}

/** An event with the itinerary's state after it, loaded when the event may change who can read it. */
interface Change {
  event: RecordedEvent;
  state?: ItineraryState;
}

/** One reader of one itinerary: holds back live changes while what it missed is replayed. */
class Follower {
  private buffer: Change[] | undefined = [];
  private ended = false;
  private reader: ReaderView = { pro: false, member: false };
  private last = -1;

  constructor(
    private readonly itineraryId: string,
    private readonly actor: Actor,
    private readonly sink: ChangeSink,
    private readonly leave: () => void,
  ) {}

  /** Access checked: what the reader may see, and the revision it has. */
  admit(reader: ReaderView, last: number): void {
    this.reader = reader;
    this.last = last;
  }

  /** A missed change, read from the stream (access was checked on the current state). */
  replay(event: RecordedEvent): void {
    this.send({ event });
  }

  deliver(change: Change): void {
    if (this.ended) return;
    if (this.buffer) return void this.buffer.push(change);
    this.send(change);
  }

  /** Refused or failed before anything was sent: the caller answers with the error instead. */
  leaveQuietly(): void {
    this.ended = true;
    this.leave();
  }

  /** After the replay: what arrived meanwhile, then live. */
  goLive(): void {
    const held = this.buffer ?? [];
    this.buffer = undefined;
    for (const change of held) this.send(change);
  }

  end(reason: FeedEnd): void {
    if (this.ended) return;
    this.ended = true;
    this.leave();
    this.sink.end(reason);
  }

  private send({ event, state }: Change): void {
    if (this.ended || event.revision <= this.last) return;
    if (state) {
      try {
        this.reader = readerOf(state, this.actor).view;
      } catch {
        // A deletion is worth telling; any other loss of access ends the feed without the event.
        if (event.type === 'ItineraryDeleted') this.sink.send(changeMessage(this.itineraryId, event, this.reader));
        return this.end('accessLost');
      }
    }
    this.last = event.revision;
    this.sink.send(changeMessage(this.itineraryId, event, this.reader));
  }
}

/**
 * Live changes of itineraries for their readers (Server-Sent Events): ONE subscription to the event
 * log, started with the first reader and fanned out to the readers of each itinerary, so a hundred
 * readers cost one log reader, not a hundred. A reader resuming after a revision first gets what it
 * missed from the itinerary's stream, with live changes held back meanwhile, so nothing is lost or
 * sent twice. Events that may change who can read (members, visibility, deletion) check each reader
 * again against the state after them; a reader who lost access is told so and the feed ends.
 */
export class LiveChanges implements Lifecycle {
  readonly name = 'live-changes';
  private readonly followers = new Map<string, Set<Follower>>();
  private running: Promise<Subscription> | undefined;

  constructor(
    private readonly itineraries: ItineraryRepository,
    private readonly store: EventStore,
    private readonly logger: Logger,
  ) {}

  /** Starts lazily (with the first reader): a service nobody follows pays nothing. */
  async start(): Promise<void> {}

  async stop(): Promise<void> {
    this.endAll('interrupted');
    const running = this.running;
    this.running = undefined;
    if (running) await (await running).stop();
  }

  /** The server is closing: end every feed, so their responses finish and clients reconnect elsewhere. */
  drain(): void {
    this.endAll('interrupted');
  }

  /**
   * Throws notFound (before anything is sent) when the actor may not read the itinerary. The reader
   * joins before the itinerary is read, so a change landing in between is held back, not missed.
   */
  async follow(itineraryId: string, actor: Actor, sink: ChangeSink, options: FollowOptions = {}): Promise<Following> {
    await this.subscribed();
    const streamId = this.itineraries.streamId(itineraryId);
    let followers = this.followers.get(streamId);
    if (!followers) this.followers.set(streamId, (followers = new Set()));
    const joined = followers;
    const follower: Follower = new Follower(itineraryId, actor, sink, () => {
      joined.delete(follower);
      if (joined.size === 0 && this.followers.get(streamId) === joined) this.followers.delete(streamId);
    });
    joined.add(follower);
    try {
      const loaded = await this.itineraries.load(itineraryId);
      const from = Math.min(options.after ?? loaded.revision, loaded.revision);
      follower.admit(readerOf(loaded.state, actor).view, from);
      sink.open(from);
      if (from < loaded.revision) {
        for await (const event of this.store.readStream(streamId, { fromRevision: from + 1, maxCount: loaded.revision - from })) {
          follower.replay(event);
        }
      }
      follower.goLive();
      return { revision: from, stop: () => follower.end('interrupted') };
    } catch (error) {
      follower.leaveQuietly();
      throw error;
    }
  }

  private subscribed(): Promise<Subscription> {
    this.running ??= this.subscribe();
    return this.running;
  }

  private async subscribe(): Promise<Subscription> {
    const head = await this.store.headPosition();
    const subscription = this.store.subscribeToAll({ after: head, streamPrefixes: [ITINERARY_STREAM_PREFIX] }, (event) =>
      this.fanOut(event),
    );
    const running = this.running;
    void subscription.failed.then((error) => {
      this.logger.warn({ err: error }, 'live changes: the log subscription ended; readers are asked to reconnect');
      if (this.running === running) this.running = undefined;
      this.endAll('interrupted');
    });
    return subscription;
  }

  /** Never throws: a failure here must not end the one subscription every reader shares. */
  private async fanOut(event: RecordedEvent): Promise<void> {
    const followers = this.followers.get(event.streamId);
    if (!followers) return;
    try {
      const state = changesAccess(event) ? (await this.itineraries.load(event.streamId.slice(ITINERARY_STREAM_PREFIX.length))).state : undefined;
      for (const follower of [...followers]) follower.deliver({ event, state });
    } catch (error) {
      this.logger.error({ err: error, streamId: event.streamId }, 'live changes: could not deliver; its readers are asked to reconnect');
      for (const follower of [...followers]) follower.end('interrupted');
    }
  }

  private endAll(reason: FeedEnd): void {
    for (const followers of [...this.followers.values()]) for (const follower of [...followers]) follower.end(reason);
  }
}

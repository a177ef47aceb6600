import { itineraryDecider } from '../../../domain/itinerary/decider.js';
import type { ItineraryEvent } from '../../../domain/itinerary/events.js';
import type { ItineraryState } from '../../../domain/itinerary/state.js';
import type { Actor } from '../../../domain/itinerary/types.js';
import { ITINERARY_STREAM_PREFIX, type ItineraryRepository } from '../../itinerary/itinerary-repository.js';
import type { AccountReader } from '../../ports/account-reader.port.js';
import type { Clock } from '../../ports/clock.port.js';
import type { RecordedEvent } from '../../ports/event-store.port.js';
import type { Logger } from '../../ports/logger.port.js';
import type { FeedRun, WebhookEventFeed } from '../../ports/webhook-event-feed.port.js';
import type { NewDelivery, WebhookEndpoint } from '../../ports/webhook-store.port.js';
import { changeMessage, readerOf } from '../change-message.js';
import type { EndpointDirectory } from './endpoint-directory.js';

/** Events whose deliveries are stored (and the events acknowledged) together at most. */
const BATCH_EVENTS = 500;
/** Itinerary states kept between events, so each event folds one step instead of reading its stream. */
const STATE_CACHE = 1_000;
const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 10_000;

/** The body of a delivery: Standard Webhooks' {type, timestamp, data}, data the change as its reader may see it. */
export const deliveryPayload = (type: string, timestamp: string, data: object): string => JSON.stringify({ type, timestamp, data });

/** The webhook-id of an event's delivery to an endpoint: the same however often the fan-out meets the event. */
export const deliveryId = (eventId: string, endpointId: string): string => `msg_${eventId}_${endpointId}`;

/**
 * Turns the event log into webhook deliveries. It reads the itinerary events from the
 * WebhookEventFeed (the first open begins at the log's head: endpoints get what happens after they
 * exist). For each event and each enabled endpoint whose filters match, a delivery is made when the
 * endpoint's user may read the itinerary as of that event (their role at the event's time), with the
 * change as that user may see it. The deliveries of a batch of events are committed together: stored,
 * then the events acknowledged, so a crash repeats a batch at most, and a repeated event finds its
 * deliveries stored already (their ids come from the event and the endpoint).
 */
export class WebhookFanOut {
  private run: FeedRun | undefined;
  /** Stands for the run being opened or running: a handler of any other is stale. */
  private lap: object | undefined;
  private opening: Promise<void> | undefined;
  private buffer: NewDelivery[] = [];
  private bufferedEvents = 0;
  private flushing: Promise<void> = Promise.resolve();
  private flushScheduled = false;
  private readonly states = new Map<string, { revision: number; state: ItineraryState }>();
  private stopped = true;
  private failures = 0;
  private restartTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly feed: WebhookEventFeed,
    private readonly directory: EndpointDirectory,
    private readonly itineraries: ItineraryRepository,
    private readonly accounts: AccountReader,
    private readonly clock: Clock,
    private readonly enqueued: () => void,
    private readonly logger: Logger,
  ) {}

  /**
   * Resolves once the feed stands where it starts, or could not start: then it is tried again, as
   * after a failed run (a second process, say, waits while another consumes the feed).
   */
  async start(): Promise<void> {
    this.stopped = false;
    this.reopen();
    await this.opening;
  }

  /** Stops reading, then commits what was handled: the deliveries are stored, and at worst their events come again. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.restartTimer);
    await this.opening;
    await this.run?.stop();
    await this.flush().catch(() => undefined);
    this.run = undefined;
    this.lap = undefined;
  }

  private reopen(): void {
    this.opening = this.open().catch((error: unknown) => this.retry(error));
  }

  private async open(): Promise<void> {
    const lap = {};
    this.lap = lap;
    this.buffer = [];
    this.bufferedEvents = 0;
    this.states.clear();
    const run = await this.feed.open((event) => this.handle(lap, event));
    this.run = run;
    void run.failed.then((error) => this.fail(run, error));
    // Events handled before the run was known have waited for it.
    if (this.bufferedEvents > 0) this.flush().catch(() => undefined);
  }

  /** A failed run is given up whole: what it buffered is dropped, and the next run is handed its events again. */
  private fail(run: FeedRun, error: unknown): void {
    if (this.run !== run) return;
    this.run = undefined;
    this.lap = undefined;
    void run.stop().catch(() => undefined);
    this.retry(error);
  }

  private retry(error: unknown): void {
    this.logger.error({ err: error, failures: this.failures + 1 }, 'webhook fan-out failed; its unacknowledged events come again');
    if (this.stopped) return;
    const wait = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** this.failures++);
    this.restartTimer = setTimeout(() => {
      if (!this.stopped) this.reopen();
    }, wait);
  }

  private async handle(lap: object, event: RecordedEvent): Promise<void> {
    const deliveries = await this.deliveriesOf(event);
    // A run given up meanwhile: its events come again in the next one, which has a buffer of its own.
    if (this.lap !== lap) throw new Error('the webhook fan-out gave this run up');
    this.buffer.push(...deliveries);
    this.bufferedEvents++;
    if (this.bufferedEvents >= BATCH_EVENTS) {
      await this.flush();
    } else if (!this.flushScheduled) {
      // A batch ends when delivery pauses: after a page of stored events, or after one live event.
      this.flushScheduled = true;
      setImmediate(() => {
        this.flushScheduled = false;
        // A failed commit has given its run up (fail), which logged why.
        this.flush().catch(() => undefined);
      });
    }
  }

  /** Commits the buffered deliveries and events, after the commits before it. */
  private flush(): Promise<void> {
    const next = this.flushing.then(() => this.commit());
    this.flushing = next.catch(() => undefined);
    return next;
  }

  private async commit(): Promise<void> {
    const run = this.run;
    // No run yet: it is being opened, and flushes once it is.
    if (!run || this.bufferedEvents === 0) return;
    const [deliveries, events] = [this.buffer, this.bufferedEvents];
    this.buffer = [];
    this.bufferedEvents = 0;
    try {
      await run.commit(deliveries, events);
    } catch (error) {
      this.fail(run, error);
      throw error;
    }
    this.failures = 0;
    if (deliveries.length > 0) this.enqueued();
  }

  private async deliveriesOf(event: RecordedEvent): Promise<NewDelivery[]> {
    const endpoints = await this.directory.enabled();
    const itineraryId = event.streamId.slice(ITINERARY_STREAM_PREFIX.length);
    const candidates = endpoints.filter((e) => matches(e, itineraryId, event.type));
    // With no endpoint interested the cached state may fall behind; the next use reads the stream.
    if (candidates.length === 0) return [];
    const { before, after } = await this.statesAround(event, itineraryId);
    // A deletion goes to those who could read the itinerary until then.
    const asOf = event.type === 'ItineraryDeleted' ? before : after;
    const deliveries: NewDelivery[] = [];
    for (const endpoint of candidates) {
      const actor = await this.ownerOf(endpoint);
      let reader;
      try {
        reader = readerOf(asOf, actor).view;
      } catch {
        continue;
      }
      // Without a list, the user's own and shared itineraries: not every public one of the service.
      if (!endpoint.itineraryIds && !reader.member) continue;
      deliveries.push({
        id: deliveryId(event.id, endpoint.id),
        endpointId: endpoint.id,
        lane: itineraryId,
        type: event.type,
        payload: deliveryPayload(event.type, event.metadata.occurredAt, changeMessage(itineraryId, event, reader)),
        eventId: event.id,
        createdAt: this.clock.now().toISOString(),
      });
    }
    return deliveries;
  }

  private async ownerOf(endpoint: WebhookEndpoint): Promise<Actor> {
    const account = await this.accounts.get(endpoint.ownerId);
    return { userId: endpoint.ownerId, pro: account?.plan === 'pro', firstParty: false };
  }

  /** The itinerary just before and just after the event: one fold step from the last event seen, or its stream read up to it. */
  private async statesAround(event: RecordedEvent, itineraryId: string): Promise<{ before: ItineraryState; after: ItineraryState }> {
    const cached = this.states.get(event.streamId);
    let before: ItineraryState;
    if (cached && cached.revision === event.revision - 1) before = cached.state;
    else if (event.revision === 0) before = itineraryDecider.initialState();
    else before = (await this.itineraries.loadAt(itineraryId, event.revision - 1)).state;
    const after = itineraryDecider.evolve(before, { type: event.type, data: event.data } as ItineraryEvent);
    this.states.delete(event.streamId);
    this.states.set(event.streamId, { revision: event.revision, state: after });
    if (this.states.size > STATE_CACHE) this.states.delete(this.states.keys().next().value!);
    return { before, after };
  }
}

function matches(endpoint: WebhookEndpoint, itineraryId: string, type: string): boolean {
  if (endpoint.itineraryIds && !endpoint.itineraryIds.includes(itineraryId)) return false;
  return endpoint.eventTypes.length === 0 || endpoint.eventTypes.includes(type);
}

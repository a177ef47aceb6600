import { itineraryDecider } from '../../../domain/itinerary/decider.js';
import type { ItineraryEvent } from '../../../domain/itinerary/events.js';
import type { ItineraryState } from '../../../domain/itinerary/state.js';
import type { Actor } from '../../../domain/itinerary/types.js';
import { ITINERARY_STREAM_PREFIX, type ItineraryRepository } from '../../itinerary/itinerary-repository.js';
import type { AccountReader } from '../../ports/account-reader.port.js';
import type { Clock } from '../../ports/clock.port.js';
import type { EventStore, RecordedEvent, Subscription } from '../../ports/event-store.port.js';
import type { Logger } from '../../ports/logger.port.js';
import type { NewDelivery, WebhookEndpoint, WebhookStore } from '../../ports/webhook-store.port.js';
import { changeMessage, readerOf } from '../change-message.js';
import type { EndpointDirectory } from './endpoint-directory.js';

export const FAN_OUT_CHECKPOINT = 'webhooks';
/** Events whose deliveries are stored (with the checkpoint) together at most. */
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
 * Turns the event log into webhook deliveries: a subscription to the itinerary streams from a stored
 * checkpoint (the first start begins at the log's head: endpoints get what happens after they
 * exist). For each event and each enabled endpoint whose filters match, a delivery is stored when
 * the endpoint's user may read the itinerary as of that event (their role at the event's time), with
 * the change as that user may see it. Deliveries of a batch of events are stored with the batch's
 * checkpoint in one write, so a crash repeats a batch at most, and a repeated event finds its
 * deliveries stored already (their ids come from the event and the endpoint).
 */
export class WebhookFanOut {
  private subscription: Subscription | undefined;
  private buffer: NewDelivery[] = [];
  private bufferedEvents = 0;
  private position: string | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private flushScheduled = false;
  private readonly states = new Map<string, { revision: number; state: ItineraryState }>();
  private stopped = true;
  private failures = 0;
  private restartTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly events: EventStore,
    private readonly webhooks: WebhookStore,
    private readonly directory: EndpointDirectory,
    private readonly itineraries: ItineraryRepository,
    private readonly accounts: AccountReader,
    private readonly clock: Clock,
    private readonly enqueued: () => void,
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    this.stopped = false;
    await this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.restartTimer);
    await this.subscription?.stop();
    this.subscription = undefined;
    await this.flush();
  }

  private async run(): Promise<void> {
    let after = await this.webhooks.checkpoint(FAN_OUT_CHECKPOINT);
    if (after === undefined) {
      after = await this.events.headPosition();
      if (after !== undefined) await this.webhooks.enqueue([], { name: FAN_OUT_CHECKPOINT, position: after });
    }
    this.buffer = [];
    this.bufferedEvents = 0;
    this.position = after;
    this.states.clear();
    const subscription = this.events.subscribeToAll({ after, streamPrefixes: [ITINERARY_STREAM_PREFIX] }, (event) => this.handle(event));
    this.subscription = subscription;
    void subscription.failed.then((error) => this.restart(subscription, error));
  }

  /** A failed run is given up whole: what it buffered is dropped, the next run starts from the stored checkpoint. */
  private restart(ended: Subscription, error: Error): void {
    if (this.stopped || this.subscription !== ended) return;
    this.failures++;
    this.logger.error({ err: error, failures: this.failures }, 'webhook fan-out failed; restarting from its checkpoint');
    const wait = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** (this.failures - 1));
    this.restartTimer = setTimeout(() => {
      if (!this.stopped) this.run().catch((e: unknown) => this.restart(ended, e instanceof Error ? e : new Error(String(e))));
    }, wait);
  }

  private async handle(event: RecordedEvent): Promise<void> {
    this.buffer.push(...(await this.deliveriesOf(event)));
    this.position = event.position;
    this.bufferedEvents++;
    if (this.bufferedEvents >= BATCH_EVENTS) {
      await this.flush();
    } else if (!this.flushScheduled) {
      // A batch ends when delivery pauses: after a page of stored events, or after one live event.
      this.flushScheduled = true;
      setImmediate(() => {
        this.flushScheduled = false;
        this.flush().catch((error: unknown) => this.logger.error({ err: error }, 'webhook fan-out could not store deliveries'));
      });
    }
  }

  private flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.bufferedEvents === 0 || this.position === undefined) return;
      const [deliveries, position] = [this.buffer, this.position];
      this.buffer = [];
      this.bufferedEvents = 0;
      await this.webhooks.enqueue(deliveries, { name: FAN_OUT_CHECKPOINT, position });
      this.failures = 0;
      if (deliveries.length > 0) this.enqueued();
    });
    return this.flushing;
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

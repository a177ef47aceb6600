import { isItineraryEventType } from '../../../domain/itinerary/event-types.js';
import { DomainError, validationFailed } from '../../../domain/shared/domain-error.js';
import type { Clock } from '../../ports/clock.port.js';
import type { IdGenerator } from '../../ports/id-generator.port.js';
import type { DeliveryStatus, WebhookDelivery, WebhookEndpoint, WebhookStore } from '../../ports/webhook-store.port.js';
import type { WebhookTransport } from '../../ports/webhook-transport.port.js';
import { decodeCursor, encodeCursor, type Page } from '../../shared/page.js';
import type { EndpointDirectory } from './endpoint-directory.js';
import { deliveryPayload } from './webhook-fan-out.js';
import { PING } from './webhook-dispatcher.js';

/** The app acting for its user: endpoints belong to both (another app of the same user does not see them). */
export interface WebhookOwner {
  userId: string;
  clientId: string;
}

export interface EndpointInput {
  url: string;
  eventTypes?: string[];
  itineraryIds?: string[];
  description?: string;
}

export interface EndpointChanges {
  url?: string;
  eventTypes?: string[];
  /** null: every itinerary the user may read again. */
  itineraryIds?: string[] | null;
  description?: string | null;
  enabled?: boolean;
}

/** An endpoint as its app sees it: never its secret (shown once, when made or rotated). */
export interface EndpointView {
  id: string;
  url: string;
  eventTypes: string[];
  itineraryIds: string[] | null;
  description: string | null;
  enabled: boolean;
  disabledReason: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface DeliveryView {
  id: string;
  sequence: number;
  type: string;
  itineraryId: string | null;
  status: DeliveryStatus;
  attempts: number;
  createdAt: string;
  nextAttemptAt: string | null;
  lastAttemptAt: string | null;
  lastResponseStatus: number | null;
  lastError: string | null;
  deliveredAt: string | null;
  /** The exact body sent (and signed). */
  payload: unknown;
}

/** How long a rotated-out secret keeps signing beside the new one, so receivers can switch over. */
export const ROTATION_OVERLAP_MS = 24 * 3_600_000;
/** Endpoints one app may register for one user. */
export const MAX_ENDPOINTS = 20;
const CURSOR = 'webhook-deliveries';

const view = (e: WebhookEndpoint): EndpointView => ({
  id: e.id,
  url: e.url,
  eventTypes: e.eventTypes,
  itineraryIds: e.itineraryIds ?? null,
  description: e.description ?? null,
  enabled: e.enabled,
  disabledReason: e.disabledReason ?? null,
  createdAt: e.createdAt,
  updatedAt: e.updatedAt,
});

const deliveryView = (d: WebhookDelivery): DeliveryView => ({
  id: d.id,
  sequence: d.sequence,
  type: d.type,
  itineraryId: d.type === PING ? null : d.lane,
  status: d.status,
  attempts: d.attempts,
  createdAt: d.createdAt,
  nextAttemptAt: d.status === 'pending' ? d.nextAttemptAt : null,
  lastAttemptAt: d.lastAttemptAt ?? null,
  lastResponseStatus: d.lastResponseStatus ?? null,
  lastError: d.lastError ?? null,
  deliveredAt: d.deliveredAt ?? null,
  payload: JSON.parse(d.payload),
});

const notFound = (): DomainError => new DomainError('notFound', 'Webhook endpoint not found.');

/**
 * Webhook endpoints for apps (`/v1/webhooks`): an app registers, for the user it acts for, a URL
 * that receives the itinerary events the user may read, filtered by type and itinerary; it reads the
 * delivery log, replays deliveries, rotates the signing secret and sends itself a test delivery.
 */
export class WebhookEndpoints {
  constructor(
    private readonly store: WebhookStore,
    private readonly transport: WebhookTransport,
    private readonly directory: EndpointDirectory,
    /** Told that deliveries are due now (a ping, a replay). */
    private readonly due: () => void,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async create(owner: WebhookOwner, input: EndpointInput): Promise<EndpointView & { secret: string }> {
    checkFilters(input.eventTypes, input.itineraryIds);
    await this.transport.checkUrl(input.url);
    if ((await this.store.listEndpoints({ ownerId: owner.userId, clientId: owner.clientId })).length >= MAX_ENDPOINTS) {
      throw validationFailed([{ path: '', message: `an app may register at most ${MAX_ENDPOINTS} endpoints for a user` }]);
    }
    const now = this.clock.now().toISOString();
    const secret = this.transport.newSecret();
    const endpoint: WebhookEndpoint = {
      id: this.ids.uuid(),
      ownerId: owner.userId,
      clientId: owner.clientId,
      url: input.url,
      eventTypes: unique(input.eventTypes ?? []),
      ...(input.itineraryIds ? { itineraryIds: unique(input.itineraryIds) } : {}),
      ...(input.description ? { description: input.description } : {}),
      secrets: [{ secret, createdAt: now }],
      enabled: true,
      createdAt: now,
      updatedAt: now,
    };
    await this.store.saveEndpoint(endpoint);
    await this.directory.reload();
    return { ...view(endpoint), secret };
  }

  async list(owner: WebhookOwner): Promise<EndpointView[]> {
    return (await this.store.listEndpoints({ ownerId: owner.userId, clientId: owner.clientId })).map(view);
  }

  async get(owner: WebhookOwner, id: string): Promise<EndpointView> {
    return view(await this.owned(owner, id));
  }

  async update(owner: WebhookOwner, id: string, changes: EndpointChanges): Promise<EndpointView> {
    const endpoint = await this.owned(owner, id);
    checkFilters(changes.eventTypes, changes.itineraryIds ?? undefined);
    if (changes.url !== undefined) await this.transport.checkUrl(changes.url);
    const { itineraryIds: _ids, description: _description, disabledReason: _reason, ...rest } = endpoint;
    const itineraryIds = changes.itineraryIds === undefined ? endpoint.itineraryIds : (changes.itineraryIds ?? undefined);
    const description = changes.description === undefined ? endpoint.description : (changes.description ?? undefined);
    const enabled = changes.enabled ?? endpoint.enabled;
    const updated: WebhookEndpoint = {
      ...rest,
      url: changes.url ?? endpoint.url,
      eventTypes: changes.eventTypes ? unique(changes.eventTypes) : endpoint.eventTypes,
      ...(itineraryIds ? { itineraryIds: unique(itineraryIds) } : {}),
      ...(description ? { description } : {}),
      enabled,
      // Enabling again clears why it was disabled.
      ...(!enabled && endpoint.disabledReason ? { disabledReason: endpoint.disabledReason } : {}),
      updatedAt: this.clock.now().toISOString(),
    };
    await this.store.saveEndpoint(updated);
    await this.directory.reload();
    if (enabled && !endpoint.enabled) this.due();
    return view(updated);
  }

  async remove(owner: WebhookOwner, id: string): Promise<void> {
    await this.owned(owner, id);
    await this.store.deleteEndpoint(id);
    await this.directory.reload();
  }

  /** A new secret; the old ones sign beside it for 24 hours more, then only the new one does. */
  async rotateSecret(owner: WebhookOwner, id: string): Promise<{ secret: string; previousSecretExpiresAt: string }> {
    const endpoint = await this.owned(owner, id);
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + ROTATION_OVERLAP_MS).toISOString();
    const secret = this.transport.newSecret();
    const kept = endpoint.secrets
      .filter((s) => s.expiresAt === undefined || Date.parse(s.expiresAt) > now.getTime())
      .map((s) => ({ ...s, expiresAt: s.expiresAt ?? expiresAt }));
    await this.store.saveEndpoint({ ...endpoint, secrets: [{ secret, createdAt: now.toISOString() }, ...kept], updatedAt: now.toISOString() });
    return { secret, previousSecretExpiresAt: expiresAt };
  }

  /** A test delivery (type WebhookPing), through the delivery log like any other. */
  async ping(owner: WebhookOwner, id: string): Promise<DeliveryView> {
    const endpoint = await this.owned(owner, id);
    const now = this.clock.now().toISOString();
    const deliveryId = `msg_ping_${this.ids.uuid()}`;
    const payload = deliveryPayload(PING, now, { endpointId: endpoint.id, message: 'A test delivery: the endpoint receives and the signature verifies.' });
    // Pings have a lane of their own: a ping does not wait behind an itinerary's failing delivery.
    await this.store.enqueue([{ id: deliveryId, endpointId: endpoint.id, lane: PING, type: PING, payload, createdAt: now }]);
    this.due();
    return deliveryView((await this.store.getDelivery(endpoint.id, deliveryId))!);
  }

  async deliveries(owner: WebhookOwner, id: string, options: { limit: number; cursor?: string; status?: DeliveryStatus }): Promise<Page<DeliveryView>> {
    await this.owned(owner, id);
    const after = options.cursor ? (decodeCursor(CURSOR, options.cursor, ['number'])[0] as number) : undefined;
    const read = await this.store.deliveries(id, { afterSequence: after, limit: options.limit + 1, status: options.status });
    const items = read.slice(0, options.limit).map(deliveryView);
    const last = items[items.length - 1];
    return read.length > options.limit && last ? { items, nextCursor: encodeCursor(CURSOR, [last.sequence]) } : { items };
  }

  async delivery(owner: WebhookOwner, id: string, deliveryId: string): Promise<DeliveryView> {
    await this.owned(owner, id);
    const found = await this.store.getDelivery(id, deliveryId);
    if (!found) throw new DomainError('notFound', 'Delivery not found.');
    return deliveryView(found);
  }

  /** Sends deliveries again, whatever became of them: one (by id) or a range of sequences. */
  async replay(owner: WebhookOwner, id: string, which: { deliveryId: string } | { fromSequence: number; toSequence: number }): Promise<{ requeued: number }> {
    await this.owned(owner, id);
    let range: [number, number];
    if ('deliveryId' in which) {
      const found = await this.store.getDelivery(id, which.deliveryId);
      if (!found) throw new DomainError('notFound', 'Delivery not found.');
      range = [found.sequence, found.sequence];
    } else {
      if (which.toSequence < which.fromSequence) throw validationFailed([{ path: 'toSequence', message: 'must not be below fromSequence' }]);
      range = [which.fromSequence, which.toSequence];
    }
    const requeued = await this.store.requeue(id, range[0], range[1], this.clock.now().toISOString());
    this.due();
    return { requeued };
  }

  private async owned(owner: WebhookOwner, id: string): Promise<WebhookEndpoint> {
    const endpoint = await this.store.getEndpoint(id);
    if (!endpoint || endpoint.ownerId !== owner.userId || endpoint.clientId !== owner.clientId) throw notFound();
    return endpoint;
  }
}

const unique = (values: string[]): string[] => [...new Set(values)];

function checkFilters(eventTypes: string[] | undefined, itineraryIds: string[] | undefined): void {
  const unknown = (eventTypes ?? []).map((type, i) => ({ type, i })).filter(({ type }) => !isItineraryEventType(type));
  if (unknown.length > 0) {
    throw validationFailed(unknown.map(({ type, i }) => ({ path: `eventTypes[${i}]`, message: `"${type}" is not an itinerary event type (docs/events.md)` })));
  }
  if (itineraryIds && itineraryIds.length === 0) {
    throw validationFailed([{ path: 'itineraryIds', message: 'must name at least one itinerary (leave it out for every itinerary)' }]);
  }
}

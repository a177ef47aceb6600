/**
 * Webhook endpoints and their deliveries (docs/change-feeds.md, "Webhooks"): the endpoints apps
 * registered, and the delivery of each event to each endpoint with its attempts. SQLite (embedded)
 * and MongoDB (distributed) pass one contract suite (test/contract/webhook-store.contract.ts).
 */

export interface WebhookSecret {
  /** `whsec_` and the base64 of the key bytes (Standard Webhooks). */
  secret: string;
  createdAt: string;
  /** A secret replaced by a rotation still signs until then, beside the new one. */
  expiresAt?: string;
}

export interface WebhookEndpoint {
  id: string;
  /** The user the app acts for, and the app (OAuth client): only they see and change the endpoint. */
  ownerId: string;
  clientId: string;
  url: string;
  /** Event types delivered; empty: every type. */
  eventTypes: string[];
  /** Itineraries delivered; undefined: every itinerary the owner may read. */
  itineraryIds?: string[];
  description?: string;
  /** Newest first; older ones only until they expire. */
  secrets: WebhookSecret[];
  enabled: boolean;
  /** Why the service disabled it (deliveries failing for too long); cleared when it is enabled again. */
  disabledReason?: string;
  createdAt: string;
  updatedAt: string;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed' | 'withheld';

export interface NewDelivery {
  /** The `webhook-id`: the same on every attempt, so receivers can drop duplicates. */
  id: string;
  endpointId: string;
  /** Deliveries of one lane go out one at a time in sequence order: one itinerary's events stay in log order. */
  lane: string;
  type: string;
  /** The exact JSON body that is signed and sent. */
  payload: string;
  /** The event it carries (absent for a ping). */
  eventId?: string;
  createdAt: string;
}

export interface WebhookDelivery extends NewDelivery {
  /** Increasing in the order deliveries were stored (log order); the delivery log pages and replays by it. */
  sequence: number;
  status: DeliveryStatus;
  attempts: number;
  /** How often it was replayed: an attempt's outcome is stored only if it was not replayed meanwhile. */
  replays: number;
  nextAttemptAt: string;
  lastAttemptAt?: string;
  /** The receiver's HTTP status at the last attempt. */
  lastResponseStatus?: number;
  /** Why the last attempt failed when there was no HTTP answer (refused, timed out, not allowed). */
  lastError?: string;
  deliveredAt?: string;
}

export interface AttemptOutcome {
  status: DeliveryStatus;
  attempts: number;
  lastAttemptAt: string;
  nextAttemptAt: string;
  lastResponseStatus?: number;
  lastError?: string;
  deliveredAt?: string;
}

export interface DeliveryPageOptions {
  /** Deliveries with a greater sequence (the previous page's last). */
  afterSequence?: number;
  limit: number;
  status?: DeliveryStatus;
}

export interface WebhookStore {
  saveEndpoint(endpoint: WebhookEndpoint): Promise<void>;
  getEndpoint(id: string): Promise<WebhookEndpoint | undefined>;
  /** Every endpoint of the owner through the app, oldest first; with no filter, every endpoint. */
  listEndpoints(filter?: { ownerId: string; clientId: string }): Promise<WebhookEndpoint[]>;
  /** Deletes the endpoint and its deliveries. */
  deleteEndpoint(id: string): Promise<void>;

  /**
   * Stores new deliveries (due at once), in the order given: their sequences grow in that order. A
   * delivery whose id is stored already is left as it is, so a fan-out that meets an event again
   * creates no second delivery and the first keeps its place in its lane.
   */
  enqueue(deliveries: NewDelivery[]): Promise<void>;

  /**
   * Deliveries to attempt now: of each lane of an enabled endpoint, its pending delivery with the
   * lowest sequence, when due by `now`; lanes in `busy` are left out; lowest sequence first.
   */
  due(now: string, limit: number, busy: ReadonlySet<string>): Promise<WebhookDelivery[]>;
  /** When the next pending delivery of an enabled endpoint falls due (undefined: none pending). */
  nextDue(): Promise<string | undefined>;
  /**
   * Stores an attempt's outcome, unless the delivery was replayed since it was handed out (its
   * `replays` moved on): then the replay stands and the delivery goes out again.
   */
  recordAttempt(id: string, replays: number, outcome: AttemptOutcome): Promise<void>;

  /** An endpoint's delivery log, by sequence. */
  deliveries(endpointId: string, options: DeliveryPageOptions): Promise<WebhookDelivery[]>;
  getDelivery(endpointId: string, id: string): Promise<WebhookDelivery | undefined>;
  /** Sets the endpoint's deliveries with a sequence in [from, to] pending and due at `now`, for another attempt (counting a replay). Returns how many. */
  requeue(endpointId: string, from: number, to: number, now: string): Promise<number>;
}

/** The lane key of a delivery in flight (lanes are per endpoint). */
export const laneKey = (delivery: Pick<NewDelivery, 'endpointId' | 'lane'>): string => `${delivery.endpointId}\u0000${delivery.lane}`;

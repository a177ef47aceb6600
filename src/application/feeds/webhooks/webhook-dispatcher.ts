import type { ItineraryRepository } from '../../itinerary/itinerary-repository.js';
import type { AccountReader } from '../../ports/account-reader.port.js';
import type { Clock } from '../../ports/clock.port.js';
import type { Logger } from '../../ports/logger.port.js';
import type { Mailer } from '../../ports/mailer.port.js';
import type { WebhookTransport } from '../../ports/webhook-transport.port.js';
import { laneKey, type AttemptOutcome, type WebhookDelivery, type WebhookEndpoint, type WebhookStore } from '../../ports/webhook-store.port.js';
import { readerOf } from '../change-message.js';
import { nextAttemptAt, type RetryPolicy } from './retry-schedule.js';

/** The type of a test delivery (POST /v1/webhook/{id}/ping); it carries no itinerary. */
export const PING = 'WebhookPing';

export interface DispatcherOptions {
  /** Deliveries in flight at once, across endpoints; one per lane (an endpoint's itinerary) at most. */
  concurrency: number;
  retry: RetryPolicy;
  /** Longest sleep between looks for due deliveries (another process may have stored some). */
  pollMs: number;
}

const success = (status: number): boolean => status >= 200 && status <= 299;

/**
 * Delivers what the fan-out stored: takes the due head of each lane (one itinerary of one endpoint:
 * its deliveries go out one at a time, in log order), checks that the endpoint's user may still read
 * the itinerary (else the delivery is withheld: a removed member's app stops receiving), signs and
 * sends it, and records the outcome: delivered on a 2xx, else another attempt later on the retry
 * schedule, until the delivery is older than the give-up age: then it fails, the endpoint is disabled
 * and its user gets a mail. A delivery is marked delivered only after its receiver answered, so a
 * crash repeats it at most (at-least-once; receivers drop repeats by `webhook-id`).
 */
export class WebhookDispatcher {
  private readonly inFlight = new Map<string, Promise<void>>();
  private running: Promise<void> | undefined;
  private stopped = true;
  private woken = false;
  private wake: (() => void) | undefined;

  constructor(
    private readonly webhooks: WebhookStore,
    private readonly transport: WebhookTransport,
    private readonly itineraries: ItineraryRepository,
    private readonly accounts: AccountReader,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly options: DispatcherOptions,
  ) {}

  start(): void {
    this.stopped = false;
    this.running = this.loop().catch((error: unknown) => this.logger.error({ err: error }, 'webhook dispatcher stopped on an error'));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.poke();
    await this.running;
    await Promise.all(this.inFlight.values());
  }

  /** New deliveries were stored, or a lane came free: look again now. */
  poke(): void {
    this.woken = true;
    this.wake?.();
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      this.woken = false;
      let idle = true;
      try {
        const free = this.options.concurrency - this.inFlight.size;
        if (free > 0) {
          const due = await this.webhooks.due(this.clock.now().toISOString(), free, new Set(this.inFlight.keys()));
          for (const delivery of due) {
            const lane = laneKey(delivery);
            this.inFlight.set(lane, this.attempt(delivery).finally(() => {
              this.inFlight.delete(lane);
              this.poke();
            }));
          }
          idle = due.length < free;
        }
      } catch (error) {
        this.logger.error({ err: error }, 'webhook dispatcher could not read due deliveries');
      }
      await this.sleep(idle ? await this.untilNextDue() : this.options.pollMs);
    }
  }

  /**
   * How long to sleep when nothing more is due: until the next delivery falls due, or the poll. A
   * pending delivery due already is one in flight, whose end wakes the loop anyway.
   */
  private async untilNextDue(): Promise<number> {
    try {
      const next = await this.webhooks.nextDue();
      const wait = next === undefined ? this.options.pollMs : Date.parse(next) - this.clock.now().getTime();
      return wait <= 0 ? this.options.pollMs : Math.min(this.options.pollMs, wait);
    } catch {
      return this.options.pollMs;
    }
  }

  /** Until `ms` pass or something wakes the loop; always through the timer queue, so the loop never starves I/O. */
  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, this.woken || this.stopped ? 0 : ms);
      this.wake = done;
    });
  }

  private async attempt(delivery: WebhookDelivery): Promise<void> {
    try {
      const endpoint = await this.webhooks.getEndpoint(delivery.endpointId);
      // Deleted or disabled since it was handed out: its deliveries wait (or went with it).
      if (!endpoint?.enabled) return;
      const now = this.clock.now();
      if (!(await this.mayDeliver(endpoint, delivery))) {
        await this.webhooks.recordAttempt(delivery.id, delivery.replays, {
          status: 'withheld',
          attempts: delivery.attempts,
          lastAttemptAt: now.toISOString(),
          nextAttemptAt: now.toISOString(),
          lastError: 'The endpoint’s user may no longer read this itinerary.',
        });
        return;
      }
      const secrets = endpoint.secrets.filter((s) => s.expiresAt === undefined || Date.parse(s.expiresAt) > now.getTime()).map((s) => s.secret);
      const response = await this.transport.send({ url: endpoint.url, id: delivery.id, payload: delivery.payload, secrets });
      await this.record(endpoint, delivery, 'status' in response ? { status: response.status } : { error: response.error });
    } catch (error) {
      this.logger.error({ err: error, deliveryId: delivery.id }, 'webhook delivery attempt failed on our side; it will be tried again');
    }
  }

  /**
   * Whether the endpoint's user may read the itinerary now. A deletion is told to everyone who could
   * read the itinerary until then (the fan-out checked that); what was still pending for a deleted
   * itinerary goes to its owner only, since nobody else's access can be checked any more.
   */
  private async mayDeliver(endpoint: WebhookEndpoint, delivery: WebhookDelivery): Promise<boolean> {
    if (delivery.type === PING || delivery.type === 'ItineraryDeleted') return true;
    const { state } = await this.itineraries.load(delivery.lane);
    if (state.status === 'deleted') return state.ownerId === endpoint.ownerId;
    const account = await this.accounts.get(endpoint.ownerId);
    try {
      readerOf(state, { userId: endpoint.ownerId, pro: account?.plan === 'pro', firstParty: false });
      return true;
    } catch {
      return false;
    }
  }

  private async record(endpoint: WebhookEndpoint, delivery: WebhookDelivery, answer: { status?: number; error?: string }): Promise<void> {
    const at = this.clock.now();
    const attempts = delivery.attempts + 1;
    const base = {
      attempts,
      lastAttemptAt: at.toISOString(),
      ...(answer.status === undefined ? {} : { lastResponseStatus: answer.status }),
      ...(answer.error === undefined ? {} : { lastError: answer.error }),
    };
    if (answer.status !== undefined && success(answer.status)) {
      await this.webhooks.recordAttempt(delivery.id, delivery.replays, { ...base, status: 'delivered', nextAttemptAt: base.lastAttemptAt, deliveredAt: base.lastAttemptAt });
      return;
    }
    const next = nextAttemptAt(delivery.createdAt, attempts, at.getTime(), this.options.retry);
    const outcome: AttemptOutcome = next ? { ...base, status: 'pending', nextAttemptAt: next } : { ...base, status: 'failed', nextAttemptAt: base.lastAttemptAt };
    await this.webhooks.recordAttempt(delivery.id, delivery.replays, outcome);
    if (!next) await this.disable(endpoint, delivery, at);
  }

  /** Persistent failure: the endpoint stops receiving until its app enables it again, and its user is told. */
  private async disable(endpoint: WebhookEndpoint, delivery: WebhookDelivery, at: Date): Promise<void> {
    const hours = Math.round(this.options.retry.giveUpMs / 3_600_000);
    const reason = `Deliveries to ${endpoint.url} failed for ${hours} hours (last: ${delivery.id}); the endpoint was disabled on ${at.toISOString()}.`;
    const current = (await this.webhooks.getEndpoint(endpoint.id)) ?? endpoint;
    if (!current.enabled) return;
    await this.webhooks.saveEndpoint({ ...current, enabled: false, disabledReason: reason, updatedAt: at.toISOString() });
    this.logger.warn({ endpointId: endpoint.id, url: endpoint.url }, 'webhook endpoint disabled after failing deliveries');
    const account = await this.accounts.get(endpoint.ownerId);
    if (!account) return;
    await this.mailer
      .send({
        to: account.email,
        subject: 'A webhook endpoint of yours was disabled',
        text:
          `${reason}\n\nThe app that registered it (${endpoint.clientId}) can enable it again ` +
          '(PATCH /v1/webhook/{id} with {"enabled": true}) and replay what it missed from its delivery log.',
      })
      .catch((error: unknown) => this.logger.warn({ err: error, endpointId: endpoint.id }, 'could not mail the notice of a disabled webhook endpoint'));
  }
}

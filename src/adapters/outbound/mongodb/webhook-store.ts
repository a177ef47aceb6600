import type { Collection, Db } from 'mongodb';
import type {
  AttemptOutcome,
  DeliveryPageOptions,
  NewDelivery,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookStore,
} from '../../../application/ports/webhook-store.port.js';
import { laneKey } from '../../../application/ports/webhook-store.port.js';

type EndpointDocument = Omit<WebhookEndpoint, 'id'> & { _id: string };
type DeliveryDocument = Omit<WebhookDelivery, 'id'> & { _id: string };

const DUPLICATE_KEY = 11000;

const endpointOf = ({ _id, ...rest }: EndpointDocument): WebhookEndpoint => ({ id: _id, ...rest });
const deliveryOf = ({ _id, ...rest }: DeliveryDocument): WebhookDelivery => ({ id: _id, ...rest });

/**
 * Webhook endpoints and deliveries in MongoDB (distributed profile). A batch of new deliveries is
 * inserted before the feed acknowledges its events; a crash in between repeats the batch, whose ids
 * are taken already (duplicate keys are ignored), so nothing is delivered twice for it.
 */
export class MongoWebhookStore implements WebhookStore {
  private readonly endpoints: Collection<EndpointDocument>;
  private readonly deliveryLog: Collection<DeliveryDocument>;
  private readonly counters: Collection<{ _id: string; value: number }>;
  private indexed: Promise<unknown> | undefined;

  constructor(db: Db) {
    this.endpoints = db.collection('webhookEndpoints');
    this.deliveryLog = db.collection('webhookDeliveries');
    this.counters = db.collection('webhookCounters');
  }

  private ready(): Promise<unknown> {
    this.indexed ??= Promise.all([
      this.endpoints.createIndex({ ownerId: 1, clientId: 1 }),
      this.deliveryLog.createIndex({ endpointId: 1, sequence: 1 }),
      this.deliveryLog.createIndex({ status: 1, sequence: 1 }),
    ]);
    return this.indexed;
  }

  async saveEndpoint(endpoint: WebhookEndpoint): Promise<void> {
    await this.ready();
    const { id, ...rest } = endpoint;
    await this.endpoints.replaceOne({ _id: id }, rest, { upsert: true });
  }

  async getEndpoint(id: string): Promise<WebhookEndpoint | undefined> {
    const found = await this.endpoints.findOne({ _id: id });
    return found ? endpointOf(found) : undefined;
  }

  async listEndpoints(filter?: { ownerId: string; clientId: string }): Promise<WebhookEndpoint[]> {
    const found = await this.endpoints.find(filter ? { ownerId: filter.ownerId, clientId: filter.clientId } : {}).sort({ createdAt: 1, _id: 1 }).toArray();
    return found.map(endpointOf);
  }

  async deleteEndpoint(id: string): Promise<void> {
    await this.deliveryLog.deleteMany({ endpointId: id });
    await this.endpoints.deleteOne({ _id: id });
  }

  async enqueue(deliveries: NewDelivery[]): Promise<void> {
    if (deliveries.length === 0) return;
    await this.ready();
    const counter = await this.counters.findOneAndUpdate(
      { _id: 'deliveries' },
      { $inc: { value: deliveries.length } },
      { upsert: true, returnDocument: 'after' },
    );
    const first = counter!.value - deliveries.length + 1;
    const documents: DeliveryDocument[] = deliveries.map(({ id, ...d }, i) => ({
      _id: id,
      ...d,
      sequence: first + i,
      status: 'pending',
      attempts: 0,
      replays: 0,
      nextAttemptAt: d.createdAt,
    }));
    try {
      await this.deliveryLog.insertMany(documents, { ordered: false });
    } catch (error) {
      const writeErrors = (error as { writeErrors?: { code: number }[] | { code: number } }).writeErrors;
      const list = Array.isArray(writeErrors) ? writeErrors : writeErrors ? [writeErrors] : [];
      if (list.length === 0 || list.some((e) => e.code !== DUPLICATE_KEY)) throw error;
    }
  }

  private async enabledIds(): Promise<string[]> {
    return (await this.endpoints.find({ enabled: true }, { projection: { _id: 1 } }).toArray()).map((e) => e._id);
  }

  async due(now: string, limit: number, busy: ReadonlySet<string>): Promise<WebhookDelivery[]> {
    const heads = await this.deliveryLog
      .aggregate<DeliveryDocument>([
        { $match: { status: 'pending', endpointId: { $in: await this.enabledIds() } } },
        { $sort: { sequence: 1 } },
        { $group: { _id: { endpointId: '$endpointId', lane: '$lane' }, head: { $first: '$$ROOT' } } },
        { $replaceRoot: { newRoot: '$head' } },
        { $match: { nextAttemptAt: { $lte: now } } },
        { $sort: { sequence: 1 } },
        { $limit: limit + busy.size },
      ])
      .toArray();
    return heads.map(deliveryOf).filter((d) => !busy.has(laneKey(d))).slice(0, limit);
  }

  async nextDue(): Promise<string | undefined> {
    const [first] = await this.deliveryLog
      .find({ status: 'pending', endpointId: { $in: await this.enabledIds() } })
      .sort({ nextAttemptAt: 1 })
      .limit(1)
      .toArray();
    return first?.nextAttemptAt;
  }

  async recordAttempt(id: string, replays: number, outcome: AttemptOutcome): Promise<void> {
    const unset = (['lastResponseStatus', 'lastError', 'deliveredAt'] as const).filter((k) => outcome[k] === undefined);
    await this.deliveryLog.updateOne(
      { _id: id, replays },
      { $set: outcome, ...(unset.length > 0 ? { $unset: Object.fromEntries(unset.map((k) => [k, ''])) } : {}) },
    );
  }

  async deliveries(endpointId: string, options: DeliveryPageOptions): Promise<WebhookDelivery[]> {
    const found = await this.deliveryLog
      .find({ endpointId, sequence: { $gt: options.afterSequence ?? 0 }, ...(options.status ? { status: options.status } : {}) })
      .sort({ sequence: 1 })
      .limit(options.limit)
      .toArray();
    return found.map(deliveryOf);
  }

  async getDelivery(endpointId: string, id: string): Promise<WebhookDelivery | undefined> {
    const found = await this.deliveryLog.findOne({ _id: id, endpointId });
    return found ? deliveryOf(found) : undefined;
  }

  async requeue(endpointId: string, from: number, to: number, now: string): Promise<number> {
    const result = await this.deliveryLog.updateMany(
      { endpointId, sequence: { $gte: from, $lte: to } },
      { $set: { status: 'pending', attempts: 0, nextAttemptAt: now }, $inc: { replays: 1 }, $unset: { lastError: '' } },
    );
    return result.matchedCount;
  }
}

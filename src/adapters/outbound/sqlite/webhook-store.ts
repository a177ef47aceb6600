import type {
  AttemptOutcome,
  DeliveryPageOptions,
  NewDelivery,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookStore,
} from '../../../application/ports/webhook-store.port.js';
import { laneKey } from '../../../application/ports/webhook-store.port.js';
import { whenUnlocked, type Migration, type SqliteDatabase } from './database.js';
import { GroupCommit } from './group-commit.js';
import { withoutOwnFsync } from './tuning/without-own-fsync.js';

const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'webhook endpoints, deliveries and the fan-out checkpoint',
    up: `CREATE TABLE webhook_endpoints (
      id        TEXT    PRIMARY KEY,
      owner_id  TEXT    NOT NULL,
      client_id TEXT    NOT NULL,
      enabled   INTEGER NOT NULL,
      endpoint  TEXT    NOT NULL  -- JSON: the whole WebhookEndpoint
    ) WITHOUT ROWID;
    CREATE INDEX webhook_endpoints_owner ON webhook_endpoints (owner_id, client_id);
    CREATE TABLE webhook_deliveries (
      sequence        INTEGER PRIMARY KEY AUTOINCREMENT,
      id              TEXT    NOT NULL UNIQUE,
      endpoint_id     TEXT    NOT NULL,
      lane            TEXT    NOT NULL,
      type            TEXT    NOT NULL,
      payload         TEXT    NOT NULL,
      event_id        TEXT,
      created_at      TEXT    NOT NULL,
      status          TEXT    NOT NULL,
      attempts        INTEGER NOT NULL,
      next_attempt_at TEXT    NOT NULL,
      last_attempt_at TEXT,
      last_response_status INTEGER,
      last_error      TEXT,
      delivered_at    TEXT
    );
    CREATE INDEX webhook_deliveries_log ON webhook_deliveries (endpoint_id, sequence);
    CREATE INDEX webhook_deliveries_pending ON webhook_deliveries (sequence) WHERE status = 'pending';
    CREATE INDEX webhook_deliveries_lane ON webhook_deliveries (endpoint_id, lane, sequence) WHERE status = 'pending';
    CREATE TABLE webhook_checkpoints (
      name     TEXT PRIMARY KEY,
      position TEXT NOT NULL
    ) WITHOUT ROWID;`,
  },
  {
    version: 2,
    name: 'webhook deliveries count their replays',
    up: `ALTER TABLE webhook_deliveries ADD COLUMN replays INTEGER NOT NULL DEFAULT 0;`,
  },
];

interface DeliveryRow {
  sequence: number;
  id: string;
  endpoint_id: string;
  lane: string;
  type: string;
  payload: string;
  event_id: string | null;
  created_at: string;
  status: WebhookDelivery['status'];
  attempts: number;
  replays: number;
  next_attempt_at: string;
  last_attempt_at: string | null;
  last_response_status: number | null;
  last_error: string | null;
  delivered_at: string | null;
}

const delivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  endpointId: row.endpoint_id,
  lane: row.lane,
  type: row.type,
  payload: row.payload,
  ...(row.event_id === null ? {} : { eventId: row.event_id }),
  createdAt: row.created_at,
  sequence: row.sequence,
  status: row.status,
  attempts: row.attempts,
  replays: row.replays,
  nextAttemptAt: row.next_attempt_at,
  ...(row.last_attempt_at === null ? {} : { lastAttemptAt: row.last_attempt_at }),
  ...(row.last_response_status === null ? {} : { lastResponseStatus: row.last_response_status }),
  ...(row.last_error === null ? {} : { lastError: row.last_error }),
  ...(row.delivered_at === null ? {} : { deliveredAt: row.delivered_at }),
});

const ENABLED_PENDING = `d.status = 'pending' AND d.endpoint_id IN (SELECT id FROM webhook_endpoints WHERE enabled = 1)`;

/**
 * Webhook endpoints and deliveries in the embedded profile's SQLite file; writes wait for the lock on
 * a timer. Beside the port, the checkpoint of the catch-up feed (webhook-event-feed.ts), stored in
 * the same transaction as a batch's deliveries.
 */
export class SqliteWebhookStore implements WebhookStore {
  private readonly statements;
  private readonly attempts: GroupCommit<[string, number, AttemptOutcome], void>;

  constructor(private readonly database: SqliteDatabase) {
    database.migrate('webhooks', MIGRATIONS);
    const db = database.connection;
    this.statements = {
      upsertEndpoint: db.prepare<[string, string, string, number, string]>(
        `INSERT INTO webhook_endpoints (id, owner_id, client_id, enabled, endpoint) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET enabled = excluded.enabled, endpoint = excluded.endpoint`,
      ),
      endpoint: db.prepare<[string], { endpoint: string }>('SELECT endpoint FROM webhook_endpoints WHERE id = ?'),
      endpointsOf: db.prepare<[string, string], { endpoint: string }>(
        'SELECT endpoint FROM webhook_endpoints WHERE owner_id = ? AND client_id = ?',
      ),
      allEndpoints: db.prepare<[], { endpoint: string }>('SELECT endpoint FROM webhook_endpoints'),
      deleteEndpoint: db.prepare<[string]>('DELETE FROM webhook_endpoints WHERE id = ?'),
      deleteDeliveries: db.prepare<[string]>('DELETE FROM webhook_deliveries WHERE endpoint_id = ?'),
      checkpoint: db.prepare<[string], { position: string }>('SELECT position FROM webhook_checkpoints WHERE name = ?'),
      saveCheckpoint: db.prepare<[string, string]>(
        'INSERT INTO webhook_checkpoints (name, position) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET position = excluded.position',
      ),
      insertDelivery: db.prepare<[string, string, string, string, string, string | null, string, string]>(
        `INSERT INTO webhook_deliveries (id, endpoint_id, lane, type, payload, event_id, created_at, status, attempts, next_attempt_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', 0, ?) ON CONFLICT (id) DO NOTHING`,
      ),
      // The head of each lane: no pending delivery of the same lane has a lower sequence.
      due: db.prepare<[string, number], DeliveryRow>(
        `SELECT d.* FROM webhook_deliveries d
         WHERE ${ENABLED_PENDING} AND d.next_attempt_at <= ?
           AND NOT EXISTS (SELECT 1 FROM webhook_deliveries p
                           WHERE p.status = 'pending' AND p.endpoint_id = d.endpoint_id AND p.lane = d.lane AND p.sequence < d.sequence)
         ORDER BY d.sequence LIMIT ?`,
      ),
      nextDue: db.prepare<[], { at: string | null }>(`SELECT min(d.next_attempt_at) AS at FROM webhook_deliveries d WHERE ${ENABLED_PENDING}`),
      recordAttempt: db.prepare<[string, number, string, string, number | null, string | null, string | null, string, number]>(
        `UPDATE webhook_deliveries SET status = ?, attempts = ?, last_attempt_at = ?, next_attempt_at = ?,
           last_response_status = ?, last_error = ?, delivered_at = ? WHERE id = ? AND replays = ?`,
      ),
      page: db.prepare<[string, number, number], DeliveryRow>(
        'SELECT * FROM webhook_deliveries WHERE endpoint_id = ? AND sequence > ? ORDER BY sequence LIMIT ?',
      ),
      pageWithStatus: db.prepare<[string, number, string, number], DeliveryRow>(
        'SELECT * FROM webhook_deliveries WHERE endpoint_id = ? AND sequence > ? AND status = ? ORDER BY sequence LIMIT ?',
      ),
      delivery: db.prepare<[string, string], DeliveryRow>('SELECT * FROM webhook_deliveries WHERE endpoint_id = ? AND id = ?'),
      requeue: db.prepare<[string, string, number, number]>(
        `UPDATE webhook_deliveries SET status = 'pending', attempts = 0, replays = replays + 1, next_attempt_at = ?, last_error = NULL
         WHERE endpoint_id = ? AND sequence BETWEEN ? AND ?`,
      ),
    };
    // The outcomes of the attempts that ended in one turn of the event loop share one commit, and
    // without an fsync of its own: a power cut may forget that a delivery went out, which only
    // sends it again (at least once), while an fsync per delivery held the loop for each one.
    const record = this.statements.recordAttempt;
    const recordAll = db.transaction((items: [string, number, AttemptOutcome][]) => {
      for (const [id, replays, o] of items) {
        record.run(o.status, o.attempts, o.lastAttemptAt, o.nextAttemptAt, o.lastResponseStatus ?? null, o.lastError ?? null, o.deliveredAt ?? null, id, replays);
      }
    });
    this.attempts = new GroupCommit(database, {
      commit: (items) => {
        withoutOwnFsync(db, () => recordAll.immediate(items));
        return items.map(() => ({ value: undefined }));
      },
    });
  }

  async saveEndpoint(endpoint: WebhookEndpoint): Promise<void> {
    const { upsertEndpoint } = this.statements;
    await whenUnlocked(this.database, () =>
      upsertEndpoint.run(endpoint.id, endpoint.ownerId, endpoint.clientId, endpoint.enabled ? 1 : 0, JSON.stringify(endpoint)),
    );
  }

  async getEndpoint(id: string): Promise<WebhookEndpoint | undefined> {
    const row = this.statements.endpoint.get(id);
    return row ? (JSON.parse(row.endpoint) as WebhookEndpoint) : undefined;
  }

  async listEndpoints(filter?: { ownerId: string; clientId: string }): Promise<WebhookEndpoint[]> {
    const rows = filter ? this.statements.endpointsOf.all(filter.ownerId, filter.clientId) : this.statements.allEndpoints.all();
    return rows.map((row) => JSON.parse(row.endpoint) as WebhookEndpoint).sort(byCreation);
  }

  async deleteEndpoint(id: string): Promise<void> {
    const { deleteEndpoint, deleteDeliveries } = this.statements;
    const remove = this.database.connection.transaction(() => {
      deleteDeliveries.run(id);
      deleteEndpoint.run(id);
    });
    await whenUnlocked(this.database, () => remove.immediate());
  }

  /** The catch-up feed's position in the event log; undefined before its first open. */
  async checkpoint(name: string): Promise<string | undefined> {
    return this.statements.checkpoint.get(name)?.position;
  }

  /** Stores the deliveries and moves the checkpoint in one transaction: after a crash either both happened or neither. */
  async enqueue(deliveries: NewDelivery[], checkpoint?: { name: string; position: string }): Promise<void> {
    const { insertDelivery, saveCheckpoint } = this.statements;
    const store = this.database.connection.transaction(() => {
      for (const d of deliveries) insertDelivery.run(d.id, d.endpointId, d.lane, d.type, d.payload, d.eventId ?? null, d.createdAt, d.createdAt);
      if (checkpoint) saveCheckpoint.run(checkpoint.name, checkpoint.position);
    });
    await whenUnlocked(this.database, () => store.immediate());
  }

  async due(now: string, limit: number, busy: ReadonlySet<string>): Promise<WebhookDelivery[]> {
    // Busy lanes still have their head pending: ask for enough rows to fill `limit` without them.
    const rows = this.statements.due.all(now, limit + busy.size).map(delivery);
    return rows.filter((d) => !busy.has(laneKey(d))).slice(0, limit);
  }

  async nextDue(): Promise<string | undefined> {
    return this.statements.nextDue.get()?.at ?? undefined;
  }

  recordAttempt(id: string, replays: number, outcome: AttemptOutcome): Promise<void> {
    return this.attempts.add([id, replays, outcome]);
  }

  async deliveries(endpointId: string, options: DeliveryPageOptions): Promise<WebhookDelivery[]> {
    const after = options.afterSequence ?? 0;
    const rows = options.status
      ? this.statements.pageWithStatus.all(endpointId, after, options.status, options.limit)
      : this.statements.page.all(endpointId, after, options.limit);
    return rows.map(delivery);
  }

  async getDelivery(endpointId: string, id: string): Promise<WebhookDelivery | undefined> {
    const row = this.statements.delivery.get(endpointId, id);
    return row ? delivery(row) : undefined;
  }

  async requeue(endpointId: string, from: number, to: number, now: string): Promise<number> {
    const { requeue } = this.statements;
    return (await whenUnlocked(this.database, () => requeue.run(now, endpointId, from, to))).changes;
  }
}

const byCreation = (a: WebhookEndpoint, b: WebhookEndpoint): number => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

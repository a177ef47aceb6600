import type { AccountDocument, DocumentChanges, ReadModelKind, ItineraryDocument, ReadModelDocuments } from '../../../../application/projections/documents.js';
import { itineraryReadModel } from '../../../../application/projections/itinerary-summary.js';
import {
  ProjectionGenerationChangedError,
  type ProjectionCheckpoint,
  type ProjectionStore,
} from '../../../../application/ports/projection-store.port.js';
import { withoutOwnFsync } from '../tuning/without-own-fsync.js';
import type { SqliteReadModelDatabase } from './read-model-database.js';
import type { TableSet } from './schema.js';

interface DocRow {
  id: string;
  revision: number;
  updated_at: string;
  state: string;
}

interface AccountRow {
  id: string;
  revision: number;
  email: string;
  display_name: string;
  plan: AccountDocument['plan'];
}

/**
 * The projector's view of one set of read-model tables. A batch of documents and its checkpoint go
 * in ONE transaction, so a crash leaves either all of a batch or none of it. Each document is
 * written only when its revision grew (the guard holds even if a caller sends an old document).
 */
export class SqliteProjectionStore implements ProjectionStore {
  private readonly s;
  private readonly commitTransaction;

  constructor(
    private readonly database: SqliteReadModelDatabase,
    private readonly tables: TableSet,
  ) {
    const db = database.connection;
    const t = tables;
    this.s = {
      loadDoc: db.prepare<[string], DocRow>(`SELECT id, revision, updated_at, state FROM ${t.docs} WHERE id = ?`),
      loadAccount: db.prepare<[string], AccountRow>(
        `SELECT id, revision, email, display_name, plan FROM ${t.accounts} WHERE id = ?`,
      ),
      upsertDoc: db.prepare<[string, number, string, string], { seq: number }>(
        `INSERT INTO ${t.docs} (id, revision, updated_at, state) VALUES (?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET revision = excluded.revision, updated_at = excluded.updated_at,
           state = excluded.state
         WHERE excluded.revision > ${t.docs}.revision
         RETURNING seq`,
      ),
      deleteMembers: db.prepare<[string]>(`DELETE FROM ${t.members} WHERE itinerary_id = ?`),
      deleteSearch: db.prepare<[number]>(`DELETE FROM ${t.search} WHERE rowid = ?`),
      deleteSummary: db.prepare<[string]>(`DELETE FROM ${t.summaries} WHERE id = ?`),
      upsertSummary: db.prepare(
        `INSERT OR REPLACE INTO ${t.summaries} (seq, id, owner_id, title, destination, start_date, visibility, cover,
           created_at, updated_at, day_count, stop_count)
         VALUES (@seq, @id, @ownerId, @title, @destination, @startDate, @visibility, @cover, @createdAt, @updatedAt,
           @dayCount, @stopCount)`,
      ),
      insertMember: db.prepare<[string, string, string, string]>(
        `INSERT INTO ${t.members} (itinerary_id, user_id, role, updated_at) VALUES (?, ?, ?, ?)`,
      ),
      insertSearch: db.prepare(
        `INSERT INTO ${t.search} (rowid, title, destination, tags, summary, stops)
         VALUES (@seq, @title, @destination, @tags, @summary, @stops)`,
      ),
      upsertAccount: db.prepare<[string, number, string, string, string]>(
        `INSERT INTO ${t.accounts} (id, revision, email, display_name, plan) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET revision = excluded.revision, email = excluded.email,
           display_name = excluded.display_name, plan = excluded.plan
         WHERE excluded.revision > ${t.accounts}.revision`,
      ),
      setPosition: db.prepare<[string, string]>('UPDATE projection_checkpoints SET position = ? WHERE name = ?'),
    };
    this.commitTransaction = db.transaction(this.commitNow.bind(this));
  }

  async readCheckpoint(): Promise<ProjectionCheckpoint> {
    const row = this.database.checkpointRow(this.tables.name);
    if (!row) throw new Error(`no checkpoint row for the ${this.tables.name} read models`);
    return row.position === null ? { generation: row.generation } : { position: row.position, generation: row.generation };
  }

  async load<K extends ReadModelKind>(kind: K, ids: readonly string[]): Promise<ReadModelDocuments[K][]> {
    const found: ReadModelDocuments[ReadModelKind][] = [];
    for (const id of ids) {
      if (kind === 'itinerary') {
        const row = this.s.loadDoc.get(id);
        if (row) found.push({ id: row.id, revision: row.revision, updatedAt: row.updated_at, state: JSON.parse(row.state) });
      } else {
        const row = this.s.loadAccount.get(id);
        if (row) {
          found.push({ id: row.id, revision: row.revision, email: row.email, displayName: row.display_name, plan: row.plan });
        }
      }
    }
    return found as ReadModelDocuments[K][];
  }

  async commit(changes: DocumentChanges, checkpoint: Required<ProjectionCheckpoint>): Promise<void> {
    // Rows are made before the transaction: it holds the write lock, which the API's appends wait for.
    const itineraries = changes.itinerary.map(itineraryRows);
    // Without an fsync of its own: read models and their checkpoint commit together and are derived
    // from events, so losing the last of these commits in a power cut only means replaying events.
    // IMMEDIATE: the generation check and the writes see the same database, with no rebuild switch between.
    withoutOwnFsync(this.database.connection, () => this.commitTransaction.immediate(itineraries, changes.account, checkpoint));
  }

  private commitNow(itineraries: ItineraryRows[], accounts: AccountDocument[], checkpoint: Required<ProjectionCheckpoint>): void {
    const generation = this.database.checkpointRow(this.tables.name)?.generation ?? -1;
    if (generation !== checkpoint.generation) throw new ProjectionGenerationChangedError(checkpoint.generation, generation);
    for (const rows of itineraries) this.writeItinerary(rows);
    for (const doc of accounts) {
      this.s.upsertAccount.run(doc.id, doc.revision, doc.email, doc.displayName, doc.plan);
    }
    this.s.setPosition.run(checkpoint.position, this.tables.name);
  }

  private writeItinerary({ doc, state, summary, members, search }: ItineraryRows): void {
    const written = this.s.upsertDoc.get(doc.id, doc.revision, doc.updatedAt, state);
    if (!written) return;
    const { seq } = written;
    this.s.deleteMembers.run(doc.id);
    this.s.deleteSearch.run(seq);
    if (!summary) {
      this.s.deleteSummary.run(doc.id);
      return;
    }
    this.s.upsertSummary.run({ seq, ...summary });
    for (const member of members) this.s.insertMember.run(doc.id, member.userId, member.role, summary.updatedAt);
    this.s.insertSearch.run({ seq, ...search });
  }
}

type ReadModel = NonNullable<ReturnType<typeof itineraryReadModel>>;
type SummaryRow = Omit<ReadModel['summary'], 'startDate' | 'cover'> & { startDate: string | null; cover: string | null };

/** What one itinerary document writes: its stored state, and its read-model rows unless it is deleted. */
interface ItineraryRows {
  doc: ItineraryDocument;
  state: string;
  summary?: SummaryRow;
  members: ReadModel['members'];
  search?: ReadModel['search'];
}

function itineraryRows(doc: ItineraryDocument): ItineraryRows {
  const state = JSON.stringify(doc.state);
  const model = itineraryReadModel(doc);
  if (!model) return { doc, state, members: [] };
  const { summary, members, search } = model;
  return {
    doc,
    state,
    summary: {
      id: summary.id,
      ownerId: summary.ownerId,
      title: summary.title,
      destination: summary.destination,
      startDate: summary.startDate ?? null,
      visibility: summary.visibility,
      cover: summary.cover ? JSON.stringify(summary.cover) : null,
      createdAt: summary.createdAt,
      updatedAt: summary.updatedAt,
      dayCount: summary.dayCount,
      stopCount: summary.stopCount,
    },
    members,
    search,
  };
}

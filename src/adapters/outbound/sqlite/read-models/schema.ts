import type Database from 'better-sqlite3';
import type { Migration } from '../database.js';

/**
 * Read models are disposable: they are derived from events and rebuilt, never migrated. Bumping
 * this version makes the next start drop them and the projector rebuild them from the first event.
 */
export const READ_MODEL_SCHEMA_VERSION = 1;

/**
 * Tables that are not derived from events (so never rebuilt: view counts, likes) and the checkpoints,
 * migrated as usual.
 * Checkpoint rows: 'live' for the read models in use, 'next' for a rebuild in progress.
 */
export const READ_MODEL_MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'checkpoints and view counts',
    up: `
      CREATE TABLE projection_checkpoints (
        name           TEXT    PRIMARY KEY,
        position       TEXT,
        generation     INTEGER NOT NULL,
        schema_version INTEGER NOT NULL
      ) WITHOUT ROWID;
      CREATE TABLE itinerary_view_days (
        itinerary_id TEXT NOT NULL,
        user_id      TEXT NOT NULL,
        day          TEXT NOT NULL,
        PRIMARY KEY (itinerary_id, user_id, day)
      ) WITHOUT ROWID;
      CREATE TABLE itinerary_view_counts (
        itinerary_id TEXT    PRIMARY KEY,
        views        INTEGER NOT NULL
      ) WITHOUT ROWID;`,
  },
  {
    version: 2,
    name: 'likes',
    up: `
      CREATE TABLE itinerary_likes (
        itinerary_id TEXT NOT NULL,
        user_id      TEXT NOT NULL,
        liked_at     TEXT NOT NULL,
        PRIMARY KEY (itinerary_id, user_id)
      ) WITHOUT ROWID;
      CREATE TABLE itinerary_like_counts (
        itinerary_id TEXT    PRIMARY KEY,
        likes        INTEGER NOT NULL
      ) WITHOUT ROWID;`,
  },
];

export type TableSetName = 'live' | 'next';

/** The names of one set of read-model tables: the live set, or the one a rebuild fills beside it. */
export interface TableSet {
  name: TableSetName;
  /** Stream documents the projector folds (its working state); `seq` is the search row id. */
  docs: string;
  summaries: string;
  members: string;
  search: string;
  accounts: string;
}

export const tableSet = (name: TableSetName): TableSet => {
  const suffix = name === 'live' ? '' : '_next';
  return {
    name,
    docs: `rm_itinerary_docs${suffix}`,
    summaries: `rm_itinerary_summaries${suffix}`,
    members: `rm_itinerary_members${suffix}`,
    search: `rm_itinerary_search${suffix}`,
    accounts: `rm_accounts${suffix}`,
  };
};

const TABLES = ['docs', 'summaries', 'members', 'search', 'accounts'] as const;

/**
 * Creates a set of empty read-model tables. Index names carry the generation they are built for:
 * a renamed table keeps its indexes' names, so the next rebuild's indexes must not collide with them.
 */
export function createTables(db: Database.Database, t: TableSet, generation: number): void {
  const g = `g${generation}`;
  db.exec(`
    CREATE TABLE ${t.docs} (
      seq        INTEGER PRIMARY KEY,
      id         TEXT    NOT NULL UNIQUE,
      revision   INTEGER NOT NULL,
      updated_at TEXT    NOT NULL,
      state      TEXT    NOT NULL
    );
    CREATE TABLE ${t.summaries} (
      seq         INTEGER PRIMARY KEY,
      id          TEXT    NOT NULL UNIQUE,
      owner_id    TEXT    NOT NULL,
      title       TEXT    NOT NULL,
      destination TEXT    NOT NULL,
      start_date  TEXT,
      visibility  TEXT    NOT NULL,
      cover       TEXT,
      created_at  TEXT    NOT NULL,
      updated_at  TEXT    NOT NULL,
      day_count   INTEGER NOT NULL,
      stop_count  INTEGER NOT NULL
    );
    CREATE TABLE ${t.members} (
      itinerary_id TEXT NOT NULL,
      user_id      TEXT NOT NULL,
      role         TEXT NOT NULL,
      updated_at   TEXT NOT NULL,
      PRIMARY KEY (itinerary_id, user_id)
    ) WITHOUT ROWID;
    CREATE INDEX ${t.members}_by_user_${g} ON ${t.members} (user_id, updated_at DESC, itinerary_id DESC);
    CREATE INDEX ${t.members}_by_user_role_${g} ON ${t.members} (user_id, role, updated_at DESC, itinerary_id DESC);
    CREATE VIRTUAL TABLE ${t.search} USING fts5(
      title, destination, tags, summary, stops,
      tokenize = 'unicode61 remove_diacritics 2'
    );
    CREATE TABLE ${t.accounts} (
      id           TEXT    PRIMARY KEY,
      revision     INTEGER NOT NULL,
      email        TEXT    NOT NULL,
      display_name TEXT    NOT NULL,
      plan         TEXT    NOT NULL
    ) WITHOUT ROWID;
    CREATE INDEX ${t.accounts}_by_email_${g} ON ${t.accounts} (email);
  `);
}

/** Drops a set of read-model tables (with their indexes) if they exist. */
export function dropTables(db: Database.Database, t: TableSet): void {
  for (const table of TABLES) db.exec(`DROP TABLE IF EXISTS ${t[table]}`);
}

/** Renames the tables of set `from` to the names of set `to` (which must not exist). */
export function renameTables(db: Database.Database, from: TableSet, to: TableSet): void {
  for (const table of TABLES) db.exec(`ALTER TABLE ${from[table]} RENAME TO ${to[table]}`);
}

import type Database from 'better-sqlite3';
import { withPragma } from '../database.js';

/**
 * Tuning: runs `write`, one transaction, with synchronous = NORMAL: its commit writes the WAL without
 * an fsync of its own. Buys 55 % on PATCH with an Idempotency-Key (1,590/s against 1,014/s, whose
 * claim and completion would each wait for an fsync; `npm run bench:http`, 25 November 2026, two
 * passes each) and spares the projector thread an fsync per batch.
 * For writes that may be lost in a power cut (never in a process crash): derived data, or records
 * whose loss leaves nothing wrong. The WAL is written in order, so the next commit with
 * synchronous = FULL (an event append) makes them durable too. Nothing else runs on the connection
 * between setting and restoring the pragma: better-sqlite3 is synchronous.
 */
export function withoutOwnFsync<T>(connection: Database.Database, write: () => T): T {
  // 1 is NORMAL.
  return withPragma(connection, 'synchronous', 1, write);
}

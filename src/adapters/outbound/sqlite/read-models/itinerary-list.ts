import { inject, injectable } from 'inversify';
import type { Statement } from 'better-sqlite3';
import type { ItineraryListItem, ItineraryListQuery, ItineraryListReader } from '../../../../application/ports/itinerary-list.port.js';
import { decodeCursor, encodeCursor, type Page } from '../../../../application/shared/page.js';
import { SqliteReadModelDatabase } from './read-model-database.js';
import { COUNTER_JOINS, LIST_ITEM_COLUMNS, toListItem, type ListItemRow } from './list-item-row.js';
import { tableSet } from './schema.js';

const CURSOR = 'list';

/** The caller's itineraries from the membership rows, newest first, by keyset over (updated_at, id). */
@injectable()
export class SqliteItineraryList implements ItineraryListReader {
  private readonly statements = new Map<string, Statement<Record<string, unknown>, ListItemRow>>();

  constructor(@inject(SqliteReadModelDatabase) private readonly database: SqliteReadModelDatabase) {}

  async list(query: ItineraryListQuery): Promise<Page<ItineraryListItem>> {
    const params: Record<string, unknown> = { user: query.userId, limit: query.limit + 1 };
    if (query.role) params.role = query.role;
    if (query.cursor) [params.updatedAt, params.id] = decodeCursor(CURSOR, query.cursor, ['string', 'string']);
    const rows = this.statement(query.role !== undefined, query.cursor !== undefined).all(params);
    const items = rows.slice(0, query.limit).map(toListItem);
    const last = items[items.length - 1];
    return rows.length > query.limit && last ? { items, nextCursor: encodeCursor(CURSOR, [last.updatedAt, last.id]) } : { items };
  }

  private statement(byRole: boolean, after: boolean): Statement<Record<string, unknown>, ListItemRow> {
    const key = `${byRole}:${after}`;
    let statement = this.statements.get(key);
    if (!statement) {
      const t = tableSet('live');
      statement = this.database.connection.prepare<Record<string, unknown>, ListItemRow>(
        `SELECT ${LIST_ITEM_COLUMNS}, m.role
         FROM ${t.members} m
         JOIN ${t.summaries} s ON s.id = m.itinerary_id
         ${COUNTER_JOINS}
         WHERE m.user_id = @user
           ${byRole ? 'AND m.role = @role' : ''}
           ${after ? 'AND (m.updated_at < @updatedAt OR (m.updated_at = @updatedAt AND m.itinerary_id < @id))' : ''}
         ORDER BY m.updated_at DESC, m.itinerary_id DESC
         LIMIT @limit`,
      );
      this.statements.set(key, statement);
    }
    return statement;
  }
}

import { inject, injectable } from 'inversify';
import type { Statement } from 'better-sqlite3';
import type { ItineraryListItem } from '../../../../application/ports/itinerary-list.port.js';
import type { ItinerarySearchQuery, ItinerarySearchReader } from '../../../../application/ports/itinerary-search.port.js';
import { searchTerms } from '../../../../application/projections/search-terms.js';
import { decodeCursor, encodeCursor, type Page } from '../../../../application/shared/page.js';
import { SqliteReadModelDatabase } from './read-model-database.js';
import { COUNTER_JOINS, LIST_ITEM_COLUMNS, toListItem, type ListItemRow } from './list-item-row.js';
import { tableSet } from './schema.js';

const CURSOR = 'search';

/** bm25 column weights: title, destination, tags, summary, stop names. */
const WEIGHTS = '10.0, 8.0, 5.0, 2.0, 3.0';

/**
 * FTS5 over the live search table, ranked by bm25 (lower is better), then id; paginated by keyset
 * over (rank, id). Visible: public itineraries and those the caller is a member of.
 */
@injectable()
export class SqliteItinerarySearch implements ItinerarySearchReader {
  private readonly statements = new Map<boolean, Statement<Record<string, unknown>, ListItemRow & { rank: number }>>();

  constructor(@inject(SqliteReadModelDatabase) private readonly database: SqliteReadModelDatabase) {}

  async search(query: ItinerarySearchQuery): Promise<Page<ItineraryListItem>> {
    const terms = searchTerms(query.text);
    const params: Record<string, unknown> = { user: query.userId, limit: query.limit + 1 };
    if (query.cursor) [params.rank, params.id] = decodeCursor(CURSOR, query.cursor, ['number', 'string']);
    if (terms.length === 0) return { items: [] };
    // Every term quoted (no FTS5 syntax from the user gets through) and prefix-matched, all required.
    params.match = terms.map((term) => `"${term}"*`).join(' ');
    const rows = this.statement(query.cursor !== undefined).all(params);
    const page = rows.slice(0, query.limit);
    const items = page.map(toListItem);
    const last = page[page.length - 1];
    return rows.length > query.limit && last ? { items, nextCursor: encodeCursor(CURSOR, [last.rank, last.id]) } : { items };
  }

  private statement(after: boolean): Statement<Record<string, unknown>, ListItemRow & { rank: number }> {
    let statement = this.statements.get(after);
    if (!statement) {
      const t = tableSet('live');
      statement = this.database.connection.prepare(
        `SELECT * FROM (
           SELECT ${LIST_ITEM_COLUMNS}, COALESCE(m.role, 'viewer') AS role, bm25(${t.search}, ${WEIGHTS}) AS rank
           FROM ${t.search} f
           JOIN ${t.summaries} s ON s.seq = f.rowid
           LEFT JOIN ${t.members} m ON m.itinerary_id = s.id AND m.user_id = @user
           ${COUNTER_JOINS}
           WHERE ${t.search} MATCH @match AND (s.visibility = 'public' OR m.user_id IS NOT NULL)
         )
         ${after ? 'WHERE rank > @rank OR (rank = @rank AND id > @id)' : ''}
         ORDER BY rank, id
         LIMIT @limit`,
      );
      this.statements.set(after, statement);
    }
    return statement;
  }
}

import { DomainError } from '../../domain/shared/domain-error.js';

/** One page of a cursor-paginated query. The cursor is opaque to clients; absent on the last page. */
/** How many items a list answers when asked for none, and at most: the same for REST and MCP. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export interface Page<T> {
  items: T[];
  nextCursor?: string;
}

const INVALID_CURSOR = 'is not a cursor this query issued; start again without it';

/** A cursor that this service did not issue, or issued for another query: validationFailed on `cursor`. */
export class InvalidCursorError extends DomainError {
  constructor() {
    super('validationFailed', `cursor: ${INVALID_CURSOR}`, { errors: [{ path: 'cursor', message: INVALID_CURSOR }] });
    this.name = 'InvalidCursorError';
  }
}

/**
 * Keyset cursors: the sort key of the last item of a page, tagged with the query it belongs to, as
 * base64url JSON. Adapters of every store share this encoding, so a cursor means the same everywhere.
 */
export function encodeCursor(query: string, key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify([query, ...key]), 'utf8').toString('base64url');
}

/** The key of a cursor issued by `encodeCursor(query, ...)`, checked against the expected kinds of its parts. */
export function decodeCursor(query: string, cursor: string, kinds: readonly ('string' | 'number')[]): (string | number)[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidCursorError();
  }
  if (!Array.isArray(parsed) || parsed[0] !== query || parsed.length !== kinds.length + 1) throw new InvalidCursorError();
  const key = parsed.slice(1) as unknown[];
  if (!key.every((part, i) => typeof part === kinds[i] && (typeof part !== 'number' || Number.isFinite(part)))) {
    throw new InvalidCursorError();
  }
  return key as (string | number)[];
}

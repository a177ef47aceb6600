import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { ROLES, type Role } from '../../../domain/itinerary/types.js';
import { Described, IsNotBlank, Optional, RequiredText } from './decorators.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Page } from '../../../application/shared/page.js';


/** Query strings are text: a whole number in decimal becomes a number, anything else fails IsInt. */
const WholeNumber = (): PropertyDecorator =>
  Transform(({ value }) => (typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value));

/** A search is a few words. */
export const MAX_SEARCH_LENGTH = 200;

/** ?limit (1..100, default 20) and ?cursor (from the previous page's nextCursor); MCP's list tools take them too. */
export class PageQuery {
  @Described(`Default ${DEFAULT_PAGE_SIZE}`) @WholeNumber() @Optional(IsInt(), Min(1), Max(MAX_PAGE_SIZE)) limit?: number;
  @Optional(IsString(), IsNotBlank(), MaxLength(1_000)) cursor?: string;
}

export class ListItinerariesQuery extends PageQuery {
  @Optional(IsIn(ROLES)) role?: Role;
}

/** GET /v1/itineraries/search?query= and search_itineraries: the words to find, named alike in both. */
export class SearchItinerariesQuery extends PageQuery {
  @RequiredText(MAX_SEARCH_LENGTH) @Described('e.g. "lisbon food"') query!: string;
}

/** GET /v1/itinerary/{id}?revision=N: the state as of revision N (audits). */
export class ItineraryRevisionQuery {
  @WholeNumber() @Optional(IsInt(), Min(0)) revision?: number;
}

/** A page as every paginated answer holds it (REST, MCP): `nextCursor` is null on the last page. */
export const wirePage = <T>({ items, nextCursor }: Page<T>): { items: T[]; nextCursor: string | null } => ({
  items,
  nextCursor: nextCursor ?? null,
});

export const pageOf = (query: PageQuery): { limit: number; cursor?: string } =>
  query.cursor ? { limit: query.limit ?? DEFAULT_PAGE_SIZE, cursor: query.cursor } : { limit: query.limit ?? DEFAULT_PAGE_SIZE };

import type { DraftCollections, DraftDay } from './drafts.js';
import type { CreateItineraryInput } from './create-itinerary.js';
import type { DetailsPatch, ItineraryDetails } from '../../domain/itinerary/types.js';
import { OPTIONAL_DETAILS, REQUIRED_DETAILS } from '../../domain/itinerary/types.js';
/**
 * From validated itinerary input (a REST body, an MCP tool's arguments: plain JSON whose shapes the
 * inbound adapter already checked) to the application's drafts.
 */
export type ItineraryInput = object;
/** A day as input: its stops may be left out. */
export type DayInput = { stops?: unknown[] | null };

const DETAILS = [...REQUIRED_DETAILS, ...OPTIONAL_DETAILS];
const COLLECTIONS = ['days', 'packing', 'expenses', 'flights', 'hotels'] as const;

type Loose = Record<string, unknown>;

/** A day without stops has none. */
export const dayDraft = (day: DayInput): DraftDay => ({ ...day, stops: day.stops ?? [] }) as DraftDay;

function collections(body: ItineraryInput, nullMeans: 'absent' | 'empty'): DraftCollections {
  const drafts: Loose = {};
  for (const name of COLLECTIONS) {
    const value = (body as Loose)[name];
    if (value === undefined || (value === null && nullMeans === 'absent')) continue;
    drafts[name] = value ?? [];
  }
  if (Array.isArray(drafts.days)) drafts.days = (drafts.days as DayInput[]).map(dayDraft);
  return drafts as DraftCollections;
}

/** Create: null is the same as leaving a field out. */
export function createInput(body: ItineraryInput, allowDuplicate: boolean): CreateItineraryInput {
  const details: Loose = {};
  for (const name of DETAILS) {
    const value = (body as Loose)[name];
    if (value !== undefined && value !== null) details[name] = value;
  }
  return { details: details as unknown as ItineraryDetails, allowDuplicate, ...collections(body, 'absent') };
}

/** JSON merge patch (RFC 7396): a field sent replaces, null clears (an array: empties it), absent keeps. */
export function patchDraft(body: ItineraryInput): { details: DetailsPatch } & DraftCollections {
  const details: Loose = {};
  for (const name of DETAILS) {
    const value = (body as Loose)[name];
    if (value !== undefined) details[name] = value;
  }
  return { details: details as DetailsPatch, ...collections(body, 'empty') };
}

/** An item patch: the id of an item never changes, so one sent back with it is ignored. */
export function itemPatch<T extends { id?: unknown }>(body: T): Omit<T, 'id'> {
  const { id: _ignored, ...patch } = body;
  return patch;
}

/**
 * A validated item DTO as the draft the domain expects. The DTO leaves every field optional (one
 * class serves new items and patches); whether a new item has its required fields is decide's check,
 * answered as validationFailed with the field's path.
 */
export const asDraft = <Draft>(dto: object): Draft => dto as Draft;

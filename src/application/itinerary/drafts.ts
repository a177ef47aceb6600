import type { ItineraryCommand } from '../../domain/itinerary/commands.js';
import type { Day, Expense, Flight, Hotel, PackingItem, Stop } from '../../domain/itinerary/types.js';

/**
 * Commands as callers (REST, MCP, import) send them: without actor and time, and with the ids of new
 * items optional. The application fills the missing ids with UUIDs before decide (docs/design.md §3: ids sent
 * by clients are kept), so decide stays deterministic and a replayed event holds the same ids.
 */
type Unidentified<T extends { id: string }> = Omit<T, 'id'> & { id?: string };
export type DraftStop = Unidentified<Stop>;
export type DraftDay = Omit<Unidentified<Day>, 'stops'> & { stops: DraftStop[] };
export type DraftPackingItem = Unidentified<PackingItem>;
export type DraftExpense = Unidentified<Expense>;
export type DraftFlight = Unidentified<Flight>;
export type DraftHotel = Unidentified<Hotel>;

/** The itinerary's collections, each optional, as create and merge-patch carry them. */
export interface DraftCollections {
  days?: DraftDay[];
  packing?: DraftPackingItem[];
  expenses?: DraftExpense[];
  flights?: DraftFlight[];
  hotels?: DraftHotel[];
}

type Body<C> = C extends unknown ? Omit<C, 'actor' | 'now'> : never;
/** A command's own fields: what a use case turns into a command by adding actor and time. */
export type CommandBody = Body<ItineraryCommand>;
type Of<T extends CommandBody['type']> = Extract<CommandBody, { type: T }>;

type WithDraftItems =
  | 'CreateItinerary'
  | 'PatchItinerary'
  | 'SetDay'
  | 'AddStop'
  | 'SetPackingList'
  | 'AddPackingItem'
  | 'SetExpenses'
  | 'AddExpense'
  | 'AddFlight'
  | 'AddHotel';

export type ItineraryDraft =
  | Exclude<CommandBody, { type: WithDraftItems }>
  | (Omit<Of<'CreateItinerary'>, 'days' | 'packing' | 'expenses' | 'flights' | 'hotels'> & DraftCollections)
  | (Omit<Of<'PatchItinerary'>, 'days' | 'packing' | 'expenses' | 'flights' | 'hotels'> & DraftCollections)
  | { type: 'SetDay'; day: DraftDay & { id: string } }
  | { type: 'AddStop'; dayId: string; stop: DraftStop }
  | { type: 'SetPackingList'; items: DraftPackingItem[] }
  | { type: 'AddPackingItem'; item: DraftPackingItem }
  | { type: 'SetExpenses'; expenses: DraftExpense[] }
  | { type: 'AddExpense'; expense: DraftExpense }
  | { type: 'AddFlight'; flight: DraftFlight }
  | { type: 'AddHotel'; hotel: DraftHotel };

type NewId = () => string;

/** Anything that is not an object is left alone: decide reports it with its path. */
const identified = <T extends { id?: string }>(item: T, newId: NewId): T & { id: string } =>
  (isRecord(item) && item.id === undefined ? { id: newId(), ...item } : item) as T & { id: string };

const each = <T extends { id?: string }>(items: T[] | undefined, newId: NewId): (T & { id: string })[] | undefined =>
  Array.isArray(items) ? items.map((item) => identified(item, newId)) : items;

const day = (draft: DraftDay, newId: NewId): Day => {
  if (!isRecord(draft)) return draft as Day;
  const withId = identified(draft, newId);
  return { ...withId, stops: each(withId.stops, newId) ?? withId.stops } as Day;
};

const days = (drafts: DraftDay[] | undefined, newId: NewId): Day[] | undefined =>
  Array.isArray(drafts) ? drafts.map((d) => day(d, newId)) : drafts;

function collections(draft: DraftCollections, newId: NewId): Partial<Record<keyof DraftCollections, unknown[]>> {
  const filled: Partial<Record<keyof DraftCollections, unknown[]>> = {};
  if (draft.days !== undefined) filled.days = days(draft.days, newId);
  for (const key of ['packing', 'expenses', 'flights', 'hotels'] as const) {
    if (draft[key] !== undefined) filled[key] = each<{ id?: string }>(draft[key], newId);
  }
  return filled;
}

/** The command body with every missing id of a new item generated. */
export function identify(draft: ItineraryDraft, newId: NewId): CommandBody {
  switch (draft.type) {
    case 'CreateItinerary':
    case 'PatchItinerary':
      return { ...draft, ...collections(draft, newId) } as CommandBody;
    case 'SetDay':
      return { ...draft, day: day(draft.day, newId) };
    case 'AddStop':
      return { ...draft, stop: identified(draft.stop, newId) };
    case 'SetPackingList':
      return { ...draft, items: each(draft.items, newId) as PackingItem[] };
    case 'AddPackingItem':
      return { ...draft, item: identified(draft.item, newId) };
    case 'SetExpenses':
      return { ...draft, expenses: each(draft.expenses, newId) as Expense[] };
    case 'AddExpense':
      return { ...draft, expense: identified(draft.expense, newId) };
    case 'AddFlight':
      return { ...draft, flight: identified(draft.flight, newId) };
    case 'AddHotel':
      return { ...draft, hotel: identified(draft.hotel, newId) };
    default:
      return draft;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

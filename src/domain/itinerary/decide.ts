import { DomainError } from '../shared/domain-error.js';
import { jsonEqual } from '../shared/json-equal.js';
import type { ItineraryCommand } from './commands.js';
import { detailChanges, newDetailsProblems, pickDetails } from './details.js';
import type { ItineraryEvent, ItineraryEventType } from './events.js';
import { acceptInvitation, cancelInvitation, invite } from './invitations.js';
import {
  assertValid,
  checkNewItem,
  dayListProblems,
  ids,
  listProblems,
  mustFind,
  patchedItem,
  stopIds,
  withStoredImage,
} from './item-changes.js';
import {
  documentsWritable,
  EXPENSES,
  isMember,
  membersManaged,
  owned,
  PACKING,
  proWritable,
  readable,
  requirePro,
  writable,
  type ActiveItinerary,
} from './permissions.js';
import type { ItineraryState } from './state.js';
import { DOCUMENT_KINDS, VISIBILITIES, type Day, type MemberRole } from './types.js';
import {
  choiceErrors,
  dayErrors,
  documentErrors,
  duplicateIdErrors,
  expenseErrors,
  flightErrors,
  hotelErrors,
  imageErrors,
  packingItemErrors,
  placed,
  requiredErrors,
  stopErrors,
} from './validation.js';

type Command<T extends ItineraryCommand['type']> = Extract<ItineraryCommand, { type: T }>;
type EventOf<T extends ItineraryEventType> = Extract<ItineraryEvent, { type: T }>;

const event = <T extends ItineraryEventType>(type: T, data: EventOf<T>['data']): EventOf<T> =>
  ({ type, data }) as EventOf<T>;

const MEMBER_ROLES: readonly MemberRole[] = ['editor', 'viewer'];

/**
 * The itinerary's rules: what a command may do given the events so far. Pure and deterministic
 * (time and new ids come in the command). Checks run in a fixed order: the itinerary is visible
 * (notFound), the actor's role allows it (forbidden), Pro (subscriptionRequired), the item exists
 * (notFound), the invariants hold (validationFailed). A command that would change nothing yields no events.
 */
export function decide(command: ItineraryCommand, state: ItineraryState): ItineraryEvent[] {
  switch (command.type) {
    case 'CreateItinerary':
      return create(command, state);
    case 'PatchItinerary':
      return patchItinerary(command, writable(state, command.actor));
    case 'DeleteItinerary':
      owned(state, command.actor);
      return [event('ItineraryDeleted', { deletedAt: command.now })];

    case 'SetDay':
      return setDay(command.day, writable(state, command.actor));
    case 'AddStop': {
      const itinerary = writable(state, command.actor);
      mustFind(itinerary.days, command.dayId, 'Day');
      checkNewItem(command.stop, stopIds(itinerary.days), stopErrors);
      return [event('StopAdded', { dayId: command.dayId, stop: command.stop })];
    }
    case 'ChangeStop': {
      const { day, stop } = findStop(writable(state, command.actor), command.stopId);
      const next = patchedItem(stop, command.patch, stopErrors);
      return next ? [event('StopChanged', { dayId: day.id, stop: next })] : [];
    }
    case 'RemoveStop': {
      const { day } = findStop(writable(state, command.actor), command.stopId);
      return [event('StopRemoved', { dayId: day.id, stopId: command.stopId })];
    }

    case 'SetDayImage': {
      const day = mustFind(writable(state, command.actor).days, command.dayId, 'Day');
      assertValid(imageErrors(command.image, 'image'));
      return jsonEqual(day.image, command.image) ? [] : [event('DayImageSet', { dayId: day.id, image: command.image })];
    }
    case 'RemoveDayImage': {
      const day = mustFind(writable(state, command.actor).days, command.dayId, 'Day');
      return day.image ? [event('DayImageRemoved', { dayId: day.id, mediaId: day.image.mediaId })] : [];
    }
    case 'SetCoverImage': {
      const itinerary = writable(state, command.actor);
      assertValid(imageErrors(command.image, 'image'));
      return jsonEqual(itinerary.cover, command.image) ? [] : [event('CoverImageSet', { image: command.image })];
    }
    case 'RemoveCoverImage': {
      const { cover } = writable(state, command.actor);
      return cover ? [event('CoverImageRemoved', { mediaId: cover.mediaId })] : [];
    }

    case 'SetPackingList': {
      const itinerary = proWritable(state, command.actor, PACKING);
      assertValid(listProblems(command.items, 'items', packingItemErrors));
      return jsonEqual(itinerary.packing, command.items)
        ? []
        : [event('PackingListReplaced', { items: command.items })];
    }
    case 'AddPackingItem': {
      const itinerary = proWritable(state, command.actor, PACKING);
      checkNewItem(command.item, ids(itinerary.packing), packingItemErrors);
      return [event('PackingItemAdded', { item: command.item })];
    }
    case 'ChangePackingItem': {
      const itinerary = proWritable(state, command.actor, PACKING);
      const item = mustFind(itinerary.packing, command.itemId, 'Packing item');
      const next = patchedItem(item, command.patch, packingItemErrors);
      return next ? [event('PackingItemChanged', { item: next })] : [];
    }
    case 'RemovePackingItem': {
      const itinerary = proWritable(state, command.actor, PACKING);
      mustFind(itinerary.packing, command.itemId, 'Packing item');
      return [event('PackingItemRemoved', { itemId: command.itemId })];
    }

    case 'SetExpenses': {
      const itinerary = proWritable(state, command.actor, EXPENSES);
      assertValid(listProblems(command.expenses, 'expenses', expenseErrors));
      return jsonEqual(itinerary.expenses, command.expenses)
        ? []
        : [event('ExpensesReplaced', { expenses: command.expenses })];
    }
    case 'AddExpense': {
      const itinerary = proWritable(state, command.actor, EXPENSES);
      checkNewItem(command.expense, ids(itinerary.expenses), expenseErrors);
      return [event('ExpenseAdded', { expense: command.expense })];
    }
    case 'ChangeExpense': {
      const itinerary = proWritable(state, command.actor, EXPENSES);
      const expense = mustFind(itinerary.expenses, command.expenseId, 'Expense');
      const next = patchedItem(expense, command.patch, expenseErrors);
      return next ? [event('ExpenseChanged', { expense: next })] : [];
    }
    case 'RemoveExpense': {
      const itinerary = proWritable(state, command.actor, EXPENSES);
      mustFind(itinerary.expenses, command.expenseId, 'Expense');
      return [event('ExpenseRemoved', { expenseId: command.expenseId })];
    }

    case 'AddFlight': {
      const itinerary = writable(state, command.actor);
      checkNewItem(command.flight, ids(itinerary.flights), flightErrors);
      return [event('FlightAdded', { flight: command.flight })];
    }
    case 'ChangeFlight': {
      const flight = mustFind(writable(state, command.actor).flights, command.flightId, 'Flight');
      const next = patchedItem(flight, command.patch, flightErrors);
      return next ? [event('FlightChanged', { flight: next })] : [];
    }
    case 'RemoveFlight':
      mustFind(writable(state, command.actor).flights, command.flightId, 'Flight');
      return [event('FlightRemoved', { flightId: command.flightId })];

    case 'AddHotel': {
      const itinerary = writable(state, command.actor);
      checkNewItem(command.hotel, ids(itinerary.hotels), hotelErrors);
      return [event('HotelAdded', { hotel: command.hotel })];
    }
    case 'ChangeHotel': {
      const hotel = mustFind(writable(state, command.actor).hotels, command.hotelId, 'Hotel');
      const next = patchedItem(hotel, command.patch, hotelErrors);
      return next ? [event('HotelChanged', { hotel: next })] : [];
    }
    case 'RemoveHotel':
      mustFind(writable(state, command.actor).hotels, command.hotelId, 'Hotel');
      return [event('HotelRemoved', { hotelId: command.hotelId })];

    case 'AttachDocument': {
      const itinerary = documentsWritable(state, command.actor);
      checkNewItem(command.document, ids(itinerary.documents), documentErrors);
      return [event('DocumentAttached', { document: command.document })];
    }
    case 'ChangeDocument':
      return changeDocument(command, documentsWritable(state, command.actor));
    case 'RemoveDocument': {
      const itinerary = documentsWritable(state, command.actor);
      const document = mustFind(itinerary.documents, command.documentId, 'Document');
      return [event('DocumentRemoved', { documentId: document.id, blobId: document.blobId })];
    }

    case 'AddMember': {
      const itinerary = membersManaged(state, command.actor);
      checkMember(itinerary, command.userId, command.role);
      const current = isMember(itinerary, command.userId) ? itinerary.members[command.userId] : undefined;
      if (current === command.role) return [];
      const data = { userId: command.userId, role: command.role };
      return [current ? event('MemberRoleChanged', data) : event('MemberAdded', data)];
    }
    case 'ChangeMemberRole': {
      const itinerary = membersManaged(state, command.actor);
      checkMember(itinerary, command.userId, command.role);
      mustBeMember(itinerary, command.userId);
      return itinerary.members[command.userId] === command.role
        ? []
        : [event('MemberRoleChanged', { userId: command.userId, role: command.role })];
    }
    case 'RemoveMember':
      return removeMember(command, state);
    case 'InviteMember':
      return invite(command, state);
    case 'CancelInvitation':
      return cancelInvitation(command, state);
    case 'AcceptInvitation':
      return acceptInvitation(command, state);

    case 'ChangeVisibility': {
      const itinerary = owned(state, command.actor);
      assertValid(choiceErrors(command.visibility, VISIBILITIES, 'visibility'));
      return itinerary.visibility === command.visibility
        ? []
        : [event('VisibilityChanged', { visibility: command.visibility })];
    }

    default:
      return unreachable(command);
  }
}

function unreachable(command: never): never {
  throw new Error(`Unknown itinerary command: ${JSON.stringify(command)}`);
}

function create(command: Command<'CreateItinerary'>, state: ItineraryState): ItineraryEvent[] {
  if (state.status !== 'absent') throw new DomainError('conflict', `Itinerary ${command.itineraryId} already exists.`);
  const { days = [], packing = [], expenses = [], flights = [], hotels = [] } = command;
  if (packing.length > 0) requirePro(command.actor, PACKING);
  if (expenses.length > 0) requirePro(command.actor, EXPENSES);
  assertValid([
    ...newDetailsProblems(command.details),
    ...dayListProblems(days, 'days'),
    ...listProblems(packing, 'packing', packingItemErrors),
    ...listProblems(expenses, 'expenses', expenseErrors),
    ...listProblems(flights, 'flights', flightErrors),
    ...listProblems(hotels, 'hotels', hotelErrors),
  ]);
  return [
    event('ItineraryCreated', {
      ...pickDetails(command.details),
      itineraryId: command.itineraryId,
      ownerId: command.actor.userId,
      createdAt: command.now,
      days: days.map((day) => withStoredImage(day, [])),
      packing,
      expenses,
      flights,
      hotels,
    }),
  ];
}

/** Merge-patch: each part sent is checked and compared with what is stored; only real changes become events. */
function patchItinerary(command: Command<'PatchItinerary'>, itinerary: ActiveItinerary): ItineraryEvent[] {
  if (command.packing !== undefined) requirePro(command.actor, PACKING);
  if (command.expenses !== undefined) requirePro(command.actor, EXPENSES);
  const { changes, problems } = detailChanges(command.details ?? {}, itinerary);
  assertValid([
    ...problems,
    ...(command.days ? dayListProblems(command.days, 'days') : []),
    ...(command.packing ? listProblems(command.packing, 'packing', packingItemErrors) : []),
    ...(command.expenses ? listProblems(command.expenses, 'expenses', expenseErrors) : []),
    ...(command.flights ? listProblems(command.flights, 'flights', flightErrors) : []),
    ...(command.hotels ? listProblems(command.hotels, 'hotels', hotelErrors) : []),
  ]);
  const days = command.days?.map((day) => withStoredImage(day, itinerary.days));
  const differs = <T>(sent: T | undefined, stored: T): sent is T => sent !== undefined && !jsonEqual(sent, stored);
  const events: ItineraryEvent[] = [];
  if (Object.keys(changes).length > 0) events.push(event('DetailsChanged', { changes }));
  if (differs(days, itinerary.days)) events.push(event('DaysReplaced', { days }));
  if (differs(command.packing, itinerary.packing))
    events.push(event('PackingListReplaced', { items: command.packing }));
  if (differs(command.expenses, itinerary.expenses)) {
    events.push(event('ExpensesReplaced', { expenses: command.expenses }));
  }
  if (differs(command.flights, itinerary.flights)) events.push(event('FlightsReplaced', { flights: command.flights }));
  if (differs(command.hotels, itinerary.hotels)) events.push(event('HotelsReplaced', { hotels: command.hotels }));
  return events;
}

/** Upsert by id; a new day goes last. Its stop ids must not clash with the other days' stops. */
function setDay(day: Day, itinerary: ActiveItinerary): ItineraryEvent[] {
  assertValid(dayErrors(day, ''));
  const next = withStoredImage(day, itinerary.days);
  const otherDays = itinerary.days.filter((d) => d.id !== day.id);
  assertValid(duplicateIdErrors(placed(next.stops, 'stops'), stopIds(otherDays)));
  const stored = itinerary.days.find((d) => d.id === day.id);
  return stored && jsonEqual(stored, next) ? [] : [event('DaySet', { day: next })];
}

function findStop(itinerary: ActiveItinerary, stopId: string): { day: Day; stop: Day['stops'][number] } {
  for (const day of itinerary.days) {
    const stop = day.stops.find((s) => s.id === stopId);
    if (stop) return { day, stop };
  }
  throw new DomainError('notFound', `Stop "${stopId}" not found.`, { id: stopId });
}

function changeDocument(command: Command<'ChangeDocument'>, itinerary: ActiveItinerary): ItineraryEvent[] {
  const document = mustFind(itinerary.documents, command.documentId, 'Document');
  assertValid([
    ...(command.name !== undefined ? requiredErrors(command.name, 'name') : []),
    ...(command.kind !== undefined ? choiceErrors(command.kind, DOCUMENT_KINDS, 'kind') : []),
  ]);
  const name = command.name ?? document.name;
  const kind = command.kind ?? document.kind;
  return name === document.name && kind === document.kind
    ? []
    : [event('DocumentDetailsChanged', { documentId: document.id, name, kind })];
}

/** The owner is not a member: their role cannot be given, changed or taken away (validationFailed, path userId). */
function checkMember(itinerary: ActiveItinerary, userId: string, role: MemberRole): void {
  const problems = [...requiredErrors(userId, 'userId'), ...choiceErrors(role, MEMBER_ROLES, 'role')];
  if (userId === itinerary.ownerId) problems.push({ path: 'userId', message: 'is the owner, who cannot be a member' });
  assertValid(problems);
}

function mustBeMember(itinerary: ActiveItinerary, userId: string): void {
  if (!isMember(itinerary, userId)) throw new DomainError('notFound', `Member "${userId}" not found.`, { id: userId });
}

/** A member may always leave, from any app; removing anyone else is member management. */
function removeMember(command: Command<'RemoveMember'>, state: ItineraryState): ItineraryEvent[] {
  const { itinerary } = readable(state, command.actor);
  const leaving = command.userId === command.actor.userId && isMember(itinerary, command.userId);
  if (!leaving) {
    membersManaged(state, command.actor);
    if (command.userId === itinerary.ownerId) {
      assertValid([{ path: 'userId', message: 'is the owner, who cannot be removed' }]);
    }
    mustBeMember(itinerary, command.userId);
  }
  return [event('MemberRemoved', { userId: command.userId })];
}

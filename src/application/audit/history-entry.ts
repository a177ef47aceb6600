import type { RecordedEvent } from '../ports/event-store.port.js';

/** One event of an itinerary's history as audits show it (GET .../history, audit:history). */
export interface HistoryEntry {
  revision: number;
  type: string;
  occurredAt: string;
  actor: { id: string; displayName?: string };
  /** The OAuth client (app) that wrote it, or "cli" for operators. */
  client: string;
  correlationId: string;
  /** The event's payload (docs/events.md); null where the caller may not see it. */
  data: object | null;
}

export const historyEntry = (event: RecordedEvent, displayName: string | undefined, data: object | null): HistoryEntry => ({
  revision: event.revision,
  type: event.type,
  occurredAt: event.metadata.occurredAt,
  actor: displayName === undefined ? { id: event.metadata.actorId } : { id: event.metadata.actorId, displayName },
  client: event.metadata.clientId,
  correlationId: event.metadata.correlationId,
  data,
});

const PRO_ONLY = new Set([
  'PackingListReplaced',
  'PackingItemAdded',
  'PackingItemChanged',
  'PackingItemRemoved',
  'ExpensesReplaced',
  'ExpenseAdded',
  'ExpenseChanged',
  'ExpenseRemoved',
  'DocumentAttached',
  'DocumentDetailsChanged',
  'DocumentRemoved',
]);

/**
 * An event's payload as a member may see it, by the rules of the itinerary view: Pro-only parts
 * (packing, expenses, documents) for Pro callers only, and never a document's blob id or hash.
 */
export function visibleData(event: RecordedEvent, pro: boolean): object | null {
  const data = event.data as Record<string, unknown>;
  if (PRO_ONLY.has(event.type) && !pro) return null;
  if (event.type === 'ItineraryCreated' && !pro) {
    const { packing: _packing, expenses: _expenses, ...rest } = data;
    return rest;
  }
  if (event.type === 'DocumentAttached') {
    const { blobId: _blobId, sha256: _sha256, ...document } = data.document as Record<string, unknown>;
    return { document };
  }
  if (event.type === 'DocumentRemoved') return { documentId: data.documentId };
  // The invited address is for the owner's invitation list only.
  if (event.type === 'InvitationSent') {
    const { email: _email, ...invitation } = data;
    return invitation;
  }
  return data;
}

import { asDraft } from '../../../../application/itinerary/body-drafts.js';
import type { IdGenerator } from '../../../../application/ports/id-generator.port.js';

/**
 * A new item as the domain's draft, for a write tool to add. It gets its id here, where
 * ChangeItinerary would otherwise give it one, so that the tool can find it after the write. The
 * wire shape leaves every field optional; whether the item has its required ones is decide's check
 * (body-drafts.ts asDraft).
 */
export const newItem = <Draft extends { id?: string }>(item: { id?: string }, ids: IdGenerator): Draft & { id: string } => ({
  ...asDraft<Draft>(item),
  id: item.id ?? ids.uuid(),
});

/** The item the write just stored under `id`; missing would be our bug, which the caller gets as internalError. */
export function byId<T extends { id: string }>(items: readonly T[] | undefined, id: string): T {
  const found = items?.find((item) => item.id === id);
  if (found === undefined) throw new Error(`The write stored no item "${id}".`);
  return found;
}

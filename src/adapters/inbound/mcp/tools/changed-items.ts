import type { IdGenerator } from '../../../../application/ports/id-generator.port.js';

/**
 * The item a write tool added or changed, for its result. A new item gets its id here, where
 * ChangeItinerary would otherwise give it one, so that the tool can find it after the write.
 */
export const withId = <T extends { id?: string }>(item: T, ids: IdGenerator): T & { id: string } => ({
  ...item,
  id: item.id ?? ids.uuid(),
});

/** The item the write just stored under `id`; missing would be our bug, which the caller gets as internalError. */
export function byId<T extends { id: string }>(items: readonly T[] | undefined, id: string): T {
  const found = items?.find((item) => item.id === id);
  if (found === undefined) throw new Error(`The write stored no item "${id}".`);
  return found;
}

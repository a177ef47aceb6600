import { DomainError, validationFailed, type FieldError } from '../shared/domain-error.js';
import { jsonEqual } from '../shared/json-equal.js';
import type { ItemPatch } from './commands.js';
import type { Day } from './types.js';
import { dayErrors, duplicateIdErrors, listErrors, placed, placedStops } from './validation.js';

/** Building blocks decide uses for every collection: look up, add, merge-patch and replace items. */

export type ItemErrors<T> = (item: T, path: string) => FieldError[];

export function assertValid(errors: FieldError[]): void {
  if (errors.length > 0) throw validationFailed(errors);
}

export function mustFind<T extends { id: string }>(items: readonly T[], id: string, what: string): T {
  const found = items.find((item) => item.id === id);
  if (found === undefined) throw new DomainError('notFound', `${what} "${id}" not found.`, { id });
  return found;
}

/** A new item, checked on its own (paths relative to it) and for an id not already taken. */
export function checkNewItem<T extends { id: string }>(
  item: T,
  taken: Iterable<string>,
  errorsOf: ItemErrors<T>,
): void {
  assertValid(errorsOf(item, ''));
  assertValid(duplicateIdErrors([{ id: item.id, path: '' }], taken));
}

/** Problems of a whole replacement list under `path`: every item valid, ids unique within it. */
export function listProblems<T extends { id: string }>(
  items: readonly T[],
  path: string,
  errorsOf: ItemErrors<T>,
): FieldError[] {
  const errors = listErrors(items, path, errorsOf);
  return errors.length > 0 ? errors : duplicateIdErrors(placed(items, path));
}

/** As listProblems for days, with stop ids also unique across all the days. */
export function dayListProblems(days: readonly Day[], path: string): FieldError[] {
  const errors = listProblems(days, path, dayErrors);
  return errors.length > 0 ? errors : duplicateIdErrors(placedStops(days, path));
}

/** Merge-patch semantics: a present key sets, null removes, the id never changes. */
export function mergeItem<T extends { id: string }>(item: T, patch: ItemPatch<T>): T {
  const merged: Record<string, unknown> = { ...item };
  for (const [key, value] of Object.entries(patch ?? {})) {
    if (key === 'id' || value === undefined) continue;
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged as T;
}

/** The merged item when it is valid and differs from `item`; undefined when the patch changes nothing. */
export function patchedItem<T extends { id: string }>(
  item: T,
  patch: ItemPatch<T>,
  errorsOf: ItemErrors<T>,
): T | undefined {
  const next = mergeItem(item, patch);
  assertValid(errorsOf(next, ''));
  return jsonEqual(item, next) ? undefined : next;
}

/** Day images are server-managed: a client's day never sets one, and keeps the one stored under its id. */
export function withStoredImage(day: Day, stored: readonly Day[]): Day {
  const next: Day = { ...day };
  delete next.image;
  const image = stored.find((d) => d.id === day.id)?.image;
  if (image !== undefined) next.image = image;
  return next;
}

export const ids = (items: readonly { id: string }[]): string[] => items.map((item) => item.id);

export const stopIds = (days: readonly Day[]): string[] => days.flatMap((day) => ids(day.stops));

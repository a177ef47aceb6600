import type { DetailsPatch, ItineraryDetails } from './types.js';

/**
 * What makes two itineraries duplicates (docs/design.md §4): the same owner, the same destination once
 * trimmed and case-folded, and the same start date, an absent date equalling only an absent one.
 */
export interface DuplicateKey {
  ownerId: string;
  destination: string;
  startDate: string | null;
}

export const normaliseDestination = (destination: string): string =>
  destination.normalize('NFC').trim().toLowerCase();

export const duplicateKeyOf = (
  ownerId: string,
  details: Pick<ItineraryDetails, 'destination' | 'startDate'>,
): DuplicateKey => ({
  ownerId,
  destination: normaliseDestination(details.destination),
  startDate: details.startDate ?? null,
});

/** The details after a merge patch, as far as the duplicate key is concerned. */
export function patchedKeyDetails(
  current: Pick<ItineraryDetails, 'destination' | 'startDate'>,
  patch: DetailsPatch,
): Pick<ItineraryDetails, 'destination' | 'startDate'> {
  const startDate = patch.startDate === null ? undefined : (patch.startDate ?? current.startDate);
  return { destination: patch.destination ?? current.destination, startDate };
}

export const sameDuplicateKey = (a: DuplicateKey, b: DuplicateKey): boolean =>
  a.ownerId === b.ownerId && a.destination === b.destination && a.startDate === b.startDate;

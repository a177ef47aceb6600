import type { FieldError } from '../shared/domain-error.js';
import { jsonEqual } from '../shared/json-equal.js';
import {
  OPTIONAL_DETAILS,
  REQUIRED_DETAILS,
  type DetailName,
  type DetailsPatch,
  type ItineraryDetails,
} from './types.js';
import { detailErrors, isRequiredDetail } from './validation.js';

/** The itinerary's scalar fields on create and on merge-patch. Paths are the field names of the body. */

const DETAIL_NAMES: readonly DetailName[] = [...REQUIRED_DETAILS, ...OPTIONAL_DETAILS];

type Loose = Record<string, unknown>;

/** Problems of a full set of details: required ones present and non-blank, the rest well-formed. */
export function newDetailsProblems(details: ItineraryDetails): FieldError[] {
  if (typeof details !== 'object' || details === null) return [{ path: '', message: 'must be an object' }];
  return DETAIL_NAMES.flatMap((name) => {
    const value = (details as unknown as Loose)[name];
    if (value === undefined) return isRequiredDetail(name) ? [{ path: name, message: 'is required' }] : [];
    return detailErrors(name, value, name);
  });
}

/** Only the known detail fields that carry a value (no undefined keys reach an event). */
export function pickDetails(details: ItineraryDetails): ItineraryDetails {
  const source = details as unknown as Loose;
  return Object.fromEntries(
    DETAIL_NAMES.filter((name) => source[name] !== undefined).map((name) => [name, source[name]]),
  ) as unknown as ItineraryDetails;
}

/**
 * The part of a patch that changes something, and its problems. null clears an optional field
 * (a change only when it holds a value); a required field cannot be cleared.
 */
export function detailChanges(
  patch: DetailsPatch,
  current: ItineraryDetails,
): { changes: DetailsPatch; problems: FieldError[] } {
  const changes: Loose = {};
  const problems: FieldError[] = [];
  if (typeof patch !== 'object' || patch === null)
    return { changes, problems: [{ path: '', message: 'must be an object' }] };
  for (const name of DETAIL_NAMES) {
    const value = (patch as Loose)[name];
    const stored = (current as unknown as Loose)[name];
    if (value === undefined) continue;
    if (value === null) {
      if (isRequiredDetail(name)) problems.push({ path: name, message: 'is required and cannot be cleared' });
      else if (stored !== undefined) changes[name] = null;
      continue;
    }
    problems.push(...detailErrors(name, value, name));
    if (!jsonEqual(value, stored)) changes[name] = value;
  }
  return { changes: changes as DetailsPatch, problems };
}

import type * as z from 'zod';
import { OPTIONAL_DETAILS } from '../../../../domain/itinerary/types.js';
import { code, coordinateInput, date, dayInput, list, longText, shortText } from './item-inputs.js';
import { clearable } from './merge-patch.js';

/**
 * The writeable fields of an itinerary (SPEC.md "Itinerary"), for create_itinerary and
 * update_itinerary. Unlike the REST bodies they leave out the lists that have tools of their own
 * (flights, hotels, packing, expenses; days after creation): each list's schema would otherwise be
 * in tools/list three times over, and a whole list sent to update one item is how a model drops the
 * others.
 */

const optional = <T extends Record<string, z.ZodType>>(shape: T) =>
  Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, v.optional()])) as {
    [K in keyof T]: z.ZodOptional<T[K]>;
  };

const details = optional({
  origin: shortText(),
  summary: longText(),
  startDate: date(),
  tags: list(shortText()),
  bestSeason: shortText(),
  homeCurrency: code('ISO 4217'),
} satisfies Record<(typeof OPTIONAL_DETAILS)[number], z.ZodType>);

export const newItineraryFields = {
  title: shortText(),
  destination: shortText(),
  center: coordinateInput,
  ...details,
  days: list(dayInput).optional(),
};

/** Merge-patch: absent fields stay, `clear` removes optional details. */
export const itineraryPatchFields = {
  title: shortText().optional(),
  destination: shortText().optional(),
  center: coordinateInput.optional(),
  ...details,
  clear: clearable(OPTIONAL_DETAILS),
};

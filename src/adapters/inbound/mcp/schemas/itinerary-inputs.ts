import * as z from 'zod';
import {
  code,
  coordinateInput,
  date,
  dayInput,
  expenseInput,
  flightInput,
  hotelInput,
  list,
  longText,
  packingItemInput,
  shortText,
} from './item-inputs.js';

/** The writeable fields of an itinerary (SPEC.md "Itinerary"), for create_itinerary and update_itinerary. */

const optionalDetails = {
  origin: shortText('Where the trip starts, e.g. "Berlin"'),
  summary: longText('A few sentences about the trip'),
  startDate: date('First day of the trip'),
  tags: list(shortText()).describe('e.g. ["food", "museums"]'),
  bestSeason: shortText('e.g. "spring"'),
  homeCurrency: code("ISO 4217 code of the traveller's currency, e.g. EUR"),
};

const collections = {
  days: list(dayInput).describe('The days in order, each with its stops.'),
  packing: list(packingItemInput).describe('Pro only: the packing list.'),
  expenses: list(expenseInput).describe('Pro only: the expenses.'),
  flights: list(flightInput),
  hotels: list(hotelInput),
};

const optional = <T extends Record<string, z.ZodType>>(shape: T) =>
  Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, v.optional()])) as {
    [K in keyof T]: z.ZodOptional<T[K]>;
  };

const nullable = <T extends Record<string, z.ZodType>>(shape: T) =>
  Object.fromEntries(
    Object.entries(shape).map(([k, v]) => [k, v.nullable().optional()]),
  ) as { [K in keyof T]: z.ZodOptional<z.ZodNullable<T[K]>> };

export const newItineraryFields = {
  title: shortText('Required, e.g. "A long weekend in Paris"'),
  destination: shortText('Required: the city, region or country visited'),
  center: coordinateInput.describe('Required: where the map of the trip is centred'),
  ...optional(optionalDetails),
  ...optional(collections),
};

/** Merge-patch: absent fields stay; null clears an optional detail; an array sent replaces the stored one. */
export const itineraryPatchFields = {
  title: shortText().optional(),
  destination: shortText().optional(),
  center: coordinateInput.optional(),
  ...nullable(optionalDetails),
  ...optional(collections),
};

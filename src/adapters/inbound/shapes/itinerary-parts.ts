import { IsBoolean, IsInt, IsNumber, Max, Min } from 'class-validator';
import { expenseErrors, flightErrors, hotelErrors, packingItemErrors, stopErrors } from '../../../domain/itinerary/validation.js';
import {
  Described,
  IsCalendarDate,
  IsCurrencyCode,
  IsDateTimeWithOffset,
  IsHttpUrl,
  IsIataCode,
  LIMITS,
  Optional,
  OptionalList,
  OptionalObject,
  OptionalText,
  Required,
  requiredOf,
  ServerSet,
  UpperCase,
  Whole,
} from './decorators.js';
import { refTo } from './schema-object.js';

/**
 * The wire shapes of an itinerary's parts (docs/interface.md "Resources", docs/design.md §3), declared once: REST
 * validates its bodies with them, OpenAPI and MCP derive their schemas from them, requests and
 * responses alike (json-schemas.ts). Every field is optional here: the same class serves a new item
 * and a merge patch of one, and the domain says which fields a whole item needs ("name: is
 * required"), which Whole() repeats for the schemas. Types, formats and unknown fields are checked
 * here, before anything reaches the domain.
 */

const finite = { allowNaN: false, allowInfinity: false };

export class CoordinateDto {
  @Required(IsNumber(finite), Min(-90), Max(90)) latitude!: number;
  @Required(IsNumber(finite), Min(-180), Max(180)) longitude!: number;
}

@Whole(requiredOf(stopErrors))
export class StopDto {
  @OptionalText() id?: string;
  @OptionalText() name?: string;
  @OptionalText() address?: string;
  @OptionalText() category?: string;
  @OptionalObject(() => CoordinateDto) coordinate?: CoordinateDto;
  @Described('HH:MM') @OptionalText() startTime?: string;
  @Optional(IsInt(), Min(0)) durationMinutes?: number;
  @OptionalText(LIMITS.longText) note?: string;
  @OptionalText() phone?: string;
  @Optional(IsHttpUrl()) bookingURL?: string;
}

export class DayDto {
  @OptionalText() id?: string;
  @OptionalText() title?: string;
  @OptionalText(LIMITS.longText) summary?: string;
  /** The day's photo has routes of its own. */
  @ServerSet({ type: 'string', format: 'uri' }) imageURL?: unknown;
  @ServerSet(refTo('Attribution')) imageAttribution?: unknown;
  /** Absent means no stops. */
  @OptionalList(() => StopDto) stops?: StopDto[];
}

@Whole(requiredOf(packingItemErrors))
export class PackingItemDto {
  @OptionalText() id?: string;
  @OptionalText() name?: string;
  @Optional(IsInt(), Min(0)) quantity?: number;
  @OptionalText() category?: string;
  @Optional(IsBoolean()) isPacked?: boolean;
}

@Whole(requiredOf(expenseErrors))
export class ExpenseDto {
  @OptionalText() id?: string;
  @OptionalText() title?: string;
  /** Money spent: never negative (a refund is not an expense). */
  @Optional(IsNumber(finite), Min(0)) amount?: number;
  @UpperCase() @Optional(IsCurrencyCode()) currency?: string;
  @Optional(IsCalendarDate()) date?: string;
  @OptionalText() category?: string;
}

@Whole(requiredOf(flightErrors))
export class FlightDto {
  @OptionalText() id?: string;
  @OptionalText() airline?: string;
  @OptionalText() flightNumber?: string;
  @UpperCase() @Optional(IsIataCode()) from?: string;
  @UpperCase() @Optional(IsIataCode()) to?: string;
  @Optional(IsDateTimeWithOffset()) departureTime?: string;
  @Optional(IsDateTimeWithOffset()) arrivalTime?: string;
  @OptionalText() confirmationCode?: string;
  @OptionalText() seat?: string;
  @OptionalText(LIMITS.longText) note?: string;
}

@Whole(requiredOf(hotelErrors))
export class HotelDto {
  @OptionalText() id?: string;
  @OptionalText() name?: string;
  @OptionalText() address?: string;
  @OptionalObject(() => CoordinateDto) coordinate?: CoordinateDto;
  @Optional(IsCalendarDate()) checkIn?: string;
  @Optional(IsCalendarDate()) checkOut?: string;
  @OptionalText() confirmationCode?: string;
  @OptionalText() phone?: string;
  @Optional(IsHttpUrl()) bookingURL?: string;
  @OptionalText(LIMITS.longText) note?: string;
}

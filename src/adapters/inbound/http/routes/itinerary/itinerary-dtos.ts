import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsString, MaxLength } from 'class-validator';
import {
  IsCalendarDate,
  IsCurrencyCode,
  IsNotBlank,
  Ignored,
  LIMITS,
  Optional,
  OptionalList,
  OptionalObject,
  OptionalText,
  Required,
  UpperCase,
} from '../../kit/dto-decorators.js';
import { CoordinateDto, DayDto, ExpenseDto, FlightDto, HotelDto, PackingItemDto, StopDto } from './item-dtos.js';

/**
 * The body of create and merge-patch: the writeable fields of SPEC.md "Resources". The server-set
 * fields of a read itinerary are accepted and ignored (DESIGN.md §2), so a client can send back what
 * it read; anything else unknown is refused.
 */
export class ItineraryBodyDto {
  @OptionalText() title?: string;
  @OptionalText() destination?: string;
  @OptionalText() origin?: string;
  @OptionalText(LIMITS.longText) summary?: string;
  @OptionalObject(() => CoordinateDto) center?: CoordinateDto;
  @Optional(IsCalendarDate()) startDate?: string;
  @Optional(IsArray(), ArrayMaxSize(LIMITS.items), IsString({ each: true }), MaxLength(LIMITS.shortText, { each: true }))
  tags?: string[];
  @OptionalText() bestSeason?: string;
  @UpperCase() @Optional(IsCurrencyCode()) homeCurrency?: string;
  @OptionalList(() => DayDto) days?: DayDto[];
  @OptionalList(() => PackingItemDto) packing?: PackingItemDto[];
  @OptionalList(() => ExpenseDto) expenses?: ExpenseDto[];
  @OptionalList(() => FlightDto) flights?: FlightDto[];
  @OptionalList(() => HotelDto) hotels?: HotelDto[];

  @Ignored() id?: unknown;
  @Ignored() role?: unknown;
  @Ignored() author?: unknown;
  @Ignored() createdAt?: unknown;
  @Ignored() updatedAt?: unknown;
  @Ignored() likesCount?: unknown;
  @Ignored() viewsCount?: unknown;
  @Ignored() visibility?: unknown;
  @Ignored() documents?: unknown;
  @Ignored() coverImageURL?: unknown;
  @Ignored() coverImageAttribution?: unknown;
}

/** POST .../stops: a stop and the id of the day it goes to. */
export class NewStopDto extends StopDto {
  @Required(IsString(), IsNotBlank(), MaxLength(LIMITS.shortText)) dayId!: string;
}

export class CreateItineraryQuery {
  /** Query strings are text: only "true" and "false" are booleans here. */
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @Optional(IsBoolean())
  allowDuplicate?: boolean;
}

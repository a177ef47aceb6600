import { ArrayMaxSize, IsArray, IsString, MaxLength } from 'class-validator';
import { REQUIRED_DETAILS, ROLES, VISIBILITIES } from '../../../domain/itinerary/types.js';
import {
  Described,
  CheckedElsewhere,
  IsCalendarDate,
  IsCurrencyCode,
  LIMITS,
  Optional,
  OptionalList,
  OptionalObject,
  OptionalText,
  ServerSet,
  UpperCase,
  Whole,
} from './decorators.js';
import { CoordinateDto, DayDto, ExpenseDto, FlightDto, HotelDto, PackingItemDto } from './itinerary-parts.js';
import { NOT_BLANK, refTo } from './schema-object.js';

const PRO_ONLY = 'Pro callers only.';
const timestamp = { type: 'string', format: 'date-time' };
const count = { type: 'integer', minimum: 0 };

/** The details of an itinerary (docs/interface.md "Resources"): what create and merge-patch take besides its lists. */
@Whole(REQUIRED_DETAILS)
export class ItineraryDetailsDto {
  @OptionalText() title?: string;
  @OptionalText() destination?: string;
  @OptionalText() origin?: string;
  @OptionalText(LIMITS.longText) summary?: string;
  @OptionalObject(() => CoordinateDto) center?: CoordinateDto;
  @Optional(IsCalendarDate()) startDate?: string;
  @Optional(IsArray(), ArrayMaxSize(LIMITS.items), IsString({ each: true }), MaxLength(LIMITS.shortText, { each: true }))
  @CheckedElsewhere({ items: NOT_BLANK })
  tags?: string[];
  @OptionalText() bestSeason?: string;
  @UpperCase() @Optional(IsCurrencyCode()) homeCurrency?: string;
}

/**
 * An itinerary on the wire: the body of create and merge-patch, and (with its server-set fields,
 * which a request may send back and which are ignored, docs/design.md §2) what GET returns. Anything else
 * unknown is refused.
 */
@Whole()
export class ItineraryBodyDto extends ItineraryDetailsDto {
  @OptionalList(() => DayDto) days?: DayDto[];
  @Described(PRO_ONLY) @OptionalList(() => PackingItemDto) packing?: PackingItemDto[];
  @Described(PRO_ONLY) @OptionalList(() => ExpenseDto) expenses?: ExpenseDto[];
  @OptionalList(() => FlightDto) flights?: FlightDto[];
  @OptionalList(() => HotelDto) hotels?: HotelDto[];

  @ServerSet({ type: 'string', format: 'uuid' }) id?: unknown;
  @ServerSet({ enum: [...ROLES], description: "The caller's role." }) role?: unknown;
  @ServerSet(refTo('Author')) author?: unknown;
  @ServerSet(timestamp) createdAt?: unknown;
  @ServerSet(timestamp) updatedAt?: unknown;
  @ServerSet(count) likesCount?: unknown;
  @ServerSet(count) viewsCount?: unknown;
  @ServerSet({ enum: [...VISIBILITIES] }) visibility?: unknown;
  @ServerSet({ type: 'array', items: refTo('DocumentRecord'), description: PRO_ONLY }) documents?: unknown;
  @ServerSet({ type: 'string', format: 'uri' }) coverImageURL?: unknown;
  @ServerSet({ ...refTo('Attribution'), description: 'Show it with a found photo (days: imageAttribution).' })
  coverImageAttribution?: unknown;
}

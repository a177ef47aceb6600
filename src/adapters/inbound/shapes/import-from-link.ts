import { IsBoolean, IsString, MaxLength, ValidateBy } from 'class-validator';
import { IsCalendarDate, IsNotBlank, LIMITS, Optional, Required } from './decorators.js';

/** Longer links are not pages people share. */
const MAX_URL_LENGTH = 2_048;

/** Syntax only: the scheme and the address are the link reader's rules (400 linkNotAllowed). */
const IsAbsoluteUrl = () =>
  ValidateBy({
    name: 'isAbsoluteUrl',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && URL.canParse(value.trim()),
      defaultMessage: () => 'must be an absolute URL',
    },
  });

/** POST /v1/itinerary/from-link. As on create, null is the same as leaving a field out. */
export class ImportFromLinkDto {
  @Required(IsString(), IsNotBlank(), MaxLength(MAX_URL_LENGTH), IsAbsoluteUrl()) url!: string;
  /** true: answer the draft and save nothing. */
  @Optional(IsBoolean()) preview?: boolean | null;
  /** Overrides the title read from the link. */
  @Optional(IsString(), IsNotBlank(), MaxLength(LIMITS.shortText)) title?: string | null;
  @Optional(IsCalendarDate()) startDate?: string | null;
  /** Create even when you already own an itinerary with the same destination and start date. */
  @Optional(IsBoolean()) allowDuplicate?: boolean | null;
}

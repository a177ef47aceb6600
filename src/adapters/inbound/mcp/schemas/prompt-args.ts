import { IsString, Matches, MaxLength } from 'class-validator';
import { Described, IsHttpUrl, IsNotBlank, LIMITS, Optional, OptionalText, Required, RequiredText } from '../../shapes/decorators.js';

/** Longer links are not pages people share (as import_from_link's). */
const MAX_URL_LENGTH = 2_048;

/** plan_trip. Prompt arguments are strings, so the day count is one too. */
export class PlanTripArgs {
  @RequiredText(200) @Described('Where the trip goes, e.g. "Lisbon".') destination!: string;
  @Optional(Matches(/^\d{1,2}$/)) @Described('How many days (default 3).') days?: string;
  @OptionalText(LIMITS.shortText) @Described('What the traveller enjoys, e.g. "food, viewpoints".') interests?: string;
}

/** import_trip. */
export class ImportTripArgs {
  @Required(IsString(), IsNotBlank(), MaxLength(MAX_URL_LENGTH), IsHttpUrl()) @Described('The link to read.') url!: string;
}

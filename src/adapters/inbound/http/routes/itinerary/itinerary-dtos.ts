import { Transform } from 'class-transformer';
import { IsBoolean } from 'class-validator';
import { Optional, RequiredText, Whole } from '../../../shapes/decorators.js';
import { StopDto } from '../../../shapes/itinerary-parts.js';

/** POST .../stops: a stop and the id of the day it goes to. */
@Whole()
export class NewStopDto extends StopDto {
  @RequiredText() dayId!: string;
}

export class CreateItineraryQuery {
  /** Query strings are text: only "true" and "false" are booleans here. */
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @Optional(IsBoolean())
  allowDuplicate?: boolean;
}

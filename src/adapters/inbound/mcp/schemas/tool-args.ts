import { IsInt, Min } from 'class-validator';
import { IsUuid, Optional, Required } from '../../shapes/decorators.js';

/**
 * The arguments the tools share. Each tool's arguments are a class of its own (named for the tool:
 * the schemas are keyed by class name), built from these and the wire shapes.
 */
export const ItineraryIdArg = (): PropertyDecorator => Required(IsUuid());

/** Undescribed: the server's instructions say how it works, once rather than in every write tool. */
export const RevisionArg = (): PropertyDecorator => Optional(IsInt(), Min(0));

/** A tool that reads one itinerary. */
export class ItineraryArgs {
  @ItineraryIdArg() itineraryId!: string;
}

/** A tool that writes an existing itinerary, at expectedRevision when given. */
export class ItineraryWriteArgs extends ItineraryArgs {
  @RevisionArg() expectedRevision?: number;
}

import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsString, Max, Min, MaxLength } from 'class-validator';
import { ITINERARY_EVENT_TYPES } from '../../../../../domain/itinerary/event-types.js';
import { Described, IsNotBlank, IsUuid, Optional, Required } from '../../../shapes/decorators.js';
import { PageQuery } from '../../../shapes/itinerary-queries.js';

const MAX_URL = 2_000;
const typesHelp = `Itinerary event types to receive (docs/events.md), e.g. ${ITINERARY_EVENT_TYPES.slice(0, 3).join(', ')}; empty or absent: every type.`;
const itinerariesHelp = 'Itineraries to receive events of; absent (or null on update): every itinerary the user may read.';

/** POST /v1/webhooks. */
export class WebhookRegistrationDto {
  @Described('https URL that receives the deliveries (POST, signed).') @Required(IsString(), IsNotBlank(), MaxLength(MAX_URL)) url!: string;
  @Described(typesHelp) @Optional(IsArray(), ArrayMaxSize(100), IsString({ each: true }), MaxLength(100, { each: true })) eventTypes?: string[] | null;
  @Described(itinerariesHelp) @Optional(IsArray(), ArrayMaxSize(1_000), IsUuid({ each: true })) itineraryIds?: string[] | null;
  @Optional(IsString(), MaxLength(500)) description?: string | null;
}

/** PATCH /v1/webhook/{id}: what is sent changes; `enabled: true` turns a disabled endpoint on again. */
export class WebhookEndpointPatchDto {
  @Optional(IsString(), IsNotBlank(), MaxLength(MAX_URL)) url?: string | null;
  @Described(typesHelp) @Optional(IsArray(), ArrayMaxSize(100), IsString({ each: true }), MaxLength(100, { each: true })) eventTypes?: string[] | null;
  @Described(itinerariesHelp) @Optional(IsArray(), ArrayMaxSize(1_000), IsUuid({ each: true })) itineraryIds?: string[] | null;
  @Optional(IsString(), MaxLength(500)) description?: string | null;
  @Optional(IsBoolean()) enabled?: boolean | null;
}

/** POST /v1/webhook/{id}/replay: one delivery by id, or a range of the delivery log's sequences. */
export class WebhookReplayDto {
  @Optional(IsString(), IsNotBlank(), MaxLength(200)) deliveryId?: string | null;
  @Optional(IsInt(), Min(1), Max(Number.MAX_SAFE_INTEGER)) fromSequence?: number | null;
  @Optional(IsInt(), Min(1), Max(Number.MAX_SAFE_INTEGER)) toSequence?: number | null;
}

/** GET /v1/webhook/{id}/deliveries: paginated, optionally by status. */
export class WebhookDeliveriesQuery extends PageQuery {
  @Optional(IsIn(['pending', 'delivered', 'failed', 'withheld'])) status?: 'pending' | 'delivered' | 'failed' | 'withheld';
}

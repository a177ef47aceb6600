import type { AllStreamRecordedEvent, EventData, Position, RecordedEvent as EsdbRecordedEvent } from '@eventstore/db-client';
import { esdb } from './client-library.js';
import type { EventMetadata, EventToAppend, RecordedEvent } from '../../../application/ports/event-store.port.js';

/**
 * The port's opaque position for an EventStoreDB $all position: "<commit>/<prepare>". Both are
 * 64-bit, beyond Number's exact range, so they travel as decimal strings and come back as bigints.
 */
export const formatPosition = ({ commit, prepare }: Position): string => `${commit}/${prepare}`;

export const parsePosition = (position: string): Position => {
  const match = /^(\d+)\/(\d+)$/.exec(position);
  if (!match) throw new RangeError(`Not an EventStoreDB position: "${position}"`);
  return { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) };
};

export const isAfter = (a: Position, b: Position): boolean =>
  a.commit > b.commit || (a.commit === b.commit && a.prepare > b.prepare);

/** System streams and events ($-prefixed: $stats, $metadata, links...) are the server's, not ours. */
export const isSystemEvent = (event: EsdbRecordedEvent): boolean =>
  event.streamId.startsWith('$') || event.type.startsWith('$');

export const matchesPrefixes = (streamId: string, prefixes: string[] | undefined): boolean =>
  !prefixes?.length || prefixes.some((prefix) => streamId.startsWith(prefix));

/** The well-known $correlationId / $causationId let EventStoreDB's own tooling follow a flow. */
export const toEventData = (event: EventToAppend): EventData =>
  esdb().jsonEvent({
    id: event.id,
    type: event.type,
    data: event.data as Record<string, unknown>,
    metadata: {
      ...event.metadata,
      $correlationId: event.metadata.correlationId,
      $causationId: event.metadata.causationId,
    },
  });

export const toRecorded = (event: EsdbRecordedEvent | AllStreamRecordedEvent): RecordedEvent => {
  if (!event.position) throw new Error(`EventStoreDB returned event ${event.id} without a position.`);
  const { $correlationId: _c, $causationId: _k, ...metadata } = decode(event.metadata) as Record<string, unknown>;
  return {
    id: event.id,
    streamId: event.streamId,
    revision: Number(event.revision),
    position: formatPosition(event.position),
    type: event.type,
    data: decode(event.data) as object,
    metadata: metadata as unknown as EventMetadata,
  };
};

/** JSON events arrive parsed; anything written as binary by another tool is parsed here. */
const decode = (value: unknown): unknown =>
  value instanceof Uint8Array ? JSON.parse(Buffer.from(value).toString('utf8')) : (value ?? {});

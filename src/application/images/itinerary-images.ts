import type { Readable } from 'node:stream';
import { releasedBlobIds } from '../../domain/itinerary/blob-references.js';
import { mustFind } from '../../domain/itinerary/item-changes.js';
import { writable } from '../../domain/itinerary/permissions.js';
import type { Actor, ImageRef } from '../../domain/itinerary/types.js';
import type { BlobDisposal } from '../blobs/blob-disposal.js';
import type { ChangedItinerary, ChangeItinerary } from '../itinerary/change-itinerary.js';
import type { CommandBody } from '../itinerary/drafts.js';
import type { ItineraryRepository } from '../itinerary/itinerary-repository.js';
import type { CommandContext } from '../shared/command-context.js';
import type { ImageIntake } from './image-intake.js';

/** Which photo of an itinerary: its cover, or one day's. */
export type ImageTarget = { kind: 'cover' } | { kind: 'day'; dayId: string };

/** Where a new photo comes from (docs/interface.md "Images"). */
export type ImageSource =
  /** Image bytes with their declared Content-Type; read only once the caller may write. */
  | { kind: 'upload'; body: Readable; contentType: string | undefined }
  /** A photo search. */
  | { kind: 'search'; query: string }
  /** No body: a photo of the itinerary's destination. */
  | { kind: 'destination' };

type Of<T extends CommandBody['type']> = Extract<CommandBody, { type: T }>;

const setCommand = (target: ImageTarget, image: ImageRef): Of<'SetDayImage' | 'SetCoverImage'> =>
  target.kind === 'day' ? { type: 'SetDayImage', dayId: target.dayId, image } : { type: 'SetCoverImage', image };

const removeCommand = (target: ImageTarget): Of<'RemoveDayImage' | 'RemoveCoverImage'> =>
  target.kind === 'day' ? { type: 'RemoveDayImage', dayId: target.dayId } : { type: 'RemoveCoverImage' };

/**
 * Setting and removing the cover and day photos. The new image is stored (checked, re-encoded
 * without metadata) before its command runs, so a failed command (stale If-Match, a day removed
 * meanwhile…) deletes it again; a replaced or removed photo is deleted once the event is appended.
 * Who may write, and that the day exists, is checked before a byte of an upload is read.
 */
export class ItineraryImages {
  constructor(
    private readonly itineraries: ItineraryRepository,
    private readonly change: ChangeItinerary,
    private readonly intake: ImageIntake,
    private readonly disposal: BlobDisposal,
  ) {}

  async set(
    itineraryId: string,
    target: ImageTarget,
    source: ImageSource,
    actor: Actor,
    context: CommandContext,
    expectedRevision?: number,
  ): Promise<ChangedItinerary> {
    const before = await this.itineraries.load(itineraryId);
    const itinerary = writable(before.state, actor);
    if (target.kind === 'day') mustFind(itinerary.days, target.dayId, 'Day');
    const image = await this.take(source, itinerary.destination);
    let changed: ChangedItinerary;
    try {
      changed = await this.change.execute(itineraryId, setCommand(target, image), actor, context, expectedRevision);
    } catch (error) {
      await this.disposal.discard([image.mediaId]);
      throw error;
    }
    await this.disposal.discard(releasedBlobIds(before.state, changed.state));
    return changed;
  }

  async remove(
    itineraryId: string,
    target: ImageTarget,
    actor: Actor,
    context: CommandContext,
    expectedRevision?: number,
  ): Promise<ChangedItinerary> {
    const before = await this.itineraries.load(itineraryId);
    const changed = await this.change.execute(itineraryId, removeCommand(target), actor, context, expectedRevision);
    await this.disposal.discard(releasedBlobIds(before.state, changed.state));
    return changed;
  }

  private take(source: ImageSource, destination: string): Promise<ImageRef> {
    switch (source.kind) {
      case 'upload':
        return this.intake.fromUpload(source.body, source.contentType);
      case 'search':
        return this.intake.fromSearch(source.query);
      case 'destination':
        return this.intake.fromSearch(destination);
    }
  }
}

import type { Readable } from 'node:stream';
import { releasedBlobIds } from '../../domain/itinerary/blob-references.js';
import { mustFind } from '../../domain/itinerary/item-changes.js';
import { documentsReadable, documentsWritable, readable } from '../../domain/itinerary/permissions.js';
import type { Actor, DocumentKind, DocumentRecord } from '../../domain/itinerary/types.js';
import { DomainError } from '../../domain/shared/domain-error.js';
import type { BlobDisposal } from '../blobs/blob-disposal.js';
import type { ChangeItinerary } from '../itinerary/change-itinerary.js';
import type { ItineraryRepository } from '../itinerary/itinerary-repository.js';
import type { BlobContent, BlobInfo, BlobStore } from '../ports/blob-store.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import type { CommandContext } from '../shared/command-context.js';

/** docs/design.md §2: sealed documents up to 20 MiB. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
/** What the BlobStore is told about sealed bytes: nothing (the real type lives in the record only). */
const SEALED_CONTENT_TYPE = 'application/octet-stream';

/** What the uploader says about a document; the bytes say the rest (size, hash). */
export interface DocumentDetails {
  name: string;
  /** Default: other. */
  kind?: DocumentKind;
  /** The type of the file before it was sealed, served back with the bytes. */
  mimeType: string;
}

/** Streams sealed bytes into the BlobStore: PayloadTooLargeError past MAX_DOCUMENT_BYTES, nothing stored. */
export type StoreSealedBytes = (body: Readable) => Promise<BlobInfo>;

/** A document as of an itinerary revision (the ETag). */
export interface DocumentAt {
  document: DocumentRecord;
  revision: number;
}

/**
 * Sealed documents (docs/interface.md "Documents (Pro)", docs/design.md §4): opaque bytes, encrypted by the client,
 * never decoded here. Editors and owners attach, rename and remove them; the owner and the members
 * read them; Pro either way. The bytes go to the BlobStore before the event that records them, so
 * whatever fails after they were stored deletes them, and a removed document's bytes go with it.
 */
export class SealedDocuments {
  constructor(
    private readonly itineraries: ItineraryRepository,
    private readonly change: ChangeItinerary,
    private readonly blobs: BlobStore,
    private readonly disposal: BlobDisposal,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  /**
   * Who may attach (404, 403, 402) is checked before `receive` reads a byte. `receive` streams the
   * file through the store it is given and returns the details sent with it; it may also refuse the
   * request after the bytes are stored (a bad field, an Idempotency-Key replay), which deletes them.
   */
  async attach(
    itineraryId: string,
    receive: (store: StoreSealedBytes) => Promise<DocumentDetails>,
    actor: Actor,
    context: CommandContext,
    expectedRevision?: number,
  ): Promise<DocumentAt> {
    documentsWritable((await this.itineraries.load(itineraryId)).state, actor);
    let stored: BlobInfo | undefined;
    const store: StoreSealedBytes = async (body) => {
      stored = await this.blobs.put(body, { contentType: SEALED_CONTENT_TYPE, maxBytes: MAX_DOCUMENT_BYTES });
      return stored;
    };
    try {
      const details = await receive(store);
      const blob = stored as BlobInfo | undefined;
      if (!blob) throw new Error('receive() resolved without storing the file');
      const document: DocumentRecord = {
        id: this.ids.uuid(),
        name: details.name,
        kind: details.kind ?? 'other',
        mimeType: details.mimeType,
        size: blob.size,
        sha256: blob.sha256,
        blobId: blob.blobId,
        uploadedAt: this.clock.now().toISOString(),
      };
      const changed = await this.change.execute(itineraryId, { type: 'AttachDocument', document }, actor, context, expectedRevision);
      return { document, revision: changed.revision };
    } catch (error) {
      const blob = stored as BlobInfo | undefined;
      if (blob) await this.disposal.discard([blob.blobId]);
      throw error;
    }
  }

  async list(itineraryId: string, actor: Actor): Promise<{ documents: DocumentRecord[]; revision: number }> {
    const loaded = await this.itineraries.load(itineraryId);
    return { documents: documentsReadable(loaded.state, actor).documents, revision: loaded.revision };
  }

  async get(itineraryId: string, documentId: string, actor: Actor): Promise<DocumentAt> {
    const loaded = await this.itineraries.load(itineraryId);
    const document = mustFind(documentsReadable(loaded.state, actor).documents, documentId, 'Document');
    return { document, revision: loaded.revision };
  }

  /** The record and its bytes (exactly as uploaded). Consume or destroy the stream. */
  async open(itineraryId: string, documentId: string, actor: Actor): Promise<{ document: DocumentRecord; content: BlobContent }> {
    const { document } = await this.get(itineraryId, documentId, actor);
    const content = await this.blobs.get(document.blobId);
    // Only a document removed since the record was read (or storage lost) has no bytes.
    if (!content) throw new DomainError('notFound', `Document "${documentId}" not found.`, { id: documentId });
    return { document, content };
  }

  /** Renames a document or changes its kind (docs/interface.md: no If-Match). */
  async describe(
    itineraryId: string,
    documentId: string,
    patch: { name?: string; kind?: DocumentKind },
    actor: Actor,
    context: CommandContext,
  ): Promise<DocumentAt> {
    const changed = await this.change.execute(itineraryId, { type: 'ChangeDocument', documentId, ...patch }, actor, context);
    const { documents } = readable(changed.state, actor).itinerary;
    return { document: mustFind(documents, documentId, 'Document'), revision: changed.revision };
  }

  /** Removes a document and deletes its bytes; the new revision. */
  async remove(
    itineraryId: string,
    documentId: string,
    actor: Actor,
    context: CommandContext,
    expectedRevision?: number,
  ): Promise<number> {
    const before = await this.itineraries.load(itineraryId);
    const changed = await this.change.execute(itineraryId, { type: 'RemoveDocument', documentId }, actor, context, expectedRevision);
    await this.disposal.discard(releasedBlobIds(before.state, changed.state));
    return changed.revision;
  }
}

import { create as contentDisposition } from 'content-disposition';
import { MAX_DOCUMENT_BYTES, type DocumentDetails, type SealedDocuments } from '../../../../../application/documents/sealed-documents.js';
import { documentView } from '../../../../../application/itinerary/itinerary-view.js';
import type { ResourceUrls } from '../../../../../application/itinerary/resource-urls.js';
import type { DocumentRecord } from '../../../../../domain/itinerary/types.js';
import { LIMITS } from '../../../shapes/decorators.js';
import { etag } from '../../kit/preconditions.js';
import { refuseDeclaredOver } from '../../kit/raw-body.js';
import { defineRoute, type AnyRoute, type RouteResult, type RouteDefinition } from '../../kit/route-definition.js';
import { invalid, validateDto } from '../../kit/validation.js';
import { DocumentPatchDto, DocumentUploadDto } from './document-dtos.js';
import { readMultipartUpload, type MultipartUpload } from './multipart-upload.js';

const TAG = 'Documents (Pro)';
/** A file of the largest size, with room for the multipart boundaries and the text fields around it. */
const MAX_BODY_BYTES = MAX_DOCUMENT_BYTES + 64 * 1024;

export interface DocumentRouteDependencies {
  documents: SealedDocuments;
  urls: ResourceUrls;
}

const ONE = {
  scope: 'documents',
  params: { id: 'uuid' },
} as const satisfies Partial<RouteDefinition>;
const WRITER = { role: 'editor', pro: true } as const;
const READER = { role: 'viewer', pro: true, membersOnly: true } as const;
const RECORD = { description: 'The document record; ETag: the itinerary revision.', schema: 'DocumentRecord', headers: ['ETag'] };

/** The name of an upload: the `name` field, else the file part's filename, else "Document". */
function details(upload: MultipartUpload): DocumentDetails {
  const fields = validateDto(DocumentUploadDto, upload.fields);
  const filename = upload.filename?.trim();
  const name = fields.name ?? (filename && filename.length <= LIMITS.shortText ? filename : 'Document');
  return { name, kind: fields.kind, mimeType: fields.mimeType.toLowerCase() };
}

/**
 * What makes two uploads the same request for Idempotency-Key: the fields and the file's SHA-256 and
 * size, hashed while it streamed. Not the body bytes: a client's retry encodes the form anew, with
 * another multipart boundary.
 */
const fingerprint = (upload: MultipartUpload): string =>
  JSON.stringify({
    fields: Object.fromEntries(Object.entries(upload.fields).sort(([a], [b]) => a.localeCompare(b))),
    filename: upload.filename ?? null,
    sha256: upload.file.sha256,
    size: upload.file.size,
  });

const documentResult = (
  deps: DocumentRouteDependencies,
  itineraryId: string,
  at: { document: DocumentRecord; revision: number },
  status = 200,
  headers: Record<string, string> = {},
): RouteResult => ({
  status,
  body: documentView(deps.urls, itineraryId, at.document),
  headers: { ETag: etag(at.revision), ...headers },
});

/** docs/interface.md "Documents (Pro)": sealed (client-encrypted) documents of an itinerary. */
export const documentRoutes = (deps: DocumentRouteDependencies): AnyRoute[] => [
  defineRoute({
    ...ONE,
    method: 'POST',
    path: '/v1/itinerary/{id}/documents',
    tag: TAG,
    summary: 'Upload a sealed document',
    description:
      'multipart/form-data: `file` (the sealed bytes, at most 20 MiB, streamed to storage and never decoded), ' +
      '`mimeType` (the type before sealing, served back with the bytes), optional `name` (default: the ' +
      "file's filename) and `kind` (default other). 402/403/404 come before the body is read; a body over " +
      'the limit is 413 with nothing stored. If-Match is optional. Idempotency-Key: a retry is the same ' +
      'request when its fields and file bytes are (the multipart boundary does not count).',
    access: WRITER,
    ifMatch: 'optional',
    idempotent: true,
    body: 'raw',
    rawBody: { 'multipart/form-data': { fields: DocumentUploadDto, files: ['file'] } },
    responses: { 201: { ...RECORD, description: 'The new document record.', headers: ['ETag', 'Location'] } },
    errors: ['notFound', 'forbidden', 'subscriptionRequired', 'validationFailed', 'payloadTooLarge', 'unsupportedMediaType'],
    handler: async ({ req, params, actor, command, expectedRevision, claimIdempotency }) => {
      refuseDeclaredOver(req, MAX_BODY_BYTES);
      const id = params.id!;
      const attached = await deps.documents.attach(
        id,
        async (store) => {
          const upload = await readMultipartUpload(req, store, MAX_BODY_BYTES);
          const described = details(upload);
          await claimIdempotency(fingerprint(upload));
          return described;
        },
        actor,
        command,
        expectedRevision,
      );
      return documentResult(deps, id, attached, 201, { Location: deps.urls.document(id, attached.document.id) });
    },
  }),
  defineRoute({
    ...ONE,
    method: 'GET',
    path: '/v1/itinerary/{id}/documents',
    tag: TAG,
    summary: 'List the sealed documents',
    description: 'For the owner and the members (a reader of a public or unlisted itinerary gets 403).',
    access: READER,
    responses: { 200: { description: 'The document records; ETag: the itinerary revision.', schema: 'DocumentList', headers: ['ETag'] } },
    errors: ['notFound', 'forbidden', 'subscriptionRequired'],
    handler: async ({ params, actor }) => {
      const { documents, revision } = await deps.documents.list(params.id!, actor);
      return {
        status: 200,
        body: { documents: documents.map((d) => documentView(deps.urls, params.id!, d)) },
        headers: { ETag: etag(revision) },
      };
    },
  }),
  defineRoute({
    ...ONE,
    method: 'GET',
    path: '/v1/itinerary/{id}/document/{docId}',
    tag: TAG,
    summary: 'Read a sealed document record',
    access: READER,
    responses: { 200: RECORD },
    errors: ['notFound', 'forbidden', 'subscriptionRequired'],
    handler: async ({ params, actor }) => documentResult(deps, params.id!, await deps.documents.get(params.id!, params.docId!, actor)),
  }),
  defineRoute({
    ...ONE,
    method: 'GET',
    path: '/v1/itinerary/{id}/document/{docId}/content',
    tag: TAG,
    summary: 'Download the sealed bytes',
    description:
      'Exactly the bytes uploaded, with the recorded mimeType as Content-Type, as an attachment named after ' +
      'the document, ETag the SHA-256 of the bytes. For the owner and the members.',
    access: READER,
    responses: { 200: { description: 'The sealed bytes.', headers: ['ETag'] } },
    errors: ['notFound', 'forbidden', 'subscriptionRequired'],
    handler: async ({ params, actor }) => {
      const { document, content } = await deps.documents.open(params.id!, params.docId!, actor);
      return {
        status: 200,
        stream: content.stream,
        headers: {
          'Content-Type': document.mimeType,
          'Content-Length': String(content.size),
          'Content-Disposition': contentDisposition(document.name),
          ETag: `"${document.sha256}"`,
          'X-Content-Type-Options': 'nosniff',
          // Whatever type a client recorded, the bytes never run as a page of this origin.
          'Content-Security-Policy': "default-src 'none'; sandbox",
        },
      };
    },
  }),
  defineRoute({
    ...ONE,
    method: 'PATCH',
    path: '/v1/itinerary/{id}/document/{docId}',
    tag: TAG,
    summary: 'Rename a sealed document or change its kind',
    description: 'Body: name and/or kind (at least one). No If-Match (docs/interface.md).',
    access: WRITER,
    idempotent: true,
    body: DocumentPatchDto,
    responses: { 200: RECORD },
    errors: ['notFound', 'forbidden', 'subscriptionRequired', 'validationFailed'],
    handler: async ({ params, body, actor, command }) => {
      if (body.name === undefined && body.kind === undefined) {
        throw invalid([{ path: '', message: 'send name, kind or both' }]);
      }
      return documentResult(deps, params.id!, await deps.documents.describe(params.id!, params.docId!, body, actor, command));
    },
  }),
  defineRoute({
    ...ONE,
    method: 'DELETE',
    path: '/v1/itinerary/{id}/document/{docId}',
    tag: TAG,
    summary: 'Remove a sealed document',
    description: 'Its bytes are deleted. If-Match is optional.',
    access: WRITER,
    ifMatch: 'optional',
    responses: { 204: { description: 'Removed; ETag: the new itinerary revision.', headers: ['ETag'] } },
    errors: ['notFound', 'forbidden', 'subscriptionRequired'],
    handler: async ({ params, actor, command, expectedRevision }) => {
      const revision = await deps.documents.remove(params.id!, params.docId!, actor, command, expectedRevision);
      return { status: 204, headers: { ETag: etag(revision) } };
    },
  }),
];

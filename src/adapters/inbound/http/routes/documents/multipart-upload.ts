import busboy from 'busboy';
import type { Request } from 'express';
import type { Readable } from 'node:stream';
import type { BlobInfo } from '../../../../../application/ports/blob-store.port.js';
import { PayloadTooLargeError } from '../../../../../application/shared/content-refused.js';
import type { FieldError } from '../../../../../domain/shared/domain-error.js';
import { HttpProblem } from '../../kit/problem.js';
import { invalid } from '../../kit/validation.js';

/** The form's one file part. */
export const FILE_FIELD = 'file';
/** Bytes of one text field: ample for a name of 500 characters in any script. */
const FIELD_BYTES = 4096;
const MAX_FIELDS = 8;

export interface MultipartUpload {
  /** The text fields as sent, each once (their meaning is checked by the caller). */
  fields: Record<string, string>;
  /** The file part's filename, when it named one. */
  filename?: string;
  /** What `store` made of the file part. */
  file: BlobInfo;
}

/**
 * Reads a multipart/form-data body with busboy: one part named `file`, handed to `store` as it
 * arrives (so it streams, never held whole), and small text fields before or after it. Resolves
 * once the whole body is read and the file stored. Rejects with 400 for a body without a file, with
 * another file part or with oversized fields, with 413 past `maxBodyBytes` (counted, as parts
 * that are not the file are read and dropped), and with `store`'s own error (413) — only once `store`
 * has settled, so a caller that deletes what was stored never misses it.
 */
export function readMultipartUpload(
  req: Request,
  store: (file: Readable) => Promise<BlobInfo>,
  maxBodyBytes: number,
): Promise<MultipartUpload> {
  if (!req.is('multipart/form-data')) {
    return Promise.reject(new HttpProblem('unsupportedMediaType', 'Send the document as multipart/form-data.'));
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      defParamCharset: 'utf8',
      // Two files, so that a second one is named as the problem rather than silently skipped.
      limits: { files: 2, fields: MAX_FIELDS, parts: MAX_FIELDS + 2, fieldSize: FIELD_BYTES, fieldNameSize: 100 },
    });
  } catch {
    return Promise.reject(invalid([{ path: '', message: 'is not a well-formed multipart/form-data body (no boundary)' }]));
  }

  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const problems: FieldError[] = [];
    let filename: string | undefined;
    let storing: Promise<BlobInfo> | undefined;
    let settled = false;

    const fail = (error: unknown): void => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      // Ends the file part, so a store still reading it gives up; no event arrives after this.
      parser.destroy();
      void (storing ?? Promise.resolve()).catch(() => undefined).then(() => reject(error));
    };

    parser.on('file', (name, file, info) => {
      // A part cut short (the parser destroyed after a failure) errors; what matters was reported already.
      file.on('error', () => undefined);
      if (name !== FILE_FIELD || storing) {
        const message = name === FILE_FIELD ? 'send one file per upload' : `is not a known field (the sealed file goes in "${FILE_FIELD}")`;
        problems.push({ path: name, message });
        file.resume();
        return;
      }
      filename = info.filename;
      storing = store(file);
      storing.catch((error: unknown) => {
        file.resume();
        fail(error);
      });
    });
    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) problems.push({ path: name, message: 'is too long' });
      else if (Object.hasOwn(fields, name)) problems.push({ path: name, message: 'is sent twice' });
      else fields[name] = value;
    });
    parser.on('filesLimit', () => problems.push({ path: FILE_FIELD, message: 'send one file per upload' }));
    parser.on('fieldsLimit', () => problems.push({ path: '', message: `has more than ${MAX_FIELDS} fields` }));
    parser.on('partsLimit', () => problems.push({ path: '', message: `has more than ${MAX_FIELDS + 2} parts` }));
    parser.on('error', (error: unknown) => {
      fail(invalid([{ path: '', message: `is not a well-formed multipart/form-data body (${String((error as Error).message ?? error)})` }]));
    });
    parser.on('close', () => {
      if (settled) return;
      if (!storing) return fail(invalid([{ path: FILE_FIELD, message: 'is required' }, ...problems]));
      storing.then(
        (file) => {
          if (settled) return;
          settled = true;
          if (problems.length > 0) reject(invalid(problems));
          else resolve({ fields, filename, file });
        },
        () => undefined,
      );
    });
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBodyBytes) fail(new PayloadTooLargeError(maxBodyBytes));
    });
    // A client that goes away mid-body: the file part ends in an error, so nothing half-sent is kept.
    req.once('close', () => {
      if (!req.complete) parser.destroy(new Error('the request was aborted'));
    });
    req.pipe(parser);
  });
}

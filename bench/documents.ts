/**
 * Sealed-document upload memory (`npm run bench:documents`): a 20 MiB multipart/form-data upload over
 * HTTP on loopback, parsed by busboy and streamed into the filesystem BlobStore, as the documents
 * route will do. Prints how much the process RSS rose above its level before the upload (goal: under
 * 30 MB, i.e. the file is never held in memory), the throughput, and checks the stored hash. A second
 * upload 1 byte over the limit must be refused with 413 and leave nothing behind.
 * The client runs in the same process and makes its body on the fly, so the figure includes it.
 */
import busboy from 'busboy';
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { FilesystemBlobStore } from '../src/adapters/outbound/filesystem/blob-store.js';
import { PayloadTooLargeError } from '../src/application/shared/payload-too-large.js';
import { tempDir } from '../test/support/temp-dir.js';
import { isMain, mergeResults } from './results.js';

const MiB = 1024 * 1024;
const LIMIT = 20 * MiB;
const BOUNDARY = 'bench-boundary-7f3a';

/** The tiny upload server: one `file` part per request, streamed into the store. */
function startServer(blobs: FilesystemBlobStore): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const parser = busboy({ headers: req.headers, limits: { files: 1, fields: 5, fieldSize: 1024 } });
    parser.on('file', (_name, file) => {
      blobs.put(file, { contentType: 'application/octet-stream', maxBytes: LIMIT }).then(
        (info) => {
          file.resume();
          res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify(info));
        },
        (error: unknown) => {
          // The store left the part to us: answer at once and drain the rest so the client reads the answer.
          file.resume();
          const status = error instanceof PayloadTooLargeError ? 413 : 500;
          res.writeHead(status, { connection: 'close' }).end(String(error));
        },
      );
    });
    req.pipe(parser);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** POSTs a multipart body with a `file` part of `size` bytes, made chunk by chunk; resolves status and body. */
function upload(port: number, size: number): Promise<{ status: number; body: string; sha256: string }> {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="mimeType"\r\n\r\napplication/pdf\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="sealed.bin"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const chunk = randomBytes(64 * 1024);
  const hash = createHash('sha256');
  return new Promise((resolve, reject) => {
    const req = http.request({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/documents',
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(head.length + size + tail.length),
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (text: string) => (body += text));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sha256: hash.digest('hex') }));
    });
    req.on('error', reject);
    let sent = 0;
    const write = (): void => {
      while (sent < size) {
        const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += part.length;
        hash.update(part);
        if (!req.write(part)) return void req.once('drain', write);
      }
      req.end(tail);
    };
    req.write(head);
    write();
  });
}

export default async function benchmarkDocuments(): Promise<void> {
  const dir = tempDir('bench-documents');
  const blobs = new FilesystemBlobStore(join(dir.path, 'blobs'));
  const server = await startServer(blobs);
  const { port } = server.address() as AddressInfo;
  try {
    // Warm up every code path, so the baseline already includes them.
    await upload(port, MiB);
    (globalThis as { gc?: () => void }).gc?.();
    const baseline = process.memoryUsage.rss();
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);

    const started = process.hrtime.bigint();
    const result = await upload(port, LIMIT);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage.rss());

    const stored = JSON.parse(result.body) as { blobId: string; size: number; sha256: string };
    if (result.status !== 201 || stored.size !== LIMIT || stored.sha256 !== result.sha256) {
      throw new Error(`upload failed or corrupted: ${result.status} ${result.body}`);
    }
    const before = await count(blobs);
    const tooLarge = await upload(port, LIMIT + 1);
    if (tooLarge.status !== 413 || (await count(blobs)) !== before) {
      throw new Error('over-limit upload was not refused cleanly');
    }

    const figures = {
      uploadBytes: LIMIT,
      rssBeforeMB: round(baseline / 1e6),
      rssPeakMB: round(peak / 1e6),
      rssIncreaseMB: round((peak - baseline) / 1e6),
      rssIncreaseGoalMB: 30,
      withinGoal: peak - baseline < 30e6,
      uploadMiBPerSecond: round(LIMIT / MiB / seconds),
      storedSha256Matches: true,
      overLimitUpload: '413, nothing stored',
      gcBeforeBaseline: typeof (globalThis as { gc?: unknown }).gc === 'function',
    };
    console.table(figures);
    mergeResults('documents', figures);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    dir.remove();
  }
}

async function count(blobs: FilesystemBlobStore): Promise<number> {
  let n = 0;
  for await (const _ of blobs.list()) n += 1;
  return n;
}

const round = (n: number): number => Math.round(n * 10) / 10;

if (isMain(import.meta.url)) await benchmarkDocuments();

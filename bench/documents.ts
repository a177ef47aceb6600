/**
 * Sealed-document upload memory (`npm run bench:documents`): a 20 MiB multipart/form-data upload over
 * HTTP on loopback to the real route, POST /v1/itinerary/{id}/documents of the app on the embedded
 * profile (bearer token, pipeline, busboy, the BlobStore on files, the DocumentAttached event). Prints
 * how much the process RSS rose above its level before the upload (goal: under 30 MB, i.e. the file is
 * never held in memory), the throughput, and checks the stored hash. A second upload 1 byte over the
 * limit must be refused with 413 and leave nothing behind.
 * The client runs in the same process and makes its body on the fly, so the figure includes it.
 */
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { BlobStore } from '../src/application/ports/blob-store.port.js';
import type { CreateItinerary } from '../src/application/itinerary/create-itinerary.js';
import { MAX_DOCUMENT_BYTES } from '../src/application/documents/sealed-documents.js';
import { TOKENS } from '../src/tokens.js';
import { startTestApp } from '../test/support/app.js';
import { createUser, issueToken } from '../test/support/auth.js';
import { mergeResults } from './results.js';

const MiB = 1024 * 1024;
const LIMIT = MAX_DOCUMENT_BYTES;
const BOUNDARY = 'bench-boundary-7f3a';

interface Target {
  port: number;
  path: string;
  token: string;
}

/** POSTs a multipart body with a `file` part of `size` bytes, made chunk by chunk; resolves status and body. */
function upload({ port, path, token }: Target, size: number): Promise<{ status: number; body: string; sha256: string }> {
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
      path,
      headers: {
        authorization: `Bearer ${token}`,
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

async function benchmarkDocuments(): Promise<void> {
  const app = await startTestApp();
  const blobs = app.container.get<BlobStore>(TOKENS.BlobStore);
  try {
    const { userId } = await createUser(app, { plan: 'pro' });
    const token = await issueToken(app, { userId });
    const context = { actorId: userId, clientId: 'bench', correlationId: 'bench', causationId: 'bench' };
    const { itineraryId } = await app.container.get<CreateItinerary>(TOKENS.CreateItinerary).execute(
      { userId, pro: true, firstParty: false },
      context,
      { details: { title: 'Documents', destination: 'Lisbon', center: { latitude: 38.72, longitude: -9.14 } } },
    );
    const target: Target = { port: Number(new URL(app.url).port), path: `/v1/itinerary/${itineraryId}/documents`, token };

    // Warm up every code path, so the baseline already includes them.
    await upload(target, MiB);
    (globalThis as { gc?: () => void }).gc?.();
    const baseline = process.memoryUsage.rss();
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);

    const started = process.hrtime.bigint();
    const result = await upload(target, LIMIT);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage.rss());

    const record = JSON.parse(result.body) as { id: string; size: number };
    const stored = await storedHashes(blobs);
    if (result.status !== 201 || record.size !== LIMIT || !stored.includes(result.sha256)) {
      throw new Error(`upload failed or corrupted: ${result.status} ${result.body}`);
    }
    const before = stored.length;
    const tooLarge = await upload(target, LIMIT + 1);
    if (tooLarge.status !== 413 || (await storedHashes(blobs)).length !== before) {
      throw new Error(`over-limit upload was not refused cleanly: ${tooLarge.status} ${tooLarge.body}`);
    }

    const figures = {
      route: 'POST /v1/itinerary/{id}/documents (whole app, embedded profile)',
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
    await app.close();
  }
}

/** The SHA-256 of every stored blob. */
async function storedHashes(blobs: BlobStore): Promise<string[]> {
  const hashes: string[] = [];
  for await (const blob of blobs.list()) hashes.push(blob.sha256);
  return hashes;
}

const round = (n: number): number => Math.round(n * 10) / 10;

await benchmarkDocuments();

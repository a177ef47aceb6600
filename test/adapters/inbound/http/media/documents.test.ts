import { expect } from 'chai';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { MAX_DOCUMENT_BYTES } from '../../../../../src/application/documents/sealed-documents.js';
import { startTestApp, type TestApp } from '../../../../support/app.js';
import {
  addMember,
  call,
  createItinerary,
  expectProblem,
  streamOf,
  traveller,
  type Reply,
  type Traveller,
} from '../itinerary/support.js';
import { blobFiles, blobIds, chunked, openApiMatcher, zeros } from './support.js';

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** A multipart form: text fields, then the sealed file (a part named `file`). */
function form(fields: Record<string, string>, file?: Uint8Array, filename = 'sealed.bin'): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (file) data.append('file', new Blob([file]), filename);
  return data;
}

const BOUNDARY = 'sealed-upload-boundary';
/** The same form written by hand, to stream it in chunks (no Content-Length). */
function multipartParts(fields: Record<string, string>, file: Uint8Array[]): Uint8Array[] {
  const text = (s: string) => Buffer.from(s);
  const head = Object.entries(fields)
    .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  return [
    text(`${head}--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    ...file,
    text(`\r\n--${BOUNDARY}--\r\n`),
  ];
}

describe('sealed documents: upload, list, download, rename, remove', function () {
  this.timeout(120_000);
  let app: TestApp;
  let owner: Traveller;
  let editor: Traveller;
  let viewer: Traveller;
  let stranger: Traveller;
  let free: Traveller;

  before(async () => {
    app = await startTestApp();
    [owner, editor, viewer, stranger, free] = await Promise.all([
      traveller(app, { plan: 'pro' }),
      traveller(app, { plan: 'pro' }),
      traveller(app, { plan: 'pro' }),
      traveller(app, { plan: 'pro' }),
      traveller(app),
    ]);
  });
  after(() => app.close());

  /** An itinerary of the owner with an editor, a viewer and a free editor. */
  async function shared(): Promise<string> {
    const { id } = await createItinerary(app, owner);
    await addMember(app, id, owner, editor, 'editor');
    await addMember(app, id, owner, viewer, 'viewer');
    await addMember(app, id, owner, free, 'editor');
    return id;
  }

  async function upload(id: string, body: FormData, who = owner, headers: Record<string, string> = {}): Promise<Reply> {
    const res = await fetch(`${app.url}/v1/itinerary/${id}/documents`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${who.token}`, ...headers },
      body,
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, body: text ? JSON.parse(text) : undefined };
  }

  async function download(url: string, who = owner): Promise<{ res: Response; bytes: Buffer }> {
    const res = await fetch(url, { headers: { Authorization: `Bearer ${who.token}` } });
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  it('stores the sealed bytes as sent and gives them back identical, to members only', async () => {
    const id = await shared();
    const sealed = randomBytes(300_000);
    const reply = await upload(id, form({ mimeType: 'application/pdf', name: 'Passport – Zoë', kind: 'passport' }, sealed), editor);
    expect(reply.status, reply.text).to.equal(201);
    const record = reply.body;
    expect(record).to.have.keys('id', 'name', 'kind', 'mimeType', 'size', 'url');
    expect(record).to.include({ name: 'Passport – Zoë', kind: 'passport', mimeType: 'application/pdf', size: sealed.length });
    expect(record.url).to.equal(`${app.url}/v1/itinerary/${id}/document/${record.id}/content`);
    expect(reply.headers.get('location')).to.equal(`${app.url}/v1/itinerary/${id}/document/${record.id}`);
    const revision = reply.headers.get('etag');
    expect(revision).to.match(/^"\d+"$/);

    for (const who of [owner, editor, viewer]) {
      const { res, bytes } = await download(record.url, who);
      expect(res.status).to.equal(200);
      expect(sha256(bytes)).to.equal(sha256(sealed));
      expect(res.headers.get('content-type')).to.equal('application/pdf');
      expect(res.headers.get('content-length')).to.equal(String(sealed.length));
      expect(res.headers.get('content-disposition')).to.equal(
        `attachment; filename="Passport ? Zo?"; filename*=UTF-8''Passport%20%E2%80%93%20Zo%C3%AB`,
      );
      expect(res.headers.get('x-content-type-options')).to.equal('nosniff');
      expect(res.headers.get('etag')).to.equal(`"${sha256(sealed)}"`);
      expect(res.headers.get('cache-control')).to.equal('no-store');
    }
    expectProblem(await call(app, 'GET', new URL(record.url).pathname, { token: stranger.token }), 404, 'notFound');
    expectProblem(await call(app, 'GET', new URL(record.url).pathname), 401, 'unauthorized');
    expect((await fetch(record.url.replace('/content', ''), { headers: { Authorization: `Bearer ${viewer.token}` } })).status).to.equal(200);

    const [attached] = (await streamOf(app, id)).filter((e) => e.type === 'DocumentAttached');
    expect((attached!.data as { document: object }).document).to.include({
      id: record.id,
      name: 'Passport – Zoë',
      kind: 'passport',
      mimeType: 'application/pdf',
      size: sealed.length,
      sha256: sha256(sealed),
    });
    const listed = await call(app, 'GET', `/v1/itinerary/${id}/documents`, { token: viewer.token });
    expect(listed.status).to.equal(200);
    expect(listed.body).to.deep.equal({ documents: [record] });
    expect(listed.headers.get('etag')).to.equal(revision);
    expect((await call(app, 'GET', `/v1/itinerary/${id}`, { token: viewer.token })).body.documents).to.deep.equal([record]);
  });

  it('answers as the DocumentRecord and DocumentList schemas of /openapi.json say', async () => {
    const matches = await openApiMatcher(app);
    const id = await shared();
    const uploaded = await upload(id, form({ mimeType: 'application/pdf', kind: 'insurance' }, randomBytes(10)));
    matches('DocumentRecord', uploaded.body);
    matches('DocumentList', (await call(app, 'GET', `/v1/itinerary/${id}/documents`, { token: owner.token })).body);
    matches('Itinerary', (await call(app, 'GET', `/v1/itinerary/${id}`, { token: owner.token })).body);
  });

  it('names a document after its file and files it as other when the form says neither', async () => {
    const id = await shared();
    const reply = await upload(id, form({ mimeType: 'Image/PNG' }, randomBytes(10), 'boarding-pass.png.sealed'));
    expect(reply.status, reply.text).to.equal(201);
    expect(reply.body).to.include({ name: 'boarding-pass.png.sealed', kind: 'other', mimeType: 'image/png' });
  });

  it('refuses a document over 20 MiB (413) with nothing stored, whether it says its length or streams', async function () {
    const id = await shared();
    const before = blobFiles(app);
    const declared = await upload(id, form({ mimeType: 'application/pdf' }, new Uint8Array(MAX_DOCUMENT_BYTES + 1)));
    expectProblem(declared, 413, 'payloadTooLarge');

    const res = await fetch(`${app.url}/v1/itinerary/${id}/documents`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${owner.token}`, 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
      ...chunked(multipartParts({ mimeType: 'application/pdf' }, [...zeros(1024 * 1024, 20), new Uint8Array(1)])),
    } as RequestInit);
    expect(res.status).to.equal(413);
    expect(await res.json()).to.include({ code: 'payloadTooLarge' });
    expect(blobFiles(app)).to.deep.equal(before);
    expect((await call(app, 'GET', `/v1/itinerary/${id}/documents`, { token: owner.token })).body.documents).to.deep.equal([]);

    const exactly = await upload(id, form({ mimeType: 'application/pdf' }, new Uint8Array(MAX_DOCUMENT_BYTES)));
    expect(exactly.status, exactly.text).to.equal(201);
    expect(exactly.body.size).to.equal(MAX_DOCUMENT_BYTES);
  });

  it('counts the whole body: parts that are not the file cannot stream past the limit either (413)', async () => {
    const id = await shared();
    const before = blobFiles(app);
    const extra = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="padding"; filename="pad.bin"\r\n\r\n`;
    const res = await fetch(`${app.url}/v1/itinerary/${id}/documents`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${owner.token}`, 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
      ...chunked([Buffer.from(extra), ...zeros(1024 * 1024, 21), Buffer.from('\r\n'), ...multipartParts({ mimeType: 'application/pdf' }, [Buffer.from('x')])]),
    } as RequestInit);
    expect(res.status).to.equal(413);
    await res.arrayBuffer();
    expect(blobFiles(app)).to.deep.equal(before);
  });

  it('keeps nothing of an upload whose client goes away midway, and keeps serving', async () => {
    const id = await shared();
    const before = blobFiles(app);
    const url = new URL(`${app.url}/v1/itinerary/${id}/documents`);
    const req = http.request(url, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${owner.token}`,
        'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
        'Content-Length': String(5 * 1024 * 1024),
      },
    });
    req.on('error', () => undefined);
    req.write(multipartParts({ mimeType: 'application/pdf' }, [])[0]);
    req.write(Buffer.alloc(1024 * 1024));
    await new Promise((resolve) => setTimeout(resolve, 200));
    req.destroy();
    for (let i = 0; i < 200 && blobFiles(app).length !== before.length; i += 1) await new Promise((r) => setTimeout(r, 25));
    expect(blobFiles(app)).to.deep.equal(before);
    expect((await upload(id, form({ mimeType: 'application/pdf' }, randomBytes(10)))).status).to.equal(201);
  });

  it('takes the fields before or after the file', async () => {
    const id = await shared();
    const sealed = randomBytes(100);
    const data = new FormData();
    data.append('file', new Blob([sealed]), 'late-fields.bin');
    data.append('kind', 'ticket');
    data.append('mimeType', 'application/pdf');
    const reply = await upload(id, data);
    expect(reply.status, reply.text).to.equal(201);
    expect(reply.body).to.include({ name: 'late-fields.bin', kind: 'ticket', mimeType: 'application/pdf', size: 100 });
  });

  it('answers 402 to a member without Pro before reading the body, and stores nothing', async () => {
    const id = await shared();
    const before = blobFiles(app);
    let finish!: () => void;
    const stillSending = new Promise<void>((resolve) => (finish = resolve));
    const head = multipartParts({ mimeType: 'application/pdf' }, [])[0]!;
    // The body never ends until the answer is in: only a check made before reading it can answer.
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(head);
        await stillSending;
        controller.close();
      },
    });
    const res = await fetch(`${app.url}/v1/itinerary/${id}/documents`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${free.token}`, 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
      body,
      duplex: 'half',
    } as RequestInit);
    finish();
    expect(res.status).to.equal(402);
    expect(await res.json()).to.include({ code: 'subscriptionRequired' });
    expect(blobFiles(app)).to.deep.equal(before);
    expectProblem(await call(app, 'GET', `/v1/itinerary/${id}/documents`, { token: free.token }), 402, 'subscriptionRequired');
  });

  it('lets editors write and members read: a viewer cannot upload (403), a stranger sees nothing (404)', async () => {
    const id = await shared();
    const before = blobFiles(app);
    expectProblem(await upload(id, form({ mimeType: 'text/plain' }, randomBytes(8)), viewer), 403, 'forbidden');
    expectProblem(await upload(id, form({ mimeType: 'text/plain' }, randomBytes(8)), stranger), 404, 'notFound');
    expect(blobFiles(app)).to.deep.equal(before);
    expectProblem(await call(app, 'GET', `/v1/itinerary/${id}/documents`, { token: stranger.token }), 404, 'notFound');

    const { body: record } = await upload(id, form({ mimeType: 'text/plain' }, randomBytes(8)));
    const path = `/v1/itinerary/${id}/document/${record.id}`;
    expectProblem(await call(app, 'PATCH', path, { token: viewer.token, body: { name: 'Mine' } }), 403, 'forbidden');
    expectProblem(await call(app, 'DELETE', path, { token: viewer.token }), 403, 'forbidden');
    const scopeless = await traveller(app, { plan: 'pro', scopes: ['itineraries:read', 'itineraries:write'] });
    await addMember(app, id, owner, scopeless, 'editor');
    expectProblem(await call(app, 'GET', `/v1/itinerary/${id}/documents`, { token: scopeless.token }), 403, 'insufficientScope');
  });

  it('keeps documents from readers of a public itinerary who are no members (403, absent from the itinerary)', async () => {
    const id = await shared();
    const { body: record } = await upload(id, form({ mimeType: 'application/pdf', kind: 'visa' }, randomBytes(16)));
    const itinerary = await call(app, 'GET', `/v1/itinerary/${id}`, { token: owner.token });
    const visible = await call(app, 'PUT', `/v1/itinerary/${id}/visibility`, {
      token: owner.token,
      body: { visibility: 'public' },
      headers: { 'If-Match': itinerary.headers.get('etag')! },
    });
    expect(visible.status, visible.text).to.equal(200);
    const read = await call(app, 'GET', `/v1/itinerary/${id}`, { token: stranger.token });
    expect(read.body.role).to.equal('viewer');
    expect(read.body).to.not.have.property('documents');
    expectProblem(await call(app, 'GET', `/v1/itinerary/${id}/documents`, { token: stranger.token }), 403, 'forbidden');
    expectProblem(await call(app, 'GET', new URL(record.url).pathname, { token: stranger.token }), 403, 'forbidden');
  });

  it('renames and re-kinds a document without If-Match; the body is strict', async () => {
    const id = await shared();
    const { body: record } = await upload(id, form({ mimeType: 'application/pdf', name: 'Scan' }, randomBytes(16)));
    const path = `/v1/itinerary/${id}/document/${record.id}`;
    const renamed = await call(app, 'PATCH', path, { token: editor.token, body: { name: 'Visa Japan', kind: 'visa' } });
    expect(renamed.status, renamed.text).to.equal(200);
    expect(renamed.body).to.deep.equal({ ...record, name: 'Visa Japan', kind: 'visa' });
    expect(renamed.headers.get('etag')).to.match(/^"\d+"$/);
    const kindOnly = await call(app, 'PATCH', path, { token: owner.token, body: { kind: 'ticket' } });
    expect(kindOnly.body).to.include({ name: 'Visa Japan', kind: 'ticket' });

    expectProblem(await call(app, 'PATCH', path, { token: owner.token, body: {} }), 400, 'validationFailed');
    expectProblem(await call(app, 'PATCH', path, { token: owner.token, body: { name: 'x', sha256: 'y' } }), 400, 'validationFailed');
    expectProblem(await call(app, 'PATCH', path, { token: owner.token, body: { kind: 'diary' } }), 400, 'validationFailed');
    expectProblem(await call(app, 'PATCH', path, { token: owner.token, body: { name: ' ' } }), 400, 'validationFailed');
    expectProblem(await call(app, 'PATCH', `/v1/itinerary/${id}/document/nope`, { token: owner.token, body: { name: 'x' } }), 404, 'notFound');
    const key = randomUUID();
    const first = await call(app, 'PATCH', path, { token: owner.token, body: { name: 'Final' }, headers: { 'Idempotency-Key': key } });
    const again = await call(app, 'PATCH', path, { token: owner.token, body: { name: 'Final' }, headers: { 'Idempotency-Key': key } });
    expect(again.headers.get('idempotent-replayed')).to.equal('true');
    expect(again.text).to.equal(first.text);
  });

  it('removes a document and deletes its bytes (204)', async () => {
    const id = await shared();
    const { body: record } = await upload(id, form({ mimeType: 'application/pdf' }, randomBytes(32)));
    const stored = blobIds(app);
    const removed = await call(app, 'DELETE', `/v1/itinerary/${id}/document/${record.id}`, { token: editor.token });
    expect(removed.status, removed.text).to.equal(204);
    expect(removed.headers.get('etag')).to.match(/^"\d+"$/);
    expect(blobIds(app)).to.have.lengthOf(stored.length - 1);
    expectProblem(await call(app, 'GET', new URL(record.url).pathname, { token: owner.token }), 404, 'notFound');
    expectProblem(await call(app, 'DELETE', `/v1/itinerary/${id}/document/${record.id}`, { token: owner.token }), 404, 'notFound');
    const stale = await call(app, 'DELETE', `/v1/itinerary/${id}/document/x`, { token: owner.token, headers: { 'If-Match': '"0"' } });
    expectProblem(stale, 412, 'itineraryModified');
  });

  it('replays an upload retried with its Idempotency-Key (a new multipart boundary is the same request)', async () => {
    const id = await shared();
    const sealed = randomBytes(4096);
    const key = randomUUID();
    const fields = { mimeType: 'application/pdf', name: 'Tickets' };
    const first = await upload(id, form(fields, sealed), owner, { 'Idempotency-Key': key });
    expect(first.status, first.text).to.equal(201);
    const stored = blobFiles(app);

    const retry = await upload(id, form(fields, sealed), owner, { 'Idempotency-Key': key });
    expect(retry.status).to.equal(201);
    expect(retry.headers.get('idempotent-replayed')).to.equal('true');
    expect(retry.text).to.equal(first.text);
    expect(retry.headers.get('location')).to.equal(first.headers.get('location'));
    expect(retry.headers.get('etag')).to.equal(first.headers.get('etag'));

    expectProblem(await upload(id, form(fields, randomBytes(4096)), owner, { 'Idempotency-Key': key }), 422, 'idempotencyKeyReused');
    expect(blobFiles(app), 'the retries left no bytes behind').to.deep.equal(stored);
    const { body } = await call(app, 'GET', `/v1/itinerary/${id}/documents`, { token: owner.token });
    expect(body.documents).to.have.lengthOf(1);
  });

  it('refuses malformed uploads (400, 415) and deletes bytes stored for them', async () => {
    const id = await shared();
    const before = blobFiles(app);
    const sealed = randomBytes(64);
    const refused = async (body: FormData, path: string) => {
      const reply = await upload(id, body);
      expectProblem(reply, 400, 'validationFailed');
      expect(reply.body.errors.map((e: { path: string }) => e.path), reply.text).to.include(path);
    };
    await refused(form({ mimeType: 'application/pdf' }), 'file');
    await refused(form({}, sealed), 'mimeType');
    await refused(form({ mimeType: 'pdf' }, sealed), 'mimeType');
    await refused(form({ mimeType: 'application/pdf', kind: 'diary' }, sealed), 'kind');
    await refused(form({ mimeType: 'application/pdf', colour: 'red' }, sealed), 'colour');
    const twoFiles = form({ mimeType: 'application/pdf' }, sealed);
    twoFiles.append('file', new Blob([sealed]), 'again.bin');
    await refused(twoFiles, 'file');
    const otherPart = form({ mimeType: 'application/pdf' }, sealed);
    otherPart.append('attachment', new Blob([sealed]), 'other.bin');
    await refused(otherPart, 'attachment');
    const json = await call(app, 'POST', `/v1/itinerary/${id}/documents`, { token: owner.token, body: { mimeType: 'application/pdf' } });
    expectProblem(json, 415, 'unsupportedMediaType');
    expect(blobFiles(app)).to.deep.equal(before);
    expect((await call(app, 'GET', `/v1/itinerary/${id}/documents`, { token: owner.token })).body.documents).to.deep.equal([]);
  });
});

import { expect } from 'chai';
import { startTestApp, type TestApp } from '../../../support/app.js';
import { bearer, createUser, issueToken } from '../../../support/auth.js';

describe('GET and PATCH /v1/me', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp({ IMPORT_ALLOWANCE_PER_YEAR: '7' });
  });
  after(async () => {
    await app.close();
  });

  const me = (token: string, init: RequestInit = {}) =>
    fetch(`${app.url}/v1/me`, { ...init, headers: { ...bearer(token), 'Content-Type': 'application/json', ...init.headers } });

  it('returns the account with its plan, consent and this year’s import allowance', async () => {
    const user = await createUser(app, { email: 'Me@Example.test', displayName: 'Me', plan: 'pro', aiImportsConsent: true });
    const res = await me(await issueToken(app, { userId: user.userId, scopes: ['itineraries:read'] }));
    expect(res.status).to.equal(200);
    expect(((await res.json()) as any)).to.deep.equal({
      id: user.userId,
      email: 'me@example.test',
      emailVerified: true,
      displayName: 'Me',
      plan: 'pro',
      aiImportsConsent: true,
      importAllowance: { year: new Date().getUTCFullYear(), limit: 7, used: 0, left: 7 },
    });
  });

  it('changes display name and consent with itineraries:write', async () => {
    const user = await createUser(app);
    const token = await issueToken(app, { userId: user.userId });
    const res = await me(token, { method: 'PATCH', body: JSON.stringify({ displayName: ' New Name ', aiImportsConsent: true }) });
    expect(res.status).to.equal(200);
    expect(((await res.json()) as any)).to.include({ displayName: 'New Name', aiImportsConsent: true });
    const again = ((await (await me(token)).json()) as any);
    expect(again).to.include({ displayName: 'New Name', aiImportsConsent: true });
  });

  it('ignores server-set fields sent back, refuses unknown fields and wrong types with their paths', async () => {
    const user = await createUser(app);
    const token = await issueToken(app, { userId: user.userId });
    const ignored = await me(token, { method: 'PATCH', body: JSON.stringify({ id: 'x', plan: 'pro', displayName: 'Ok' }) });
    expect(ignored.status).to.equal(200);
    expect(((await ignored.json()) as any)).to.include({ plan: 'free', id: user.userId });
    const res = await me(token, { method: 'PATCH', body: JSON.stringify({ nickname: 'x', aiImportsConsent: 'yes' }) });
    expect(res.status).to.equal(400);
    const body = ((await res.json()) as any);
    expect(body.code).to.equal('validationFailed');
    expect(body.errors.map((e: { path: string }) => e.path)).to.have.members(['nickname', 'aiImportsConsent']);
  });

  it('refuses a body with bytes that are not UTF-8 (400), changing nothing', async () => {
    const user = await createUser(app, { displayName: 'Before' });
    const token = await issueToken(app, { userId: user.userId });
    const body = Buffer.concat([Buffer.from('{"displayName":"A'), Buffer.from([0xff]), Buffer.from('"}')]);
    const res = await me(token, { method: 'PATCH', body });
    expect(res.status).to.equal(400);
    expect((((await res.json()) as any)).code).to.equal('validationFailed');
    expect((((await (await me(token)).json()) as any)).displayName).to.equal('Before');
  });

  it('refuses a charset other than UTF-8 (415), UTF-7 and UTF-16 included, changing nothing', async () => {
    const user = await createUser(app, { displayName: 'Before' });
    const token = await issueToken(app, { userId: user.userId });
    for (const charset of ['utf-7', 'utf-16', 'latin1']) {
      const res = await me(token, {
        method: 'PATCH',
        headers: { 'Content-Type': `application/json; charset=${charset}` },
        body: JSON.stringify({ displayName: '+ADw-b+AD4-' }),
      });
      expect(res.status, charset).to.equal(415);
      expect((((await res.json()) as any)).code).to.equal('unsupportedMediaType');
    }
    expect((((await (await me(token)).json()) as any)).displayName).to.equal('Before');
  });

  it('needs itineraries:read to read and itineraries:write to change (403 insufficientScope)', async () => {
    const user = await createUser(app);
    const writeOnly = await issueToken(app, { userId: user.userId, scopes: ['itineraries:write'] });
    const read = await me(writeOnly);
    expect(read.status).to.equal(403);
    expect((((await read.json()) as any)).code).to.equal('insufficientScope');
    const readOnly = await issueToken(app, { userId: user.userId, scopes: ['itineraries:read'] });
    const patch = await me(readOnly, { method: 'PATCH', body: JSON.stringify({ displayName: 'x' }) });
    expect(patch.status).to.equal(403);
    expect(patch.headers.get('www-authenticate')).to.contain('insufficient_scope');
  });
});

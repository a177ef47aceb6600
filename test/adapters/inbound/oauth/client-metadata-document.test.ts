import { expect } from 'chai';
import { freePort, startTestApp, type TestApp } from '../../../support/app.js';
import { createUser } from '../../../support/auth.js';
import { startFixtureServer, type FixtureServer } from '../../../support/fixture-server.js';
import { loopbackCertificate, trustLoopbackCertificate } from '../../../support/loopback-tls.js';
import { authorize, BrowserlessUser, pkcePair, tokenRequest } from '../../../support/oauth-flow.js';

const REDIRECT = 'http://127.0.0.1:4711/callback';

/** What the error page says, without its markup. */
const pageText = async (res: Response): Promise<string> => (await res.text()).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('OAuth: Client ID Metadata Documents', () => {
  let app: TestApp;
  let documents: FixtureServer;
  let untrust: () => void;
  const metadata = (clientId: string, extra: Record<string, unknown> = {}) => ({
    client_id: clientId,
    client_name: 'Metadata-document test client',
    redirect_uris: [REDIRECT],
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    token_endpoint_auth_method: 'none',
    ...extra,
  });
  const serve = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    documents.route(path, (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', ...headers });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    });

  before(async () => {
    untrust = await trustLoopbackCertificate();
    documents = await startFixtureServer(undefined, { tls: await loopbackCertificate() });
    app = await startTestApp({ CLIENT_METADATA_ALLOWED_HOSTS: documents.hostPort });
  });
  after(async () => {
    await app.close();
    await documents.close();
    untrust();
  });

  /** The authorization request's first answer: a sign-in page, or an error. */
  const startAuthorization = async (clientId: string, redirectUri = REDIRECT) => {
    const query = new URLSearchParams({
      client_id: clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'itineraries:read',
      state: 's',
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
    });
    return new BrowserlessUser(app.url).follow(`/oauth/authorize?${query}`);
  };

  it('is advertised in the authorization server metadata', async () => {
    const discovery = (await (await fetch(`${app.url}/.well-known/oauth-authorization-server`)).json()) as Record<string, unknown>;
    expect(discovery.client_id_metadata_document_supported).to.equal(true);
  });

  it('lets a client whose client_id is its https metadata URL sign a traveller in and get a token, without registering', async () => {
    const clientId = `${documents.origin}/clients/planner.json`;
    serve('/clients/planner.json', metadata(clientId), { 'cache-control': 'max-age=600' });
    const user = await createUser(app);
    const { code, verifier } = await authorize(app.url, { clientId, redirectUri: REDIRECT, email: user.email });
    const token = await tokenRequest(app.url, { grant_type: 'authorization_code', code, code_verifier: verifier, client_id: clientId, redirect_uri: REDIRECT });
    expect(token.status, JSON.stringify(token.body)).to.equal(200);
    const me = await fetch(`${app.url}/v1/me`, { headers: { authorization: `Bearer ${String(token.body.access_token)}` } });
    expect(me.status).to.equal(200);
  });

  it('reads the document once while its Cache-Control allows', async () => {
    const clientId = `${documents.origin}/clients/cached.json`;
    serve('/clients/cached.json', metadata(clientId), { 'cache-control': 'max-age=600' });
    for (let i = 0; i < 3; i++) expect((await startAuthorization(clientId)).status).to.equal(200);
    expect(documents.hits.filter((p) => p === '/clients/cached.json')).to.have.length(1);
  });

  it('refuses a redirect_uri the document does not list, without redirecting there', async () => {
    const clientId = `${documents.origin}/clients/strict.json`;
    serve('/clients/strict.json', metadata(clientId));
    const res = await startAuthorization(clientId, 'http://127.0.0.1:4711/elsewhere');
    expect(res.status).to.equal(400);
    expect(res.headers.get('location')).to.equal(null);
    expect(await res.text()).to.contain('redirect_uri');
  });

  const refusals: Array<[string, (clientId: string) => void]> = [
    ['a document naming another client_id', (id) => serve('/clients/bad.json', metadata(`${id}x`))],
    ['a document with a client secret', (id) => serve('/clients/bad.json', metadata(id, { client_secret: 's3cret', token_endpoint_auth_method: 'client_secret_post' }))],
    ['a document claiming to be one of our own apps', (id) => serve('/clients/bad.json', metadata(id, { first_party: true }))],
    ['a document that is not JSON', () => serve('/clients/bad.json', '<html>hello</html>')],
    ['a document over 5 KB', (id) => serve('/clients/bad.json', metadata(id, { client_name: 'x'.repeat(6000) }))],
    [
      'a redirect instead of a document',
      () =>
        documents.route('/clients/bad.json', (_req, res) => {
          res.writeHead(302, { location: '/clients/elsewhere.json' });
          res.end();
        }),
    ],
  ];
  for (const [name, arrange] of refusals) {
    it(`refuses ${name} (invalid_client, no sign-in page)`, async () => {
      const clientId = `${documents.origin}/clients/bad.json?case=${encodeURIComponent(name)}`;
      arrange(clientId);
      const res = await startAuthorization(clientId);
      expect(res.status).to.equal(400);
      expect(await pageText(res)).to.match(/Error code: invalid_client(_metadata)?\b/);
    });
  }

  it('never fetches a private address that is not allow-listed (the link reader’s SSRF guard)', async () => {
    const port = await freePort();
    for (const clientId of [`https://127.0.0.1:${port}/client.json`, 'https://10.0.0.8/client.json', 'https://localhost/client.json']) {
      const res = await startAuthorization(clientId);
      expect(res.status).to.equal(400);
      expect(await pageText(res)).to.contain('Error code: invalid_client');
    }
  });
});

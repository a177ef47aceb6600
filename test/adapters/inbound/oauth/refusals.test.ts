import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'chai';
import { importJWK, SignJWT, type JWK } from 'jose';
import type { AccessTokenVerifier } from '../../../../src/application/ports/access-token-verifier.port.js';
import { TOKENS } from '../../../../src/tokens.js';
import { startTestApp, type TestApp } from '../../../support/app.js';
import { bearer, createUser, issueToken, testClientsOf } from '../../../support/auth.js';
import { authorize, pkcePair, tokenRequest } from '../../../support/oauth-flow.js';

const REDIRECT = 'http://127.0.0.1/callback';

describe('OAuth refusals and bearer authentication', () => {
  let app: TestApp;
  let clientId: string;
  let user: { userId: string; email: string };
  before(async () => {
    app = await startTestApp();
    clientId = (await testClientsOf(app)).thirdParty;
    user = await createUser(app);
  });
  after(async () => {
    await app.close();
  });

  const authorizeUrl = (params: Record<string, string>) =>
    `${app.url}/oauth/authorize?${new URLSearchParams({
      client_id: clientId,
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'itineraries:read',
      state: 's',
      ...params,
    })}`;

  /** A token signed with the app's own persisted key, with claims of our choosing. */
  async function forge(claims: Record<string, unknown>, header: Record<string, unknown> = {}): Promise<string> {
    const stored = JSON.parse(await readFile(join(app.dataDir, 'secrets', 'oauth-signing-keys.json'), 'utf8')) as { keys: JWK[] };
    const jwk = stored.keys[0]!;
    const now = Math.floor(Date.now() / 1000);
    const payload = { iss: app.url, sub: user.userId, iat: now - 60, exp: now + 600, client_id: clientId, scope: 'itineraries:read', jti: 'forged' };
    return new SignJWT({ ...payload, ...claims })
      .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: jwk.kid, ...header })
      .sign(await importJWK(jwk, 'ES256'));
  }

  const getMe = (token?: string) => fetch(`${app.url}/v1/me`, { headers: token ? bearer(token) : {} });

  describe('authorization endpoint', () => {
    it('refuses a request without PKCE (back at the client with invalid_request)', async () => {
      const res = await fetch(authorizeUrl({}), { redirect: 'manual' });
      expect(res.status).to.equal(303);
      const location = new URL(res.headers.get('location')!);
      expect(location.origin + location.pathname).to.equal(REDIRECT);
      expect(location.searchParams.get('error')).to.equal('invalid_request');
      expect(location.searchParams.get('error_description')).to.match(/PKCE/);
    });

    it('refuses plain PKCE', async () => {
      const res = await fetch(authorizeUrl({ code_challenge: pkcePair().verifier, code_challenge_method: 'plain' }), { redirect: 'manual' });
      const location = new URL(res.headers.get('location')!);
      expect(location.searchParams.get('error')).to.equal('invalid_request');
    });

    it('refuses an unregistered redirect_uri with an error page, never redirecting there', async () => {
      const res = await fetch(authorizeUrl({ redirect_uri: 'http://127.0.0.1/elsewhere', code_challenge: pkcePair().challenge, code_challenge_method: 'S256' }), {
        redirect: 'manual',
      });
      expect(res.status).to.equal(400);
      expect(res.headers.get('location')).to.equal(null);
      expect(res.headers.get('content-type')).to.contain('text/html');
      expect(res.headers.get('content-security-policy')).to.contain("default-src 'none'");
      expect(await res.text()).to.contain('redirect_uri');
    });

    it('refuses a redirect_uri that only differs by a trailing slash (exact matching)', async () => {
      const res = await fetch(authorizeUrl({ redirect_uri: `${REDIRECT}/`, code_challenge: pkcePair().challenge, code_challenge_method: 'S256' }), {
        redirect: 'manual',
      });
      expect(res.status).to.equal(400);
    });
  });

  describe('token endpoint', () => {
    const exchange = (code: string, verifier: string) =>
      tokenRequest(app.url, { grant_type: 'authorization_code', code, code_verifier: verifier, client_id: clientId, redirect_uri: REDIRECT });

    it('refuses a wrong code_verifier', async () => {
      const { code } = await authorize(app.url, { clientId, redirectUri: REDIRECT, email: user.email });
      const res = await exchange(code, pkcePair().verifier);
      expect(res.status).to.equal(400);
      expect(res.body.error).to.equal('invalid_grant');
    });

    it('refuses a code used twice, and revokes what the first use issued', async () => {
      const { code, verifier } = await authorize(app.url, { clientId, redirectUri: REDIRECT, email: user.email });
      const first = await exchange(code, verifier);
      expect(first.status).to.equal(200);
      const second = await exchange(code, verifier);
      expect(second.status).to.equal(400);
      expect(second.body.error).to.equal('invalid_grant');
      const refresh = await tokenRequest(app.url, { grant_type: 'refresh_token', refresh_token: String(first.body.refresh_token), client_id: clientId });
      expect(refresh.body.error).to.equal('invalid_grant');
    });

    it('rotates refresh tokens; a rotated-out one is refused and revokes the whole grant', async () => {
      const { code, verifier } = await authorize(app.url, { clientId, redirectUri: REDIRECT, email: user.email });
      const first = await exchange(code, verifier);
      const r1 = String(first.body.refresh_token);
      const refreshed = await tokenRequest(app.url, { grant_type: 'refresh_token', refresh_token: r1, client_id: clientId });
      expect(refreshed.status).to.equal(200);
      const r2 = String(refreshed.body.refresh_token);
      expect(r2).to.not.equal(r1);
      expect((await getMe(String(refreshed.body.access_token))).status).to.equal(200);

      const reuse = await tokenRequest(app.url, { grant_type: 'refresh_token', refresh_token: r1, client_id: clientId });
      expect(reuse.status).to.equal(400);
      expect(reuse.body.error).to.equal('invalid_grant');
      const afterReuse = await tokenRequest(app.url, { grant_type: 'refresh_token', refresh_token: r2, client_id: clientId });
      expect(afterReuse.body.error, 'the newest refresh token dies with its grant').to.equal('invalid_grant');
    });

    it('revokes a refresh token at /oauth/revoke', async () => {
      const { code, verifier } = await authorize(app.url, { clientId, redirectUri: REDIRECT, email: user.email });
      const issued = await exchange(code, verifier);
      const revoke = await fetch(`${app.url}/oauth/revoke`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: clientId, token: String(issued.body.refresh_token) }).toString(),
      });
      expect(revoke.status).to.equal(200);
      const refresh = await tokenRequest(app.url, { grant_type: 'refresh_token', refresh_token: String(issued.body.refresh_token), client_id: clientId });
      expect(refresh.body.error).to.equal('invalid_grant');
    });

    it('issues tokens for the MCP resource when asked, accepted by the API too', async () => {
      const { code, verifier } = await authorize(app.url, { clientId, redirectUri: REDIRECT, email: user.email, resource: `${app.url}/mcp` });
      const res = await tokenRequest(app.url, {
        grant_type: 'authorization_code',
        code,
        code_verifier: verifier,
        client_id: clientId,
        redirect_uri: REDIRECT,
        resource: `${app.url}/mcp`,
      });
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      const payload = JSON.parse(Buffer.from(String(res.body.access_token).split('.')[1]!, 'base64url').toString());
      expect(payload.aud).to.equal(`${app.url}/mcp`);
      expect((await getMe(String(res.body.access_token))).status).to.equal(200);
    });
  });

  describe('bearer authentication on /v1', () => {
    it('401 without a token: WWW-Authenticate names the protected-resource metadata, no error', async () => {
      const res = await getMe();
      expect(res.status).to.equal(401);
      expect(res.headers.get('www-authenticate')).to.equal(`Bearer resource_metadata="${app.url}/.well-known/oauth-protected-resource"`);
      expect((((await res.json()) as any)).code).to.equal('unauthorized');
    });

    const refused = async (token: string, reason: RegExp) => {
      const res = await getMe(token);
      expect(res.status).to.equal(401);
      const challenge = res.headers.get('www-authenticate')!;
      expect(challenge).to.contain(`resource_metadata="${app.url}/.well-known/oauth-protected-resource"`);
      expect(challenge).to.contain('error="invalid_token"');
      const body = ((await res.json()) as any);
      expect(body.code).to.equal('invalidToken');
      expect(body.detail).to.match(reason);
    };

    it('accepts a token forged here with valid claims (the control for the cases below)', async () => {
      expect((await getMe(await forge({ aud: app.url }))).status).to.equal(200);
    });

    it('refuses an expired access token', async () => {
      await refused(await forge({ aud: app.url, exp: Math.floor(Date.now() / 1000) - 60 }), /expired/);
    });

    it('refuses a token for another audience', async () => {
      await refused(await forge({ aud: 'https://api.other.example' }), /audience/);
    });

    it('refuses a token from another issuer', async () => {
      await refused(await forge({ aud: app.url, iss: 'https://issuer.other.example' }), /issued/);
    });

    it('refuses a token whose typ is not at+jwt (an ID token, say)', async () => {
      await refused(await forge({ aud: app.url }, { typ: 'JWT' }), /typ/);
    });

    it('refuses a tampered signature and a tampered payload', async () => {
      const token = await issueToken(app, { userId: user.userId, scopes: ['itineraries:read'] });
      const [header, payload, signature] = token.split('.');
      const flipped = signature!.slice(0, 10) + (signature![10] === 'A' ? 'B' : 'A') + signature!.slice(11);
      await refused(`${header}.${payload}.${flipped}`, /signature/);
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      const widened = Buffer.from(JSON.stringify({ ...claims, scope: 'itineraries:read itineraries:write documents imports' })).toString('base64url');
      await refused(`${header}.${widened}.${signature}`, /signature/);
    });

    it('refuses garbage', async () => {
      await refused('not-a-jwt', /malformed/);
    });

    it('carries the first-party flag from the client into the auth context', async () => {
      const verifier = app.container.get<AccessTokenVerifier>(TOKENS.AccessTokenVerifier);
      const first = await verifier.verify(await issueToken(app, { userId: user.userId, firstParty: true }));
      const third = await verifier.verify(await issueToken(app, { userId: user.userId }));
      expect(first).to.include({ userId: user.userId, clientId: 'test-first-party', firstParty: true });
      expect(third).to.include({ clientId: 'test-third-party', firstParty: false });
      expect(first.scopes).to.have.members(['itineraries:read', 'itineraries:write', 'documents', 'imports']);
      expect(first.tokenId).to.be.a('string');
    });
  });

  describe('dynamic client registration', () => {
    const register = (metadata: Record<string, unknown>) =>
      fetch(`${app.url}/oauth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(metadata) });

    it('registers a public third-party client', async () => {
      const res = await register({ client_name: 'Some app', redirect_uris: ['https://app.example/cb'], token_endpoint_auth_method: 'none' });
      expect(res.status).to.equal(201);
      const body = ((await res.json()) as any);
      expect(body.client_id).to.be.a('string');
      expect(body).to.not.have.property('client_secret');
      expect(body).to.not.have.property('first_party');
      expect(body.grant_types).to.include('refresh_token');
    });

    for (const claim of [{ first_party: true }, { first_party: false }, { firstParty: true }, { 'first-party': 'yes' }]) {
      it(`refuses a registration claiming ${JSON.stringify(claim)}`, async () => {
        const res = await register({ redirect_uris: ['https://app.example/cb'], token_endpoint_auth_method: 'none', ...claim });
        expect(res.status).to.equal(400);
        expect((((await res.json()) as any)).error).to.equal('invalid_client_metadata');
      });
    }

    it('refuses a confidential client, saying why', async () => {
      for (const method of ['client_secret_basic', 'client_secret_post']) {
        const res = await register({ redirect_uris: ['https://app.example/cb'], token_endpoint_auth_method: method });
        expect(res.status, method).to.equal(400);
        expect(((await res.json()) as any).error, method).to.equal('invalid_client_metadata');
      }
    });

    it('gives a client that names no token_endpoint_auth_method none, and no secret', async () => {
      const res = await register({ client_name: 'Terse app', redirect_uris: ['https://app.example/cb'] });
      expect(res.status).to.equal(201);
      const body = (await res.json()) as any;
      expect(body.token_endpoint_auth_method).to.equal('none');
      expect(body).to.not.have.property('client_secret');
      expect(body).to.not.have.property('client_secret_expires_at');
    });

    for (const uri of ['http://evil.example/cb', 'http://192.168.1.10/cb', 'http://app.example:8080/cb']) {
      it(`refuses a plain-http redirect URI off the loopback host (${uri}), for web and native clients`, async () => {
        for (const applicationType of ['web', 'native']) {
          const res = await register({ redirect_uris: ['https://app.example/cb', uri], application_type: applicationType });
          expect(res.status, applicationType).to.equal(400);
          expect(((await res.json()) as any).error, applicationType).to.equal('invalid_redirect_uri');
        }
      });
    }

    it('accepts http on a loopback host, https, and a native app\'s private-use scheme', async () => {
      for (const [uris, applicationType] of [
        [['http://127.0.0.1:8765/cb', 'http://localhost/cb', 'http://[::1]:9/cb'], 'native'],
        [['http://localhost:3000/cb', 'https://app.example/cb'], 'web'],
        [['com.example.app:/oauth/cb'], 'native'],
      ] as const) {
        const res = await register({ redirect_uris: uris, application_type: applicationType });
        expect(res.status, uris.join(' ')).to.equal(201);
      }
    });
  });
});

import { expect } from 'chai';
import { startTestApp, type TestApp } from '../../../support/app.js';

describe('OAuth discovery documents', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(async () => {
    await app.close();
  });

  const json = async (path: string) => {
    const res = await fetch(`${app.url}${path}`);
    expect(res.status, path).to.equal(200);
    return (await res.json()) as any;
  };

  it('serves the same authorization server metadata at the OpenID and RFC 8414 addresses', async () => {
    const openid = await json('/.well-known/openid-configuration');
    const rfc8414 = await json('/.well-known/oauth-authorization-server');
    expect(rfc8414).to.deep.equal(openid);
    expect(openid).to.include({
      issuer: app.url,
      authorization_endpoint: `${app.url}/oauth/authorize`,
      token_endpoint: `${app.url}/oauth/token`,
      registration_endpoint: `${app.url}/oauth/register`,
      revocation_endpoint: `${app.url}/oauth/revoke`,
      jwks_uri: `${app.url}/oauth/jwks`,
    });
    expect(openid.code_challenge_methods_supported).to.deep.equal(['S256']);
    expect(openid.token_endpoint_auth_methods_supported).to.deep.equal(['none']);
    expect(openid.response_types_supported).to.deep.equal(['code']);
    expect(openid.scopes_supported).to.include.members(['itineraries:read', 'itineraries:write', 'documents', 'imports', 'offline_access']);
    expect(openid).to.not.have.property('dpop_signing_alg_values_supported');
  });

  it('publishes only public signing keys at /oauth/jwks', async () => {
    const { keys } = await json('/oauth/jwks');
    expect(keys).to.have.length(1);
    expect(keys[0]).to.include({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(keys[0]).to.not.have.property('d');
  });

  for (const [path, resource] of [
    ['/.well-known/oauth-protected-resource', ''],
    ['/.well-known/oauth-protected-resource/mcp', '/mcp'],
  ] as const) {
    it(`serves RFC 9728 metadata at ${path}`, async () => {
      expect(await json(path)).to.deep.include({
        resource: `${app.url}${resource}`,
        authorization_servers: [app.url],
        bearer_methods_supported: ['header'],
        scopes_supported: ['itineraries:read', 'itineraries:write', 'documents', 'imports'],
      });
    });
  }

  it('leaves paths outside /oauth to the rest of the app', async () => {
    const res = await fetch(`${app.url}/.well-known/nothing-here`);
    expect(res.status).to.equal(404);
    expect(res.headers.get('content-type')).to.contain('application/problem+json');
  });
});

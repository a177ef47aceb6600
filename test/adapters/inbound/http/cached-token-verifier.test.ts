import { expect } from 'chai';
import { CachedAccessTokenVerifier } from '../../../../src/adapters/inbound/http/kit/cached-token-verifier.js';
import { InvalidTokenError, type AccessTokenVerifier } from '../../../../src/application/ports/access-token-verifier.port.js';
import type { AuthContext } from '../../../../src/application/shared/auth-context.js';

const T0 = Date.parse('2025-03-01T10:00:00Z');
const jwt = (exp: number): string =>
  ['{"alg":"ES256"}', JSON.stringify({ sub: 'u', exp })].map((p) => Buffer.from(p).toString('base64url')).join('.') + '.sig';

describe('CachedAccessTokenVerifier', () => {
  let now: number;
  let calls: string[];
  let cached: CachedAccessTokenVerifier;
  const context: AuthContext = { userId: 'u', clientId: 'c', scopes: ['itineraries:read'], firstParty: false };
  beforeEach(() => {
    now = T0;
    calls = [];
    const inner: AccessTokenVerifier = {
      verify: async (token) => {
        calls.push(token);
        if (token.startsWith('bad')) throw new InvalidTokenError('bad');
        return context;
      },
    };
    cached = new CachedAccessTokenVerifier(inner, { now: () => new Date(now) });
  });

  it('verifies a token once while it is valid, again once it expired', async () => {
    const token = jwt(T0 / 1000 + 60);
    expect(await cached.verify(token)).to.equal(context);
    now += 59_000;
    await cached.verify(token);
    expect(calls).to.have.length(1);
    now += 1_000;
    await cached.verify(token);
    expect(calls).to.have.length(2);
  });

  it('reuses a verification at most five minutes, whatever the expiry', async () => {
    const token = jwt(T0 / 1000 + 3600);
    await cached.verify(token);
    now += 5 * 60 * 1000;
    await cached.verify(token);
    expect(calls).to.have.length(2);
  });

  it('never keeps failures or tokens without an exp', async () => {
    for (const token of ['bad.token', 'bad.token', 'opaque', 'opaque']) await cached.verify(token).catch(() => undefined);
    expect(calls).to.deep.equal(['bad.token', 'bad.token', 'opaque', 'opaque']);
  });
});

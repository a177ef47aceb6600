import { readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'chai';
import { createAccountRepository, type AccountRepository } from '../../../src/application/account/account-repository.js';
import { EmailVerification } from '../../../src/application/account/email-verification.js';
import { JwtSignedTokens } from '../../../src/adapters/outbound/crypto/jwt-signed-tokens.js';
import { FileSecretStore } from '../../../src/adapters/outbound/filesystem/file-secret-store.js';
import { OutboxMailer } from '../../../src/adapters/outbound/mail/outbox-mailer.js';
import { InMemoryEventStore } from '../../../src/adapters/outbound/memory/event-store.js';
import { randomIds } from '../../../src/adapters/outbound/system/clock.js';
import { ManualClock } from '../../support/manual-clock.js';
import { silentLogger } from '../../support/read-models.js';
import { tempDir } from '../../support/temp-dir.js';

const context = { clientId: 'test', correlationId: 'c', causationId: 'c' };
const ACCOUNT = '7b0c6a1e-5d2f-4c1b-9e3a-2f6d8c4b1a90';

/** Given an account, when links are asked for and followed, then what is mailed and recorded. */
describe('Email verification (use case: the real outbox, signer and an in-memory event store)', () => {
  let dir: ReturnType<typeof tempDir>;
  let clock: ManualClock;
  let accounts: AccountRepository;
  let verification: EmailVerification;
  const outbox = () => join(dir.path, 'outbox');
  const mailed = async () => (await readdir(outbox()).catch(() => [])).length;

  beforeEach(async () => {
    dir = tempDir('verification');
    clock = new ManualClock();
    accounts = createAccountRepository(new InMemoryEventStore(), clock, randomIds);
    const tokens = new JwtSignedTokens(new FileSecretStore(dir.path), 'https://itinerary.example');
    verification = new EmailVerification(accounts, tokens, new OutboxMailer(outbox(), 'Itinerary <a@b.example>', silentLogger), clock, silentLogger, 'https://itinerary.example');
    await accounts.handle(
      ACCOUNT,
      { type: 'RegisterAccount', accountId: ACCOUNT, email: 'ana@example.org', displayName: 'Ana', passwordHash: 'h', registeredAt: clock.now().toISOString() },
      { ...context, actorId: ACCOUNT },
      { mustNotExist: true },
    );
  });
  afterEach(() => dir.remove());

  it('sends at most one link per account every 10 minutes, and none once the address is confirmed', async () => {
    await verification.send(ACCOUNT);
    await verification.send(ACCOUNT);
    expect(await mailed()).to.equal(1);
    clock.advance(11 * 60);
    await verification.send(ACCOUNT);
    expect(await mailed()).to.equal(2);
    await accounts.handle(ACCOUNT, { type: 'VerifyEmail', email: 'ana@example.org', verifiedAt: clock.now().toISOString() }, { ...context, actorId: ACCOUNT });
    clock.advance(11 * 60);
    await verification.send(ACCOUNT);
    expect(await mailed()).to.equal(2);
  });

  it('may send again at once after a send that failed', async () => {
    // The outbox cannot be made while a file stands where its directory goes.
    await writeFile(outbox(), 'in the way');
    const failed = await verification.send(ACCOUNT).then(
      () => 'sent',
      () => 'failed',
    );
    expect(failed).to.equal('failed');
    await rm(outbox());
    await verification.send(ACCOUNT);
    expect(await mailed()).to.equal(1);
  });

  it('refuses a token past its 3 days', async () => {
    const tokens = new JwtSignedTokens(new FileSecretStore(dir.path), 'https://itinerary.example');
    const expired = await tokens.sign('verify-email', { sub: ACCOUNT, email: 'ana@example.org' }, -1);
    expect(await verification.verify(expired, context)).to.equal('invalid');
    const fresh = await tokens.sign('verify-email', { sub: ACCOUNT, email: 'ana@example.org' }, 60);
    expect(await verification.verify(fresh, context)).to.equal('verified');
  });

  it('refuses a token signed for another purpose (a reset link is no verification link)', async () => {
    const tokens = new JwtSignedTokens(new FileSecretStore(dir.path), 'https://itinerary.example');
    const other = await tokens.sign('reset-password', { sub: ACCOUNT, email: 'ana@example.org' }, 60);
    expect(await verification.verify(other, context)).to.equal('invalid');
    expect((await accounts.load(ACCOUNT)).state).to.include({ emailVerified: false });
  });
});

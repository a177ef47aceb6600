import { join } from 'node:path';
import { expect } from 'chai';
import { AccountCommands } from '../../../src/application/account/account-commands.js';
import { AccountQueries } from '../../../src/application/account/account-queries.js';
import { createAccountRepository } from '../../../src/application/account/account-repository.js';
import { EmailReservations } from '../../../src/application/account/email-reservations.js';
import { RegisterAccount } from '../../../src/application/account/register-account.js';
import { SignIn, SignInRefused, SignInThrottled } from '../../../src/application/account/sign-in.js';
import { ADDRESS_THROTTLE, SignInThrottle } from '../../../src/application/account/sign-in-throttle.js';
import { ScryptPasswordHasher } from '../../../src/adapters/outbound/crypto/scrypt-password-hasher.js';
import { SqliteDatabase } from '../../../src/adapters/outbound/sqlite/database.js';
import { SqliteEventStore } from '../../../src/adapters/outbound/sqlite/event-store.js';
import { randomIds } from '../../../src/adapters/outbound/system/clock.js';
import { DomainError } from '../../../src/domain/shared/domain-error.js';
import { tempDir } from '../../support/temp-dir.js';
import { ManualClock } from '../../support/manual-clock.js';

const context = { clientId: 'test', correlationId: 'c', causationId: 'c' };
const PASSWORD = 'correct horse battery';

describe('Account use cases (on the SQLite event store)', () => {
  let dir: ReturnType<typeof tempDir>;
  let database: SqliteDatabase;
  let store: SqliteEventStore;
  let clock: ManualClock;
  let register: RegisterAccount;
  let signIn: SignIn;
  let queries: AccountQueries;
  let commands: AccountCommands;
  // Cheap scrypt parameters keep the suite fast; the production ones are checked separately.
  const hasher = new ScryptPasswordHasher({ N: 2 ** 10, r: 8, p: 1 });

  beforeEach(() => {
    dir = tempDir('accounts');
    database = SqliteDatabase.open(join(dir.path, 'test.db'));
    store = new SqliteEventStore(database);
    clock = new ManualClock();
    const accounts = createAccountRepository(store, clock, randomIds);
    const reservations = new EmailReservations(store, clock, randomIds);
    register = new RegisterAccount(accounts, reservations, hasher, clock, randomIds);
    signIn = new SignIn(accounts, reservations, hasher, new SignInThrottle(clock), new SignInThrottle(clock, ADDRESS_THROTTLE));
    queries = new AccountQueries(accounts, reservations, clock, 2);
    commands = new AccountCommands(accounts, clock, 2);
  });
  afterEach(async () => {
    await store.close();
    database.close();
    dir.remove();
  });

  const refusal = async (run: () => Promise<unknown>): Promise<unknown> => {
    try {
      await run();
    } catch (error) {
      return error;
    }
    throw new Error('expected a refusal');
  };

  it('registers an account findable by id and by email in any case', async () => {
    const { accountId, email } = await register.execute({ email: ' Ada@Example.ORG', password: PASSWORD, displayName: 'Ada' }, context);
    expect(email).to.equal('ada@example.org');
    expect(await queries.get(accountId)).to.include({ id: accountId, email, displayName: 'Ada', plan: 'free' });
    expect((await queries.findByEmail('ADA@example.org'))?.id).to.equal(accountId);
    expect(await queries.findByEmail('nobody@example.org')).to.equal(undefined);
    expect(await queries.get('not-a-uuid')).to.equal(undefined);
  });

  it('of two concurrent sign-ups with one email, exactly one wins; the other is emailTaken', async () => {
    const attempts = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) => register.execute({ email: 'race@example.org', password: PASSWORD, displayName: `R${i}` }, context)),
    );
    const won = attempts.filter((a) => a.status === 'fulfilled');
    const lost = attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
    expect(won).to.have.length(1);
    expect(lost).to.have.length(4);
    for (const l of lost) expect((l.reason as DomainError).code).to.equal('emailTaken');
  });

  it('reports every field problem at once, before hashing anything', async () => {
    const error = (await refusal(() => register.execute({ email: 'x', password: 'short', displayName: ' ' }, context))) as DomainError;
    expect(error.code).to.equal('validationFailed');
    expect((error.details.errors as { path: string }[]).map((e) => e.path)).to.have.members(['email', 'password', 'displayName']);
  });

  it('a refused sign-up does not hold the email', async () => {
    await refusal(() => register.execute({ email: 'free@example.org', password: 'short', displayName: 'A' }, context));
    await register.execute({ email: 'free@example.org', password: PASSWORD, displayName: 'A' }, context);
  });

  it('reclaims an email whose sign-up died between its two appends, but only after a grace period', async () => {
    const reservations = new EmailReservations(store, clock, randomIds);
    await reservations.claim('orphan@example.org', '00000000-0000-4000-8000-000000000000', { ...context, actorId: 'x' }, 'no_stream');
    const early = (await refusal(() => register.execute({ email: 'orphan@example.org', password: PASSWORD, displayName: 'A' }, context))) as DomainError;
    expect(early.code).to.equal('emailTaken');
    clock.advance(11 * 60);
    const { accountId } = await register.execute({ email: 'orphan@example.org', password: PASSWORD, displayName: 'A' }, context);
    expect((await queries.findByEmail('orphan@example.org'))?.id).to.equal(accountId);
  });

  it('signs in with the right password; one generic refusal for a wrong password or an unknown email', async () => {
    const { accountId } = await register.execute({ email: 'b@example.org', password: PASSWORD, displayName: 'B' }, context);
    expect(await signIn.execute('B@example.org', PASSWORD, '10.0.0.1')).to.equal(accountId);
    const wrong = (await refusal(() => signIn.execute('b@example.org', 'wrong password', '10.0.0.1'))) as Error;
    const unknown = (await refusal(() => signIn.execute('who@example.org', PASSWORD, '10.0.0.1'))) as Error;
    expect(wrong).to.be.instanceOf(SignInRefused);
    expect(unknown).to.be.instanceOf(SignInRefused);
    expect(wrong.message).to.equal(unknown.message);
  });

  it('slows down repeated failures per email and address, growing the wait; success resets', async () => {
    await register.execute({ email: 'c@example.org', password: PASSWORD, displayName: 'C' }, context);
    for (let i = 0; i < 5; i++) await refusal(() => signIn.execute('c@example.org', 'bad', '10.0.0.2'));
    expect(await refusal(() => signIn.execute('c@example.org', 'bad', '10.0.0.2'))).to.be.instanceOf(SignInRefused);
    const blocked = (await refusal(() => signIn.execute('c@example.org', PASSWORD, '10.0.0.2'))) as SignInThrottled;
    expect(blocked).to.be.instanceOf(SignInThrottled);
    expect(blocked.retryAfterSeconds).to.equal(1);
    // Another address is not held back by this one's failures.
    expect(await signIn.execute('c@example.org', PASSWORD, '10.0.0.3')).to.be.a('string');
    clock.advance(1);
    await refusal(() => signIn.execute('c@example.org', 'bad', '10.0.0.2'));
    expect(((await refusal(() => signIn.execute('c@example.org', PASSWORD, '10.0.0.2'))) as SignInThrottled).retryAfterSeconds).to.equal(2);
    clock.advance(2);
    expect(await signIn.execute('c@example.org', PASSWORD, '10.0.0.2')).to.be.a('string');
    expect(await refusal(() => signIn.execute('c@example.org', 'bad', '10.0.0.2'))).to.be.instanceOf(SignInRefused);
  });

  it('slows down a spray of guesses across many emails from one address, not other addresses; a success elsewhere does not reset it', async () => {
    await register.execute({ email: 'own@example.org', password: PASSWORD, displayName: 'Own' }, context);
    const free = ADDRESS_THROTTLE.freeFailures;
    // One guess each at many emails: no single account reaches its own limit.
    for (let i = 0; i < free; i++) expect(await refusal(() => signIn.execute(`victim${i}@example.org`, 'guess', '10.9.9.9'))).to.be.instanceOf(SignInRefused);
    // The attacker's own account signs in fine before the limit is passed, and that clears nothing.
    expect(await signIn.execute('own@example.org', PASSWORD, '10.9.9.9')).to.be.a('string');
    await refusal(() => signIn.execute('victim-next@example.org', 'guess', '10.9.9.9'));
    const blocked = (await refusal(() => signIn.execute('another@example.org', 'guess', '10.9.9.9'))) as SignInThrottled;
    expect(blocked).to.be.instanceOf(SignInThrottled);
    expect(blocked.retryAfterSeconds).to.equal(1);
    // The same 429 contract holds for every email from that address, and no other address is held back.
    expect(await refusal(() => signIn.execute('own@example.org', PASSWORD, '10.9.9.9'))).to.be.instanceOf(SignInThrottled);
    expect(await signIn.execute('own@example.org', PASSWORD, '10.9.9.10')).to.be.a('string');
    clock.advance(1);
    expect(await signIn.execute('own@example.org', PASSWORD, '10.9.9.9')).to.be.a('string');
  });

  it('changes name, consent and plan; charges imports up to the yearly allowance', async () => {
    const { accountId } = await register.execute({ email: 'd@example.org', password: PASSWORD, displayName: 'D' }, context);
    const actor = { ...context, actorId: accountId };
    expect(await commands.update(accountId, { displayName: 'Dee', aiImportsConsent: true }, actor)).to.include({ displayName: 'Dee', aiImportsConsent: true });
    expect((await commands.changePlan(accountId, 'pro', actor)).plan).to.equal('pro');
    await commands.chargeLinkImport(accountId, 'https://a.example/1', actor);
    const second = await commands.chargeLinkImport(accountId, 'https://a.example/2', actor);
    expect(second.importAllowance).to.deep.equal({ year: clock.now().getUTCFullYear(), limit: 2, used: 2, left: 0 });
    const error = (await refusal(() => commands.chargeLinkImport(accountId, 'https://a.example/3', actor))) as DomainError;
    expect(error.code).to.equal('importAllowanceExceeded');
  });
});

describe('ScryptPasswordHasher', () => {
  const hasher = new ScryptPasswordHasher();

  it('stores a self-describing string with N=2^15, r=8, p=1 and a per-password salt', async () => {
    const [a, b] = [await hasher.hash('same password'), await hasher.hash('same password')];
    expect(a).to.match(/^scrypt\$N=32768,r=8,p=1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(a).to.not.equal(b);
    expect(await hasher.verify('same password', a)).to.equal(true);
    expect(await hasher.verify('other password', a)).to.equal(false);
  });

  it('answers false for malformed or hostile stored values', async () => {
    expect(await hasher.verify('x', 'plain-text')).to.equal(false);
    expect(await hasher.verify('x', 'scrypt$N=1073741824,r=8,p=1$AAAA$AAAA')).to.equal(false);
  });
});

import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { PersonalDataSealing, SecretStorePersonalDataKeys } from '../../../../src/adapters/outbound/crypto/personal-data-sealing.js';
import { FileSecretStore } from '../../../../src/adapters/outbound/filesystem/file-secret-store.js';
import { InMemoryEventStore } from '../../../../src/adapters/outbound/memory/event-store.js';
import type { EventToAppend, RecordedEvent } from '../../../../src/application/ports/event-store.port.js';
import { tempDir } from '../../../support/temp-dir.js';

const metadata = { actorId: 'a', clientId: 'test', correlationId: 'c', causationId: 'c', occurredAt: '2026-01-01T00:00:00.000Z', schemaVersion: 1 };
const registered = (accountId: string): EventToAppend => ({
  id: randomUUID(),
  type: 'AccountRegistered',
  data: { accountId, email: 'ada@example.org', displayName: 'Ada Lovelace', passwordHash: 'scrypt$secret', registeredAt: '2026-01-01T00:00:00.000Z' },
  metadata,
});

describe('Personal-data sealing of account events (crypto-shredding)', () => {
  let dir: ReturnType<typeof tempDir>;
  let raw: InMemoryEventStore;
  let sealed: PersonalDataSealing;
  let keys: SecretStorePersonalDataKeys;

  beforeEach(() => {
    dir = tempDir('sealing');
    raw = new InMemoryEventStore();
    const secrets = new FileSecretStore(dir.path);
    sealed = new PersonalDataSealing(raw, secrets);
    keys = new SecretStorePersonalDataKeys(secrets);
  });
  afterEach(async () => {
    await sealed.close();
    dir.remove();
  });

  const all = async (events: AsyncIterable<RecordedEvent>) => {
    const found: RecordedEvent[] = [];
    for await (const event of events) found.push(event);
    return found;
  };

  it('stores the personal fields sealed and reads them back opened, by stream, log and subscription', async () => {
    const id = randomUUID();
    const event = registered(id);
    await sealed.append(`account-${id}`, [event], 'no_stream');

    const stored = (await all(raw.readAll()))[0]!;
    expect(JSON.stringify(stored.data)).to.not.match(/ada@example\.org|Ada Lovelace|scrypt\$secret/);
    expect(stored.data).to.have.keys('accountId', 'registeredAt', 'sealed');

    expect((await all(sealed.readStream(`account-${id}`)))[0]!.data).to.deep.equal(event.data);
    expect((await all(sealed.readAll()))[0]!.data).to.deep.equal(event.data);
    const delivered: RecordedEvent[] = [];
    const subscription = sealed.subscribeToAll({}, (e) => void delivered.push(e));
    while (delivered.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await subscription.stop();
    expect(delivered[0]!.data).to.deep.equal(event.data);
  });

  it('once the key is shredded, reads placeholders; the other fields, and other accounts, are untouched', async () => {
    const [gone, kept] = [randomUUID(), randomUUID()];
    await sealed.append(`account-${gone}`, [registered(gone)], 'no_stream');
    await sealed.append(`account-${kept}`, [registered(kept)], 'no_stream');
    await keys.shred(gone);
    const [read] = await all(sealed.readStream(`account-${gone}`));
    expect(read!.data).to.deep.equal({ accountId: gone, registeredAt: '2026-01-01T00:00:00.000Z', email: '', displayName: 'Deleted account', passwordHash: '' });
    expect((await all(sealed.readStream(`account-${kept}`)))[0]!.data).to.include({ email: 'ada@example.org' });
    await keys.shred(gone);
  });

  it('passes events written in clear before sealing existed, and other streams, as they are', async () => {
    const id = randomUUID();
    const legacy = registered(id);
    await raw.append(`account-${id}`, [legacy], 'no_stream');
    await sealed.append('itinerary-x', [{ ...registered(id), type: 'ItineraryCreated' }], 'no_stream');
    expect((await all(sealed.readStream(`account-${id}`)))[0]!.data).to.deep.equal(legacy.data);
    expect((await all(raw.readStream('itinerary-x')))[0]!.data).to.include({ email: 'ada@example.org' });
  });

  it('refuses a sealed value moved into another event (the event id is bound to it)', async () => {
    const id = randomUUID();
    await sealed.append(`account-${id}`, [registered(id)], 'no_stream');
    const [first] = await all(raw.readStream(`account-${id}`));
    await raw.append(`account-${id}`, [{ ...registered(id), data: first!.data }], 0);
    const reading = all(sealed.readStream(`account-${id}`));
    await reading.then(
      () => expect.fail('a moved sealed value was opened'),
      (error: Error) => expect(error.message).to.match(/auth|unable/i),
    );
  });
});

import { PersonalDataSealing } from '../../src/adapters/outbound/crypto/personal-data-sealing.js';
import { FileSecretStore } from '../../src/adapters/outbound/filesystem/file-secret-store.js';
import { InMemoryEventStore } from '../../src/adapters/outbound/memory/event-store.js';
import { tempDir } from '../support/temp-dir.js';
import { eventStoreContract } from './event-store.contract.js';

// The sealing decorator sits in front of every profile's store: it must keep the whole contract.
eventStoreContract('in memory, behind personal-data sealing', async () => {
  const dir = tempDir('sealed-store');
  const store = new PersonalDataSealing(new InMemoryEventStore(), new FileSecretStore(dir.path));
  return {
    store,
    dispose: async () => {
      await store.close();
      dir.remove();
    },
  };
});

import { MemoryStore } from 'express-rate-limit';
import { rateLimitStoreContract } from './rate-limit-store.contract.js';

// The embedded profile's store (one API process per DATA_DIR): express-rate-limit's own.
rateLimitStoreContract('memory (embedded profile)', async () => {
  const stores: MemoryStore[] = [];
  return {
    store: () => {
      const store = new MemoryStore();
      stores.push(store);
      return store;
    },
    dispose: async () => stores.forEach((store) => store.shutdown()),
  };
});

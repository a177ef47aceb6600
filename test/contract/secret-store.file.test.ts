import { FileSecretStore } from '../../src/adapters/outbound/filesystem/file-secret-store.js';
import { tempDir } from '../support/temp-dir.js';
import { secretStoreContract } from './secret-store.contract.js';

secretStoreContract('files under DATA_DIR/secrets', async () => {
  const dir = tempDir('secret-store');
  return { store: new FileSecretStore(dir.path), dispose: async () => dir.remove() };
});

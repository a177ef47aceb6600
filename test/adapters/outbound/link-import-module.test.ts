import { expect } from 'chai';
import { createContainer } from '../../../src/composition/container.js';
import { loadConfig } from '../../../src/config/config.js';
import { ImportLink } from '../../../src/application/import/import-link.js';
import { FindPlace } from '../../../src/application/places/find-place.js';
import { TOKENS } from '../../../src/tokens.js';
import { tempDir } from '../../support/temp-dir.js';

describe('link import wiring', () => {
  it('gives the routes an ImportLink service, and MCP a FindPlace, on the embedded profile', async () => {
    const dir = tempDir('link-import-module');
    const container = await createContainer(loadConfig({ DATA_DIR: dir.path, LOG_LEVEL: 'silent' }));
    try {
      expect(container.get(TOKENS.ImportLink)).to.be.instanceOf(ImportLink);
      expect(container.get(TOKENS.FindPlace)).to.be.instanceOf(FindPlace);
      expect(container.isBound(TOKENS.PlaceLlm)).to.equal(false);
    } finally {
      await container.unbindAllAsync();
      dir.remove();
    }
  });
});

import { expect } from 'chai';
import { ConfigError, loadConfig } from '../../src/config/config.js';

describe('configuration of link import isolation', () => {
  it('defaults to one extraction thread, a 2 s deadline, a queue of 8, 256 MB and 30 attempts an hour', () => {
    const config = loadConfig({});
    expect(config.importPool).to.deep.equal({ threads: 1, deadlineMs: 2_000, maxQueue: 8, memoryMb: 320 });
    expect(config.importAttemptsPerHour).to.equal(30);
  });

  it('reads each setting and names every bad one', () => {
    const config = loadConfig({
      IMPORT_WORKERS: '2',
      IMPORT_EXTRACTION_DEADLINE_MS: '500',
      IMPORT_QUEUE: '3',
      IMPORT_WORKER_MEMORY_MB: '128',
      IMPORT_ATTEMPTS_PER_HOUR: '0',
    });
    expect(config.importPool).to.deep.equal({ threads: 2, deadlineMs: 500, maxQueue: 3, memoryMb: 128 });
    expect(config.importAttemptsPerHour).to.equal(0);
    expect(() => loadConfig({ IMPORT_WORKERS: '0', IMPORT_EXTRACTION_DEADLINE_MS: 'soon', IMPORT_QUEUE: '0', IMPORT_WORKER_MEMORY_MB: '8', IMPORT_ATTEMPTS_PER_HOUR: '-1' }))
      .to.throw(ConfigError)
      .with.property('problems')
      .that.has.length(5);
  });
});

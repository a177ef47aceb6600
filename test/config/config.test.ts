import { expect } from 'chai';
import { ConfigError, loadConfig } from '../../src/config/config.js';

describe('configuration', () => {
  it('runs on the embedded profile with no settings', () => {
    const config = loadConfig({});
    expect(config.port).to.equal(3000);
    expect(config.baseUrl).to.equal('http://localhost:3000');
    expect(config.dataDir).to.match(/data$/);
    expect(config.eventStoreUrl).to.equal(undefined);
    expect(config.mongodbUrl).to.equal(undefined);
    expect(config.runProjector).to.equal(true);
    expect(config.projectorThread).to.equal(true);
    expect(loadConfig({ PROJECTOR_THREAD: 'false' }).projectorThread).to.equal(false);
  });

  it('reports every bad value at once, by name, without echoing passwords', () => {
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', MONGODB_URL: 'http://user:secret@db', BASE_URL: 'ftp://x' });
      expect.fail('expected a ConfigError');
    } catch (error) {
      expect(error).to.be.instanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).to.contain('PORT=eighty').and.contain('LOG_LEVEL=loud').and.contain('BASE_URL=ftp://x');
      expect(problems).to.contain('MONGODB_URL=http://***@db').and.not.contain('secret');
    }
  });

  it('refuses half of the distributed profile', () => {
    expect(() => loadConfig({ EVENTSTORE_URL: 'esdb://localhost:2113?tls=false' })).to.throw(ConfigError, /set both/);
    expect(() => loadConfig({ MONGODB_URL: 'mongodb://localhost/it' })).to.throw(ConfigError, /set both/);
  });

  it('switches to the distributed profile when the store URLs are set', () => {
    const config = loadConfig({ EVENTSTORE_URL: 'esdb://localhost:2113?tls=false', MONGODB_URL: 'mongodb://localhost/it' });
    expect(config.eventStoreUrl).to.contain('esdb://');
    expect(config.runProjector).to.equal(false);
  });
});

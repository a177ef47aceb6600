import { expect } from 'chai';
import { ConfigError, loadConfig } from '../../src/config/config.js';

describe('configuration of link import', () => {
  it('uses only the offline gazetteer and no LLM by default', () => {
    const config = loadConfig({});
    expect(config.geocoder).to.equal(undefined);
    expect(config.llm).to.equal(undefined);
    expect(config.importAllowedHosts).to.deep.equal([]);
  });

  it('reads the online geocoder, the LLM endpoint and the allow-list', () => {
    const config = loadConfig({
      GEOCODER_URL: 'https://nominatim.example.org',
      LLM_BASE_URL: 'http://127.0.0.1:8080/v1',
      LLM_API_KEY: 'sk-x',
      LLM_MODEL: 'small-model',
      IMPORT_ALLOWED_HOSTS: '127.0.0.1:4000, fixture.test:8080',
    });
    expect(config.geocoder).to.deep.equal({ url: 'https://nominatim.example.org', kind: 'nominatim', intervalMs: 1000 });
    expect(config.llm).to.deep.equal({ baseUrl: 'http://127.0.0.1:8080/v1', apiKey: 'sk-x', model: 'small-model' });
    expect(config.importAllowedHosts).to.deep.equal(['127.0.0.1:4000', 'fixture.test:8080']);
  });

  it('reads the kind and pace of the online geocoder, and refuses them without its URL', () => {
    const config = loadConfig({ GEOCODER_URL: 'http://127.0.0.1:2322', GEOCODER_KIND: 'photon', GEOCODER_INTERVAL_MS: '200' });
    expect(config.geocoder).to.deep.equal({ url: 'http://127.0.0.1:2322', kind: 'photon', intervalMs: 200 });
    expect(() => loadConfig({ GEOCODER_URL: 'http://127.0.0.1:2322', GEOCODER_KIND: 'google' })).to.throw(ConfigError, /GEOCODER_KIND=google: expected one of nominatim, photon/);
    expect(() => loadConfig({ GEOCODER_URL: 'http://127.0.0.1:2322', GEOCODER_INTERVAL_MS: 'fast' })).to.throw(ConfigError, /GEOCODER_INTERVAL_MS/);
    expect(() => loadConfig({ GEOCODER_KIND: 'photon' })).to.throw(ConfigError, /GEOCODER_URL: required/);
  });

  it('needs a model name with an LLM endpoint', () => {
    expect(() => loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:8080/v1' })).to.throw(ConfigError, /LLM_MODEL/);
  });
});

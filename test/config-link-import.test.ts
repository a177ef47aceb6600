import { expect } from 'chai';
import { ConfigError, loadConfig } from '../src/config/config.js';

describe('configuration of link import', () => {
  it('uses only the offline gazetteer and no LLM by default', () => {
    const config = loadConfig({});
    expect(config.geocoderUrl).to.equal(undefined);
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
    expect(config.geocoderUrl).to.equal('https://nominatim.example.org');
    expect(config.llm).to.deep.equal({ baseUrl: 'http://127.0.0.1:8080/v1', apiKey: 'sk-x', model: 'small-model' });
    expect(config.importAllowedHosts).to.deep.equal(['127.0.0.1:4000', 'fixture.test:8080']);
  });

  it('needs a model name with an LLM endpoint', () => {
    expect(() => loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:8080/v1' })).to.throw(ConfigError, /LLM_MODEL/);
  });
});

import { expect } from 'chai';
import { ConfigError, loadConfig } from '../../src/config/config.js';

describe('configuration: rate limits, proxies, metrics', () => {
  it('defaults to 1200 requests a minute per address and 600 per token, no trusted proxy, /metrics on loopback', () => {
    const config = loadConfig({});
    expect(config.rateLimit).to.deep.equal({ windowSeconds: 60, perIp: 1_200, perToken: 600 });
    expect(config.trustProxy).to.equal(0);
    expect(config.metricsToken).to.equal(undefined);
  });

  it('reads RATE_LIMIT_*, TRUST_PROXY and METRICS_TOKEN; 0 turns a limit off', () => {
    const config = loadConfig({
      RATE_LIMIT_WINDOW_SECONDS: '10',
      RATE_LIMIT_PER_IP: '0',
      RATE_LIMIT_PER_TOKEN: '50',
      TRUST_PROXY: '1',
      METRICS_TOKEN: 'scrape-token-of-some-length',
    });
    expect(config.rateLimit).to.deep.equal({ windowSeconds: 10, perIp: 0, perToken: 50 });
    expect(config.trustProxy).to.equal(1);
    expect(config.metricsToken).to.equal('scrape-token-of-some-length');
  });

  it('refuses bad values by name, and a METRICS_TOKEN too short to be a secret', () => {
    try {
      loadConfig({ RATE_LIMIT_PER_IP: 'lots', RATE_LIMIT_WINDOW_SECONDS: '0', TRUST_PROXY: 'yes', METRICS_TOKEN: 'short' });
      expect.fail('expected a ConfigError');
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).to.contain('RATE_LIMIT_PER_IP=lots').and.contain('RATE_LIMIT_WINDOW_SECONDS=0').and.contain('TRUST_PROXY=yes');
      expect(problems).to.contain('METRICS_TOKEN').and.not.contain('short');
    }
  });

  it('lets the heap grow 100% between full collections unless HEAP_GROWTH_PERCENT says otherwise (0: V8 decides)', () => {
    expect(loadConfig({}).heapGrowthPercent).to.equal(100);
    expect(loadConfig({ HEAP_GROWTH_PERCENT: '0' }).heapGrowthPercent).to.equal(0);
    expect(loadConfig({ HEAP_GROWTH_PERCENT: '50' }).heapGrowthPercent).to.equal(50);
    for (const bad of ['-1', '301', 'lots']) {
      expect(() => loadConfig({ HEAP_GROWTH_PERCENT: bad }))
        .to.throw(ConfigError)
        .with.property('problems')
        .that.satisfies((problems: string[]) => problems.some((p) => p.startsWith(`HEAP_GROWTH_PERCENT=${bad}`)));
    }
  });
});

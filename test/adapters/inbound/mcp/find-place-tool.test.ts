import { expect } from 'chai';
import { findPlaceTool } from '../../../../src/adapters/inbound/mcp/tools/find-place.js';
import type { McpCaller } from '../../../../src/adapters/inbound/mcp/caller.js';
import { GazetteerGeocoder } from '../../../../src/adapters/outbound/gazetteer/gazetteer-geocoder.js';
import { FindPlace } from '../../../../src/application/places/find-place.js';

/** find_place's schemas and run function, called directly (it reads nothing of its caller). */
describe('MCP tool find_place', function () {
  this.timeout(20_000);
  const gazetteer = new GazetteerGeocoder();
  const tool = findPlaceTool(new FindPlace({ geocoder: gazetteer }));
  const caller = {} as McpCaller;
  const check = (args: unknown) => tool.input.check(args) as object;
  const accepted = (args: unknown) => {
    try {
      check(args);
      return true;
    } catch {
      return false;
    }
  };

  it('takes a name, near, in and a limit of 1 to 10 (5 by default), and nothing else', async () => {
    expect(check({ name: 'Porto' })).to.deep.equal({ name: 'Porto' });
    const { candidates } = (await tool.run({ name: 'Paris' }, caller)) as { candidates: unknown[] };
    expect(candidates).to.have.length(5);
    expect(accepted({ name: 'Porto', limit: 11 })).to.equal(false);
    expect(accepted({ name: 'Porto', country: 'PT' })).to.equal(false);
    expect(accepted({ name: 'Porto', near: { latitude: 41.1, longitude: -8.6 }, in: 'Portugal' })).to.equal(true);
  });

  it('answers candidates its output schema accepts', async () => {
    const result = await tool.run(check({ name: 'Eiffel Tower', in: 'Paris' }), caller);
    expect(() => tool.output.check(result)).to.not.throw();
    expect((result as { candidates: Array<{ name: string }> }).candidates[0]).to.deep.include({ name: 'Eiffel Tower', kind: 'landmark', city: 'Paris' });
  });

  it('says whether it may ask a service outside this one', () => {
    expect(tool.annotations).to.deep.include({ readOnlyHint: true, openWorldHint: false });
    const online = findPlaceTool(new FindPlace({ geocoder: gazetteer, onlineGeocoder: gazetteer }));
    expect(online.annotations.openWorldHint).to.equal(true);
    expect(online.description).to.match(/online geocoder/);
  });
});

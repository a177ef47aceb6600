import { expect } from 'chai';
import type { GeocodeResult, Geocoder } from '../../../src/application/ports/geocoder.port.js';
import type { PlaceMention } from '../../../src/application/ports/place-extractor.port.js';
import { withPageAliases } from '../../../src/application/import/page-aliases.js';

const text = (name: string, extra: Partial<PlaceMention> = {}): PlaceMention => ({ name, evidence: 'text', cue: 'segment', ...extra });
/** A gazetteer that knows 箱根 as a town and nothing else. */
const hakone: GeocodeResult = { coordinate: { latitude: 35.232, longitude: 139.107 }, kind: 'city', matchedName: 'Hakone', score: 0.7, approximate: false };
const geocoder: Geocoder = { geocode: async ({ name }) => (name === '箱根' ? hakone : undefined), candidates: async () => [], reverse: async () => undefined };

describe('withPageAliases', () => {
  it('given "대릉원(천마총)" and 천마총 named again, when read, then the second mention means 대릉원', async () => {
    const mentions = await withPageAliases([text('대릉원'), text('천마총', { aliasOf: '대릉원' }), text('첨성대'), text('천마총')], geocoder);
    expect(mentions.map((m) => m.name)).to.deep.equal(['대릉원', '대릉원', '첨성대', '대릉원']);
  });

  it('given a page without second names, or a Latin one (left to the stops\' own merging), when read, then every mention keeps its name', async () => {
    expect((await withPageAliases([text('대릉원'), text('천마총')], geocoder)).map((m) => m.name)).to.deep.equal(['대릉원', '천마총']);
    expect((await withPageAliases([text('Catedral Metropolitana', { aliasOf: 'Metropolitan Cathedral' })], geocoder))[0]!.name).to.equal('Catedral Metropolitana');
  });

  it('given a second name after a town ("箱根（大涌谷）"), when read, then it names a place in the town', async () => {
    expect((await withPageAliases([text('大涌谷', { aliasOf: '箱根' }), text('大涌谷')], geocoder)).map((m) => m.name)).to.deep.equal(['大涌谷', '大涌谷']);
  });

  it('given a mention of the second name that the page located itself, when read, then it keeps its name', async () => {
    const located = text('천마총', { evidence: 'maplink', coordinate: { latitude: 35.838, longitude: 129.211 } });
    expect((await withPageAliases([text('천마총', { aliasOf: '대릉원' }), located], geocoder))[1]!.name).to.equal('천마총');
  });
});

import { expect } from 'chai';
import type { PlaceMention } from '../../../src/application/ports/place-extractor.port.js';
import { withPageAliases } from '../../../src/application/import/page-aliases.js';

const text = (name: string, extra: Partial<PlaceMention> = {}): PlaceMention => ({ name, evidence: 'text', cue: 'segment', ...extra });

describe('withPageAliases', () => {
  it('given "대릉원(천마총)" and 천마총 named again, when read, then the second mention means 대릉원', () => {
    const mentions = withPageAliases([text('대릉원', { aliases: ['천마총'] }), text('첨성대'), text('천마총')]);
    expect(mentions.map((m) => m.name)).to.deep.equal(['대릉원', '첨성대', '대릉원']);
  });

  it('given a page without second names, when read, then every mention keeps its name', () => {
    expect(withPageAliases([text('대릉원'), text('천마총')]).map((m) => m.name)).to.deep.equal(['대릉원', '천마총']);
  });

  it('given a mention of the second name that the page located itself, when read, then it keeps its name', () => {
    const located = text('천마총', { evidence: 'maplink', coordinate: { latitude: 35.838, longitude: 129.211 } });
    expect(withPageAliases([text('대릉원', { aliases: ['천마총'] }), located])[1]!.name).to.equal('천마총');
  });
});

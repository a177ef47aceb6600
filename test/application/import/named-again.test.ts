import { expect } from 'chai';
import { namedAgain } from '../../../src/application/import/named-again.js';
import { GERMAN_NOUN_PHRASE } from '../../../src/application/import/german-prose.js';
import { UNSURE_IN_PROSE } from '../../../src/application/import/judge-mention.js';
import type { DroppedMention } from '../../../src/application/import/resolve-places.js';

const unsure = (name: string): DroppedMention => ({ name, evidence: 'text', reason: UNSURE_IN_PROSE });

describe('namedAgain: the names a page about a town repeats, when every mention was judged too unsure', () => {
  it('given a name dropped twice for want of evidence, when read, then it is a stop without coordinates', () => {
    const stops = namedAgain([unsure('Šnipiškės'), unsure('Vilnius'), unsure('Šnipiškės')], 'Vilnius');
    expect(stops).to.deep.equal([{ name: 'Šnipiškės', order: 0, evidence: 'text' }]);
  });

  it('given the town itself named twice, when read, then it is no stop', () => {
    expect(namedAgain([unsure('Vilnius'), unsure('Vilnius')], 'Vilnius')).to.deep.equal([]);
  });

  it('given a name dropped once, when read, then it is no stop', () => {
    expect(namedAgain([unsure('Šnipiškės'), { name: 'Kalvarijų', evidence: 'text', reason: GERMAN_NOUN_PHRASE }], 'Vilnius')).to.deep.equal([]);
  });

  it('given a name dropped twice but once for what it is, when read, then it is no stop', () => {
    const dropped: DroppedMention[] = [unsure('Schengen'), unsure('Schengen'), { name: 'Schengen', evidence: 'text', reason: 'a country' }];
    expect(namedAgain(dropped, 'Vilnius')).to.deep.equal([]);
  });

  it('given a name a heading gave and the prose repeated, when read, then the heading\'s drop says it is not unsure', () => {
    const dropped: DroppedMention[] = [unsure('Tipps'), unsure('Tipps'), { name: 'Tipps', evidence: 'article', reason: 'not a name' }];
    expect(namedAgain(dropped, 'Vilnius')).to.deep.equal([]);
  });
});

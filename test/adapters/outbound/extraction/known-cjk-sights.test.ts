import { expect } from 'chai';
import { isKnownCjkSight, knownCjkSightsIn } from '../../../../src/adapters/outbound/extraction/languages/known-cjk-sights.js';

const names = (sentence: string): string[] => knownCjkSightsIn(sentence).map((sight) => sight.name);

describe('known CJK sights: the curated table\'s names in a sentence the segmenters did not cut', () => {
  it('finds a sight by any of its CJK names, where it stands in the sentence', () => {
    expect(knownCjkSightsIn('第二天一早就去了大三巴，人很多')).to.deep.equal([{ name: '大三巴', index: 8 }]);
    expect(names('오후에는 하회마을을 천천히 걸었다')).to.deep.equal(['하회마을']);
  });

  it('takes the longest name where two start together, and never two that overlap', () => {
    expect(names('大三巴牌坊前面拍照')).to.deep.equal(['大三巴牌坊']);
  });

  it('leaves out names of two characters, as often everyday words, and Latin names', () => {
    expect(names('鼓楼旁边吃了早饭')).to.deep.equal([]);
    expect(names('We walked to the Ruins of St. Paul\'s')).to.deep.equal([]);
  });

  it('finds a Korean name written in words apart where it starts a word, not inside another', () => {
    expect(names('뉴욕에서는 센트럴 파크를 한 바퀴 돌았다')).to.deep.equal(['센트럴 파크']);
    expect(names('뉴욕의센트럴 파크')).not.to.include('센트럴 파크');
  });

  it('tells a text that is a table name whole from one that only holds one', () => {
    expect(isKnownCjkSight('센트럴 파크')).to.equal(true);
    expect(isKnownCjkSight('大三巴牌坊')).to.equal(true);
    expect(isKnownCjkSight('大三巴牌坊前')).to.equal(false);
  });
});

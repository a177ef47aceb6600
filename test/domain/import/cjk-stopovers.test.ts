import { expect } from 'chai';
import { brokeJourneyAt } from '../../../src/domain/import/cjk-stopovers.js';

describe('CJK stations where the journey breaks', () => {
  it('reads getting off "a little", "once" or "on the way" as a stop made there', () => {
    expect(brokeJourneyAt('でちょっと下車。')).to.equal(true);
    expect(brokeJourneyAt('でいったん降りて、熱帯雨林を歩いてみる。')).to.equal(true);
    expect(brokeJourneyAt('에서 잠깐 내려 바다를 봤다.')).to.equal(true);
  });

  it('leaves directions and changes of train alone', () => {
    expect(brokeJourneyAt('で降りて徒歩5分。')).to.equal(false);
    expect(brokeJourneyAt('で乗りかえ。')).to.equal(false);
    expect(brokeJourneyAt('에서 내려서 버스를 탄다.')).to.equal(false);
  });
});

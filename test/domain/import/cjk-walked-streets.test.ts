import { expect } from 'chai';
import { walkedAlong } from '../../../src/domain/import/cjk-walked-streets.js';

/** Whether the writer walks along `name` in `sentence`, from the words around it. */
function walked(sentence: string, name: string): boolean {
  const at = sentence.indexOf(name);
  expect(at, `"${name}" in "${sentence}"`).to.be.at.least(0);
  return walkedAlong(sentence.slice(0, at), sentence.slice(at + name.length));
}

describe('CJK streets walked along', () => {
  it('reads Japanese walks, strolls and walks back along a street', () => {
    expect(walked('メインストリートのチャンフー通りをてくてく歩いています。', 'チャンフー通り')).to.equal(true);
    expect(walked('帰りはグエンタイホック通りを引き返しました。', 'グエンタイホック通り')).to.equal(true);
    expect(walked('グラバー通りで食べ歩きはいかが?', 'グラバー通り')).to.equal(true);
  });

  it('reads Korean walks along and strolls in a street', () => {
    expect(walked('황리단길을 따라 걸으며 구경했다', '황리단길')).to.equal(true);
    expect(walked('투몬 거리에서 산책했어요', '투몬 거리')).to.equal(true);
  });

  it('reads Chinese strolls before or after the street', () => {
    expect(walked('晚上去逛洋人街。', '洋人街')).to.equal(true);
    expect(walked('走在西街上,很热闹。', '西街')).to.equal(true);
    expect(walked('在西街上逛了一圈。', '西街')).to.equal(true);
  });

  it('leaves streets of addresses and directions alone', () => {
    expect(walked('グラバー通り沿いの駐車場が便利。', 'グラバー通り')).to.equal(false);
    expect(walked('广州酒家在东风东路,老牌酒家。', '东风东路')).to.equal(false);
    expect(walked('주소: 황리단길 12', '황리단길')).to.equal(false);
    expect(walked('就在西街上,离开元寺超近。', '西街')).to.equal(false);
  });
});

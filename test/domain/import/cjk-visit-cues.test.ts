import { expect } from 'chai';
import { cjkGoesThere, cjkListGap, isCjkEatery, SCHEDULE_LINE } from '../../../src/domain/import/cjk-visit-cues.js';

describe('CJK words that say the writer goes to a place', () => {
  it('reads going, visiting and doing something there, in Korean, Japanese and Chinese', () => {
    expect(cjkGoesThere('택시로 ', ' 이동')).to.equal(true);
    expect(cjkGoesThere('', '는 꼭 들러 보세요.')).to.equal(true);
    expect(cjkGoesThere('', '을 지나면, 근정전이')).to.equal(true);
    expect(cjkGoesThere('そこから少し歩いて「', '」へ。')).to.equal(true);
    expect(cjkGoesThere('', 'に立ち寄り、')).to.equal(true);
    expect(cjkGoesThere('', '”までは歩いて5分')).to.equal(true);
    expect(cjkGoesThere('想买纪念品，可以去', '，泰国各种手工小饰品')).to.equal(true);
    expect(cjkGoesThere('下午', '逛了一圈')).to.equal(true);
    expect(cjkGoesThere('如今站在跟前还看得见。 接着是', '， 再接着是')).to.equal(true);
    expect(cjkGoesThere('顺着鲁迅中路接着往东，便到了', '。祖居里')).to.equal(true);
    expect(cjkListGap('」→「', false)).to.equal(true);
  });

  it('reads a Korean place dropped in on, the verb before it or after "에도"', () => {
    expect(cjkGoesThere('* 가는 길에 들른 ', ' - 메인 거리에')).to.equal(true);
    expect(cjkGoesThere('', '에도 잠깐 들르긴 했는데')).to.equal(true);
  });

  it('reads having or buying something at a Japanese place, and seeing it, as being there', () => {
    expect(cjkGoesThere('', 'でわさびカレーを食べてみたり')).to.equal(true);
    expect(cjkGoesThere('', 'でお土産を買ったりして')).to.equal(true);
    expect(cjkGoesThere('ほかには、', 'を見たり、')).to.equal(true);
    expect(cjkGoesThere('', 'で有名な町です')).to.equal(false);
  });

  it('leaves places that only locate or describe another alone', () => {
    expect(cjkGoesThere('파세오 공원은 ', ' 하갓냐만에 자리한 공원이다.')).to.equal(false);
    expect(cjkGoesThere('幕末、', 'が開かれたのと同じ頃に')).to.equal(false);
    expect(cjkGoesThere('', '的玻璃前站了三层人')).to.equal(false);
  });
});

describe('CJK lists and schedule lines', () => {
  it('joins names by list marks, arrows and "and"', () => {
    expect(cjkListGap('、', false)).to.equal(true);
    expect(cjkListGap(' -> ', false)).to.equal(true);
    expect(cjkListGap('과 ', true)).to.equal(true);
    expect(cjkListGap('  ', false)).to.equal(true);
    expect(cjkListGap('」「', false)).to.equal(true);
    expect(cjkListGap('』、『', false)).to.equal(true);
  });

  it('does not join a Korean name to the one a space puts it in', () => {
    expect(cjkListGap(' ', true)).to.equal(false);
    expect(cjkListGap('의 ', true)).to.equal(false);
  });

  it('knows a line that starts with a time or a route arrow', () => {
    expect(SCHEDULE_LINE.test('15 : 00 호이안 구시가지 도보 관광')).to.equal(true);
    expect(SCHEDULE_LINE.test('10時 兼六園')).to.equal(true);
    expect(SCHEDULE_LINE.test('→輪島朝市')).to.equal(true);
    expect(SCHEDULE_LINE.test('兼六園は金沢の庭園です')).to.equal(false);
  });
});

describe('CJK eateries', () => {
  it('knows restaurants, shops and branches by their ending', () => {
    for (const name of ['蔡大嫂川菜馆', '李名昇饺面店', '長崎山手プリン本店', '岩崎本舗', '핀투대박양념오뎅본점']) expect(isCjkEatery(name), name).to.equal(true);
  });

  it('does not take a hall of a sight or a museum for one', () => {
    for (const name of ['幼崽馆', '苏州博物馆', '長崎港', '商店', '书店']) expect(isCjkEatery(name), name).to.equal(false);
  });
});

import { expect } from 'chai';
import { cjkPinnedNames } from '../../../../src/adapters/outbound/extraction/cjk-pin-lines.js';

describe('CJK 📍 lines of a note', () => {
  it('gives the name each pin line starts with, up to a colon or an exclamation', () => {
    expect(cjkPinnedNames('🍜来泉州就是为了吃!\n📍秉正堂糖水\n📍好成才牛排\n📍钟楼:必打卡!\n📌 文庙')).to.deep.equal(['秉正堂糖水', '好成才牛排', '钟楼', '文庙']);
  });

  it('given a line that pins two places, when read, then each pin gives its name', () => {
    expect(cjkPinnedNames('📍坤师傅 📍老二饭庄｜两家都可以，不过老二饭庄有点没人情味')).to.deep.equal(['坤师傅', '老二饭庄']);
  });

  it('skips pinned facts labels, long lines and Latin pins', () => {
    expect(cjkPinnedNames('📍 주소: 제주특별자치도 서귀포시\n📍 오사카 맛집 지도 (구글 지도에서 보기)\n📍地址：菱窠路27号')).to.deep.equal([]);
    expect(cjkPinnedNames('📍 晚上去了一家很好吃的小店然后回酒店休息了')).to.deep.equal([]);
    expect(cjkPinnedNames('📍 Nishiki Market\n在📍后面')).to.deep.equal([]);
  });
});

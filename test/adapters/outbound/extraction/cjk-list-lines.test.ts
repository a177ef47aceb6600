import { expect } from 'chai';
import { cjkListedNames } from '../../../../src/adapters/outbound/extraction/cjk-list-lines.js';
import { preloadCjk } from '../../../../src/adapters/outbound/extraction/languages/cjk-candidates.js';

describe('CJK lines that list names parted by commas', function () {
  this.timeout(30_000);
  before(() => preloadCjk());

  it('given a list of short names the analysers know enough of, when read, then the others are names of the list too', () => {
    const lines = '동피랑, 통영항, 다찌집, 해금강,\n케이블카, 박경리 기념관, 달아공원\n통영국제음악당, 루지월드, 해저터널';
    expect(cjkListedNames(lines, 'ko')).to.include.members(['동피랑', '해금강', '루지월드', '해저터널']);
  });

  it('given a list with a phrase among its items, or one the analysers know too little of, when read, then it gives none', () => {
    expect(cjkListedNames('동피랑, 거북선, 다도해, 케이블카, 루지까지\n보고 즐길 것들이 촘촘하게', 'ko')).to.deep.equal([]);
    expect(cjkListedNames('멸치, 굴, 멍게, 김밥', 'ko')).to.deep.equal([]);
  });
});

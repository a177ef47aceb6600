import { expect } from 'chai';
import { cjkVenueLead } from '../../../../src/adapters/outbound/extraction/cjk-venue-leads.js';
import { parseHtmlDocument, textOf } from '../../../../src/adapters/outbound/extraction/dom.js';

function leadOf(html: string): string | undefined {
  const item = parseHtmlDocument(`<ul>${html}</ul>`).querySelector('li')!;
  return cjkVenueLead(item, textOf(item));
}

describe('CJK venues in bold that say where they are', () => {
  it('takes the bold name when the words after it say where it is', () => {
    expect(leadOf('<li><strong>陶陶居</strong>:开在上下九步行街,是老字号茶楼之一。</li>')).to.equal('陶陶居');
    expect(leadOf('<li><strong>点都德</strong>：位于北京路步行街,环境雅致。</li>')).to.equal('点都德');
    expect(leadOf('<li><strong>广州酒家</strong>:在东风东路,老牌酒家。</li>')).to.equal('广州酒家');
  });

  it('leaves labels and dishes in bold alone', () => {
    expect(leadOf('<li><strong>有兩天以上：</strong>第二天可以改走西邊。</li>')).to.equal(undefined);
    expect(leadOf('<li><strong>虾饺</strong>:皮薄馅大,必点。</li>')).to.equal(undefined);
    expect(leadOf('<li>陶陶居:开在上下九步行街</li>')).to.equal(undefined);
  });
});

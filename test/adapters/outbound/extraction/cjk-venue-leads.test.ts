import { expect } from 'chai';
import { cjkBoldInProse, cjkBoldLeadSeries, cjkBoldLineVenues, cjkBoldSeries, cjkHeadingNamedBelow, cjkVenueLead } from '../../../../src/adapters/outbound/extraction/cjk-venue-leads.js';
import { all, parseHtmlDocument, textOf } from '../../../../src/adapters/outbound/extraction/dom.js';

function leadOf(html: string): string | undefined {
  const item = parseHtmlDocument(`<ul>${html}</ul>`).querySelector('li')!;
  return cjkVenueLead(item, textOf(item));
}

describe('CJK venues in bold that say where they are', () => {
  it('takes the bold name when the words after it say where it is', () => {
    expect(leadOf('<li><strong>陶陶居</strong>:开在上下九步行街,是老字号茶楼之一。</li>')).to.equal('陶陶居');
    expect(leadOf('<li><strong>点都德</strong>：位于北京路步行街,环境雅致。</li>')).to.equal('点都德');
    expect(leadOf('<li><strong>广州酒家</strong>:在东风东路,老牌酒家。</li>')).to.equal('广州酒家');
    expect(leadOf('<li><strong>个园：</strong>藏在东关街中段,是四大名园之一。</li>')).to.equal('个园');
  });

  it('takes the bold name of an item that gives its address, whatever it sells, without its branch', () => {
    expect(leadOf('<li><strong>張三瘋奶茶：</strong>一家以貓為主題的奶茶鋪。地址：思明區鼓浪嶼龍頭路</li>')).to.equal('張三瘋奶茶');
    expect(leadOf('<li><strong>Babycat私家御餅屋：</strong>店面做成咖啡館的樣子。地址：龍頭路</li>')).to.equal('Babycat私家御餅屋');
    expect(leadOf('<li><strong>必勝客(鷺江道店)：</strong>位置太好。地址：鷺江道</li>')).to.equal('必勝客');
    // A label without an address, or an address without the name's colon, is no venue.
    expect(leadOf('<li><strong>四大名吃：</strong>葉氏麻糍、原巷口魚丸。</li>')).to.equal(undefined);
  });

  it('leaves labels and dishes in bold alone', () => {
    expect(leadOf('<li><strong>有兩天以上：</strong>第二天可以改走西邊。</li>')).to.equal(undefined);
    expect(leadOf('<li><strong>虾饺</strong>:皮薄馅大,必点。</li>')).to.equal(undefined);
    expect(leadOf('<li>陶陶居:开在上下九步行街</li>')).to.equal(undefined);
  });
});

describe('CJK shops set as bold lines above their paragraphs', () => {
  const venuesOf = (html: string): string[] => [...cjkBoldLineVenues(all(parseHtmlDocument(html), 'p')).values()];

  it('takes each bold line when the paragraphs after them name the shops again', () => {
    const page =
      '<p><strong>旺旺小吃:</strong></p><p>第一站去了传说中的旺旺小吃。</p>' +
      '<p><strong>彭记肉丸店:</strong></p><p>当天最后一顿吃的是彭记肉丸店。</p>' +
      '<p><strong>周记粉店</strong></p><p>这家粉店藏在巷子里。</p>';
    expect(venuesOf(page)).to.deep.equal(['旺旺小吃', '彭记肉丸店', '周记粉店']);
  });

  it('leaves bold labels that the paragraphs after them do not repeat', () => {
    expect(venuesOf('<p><strong>交通:</strong></p><p>坐地铁很方便。</p><p><strong>住宿</strong></p><p>酒店在市中心。</p>')).to.deep.equal([]);
    expect(venuesOf('<p><strong>旺旺小吃:</strong></p><p>第一站去了旺旺小吃。</p>')).to.deep.equal([]);
    expect(venuesOf('<p>去了<strong>旺旺小吃</strong>。</p><p>旺旺小吃</p><p><b>彭记肉丸店</b> 好吃</p><p>彭记肉丸店</p>')).to.deep.equal([]);
  });
});

describe('CJK headings that the paragraph under them opens with', () => {
  const nameOf = (html: string): string | undefined => {
    const heading = parseHtmlDocument(html).querySelector('h2, h3')!;
    return cjkHeadingNamedBelow(heading, textOf(heading));
  };

  it('takes the heading as a name when the paragraph under it opens with it', () => {
    expect(nameOf('<h3>栈桥</h3><p>栈桥是青岛的地标之一。</p>')).to.equal('栈桥');
  });

  it('takes a shop\'s name in Han or kana as a name when the line under it gives its address; not a Korean label', () => {
    expect(nameOf('<h3>院8里</h3><p><strong>地址：</strong>菱窠路27号</p>')).to.equal('院8里');
    expect(nameOf('<h3>こだま食堂</h3><p>住所：熊本市中央区1-2</p>')).to.equal('こだま食堂');
    expect(nameOf('<h2>여행지 기본 정보</h2><p>위치: 경기도 수원시</p>')).to.equal(undefined);
  });

  it('leaves headings the paragraph does not open with, and section labels', () => {
    expect(nameOf('<h3>栈桥</h3><p>青岛最早的码头。</p>')).to.equal(undefined);
    expect(nameOf('<h3>交通</h3><p>交通很方便。</p>')).to.equal(undefined);
  });
});

describe('CJK places reviewed one bold name a paragraph', () => {
  const known = new Set(['拙政园', '沧浪亭', '怡园']);
  const seriesOf = (html: string): string[] => [...cjkBoldLeadSeries(all(parseHtmlDocument(html), 'p'), (name) => known.has(name)).values()];

  it('takes every bold name of the series when most are places the analysers know', () => {
    const page =
      '<p><b>拙政园</b>：名气最大。</p><p><b>狮子林</b>：孩子喜欢。</p><p><b>沧浪亭</b>：最老的园林。</p>' +
      '<p><b>怡园</b>：我最喜欢。</p><p><b>网师园，藕园</b>：可以省了。</p>';
    expect(seriesOf(page)).to.deep.equal(['拙政园', '狮子林', '沧浪亭', '怡园', '网师园, 藕园']);
  });

  it('takes nothing when the bold words are mostly no places, or too few', () => {
    expect(seriesOf('<p><b>交通</b>：坐地铁。</p><p><b>门票</b>：七十元。</p><p><b>拙政园</b>：名气最大。</p>')).to.deep.equal([]);
    expect(seriesOf('<p><b>拙政园</b>：名气最大。</p><p><b>狮子林</b>：孩子喜欢。</p>')).to.deep.equal([]);
  });

  it('reads a list of names before full-width colons, without bold, as such a series', () => {
    const listed = (html: string): string[] => [...cjkBoldLeadSeries(all(parseHtmlDocument(html), 'li, p'), (name) => known.has(name)).values()];
    const list = '<ul><li>拙政园：名气最大</li><li>函館朝市：とれたての魚介</li><li>沧浪亭：最老的园林</li><li>怡园：我最喜欢</li></ul>';
    expect(listed(list)).to.deep.equal(['拙政园', '函館朝市', '沧浪亭', '怡园']);
    // A paragraph without bold is prose, whatever its colon opens.
    expect(listed('<p>拙政园：名气最大</p><p>函館朝市：魚介</p><p>沧浪亭：最老</p>')).to.deep.equal([]);
  });

  it('reads one list as a series when the page\'s bold names are not, counting known names of three characters there', () => {
    const listed = (html: string): string[] => [...cjkBoldLeadSeries(all(parseHtmlDocument(html), 'li'), (name) => known.has(name) || ['食事', '宿泊'].includes(name)).values()];
    const sights = '<ul><li><b>拙政园</b>：名气最大</li><li><b>庆王府</b>：亲王的宅子</li><li><b>沧浪亭</b>：最老的园林</li></ul>';
    const crafts = '<ul><li><b>泥人张</b>：彩塑</li><li><b>杨柳青年画</b>：年画</li><li><b>耳朵眼炸糕</b>：现炸</li></ul>';
    expect(listed(sights + crafts)).to.deep.equal(['拙政园', '庆王府', '沧浪亭']);
    // Two characters are as often everyday words: a budget's meals and lodging make no series of places.
    expect(listed('<ul><li><b>交通費</b>：5000円</li><li><b>食事</b>：3000円</li><li><b>宿泊</b>：8000円</li></ul>' + crafts)).to.deep.equal([]);
  });

  it('takes Korean names of several words, without what one does there', () => {
    const korean = new Set(['실비식당', '대전갈비', '여수해상케이블카']);
    const listed = (html: string): string[] => [...cjkBoldLeadSeries(all(parseHtmlDocument(html), 'p'), (name) => korean.has(name)).values()];
    expect(listed('<p><b>실비식당</b> : 매운 국밥.</p><p><b>한가네 불닭발</b> : 바로 맞은편.</p><p><b>대전갈비</b> : 갈비.</p><p><b>여수해상케이블카 탑승</b> : 바다 위.</p>'))
      .to.deep.equal(['실비식당', '한가네 불닭발', '대전갈비', '여수해상케이블카']);
  });
});

describe('CJK names set in bold inside a sentence', () => {
  const boldNamesOf = (html: string): Array<string | undefined> => {
    const block = parseHtmlDocument(html).querySelector('p, li')!;
    return [...all(block, 'b, strong')].map((bold) => cjkBoldInProse(bold, textOf(block)));
  };

  it('takes a short name in bold that a sentence runs into, across a line break too', () => {
    expect(boldNamesOf('<p>駅前ビルの地下に入っている<b>アルビス</b>で、鱒の寿司を買うこと。</p>')).to.deep.equal(['アルビス']);
    expect(boldNamesOf('<p>お土産にぴったりの<br><b>千両</b>の「ます寿司」。</p>')).to.deep.equal(['千両']);
    expect(boldNamesOf('<p>오전에는 <b>가평 레일바이크</b>를 탔어요.</p>')).to.deep.equal(['가평 레일바이크']);
    expect(boldNamesOf('<p>喜欢植物的话一定要去看看<b>望天树</b>，感觉太震撼了。</p>')).to.deep.equal(['望天树']);
  });

  it('takes a name in bold and quotes that the sentence goes to or is at; not a quoted thing the sentence says it is', () => {
    expect(boldNamesOf('<p>ドラマにも登場した<strong>「ふたつじ」</strong>へ向かいます。</p>')).to.deep.equal(['ふたつじ']);
    expect(boldNamesOf('<p>申し込んだのが<strong>「フードツアー」</strong>です。</p>')).to.deep.equal([undefined]);
  });

  it('takes a shop whose name ends in や (屋) and a long katakana name parted by ・; not two names joined by や', () => {
    expect(boldNamesOf('<p>お土産は<b>石谷もちや</b>の大福にしました。</p>')).to.deep.equal(['石谷もちや']);
    expect(boldNamesOf('<p>デザートは<b>アンジェリック・ヴォヤージュ</b>のクレープです。</p>')).to.deep.equal(['アンジェリック・ヴォヤージュ']);
    expect(boldNamesOf('<p>朝は<b>金閣寺や銀閣寺</b>をまわりました。</p>')).to.deep.equal([undefined]);
  });

  it('leaves a bold label on its own line, a list line\'s opening word, a day\'s label and a sentence in bold', () => {
    expect(boldNamesOf('<p>📸 <b>볼거리</b></p>')).to.deep.equal([undefined]);
    expect(boldNamesOf('<li><strong>小吃必打卡</strong>：<br>1️⃣ <strong>汤包</strong>（认准老店）</li>')).to.deep.equal([undefined, undefined]);
    expect(boldNamesOf('<p><b>2일차</b> – 아침 일찍 향일암으로</p>')).to.deep.equal([undefined]);
    expect(boldNamesOf('<p>そして<b>ここがおすすめです</b>と言われた。</p>')).to.deep.equal([undefined]);
  });
});

describe('CJK names set in bold one after the other in a sentence', () => {
  const seriesOf = (html: string): string[] => {
    const block = parseHtmlDocument(html).querySelector('p')!;
    return [...cjkBoldSeries(block, all(block, 'strong, b'))].map((bold) => textOf(bold));
  };

  it('takes each bold whole, the last one too, when only commas stand between them', () => {
    expect(seriesOf('<p>통영항 근처로는 <b>서피랑 언덕</b>, <b>중앙시장</b>, <b>동피랑 벽화마을</b>, <b>남망산 조각공원</b>,</p>'))
      .to.deep.equal(['서피랑 언덕', '중앙시장', '동피랑 벽화마을', '남망산 조각공원']);
  });

  it('leaves bolds apart in a sentence, fewer than three, or holding a sentence', () => {
    expect(seriesOf('<p>먼저 <b>중앙시장</b>에 갔다가 <b>서피랑 언덕</b>에 오르고 <b>이순신 공원</b>까지 걸었어요.</p>')).to.deep.equal([]);
    expect(seriesOf('<p><b>중앙시장</b>, <b>서피랑 언덕</b></p>')).to.deep.equal([]);
  });
});

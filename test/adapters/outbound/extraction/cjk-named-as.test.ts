import { expect } from 'chai';
import { cjkNamedAs } from '../../../../src/adapters/outbound/extraction/languages/cjk-named-as.js';

const namesIn = (sentence: string): string[] => cjkNamedAs(sentence).map((named) => named.name);

describe('CJK names a sentence says are a place of some kind', () => {
  it('takes the name before 라는, という or after 叫 when a kind of place follows', () => {
    expect(namesIn('커피는 MOHB라는 카페에서 마셨다.')).to.deep.equal(['MOHB']);
    expect(namesIn("군부대가 떠난 자리에 '바다향기로'라는 산책로가 생겼다.")).to.deep.equal(['바다향기로']);
    expect(namesIn('駅前の「ひだまり」という喫茶店に入った。')).to.deep.equal(['ひだまり']);
    expect(namesIn('ブルーボトルというカフェで休憩。')).to.deep.equal(['ブルーボトル']);
    expect(namesIn('巷子里有一家叫阿婆的小店。')).to.deep.equal(['阿婆']);
  });

  it('takes a Japanese name in 「」 after its kind or before a word of going there; not a dish or a saying in 「」', () => {
    expect(namesIn('精肉店直営の焼肉「丸明」が見えてきた。')).to.deep.equal(['丸明']);
    expect(namesIn('観覧車「コスモクロック21」がゆっくり回っていた。')).to.deep.equal(['コスモクロック21']);
    expect(namesIn('そこから少し歩いて「ひがし茶屋街」へ。')).to.deep.equal(['ひがし茶屋街']);
    expect(namesIn('駅前には無料で使える足湯「家康の湯」もあります。')).to.deep.equal(['家康の湯']);
    expect(namesIn('有名な「熱海プリン」のカフェは、商店街の中にあります。')).to.deep.equal(['熱海プリン']);
    expect(namesIn('名物の「朴葉味噌」を食べた。「また来たい」と思った。')).to.deep.equal([]);
  });

  it('takes each of Japanese quoted names side by side after their kind or before it, and a name after a kind of shop; not dishes side by side', () => {
    expect(namesIn('この記事では、尾道ラーメンの有名店「たに」「朱華園」「味麺」をご紹介。')).to.deep.equal(['たに', '朱華園', '味麺']);
    expect(namesIn('「ハン市場」「ダナン大聖堂」「ロン橋」といった定番スポットを回りましょう。')).to.deep.equal(['ハン市場', 'ダナン大聖堂', 'ロン橋']);
    expect(namesIn('江戸時代から続くお寿司屋さん「宮徳」のせいろ寿司も外せません。')).to.deep.equal(['宮徳']);
    expect(namesIn('名物の「朴葉味噌」「五平餅」を食べた。')).to.deep.equal([]);
  });

  it('takes a name in lenticular brackets on a route, without what one does there; not a section label', () => {
    expect(namesIn('🌟上午：先把行李寄存在酒店➡️就近去【东方削面】吃午饭')).to.deep.equal(['东方削面']);
    expect(namesIn('拿到号就去【逛古城】➡️【古城墙骑行】')).to.deep.equal(['古城', '古城墙']);
    expect(namesIn('🚄【交通】周六去程：北京北8:20 → 大同南10:06')).to.deep.equal([]);
  });

  it('takes the stop a Chinese sentence numbers, without where it stands; not a clause of someone doing something, nor a heading\'s label', () => {
    expect(namesIn('午餐第五站，莊子土豆仁湯，這是一家專賣甜湯的店。')).to.deep.equal(['莊子土豆仁湯']);
    expect(namesIn('午餐第三站是就在赤崁隔壁的阿財點心，我們點了蝦捲。')).to.deep.equal(['阿財點心']);
    expect(namesIn('进了景区，第一站就是袁家界，电影的取景地就在这里。')).to.deep.equal(['袁家界']);
    expect(namesIn('午餐第二站，我們跑去赤崁吃棺材板。')).to.deep.equal([]);
    expect(namesIn('第一站：老城烟火气，从早餐开始')).to.deep.equal([]);
  });

  it('leaves nicknames, phrases and lodging', () => {
    expect(namesIn('‘한국의 나폴리’라는 별명이 있다.')).to.deep.equal([]);
    expect(namesIn('조용한 곳이라는 카페 후기가 많다.')).to.deep.equal([]);
    expect(namesIn('「ゆのくに」という旅館に泊まった。')).to.deep.equal([]);
  });
});

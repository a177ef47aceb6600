import { expect } from 'chai';
import { mentionContext } from '../../../src/domain/import/context-cues.js';

/** The context of `name` in `sentence`, from the words before and after it. */
function contextOf(sentence: string, name: string): string | undefined {
  const at = sentence.indexOf(name);
  expect(at, `"${name}" in "${sentence}"`).to.be.at.least(0);
  return mentionContext(sentence.slice(0, at), sentence, sentence.slice(at + name.length));
}

describe('CJK context cues', () => {
  const cases: Array<[string, string, string, string | undefined]> = [
    // Eaten or drunk: the object of the verb, or a serving of it; not where one eats.
    ['ko', '‘오코노미야키’도 꼭 먹어 봐야 할 메뉴입니다.', '오코노미야키', 'dish'],
    ['ko', '2차로 화순집에서 막걸리 한 주전자.', '막걸리', 'dish'],
    ['ko', '2차로 화순집에서 막걸리 한 주전자.', '화순집', undefined],
    ['ko', '경복궁을 둘러보고 비빔밥을 먹었다.', '경복궁', undefined],
    ['ja', '名物の博多ラーメンをぜひ食べてみて。', '博多ラーメン', 'dish'],
    ['ja', '清水寺を参拝してから湯豆腐を食べた。', '清水寺', undefined],
    ['ja', '錦市場で食べ歩き。', '錦市場', undefined],
    // Another name of a place the page names.
    ['ja', '「八坂庚申堂」の名で親しまれ、くくり猿が話題。', '八坂庚申堂', 'alias'],
    ['zh', '大雁塔又称慈恩寺塔。', '慈恩寺塔', 'alias'],
    ['zh', '寺里的三座塔又叫“大理三塔”。', '大理三塔', 'alias'],
    ['ko', '객리단길이라고도 불리는 골목.', '객리단길', 'alias'],
    // Where a train or a day leaves from; not a birthplace ("発祥").
    ['ja', '08:00 新宿発ロマンスカーで箱根へ。', '新宿', 'origin'],
    ['ja', '喜多方はラーメン発祥の地。', '喜多方', undefined],
    ['zh', '早上八点从杭州出发。', '杭州', 'origin'],
    ['ko', '오전 9시 부산 출발, 통영까지 두 시간.', '부산', 'origin'],
    // Advice not to go there; "don't forget to go" is the opposite.
    ['zh', '来青岛就别把时间耗在崂山上了。', '崂山', 'skipped'],
    ['zh', '别再去崂山浪费时间了。', '崂山', 'skipped'],
    ['zh', '别忘了去栈桥拍照。', '栈桥', undefined],
    ['zh', '下午去栈桥拍照。', '栈桥', undefined],
    ['ja', '清水寺は行かなくていいと思う。', '清水寺', 'skipped'],
    ['ko', '감천문화마을은 안 가도 돼요.', '감천문화마을', 'skipped'],
    // Not gone to for want of time.
    ['zh', '想再去太清宫时间都不太够。', '太清宫', 'skipped'],
    ['zh', '可惜太清宫没去成。', '太清宫', 'skipped'],
    ['zh', '太清宫时间刚好。', '太清宫', undefined],
    ['ja', '金閣寺は時間がなくて行けなかった。', '金閣寺', 'skipped'],
    ['ko', '성산일출봉은 시간이 없어서 못 갔어요.', '성산일출봉', 'skipped'],
    // A kind of place described: after a demonstrative or a superlative.
    ['zh', '当天最后一顿吃的是彭记肉丸店,这家苍蝇小馆真是惊喜!', '苍蝇小馆', 'generic'],
    ['zh', '当天最后一顿吃的是彭记肉丸店,这家苍蝇小馆真是惊喜!', '彭记肉丸店', undefined],
    ['zh', '栈桥是青岛最早的军用人工码头。', '军用人工码头', 'generic'],
    ['ja', '境内には日本最古の五重塔がある。', '五重塔', 'generic'],
    ['ko', '부산에서 가장 오래된 시장이에요.', '시장', 'generic'],
    ['ko', '그 카페는 조용했다.', '카페', 'generic'],
    // An area right before a shop's quoted name; a quoted epithet the sentence ends on.
    ['ko', '1. 남포동 ‘할매국밥’ — 부산 돼지국밥의 원조', '남포동', 'landmark'],
    ['ko', '여행객까지 길게 줄을 서는 진짜 ‘국밥 명가’예요.', '국밥 명가', 'generic'],
    // Ranked beside or compared with.
    ['ja', '兼六園は、水戸の偕楽園、岡山の後楽園と並ぶ名園のひとつ。', '偕楽園', 'compared'],
    ['ja', '兼六園は、水戸の偕楽園、岡山の後楽園と並ぶ名園のひとつ。', '後楽園', 'compared'],
    ['ja', '兼六園は、水戸の偕楽園、岡山の後楽園と並ぶ名園のひとつ。', '兼六園', undefined],
    ['zh', '与西湖相比，这里人少很多。', '西湖', 'compared'],
    ['ko', '팝업들 보니까 부산 영도 느낌도 살짝.', '부산 영도', 'compared'],
    ['ko', '‘한국의 나폴리’라는 별명답게 바다와 섬.', '나폴리', 'compared'],
    ['zh', '这里有“东方威尼斯”之称。', '威尼斯', 'compared'],
    ['ko', '추천 먹거리: 원조충무김밥, 오미사 꿀빵', '오미사', 'dish'],
    // A place that only says where another is.
    ['ko', '골목 안쪽이라 살짝 헤맴 (무신사 건물 건너편이에요!)', '무신사', 'landmark'],
    ['ja', '京都駅の向かいにあるカフェ。', '京都駅', 'landmark'],
    ['zh', '这家店在广州塔附近。', '广州塔', 'landmark'],
    // The place another's distance is measured from; not a place one goes a distance to.
    ['zh', '这家川菜馆离太古里近，所以很火。', '太古里', 'landmark'],
    ['zh', '酒店距离西湖只有十分钟。', '西湖', 'landmark'],
    ['ko', '해운대에서 가까운 카페예요.', '해운대', 'landmark'],
    ['zh', '下午离开西湖去灵隐寺。', '西湖', undefined],
    ['ja', '国営沖縄記念公園(海洋博公園)の中の水族館です。', '海洋博公園', 'landmark'],
    ['ko', '둘째 날은 토함산 쪽으로 이동했어요.', '토함산', 'landmark'],
    ['ja', '嵐山方面へ向かうバス。', '嵐山', 'landmark'],
    ['ja', '帰りは市場から一本本川側の通りを引き返した。', '本川', 'landmark'],
    ['ja', 'トゥボン川の橋を渡ってホテルへ戻る。', 'トゥボン川', 'landmark'],
  ];
  for (const [language, sentence, name, context] of cases) {
    it(`given "${sentence}" (${language}), when read, then ${name} is ${context ?? 'a possible stop'}`, () => {
      expect(contextOf(sentence, name)).to.equal(context);
    });
  }
});

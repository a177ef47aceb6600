import { expect } from 'chai';
import {
  cjkPlaceCandidates,
  cjkPlaceCandidatesSync,
  preloadCjk,
  type NameCandidate,
} from '../../../../src/adapters/outbound/extraction/languages/cjk-candidates.js';

const names = (candidates: NameCandidate[]): string[] => candidates.map((candidate) => candidate.name);

async function found(text: string): Promise<string[]> {
  const candidates = await cjkPlaceCandidates(text);
  for (const { name, index } of candidates) expect(text.slice(index, index + name.length)).to.equal(name);
  return names(candidates);
}

describe('CJK place-name candidates', function () {
  // The first Japanese text loads kuromoji's dictionary (under a second here).
  this.timeout(20_000);

  describe('Japanese (kuromoji)', () => {
    it('finds temples, slopes and districts in a model course', async () => {
      const list = await found('1日目は清水寺から二年坂を歩いて、夜は祇園で食事。');
      expect(list).to.deep.equal(['清水寺', '二年坂', '祇園']);
    });

    it('keeps whole compounds and proper nouns, and reads a second name in brackets', async () => {
      const candidates = await cjkPlaceCandidates('伏見稲荷大社と錦市場、嵐山の竹林、金閣寺（鹿苑寺）を巡る。大阪の道頓堀から長崎のハウステンボスへ。');
      expect(names(candidates)).to.include.members(['伏見稲荷大社', '錦市場', '嵐山', '金閣寺', '道頓堀', 'ハウステンボス', '大阪', '長崎']);
      expect(candidates.find((candidate) => candidate.name === '鹿苑寺')?.cue).to.equal('bracket');
      expect(candidates.find((candidate) => candidate.name === 'ハウステンボス')?.cue).to.equal('proper-noun');
      expect(candidates.find((candidate) => candidate.name === '錦市場')?.cue).to.equal('place-type');
    });

    it('drops common nouns, kinds of shop, dates and times', async () => {
      const list = await found('2024年3月15日、10時に京都駅集合。ホテルのカフェで休憩して、ラーメン屋と居酒屋、お寺と公園へ。一蘭ラーメン本店も。');
      expect(list).to.deep.equal(['京都駅', '一蘭ラーメン本店']);
    });

    it('reads a line of names without kana as Japanese on a Japanese page', async () => {
      expect(await found('京都のおすすめ\n金閣寺 清水寺 伏見稲荷大社')).to.deep.equal(['京都', '金閣寺', '清水寺', '伏見稲荷大社']);
    });
  });

  describe('Chinese (jieba)', () => {
    it('finds places in a simplified Chinese itinerary, not the food', async () => {
      const list = await found('第一天先去故宫博物院，下午逛南锣鼓巷，晚上去王府井小吃街。');
      expect(list).to.deep.equal(['故宫博物院', '南锣鼓巷', '王府井小吃街']);
    });

    it('reads traditional Chinese as written, tagging it through its simplified form', async () => {
      expect(await found('九份老街的芋圓很有名，之後去十分放天燈。')).to.deep.equal(['九份老街']);
      expect(await found('臺北故宮博物院在士林區。')).to.deep.equal(['臺北', '故宮博物院', '士林區']);
    });

    it('keeps place words, compounds with a place ending and numbered buildings', async () => {
      const list = await found('成都必去：宽窄巷子、武侯祠，晚上吃火锅。台北101和士林夜市，杭州西湖，上海东方明珠塔，北京动物园。');
      expect(list).to.deep.equal(['成都', '宽窄巷子', '武侯祠', '台北101', '士林夜市', '杭州', '西湖', '上海', '东方明珠塔', '北京动物园']);
    });

    it('drops generic words, dishes and prices', async () => {
      expect(await found('旅游攻略：景点、美食、小吃、夜市和公园。牛肉面和小笼包都很好吃，人均100元。')).to.deep.equal([]);
    });

    it('finds words outside the dictionary by their place ending', async () => {
      expect(await found('东京浅草寺、伏见稻荷大社')).to.deep.equal(['东京', '浅草寺', '伏见稻荷大社']);
    });
  });

  describe('Korean (words and particles)', () => {
    it('finds palaces, villages and markets, not the dish', async () => {
      const list = await found('첫째 날은 경복궁을 보고 북촌한옥마을을 걸은 뒤 광장시장에서 빈대떡을 먹었어요.');
      expect(list).to.deep.equal(['경복궁', '북촌한옥마을', '광장시장']);
    });

    it('keeps names written in two words, districts, cafés and Hanja in brackets', async () => {
      const candidates = await cjkPlaceCandidates(
        '부산 여행: 감천 문화마을, 해운대 해수욕장, 해동용궁사. 경복궁(景福宮) 근처 맛집과 카페 어니언에서 커피. 익선동, 제주도에서 성산일출봉.',
      );
      expect(names(candidates)).to.deep.equal([
        '부산', '감천 문화마을', '해운대 해수욕장', '해동용궁사', '경복궁', '景福宮', '카페 어니언', '익선동', '제주도', '성산일출봉',
      ]);
      expect(candidates.find((candidate) => candidate.name === '景福宮')?.cue).to.equal('bracket');
    });

    it('drops generic words and words that only end like places', async () => {
      expect(await found('맛집 카페 여행 코스! 유명한 시장 근처 친구 회사에서 질문.')).to.deep.equal([]);
    });
  });

  it('sends each sentence to its own language on a mixed page and ignores Latin text', async () => {
    const list = await found('Day 1 in Kyoto. 清水寺へ行きました。경복궁을 봤어요. 我们去了西湖。第一天去故宫博物院。');
    expect(list).to.deep.equal(['清水寺', '경복궁', '西湖', '故宫博物院']);
    expect(await cjkPlaceCandidates('Day 1: the Tower of London')).to.deep.equal([]);
  });

  it('answers synchronously once the analysers are loaded', async () => {
    await preloadCjk();
    expect(names(cjkPlaceCandidatesSync('金閣寺に行った。'))).to.deep.equal(['金閣寺']);
  });
});

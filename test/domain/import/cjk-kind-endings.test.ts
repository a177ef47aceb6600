import { expect } from 'chai';
import { endsLikeCjkSight } from '../../../src/domain/import/cjk-kind-endings.js';

describe('endsLikeCjkSight', () => {
  it('given CJK names ending in a kind of place one visits, when read, then they end like a sight', () => {
    for (const name of ['曼听公园', '告庄夜市', '嘉义市立美术馆', '단양구경시장', 'キングスパーク', '清水寺', '해동용궁사', '九份老街']) expect(endsLikeCjkSight(name), name).to.equal(true);
  });

  it('given stations, airports, wards, firms and names in other scripts, when read, then they do not', () => {
    for (const name of ['京都駅', '関西空港', '東山区', '航空会社', '대한항공', 'Sapphire Reserve', '스카이스캐너']) expect(endsLikeCjkSight(name), name).to.equal(false);
  });
});

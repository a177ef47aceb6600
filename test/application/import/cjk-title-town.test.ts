import { expect } from 'chai';
import { GazetteerGeocoder } from '../../../src/adapters/outbound/gazetteer/gazetteer-geocoder.js';
import { cjkTitleTown } from '../../../src/application/import/cjk-title-town.js';

describe('cjkTitleTown', function () {
  this.timeout(20_000);
  const geocoder = new GazetteerGeocoder();

  it('given a CJK title that opens with a town and a word of travel, when read, then the town is where the page is', async () => {
    expect(await cjkTitleTown(['大理旅游景点盘点:这些地方千万别错过'], geocoder)).to.deep.include({ city: 'Dali', countryCode: 'CN' });
    expect(await cjkTitleTown(['週末の金沢旅行記'], geocoder)).to.deep.include({ city: 'Kanazawa', countryCode: 'JP' });
    expect(await cjkTitleTown(['【2022】1泊2日で巡る熱海のおすすめモデルコース【初島も】'], geocoder)).to.deep.include({ city: 'Atami', countryCode: 'JP' });
  });

  it('given a CJK title that opens with a town and a dish or a word of eating out, when read, then the town is where the page is', async () => {
    expect(await cjkTitleTown(['2015秋・宇都宮餃子は『香蘭』がオススメ！'], geocoder)).to.deep.include({ city: 'Utsunomiya', countryCode: 'JP' });
    expect(await cjkTitleTown(['부산카페 투어'], geocoder)).to.deep.include({ city: 'Busan', countryCode: 'KR' });
    // A word of praise joins the town to the word as の does.
    expect(await cjkTitleTown(['台南おすすめグルメ20選! 台南で食べたいのはコレ!'], geocoder, 'ja')).to.deep.include({ city: 'Tainan', countryCode: 'TW' });
  });

  it('given a CJK title that opens with its year, when read, then a town right after the year is where the page is, whatever follows it', async () => {
    expect(await cjkTitleTown(['2025年开封菊花观赏指南:绚丽的菊花节来啦!'], geocoder)).to.deep.include({ city: 'Kaifeng', countryCode: 'CN' });
    expect(await cjkTitleTown(['2025年春节出行指南'], geocoder)).to.deep.equal({});
  });

  it('given a Chinese title that tours a town\'s old town, when read, then the town, read in the page\'s language, is where the page is', async () => {
    expect(await cjkTitleTown(['游览荆州古城'], geocoder, 'zh')).to.deep.include({ city: 'Jingzhou', countryCode: 'CN' });
    expect(await cjkTitleTown(['打卡大理古城'], geocoder, 'zh')).to.deep.include({ city: 'Dali', countryCode: 'CN' });
  });

  it('given a town before a word that is no word of travel, when read, then the title says nothing', async () => {
    expect(await cjkTitleTown(['大理石的故事', '中山陵一日游'], geocoder)).to.deep.equal({});
  });
});

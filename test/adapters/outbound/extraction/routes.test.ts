import { expect } from 'chai';
import { routeItems } from '../../../../src/adapters/outbound/extraction/routes.js';

describe('routes written with arrows or dashes', () => {
  it('given a route on one line, when read, then its stops are its items in order', () => {
    expect(routeItems('Belém Tower -> Alfama -> Chiado')).to.deep.equal(['Belém Tower', 'Alfama', 'Chiado']);
  });

  it('given a route opened by its day\'s label close against its first stop, when read, then the label is no part of the stop', () => {
    expect(routeItems('Day2鹿港天后宮→鹿港龍山寺→鹿港民俗文物館')).to.deep.equal(['鹿港天后宮', '鹿港龍山寺', '鹿港民俗文物館']);
  });

  it('given a breadcrumb from the site\'s home to the page, when read, then it is no route', () => {
    expect(routeItems('当前位置:首页 > 资讯 > 问答')).to.deep.equal([]);
    expect(routeItems('Home > Blog > Quanzhou > Three days')).to.deep.equal([]);
  });

  it('given a CJK route with a step of two places at once, when read, then both are stops; a range of prices is no route', () => {
    expect(routeItems('대릉원 - 경주향교,교동최씨고택 - 안압지')).to.deep.equal(['대릉원', '경주향교', '교동최씨고택', '안압지']);
    expect(routeItems('宿泊：1泊あたり約8,000〜15,000円')).to.deep.equal([]);
  });

  it('given a CJK route with a night\'s note in brackets as a step, or a shop named in Latin letters, when read, then its stops are the names (not the road\'s service area)', () => {
    expect(routeItems('죽변항 ― 드라마 세트장 ― 덕구계곡 ― (1박) ― 성류굴 ― 불영사')).to.deep.equal(['죽변항', '드라마 세트장', '덕구계곡', '성류굴', '불영사']);
    expect(routeItems('서울 출발 - 기흥휴게소 - 지린성 - 10E CAFE - 이성당 - 서울 도착')).to.deep.equal(['지린성', '10E CAFE', '이성당']);
    expect(routeItems('8 - 14 - Boulevard Castilhos França - Campina')).to.deep.equal([]);
  });

  it('given a route written one stop a line after its arrow, when read, then the line above the first arrow starts it', () => {
    const text = '2日目 能登へ\n金沢駅\n→輪島朝市\n→白米千枚田\n→世界一長いベンチ\n3日目 帰る';
    expect(routeItems(text)).to.deep.equal(['輪島朝市', '白米千枚田', '世界一長いベンチ']);
  });

  it('given a route that leaves from home and an airport, when read, then neither end is a stop; a station in the middle is', () => {
    expect(routeItems('各地-福岡空港-櫛田神社-博多駅-大濠公園-福岡空港-各地')).to.deep.equal(['櫛田神社', '博多駅', '大濠公園']);
  });

  it('given a drive\'s route through expressways to an exit, when read, then the roads and the exit are no stops', () => {
    expect(routeItems('南京→长深高速→沪昆高速→乌镇出口→西栅')).to.deep.equal(['南京', '西栅']);
  });

  it('given a route written down the page with each leg\'s distance and time and the day\'s date, when read, then the stops are the names after them', () => {
    const text = '<旅程>\n9/21(金)山口宇部空港\n→ 50k/1h 秋芳洞\n→ 100k/3h 角島灯台\n→ 40k/1h 長門・湯本温泉\n次の日';
    expect(routeItems(text)).to.deep.equal(['秋芳洞', '角島灯台', '長門・湯本温泉']);
  });

  it('given a route step that is a meal with where it is had in brackets, when read, then the step is that place', () => {
    expect(routeItems('통영케이블카 - 거제해수온천 - 저녁(금농갈비) - 매미성')).to.deep.equal(['통영케이블카', '거제해수온천', '금농갈비', '매미성']);
  });

  it('given a schedule line whose time opens it and whose sentence runs on with commas, when read, then it is no route', () => {
    expect(routeItems('08:00 - 由大理古城动身,赶往洱海公园码头,准备登船。')).to.deep.equal([]);
  });

  it('given a route whose start is a note in brackets, when read, then the note is no item', () => {
    expect(routeItems('(天神)-太宰府天満宮-九州国立博物館-キャナルシティ博多')).to.deep.equal(['太宰府天満宮', '九州国立博物館', 'キャナルシティ博多']);
  });
});

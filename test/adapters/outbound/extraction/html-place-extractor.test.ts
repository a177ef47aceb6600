import { expect } from 'chai';
import { HtmlPlaceExtractor } from '../../../../src/adapters/outbound/extraction/html-place-extractor.js';
import type { FetchedPage } from '../../../../src/application/ports/link-reader.port.js';
import type { Extraction, RelatedReader } from '../../../../src/application/ports/place-extractor.port.js';

const page = (body: string, finalUrl = 'https://site.example/post', contentType = 'text/html'): FetchedPage => ({ url: finalUrl, finalUrl, status: 200, contentType, body });
const none: RelatedReader = async () => undefined;
const extract = (p: FetchedPage, related: RelatedReader = none): Promise<Extraction> => new HtmlPlaceExtractor().extract(p, related);
const strong = (extraction: Extraction): Array<[string, string, number | undefined]> =>
  extraction.mentions.filter((m) => m.evidence !== 'text').map((m) => [m.evidence, m.name, m.day]);

describe('HtmlPlaceExtractor', () => {
  it('reads a JSON-LD TouristTrip with days, geo, addresses and the author', async () => {
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'BlogPosting', headline: 'Rome in two days', author: [{ '@type': 'Person', name: 'Lucas Moreau' }], keywords: 'Rome, Italy' },
        {
          '@type': 'TouristTrip',
          subTrip: [
            { '@type': 'Trip', name: 'Day 1: Ancient Rome', itinerary: { '@type': 'ItemList', itemListElement: [{ '@type': 'ListItem', position: 2, item: { '@type': 'TouristAttraction', name: 'Roman Forum' } }, { '@type': 'ListItem', position: 1, item: { '@type': 'TouristAttraction', name: 'Colosseum', geo: { '@type': 'GeoCoordinates', latitude: '41.8902', longitude: '12.4922' } } }] } },
            { '@type': 'Trip', name: 'Day 2', itinerary: [{ '@type': 'Restaurant', name: 'Roscioli', address: { '@type': 'PostalAddress', streetAddress: 'Via dei Giubbonari 21', addressLocality: 'Rome', addressCountry: 'IT' } }] },
          ],
        },
      ],
    };
    const result = await extract(page(`<html><head><script type="application/ld+json">${JSON.stringify(graph)}</script></head><body></body></html>`));
    expect(result.author).to.equal('Lucas Moreau');
    expect(result.title).to.equal('Rome in two days');
    expect(strong(result)).to.deep.equal([['jsonld', 'Colosseum', 1], ['jsonld', 'Roman Forum', 1], ['jsonld', 'Roscioli', 2]]);
    expect(result.mentions[0]!.coordinate).to.deep.equal({ latitude: 41.8902, longitude: 12.4922 });
    expect(result.mentions[2]).to.deep.include({ locality: 'Rome', country: 'IT', address: 'Via dei Giubbonari 21, Rome, IT', category: 'restaurant' });
    expect(result.dayTitles).to.deep.equal({ 1: 'Ancient Rome', 2: 'Day 2' });
  });

  it('reads the CJK names of an article\'s summary as summary mentions: not its names in other scripts, nor those its title holds', async () => {
    const head = '<title>绍兴一日游：沈园</title><meta property="og:type" content="article"><meta name="description" content="四月从杭州到绍兴，逛鲁迅故居、三味书屋和沈园，还有 Old Town 的 Anchang Bridge。">';
    const result = await extract(page(`<html><head>${head}</head><body><article><h1>绍兴一日游</h1><p>早上坐火车出发，天气很好。</p></article></body></html>`));
    const fromSummary = result.mentions.filter((m) => m.summary).map((m) => m.name);
    expect(fromSummary).to.include.members(['鲁迅故居', '三味书屋']);
    expect(fromSummary).to.not.include('沈园');
    expect(fromSummary.filter((name) => /[A-Za-z]/.test(name))).to.deep.equal([]);
  });

  it('reads a paragraph broken into lines by <br> with no name running from one line into the next', async () => {
    const body = `<html lang="fr"><body><article><h1>Madagascar en treize jours</h1>
      <p>Notre voyage, jour par jour, avec Sophie et les enfants, en mai.</p>
      <p>J2 : Baie de Lokaro et village d'Evatra<br>J3 : Avion jusqu'à Tuléar puis Ilakaka et Ranohira<br>J6 : Marche dans le Parc d'Andringitra<br>J7 : Fianarantsoa à Manakara par le train</p></article></body></html>`;
    const names = (await extract(page(body))).mentions.map((m) => m.name);
    expect(names.some((name) => /Evatra J3|Andringitra J7/.test(name)), names.join(' | ')).to.equal(false);
  });

  it('reads the body of a blog post that embeds a video (og:type video), with the chapters pasted into it, one per <br> line', async () => {
    const body = `<html><head><meta property="og:type" content="video.other"><meta name="description" content="A walk through the old town."></head><body><article>
      <h1>Old town walk in 4K</h1><p>We filmed on a bright morning.</p>
      <p>Chapters<br>0:00 Intro<br>1:10 Market Square<br>4:05 St. Anne's Church<br>9:30 River Promenade</p></article></body></html>`;
    const result = await extract(page(body));
    expect(strong(result).filter(([evidence]) => evidence === 'chapters').map(([, name]) => name)).to.deep.equal(['Market Square', "St. Anne's Church", 'River Promenade']);
  });

  it('given a video\'s chapters run on in one line from 0:00, when read, then each is a chapter; a day\'s times in one line are not', async () => {
    const body = `<html><body><article><h1>A walk through the old town</h1><p>We filmed on a bright morning.</p>
      <p><strong>Video timeline:</strong> 0:00 Intro 1:10 Market Square 4:05 St. Anne's Church 9:30 River Promenade</p>
      <p><b>Day 5</b> 07:00 Prague departure → 09:55 Český Krumlov arrival 15:40 Český Krumlov departure</p></article></body></html>`;
    const chapters = (await extract(page(body))).mentions.filter((m) => m.evidence === 'chapters').map((m) => m.name);
    expect(chapters).to.include.members(['Market Square', "St. Anne's Church", 'River Promenade']);
    expect(chapters.some((name) => name.includes('departure'))).to.equal(false);
  });

  it('given a walking video\'s chapters in capitals, when read, then each is a name however everyday its words; one lone everyday word is not', async () => {
    const body = `<html lang="en"><head><meta property="og:type" content="video.other"></head><body><article><h1>Sacramento walk</h1>
      <p>0:00 Intro<br>2:15 Capitol Buildings and Grounds<br>7:40 Central Old Town<br>12:05 Coffee</p></article></body></html>`;
    const chapters = (await extract(page(body))).mentions.filter((m) => m.evidence === 'chapters');
    expect(chapters.filter((m) => !m.everyday).map((m) => m.name)).to.include.members(['Capitol Buildings and Grounds', 'Central Old Town']);
    expect(chapters.find((m) => m.name === 'Coffee')?.everyday).to.equal(true);
  });

  it('given a Japanese diary\'s schedule marking its sights with a star, when read, then each chapter is the name up to its note', async () => {
    const body = `<html lang="ja"><body><article><h1>萩の旅 2日目</h1><p>07:30 ホテルで朝ごはん<br>08:50 ★大照院 重要文化財 200円<br>09:30 ★萩自然と歴史の展示館 昔の駅舎を改装した資料館<br>10:20 ★松陰誕生地 高台にある</p></article></body></html>`;
    const chapters = strong(await extract(page(body))).filter(([evidence]) => evidence === 'chapters').map(([, name]) => name);
    expect(chapters).to.include.members(['大照院', '萩自然と歴史の展示館', '松陰誕生地']);
  });

  it('given a blog that writes a sight\'s name on a line of its own before what it says of it, when read, then the line is a lead; a lone line of another kind is not', async () => {
    const body = `<html lang="ja"><body><article><h1>萩の旅</h1><p>松蔭記念館</p><p>幕末の歴史がよく分かる展示で、ゆっくり見て回りました。</p>
      <p>金子みすゞ記念館<br>このあたりに来たら、やっぱり寄っておきたい場所です。</p><p>反応型</p><p>SHIINBLOG</p></article></body></html>`;
    const leads = strong(await extract(page(body))).map(([, name]) => name);
    expect(leads).to.include.members(['松蔭記念館', '金子みすゞ記念館']);
    expect(leads).not.to.include.members(['反応型', 'SHIINBLOG']);
  });

  it('given a list typed with bullets whose items are mostly names the analysers know, when read, then its other short items are names too; what one does there is not', async () => {
    const body = `<html lang="ja"><body><article><h1>ブハラ散歩</h1><p><b>★8月12日</b><br>・イスマイール・サーモニー廟<br>・チャシュマ・アイユブ<br>・デフコン・バザール<br>・ボラハウズ・モスク<br>・アルク城<br>・チョル・ミナル<br>・ナディール・デイヴァンベギ・メドレセ<br>・ライトアップ観賞</p></article></body></html>`;
    const leads = strong(await extract(page(body))).map(([, name]) => name);
    expect(leads).to.include.members(['イスマイール・サーモニー廟', 'チャシュマ・アイユブ', 'デフコン・バザール', 'アルク城', 'チョル・ミナル']);
    expect(leads).not.to.include('ライトアップ観賞');
  });

  it('given a list after a paragraph that counts as many shops, when read, then each item is a name, however long; not a list of another count', async () => {
    const list = '<ul><li>菊一</li><li>季節料理 おでん 黒百合</li><li>おでん高砂</li><li>カオソーイ・ラムドゥアン</li><li>おでん よし坊</li></ul>';
    const counted = strong(await extract(page(`<html lang="ja"><body><article><h1>金沢おでん</h1><p>今回取り上げる老舗5店は、どれも中心部にあります。</p>${list}</article></body></html>`))).map(([, name]) => name);
    expect(counted).to.include.members(['季節料理 おでん 黒百合', 'おでん高砂', 'カオソーイ・ラムドゥアン', 'おでん よし坊']);
    const other = strong(await extract(page(`<html lang="ja"><body><article><h1>金沢おでん</h1><p>今回取り上げる老舗3店は、どれも中心部にあります。</p>${list}</article></body></html>`))).map(([, name]) => name);
    expect(other).not.to.include('カオソーイ・ラムドゥアン');
  });

  it('given a Korean list whose items close on a quoted name, when read, then the quoted name is each item\'s lead', async () => {
    const body = `<html lang="ko"><body><article><h1>전주 현지인 맛집</h1><ul><li>전주 3대 물갈비 우아동 ‘신돈조선별관’</li><li>진한 매운맛의 낙지볶음과 양푼 갈비 효자동 ‘다산돼지와낙지’</li><li>몸보신 제대로 되는 버섯의 맛 중화산동 ‘장수버섯마을’</li></ul></article></body></html>`;
    const leads = strong(await extract(page(body))).map(([, name]) => name);
    expect(leads).to.include.members(['신돈조선별관', '다산돼지와낙지', '장수버섯마을']);
  });

  it('given a heading led by a meal\'s label, when read, then the name that makes up the rest is a venue, however everyday its words; a sentence after the label is not', async () => {
    const prose = '<p>Plenty of hotels in town serve breakfast with the room, but if yours does not, this is the place to go first thing in the morning.</p>'.repeat(2);
    const body = `<html lang="en"><body><article><h1>Three days in Franschhoek</h1>${prose}<h3>Breakfast – Get Lost Coffee</h3>${prose}<ul><li><strong>Dinner:</strong> Book a table at Kai Café, a relaxed room.</li></ul></article></body></html>`;
    const mentions = (await extract(page(body))).mentions;
    expect(mentions.find((m) => m.name === 'Get Lost Coffee' && m.evidence === 'article')?.everyday).to.equal(undefined);
    expect(mentions.find((m) => m.name === 'Book' && m.evidence === 'article')?.everyday).to.equal(true);
  });

  it('given a French tour card and a bold name in a sentence, when read, then the card\'s one-word labels are everyday words and the name in the sentence is not', async () => {
    const prose = '<p>Nous avons parcouru la région pendant deux semaines, de village en village, et voici ce que nous en retenons pour votre propre séjour.</p>'.repeat(2);
    const body = `<html lang="fr"><body><article><h1>Circuit au Sénégal</h1>${prose}<ul><li><strong>Durée</strong> : 12 jours</li><li><strong>Hébergement</strong> : campements</li></ul><p>Le soir, le souper chez <strong>Panache</strong> était délicieux.</p></article></body></html>`;
    const mentions = (await extract(page(body))).mentions.filter((m) => m.evidence === 'article');
    expect(mentions.find((m) => m.name === 'Durée')?.everyday).to.equal(true);
    expect(mentions.find((m) => m.name === 'Hébergement')?.everyday).to.equal(true);
    const panache = mentions.find((m) => m.name === 'Panache');
    expect(panache).to.not.equal(undefined);
    expect(panache?.everyday).to.equal(undefined);
  });

  it('given an old page laid out in a table, when read, then the paragraphs of its cells are read and its navigation cell is not', async () => {
    const body = `<html><body><table><tr><td class="leftnav"><p><b>East Africa</b><br><a href="01.html">01 Dar es Salaam</a><br><a href="02.html">02 Zanzibar</a><br><a href="03.html">03 Arusha</a></p></td>
      <td><h1>Zanzibar</h1><p>Two of the grand waterfront buildings, the <b>Beit el-Ajaib</b> and the <b>Beit al-Sahel</b>, now hold museums worth an afternoon of anyone's time.</p>
      <p>Our daily hangout became a café right below <b>Forodhani Park</b>, where we watched the dhows come in every single evening of the week.</p></td></tr></table></body></html>`;
    const names = (await extract(page(body))).mentions.filter((m) => m.evidence === 'article').map((m) => m.name);
    expect(names).to.include.members(['Beit el-Ajaib', 'Beit al-Sahel', 'Forodhani Park']);
    expect(names).to.not.include('East Africa');
  });

  it('given a plan whose day lines link every stop, which Readability cuts as navigation, when read, then its stops are read, and a breadcrumb is not', async () => {
    const prose = '<p>我總覺得每個地方都帶著自己的性格,福建給我的感覺是文藝,很適合慢慢走。這一帶的景點大多不用買門票,錢幾乎都用在住宿和吃飯上。</p>'.repeat(4);
    const link = (name: string) => `<a href="https://site.example/poi/${encodeURIComponent(name)}">${name}</a>`;
    const body = `<html><body><div class="crumbs">${link('首頁')} &gt; ${link('遊記')} &gt; ${link('泉州')} &gt; 正文</div><article><h1>泉州遊記</h1>${prose}
      <div class="itinerary"><p><strong>【DAY1】</strong>:${link('深圳')} 出發——抵達 ${link('泉州')} ——鐘樓—— ${link('開元寺')} —— ${link('東西塔')}</p>
      <p><strong>【DAY2】</strong>:${link('天后宮')} —— ${link('關帝廟')} —— ${link('清凈寺')} —— ${link('承天寺')}</p></div>${prose}</article></body></html>`;
    const found = strong(await extract(page(body)));
    const names = found.map(([, name]) => name);
    expect(names).to.include.members(['開元寺', '東西塔', '天后宮', '關帝廟', '清凈寺', '承天寺']);
    expect(found.filter(([, name]) => name === '天后宮').map(([, , day]) => day)).to.include(2);
    expect(names).to.not.include.members(['首頁', '遊記', '正文', '深圳']);
  });

  it('given a tag page listing posts, each titled with a venue, its town and a month, when read, then every post\'s venue is read; not a thread\'s replies', async () => {
    const words = (what: string) => Array.from({ length: 12 }, (_, i) => `At ${what}, note ${i}: ${what} was worth the walk.`).join(' ');
    const post = (title: string, paragraphs: number) => `<article class="post"><header><h2><a href="/p">${title}</a></h2></header><div class="post-body">${`<p>${words(title.split(',')[0]!.toLowerCase())}</p>`.repeat(paragraphs)}</div></article>`;
    // Readability keeps the long post and leaves out the short ones beside it.
    const body = `<html><body><header><h1>Eat Like Us</h1></header><div id="posts">${post('Himschoot, Ghent 02-2012', 6)}${post('Eetkaffee Multatuli, Ghent 02-2012', 1)}${post('Tierenteyn, Ghent 03-2012', 1)}</div></body></html>`;
    const headings = (await extract(page(body))).mentions.filter((m) => m.cue === 'heading').map((m) => m.name);
    expect(headings).to.include.members(['Himschoot', 'Eetkaffee Multatuli', 'Tierenteyn']);
    expect(headings.some((name) => /2012/.test(name))).to.equal(false);
  });

  it('given a title listing the stops, whose heading Readability drops as the title\'s repeat, when read, then its places are read', async () => {
    const title = '1박 2일 양양여행: 하조대 해변 주변 탐방, 올라칸바스, 카페 달파도, 남대천생태공원';
    const prose = '<p>갑자기 떠나게 된 여행이었어요. 집에 잠깐 들러서 짐을 챙기고 바로 출발했어요. 저는 운전을 못 해서 옆자리에서 갈 만한 곳을 열심히 검색하는 담당이에요. 비 소식이 있어서 조금 걱정했어요.</p>'.repeat(4);
    const result = await extract(page(`<html lang="ko"><head><title>${title}</title></head><body><article><h2 class="title">${title}</h2>${prose}</article></body></html>`));
    expect(result.mentions.map((m) => m.name)).to.include.members(['하조대 해변', '올라칸바스', '카페 달파도', '남대천생태공원']);
  });

  it('given a CJK title chaining the stops with dashes, whose heading Readability drops, when read, then its places are read', async () => {
    const title = '1박2일 안동-첫째날:하회마을 - 월영교 - 안동구시장 -군자마을 한옥스테이';
    const prose = '<p>아이가 사회 과목을 어려워해서 직접 보고 만질 수 있는 곳으로 다니기로 했어요. 학교 개교기념일이 끼어 있어서 하루 더 쉴 수 있었어요. 아침 일찍 출발했어요.</p>'.repeat(4);
    const result = await extract(page(`<html lang="ko"><head><title>${title}</title></head><body><article><h2 class="title">${title}</h2>${prose}</article></body></html>`));
    expect(result.mentions.map((m) => m.name)).to.include.members(['하회마을', '월영교', '안동구시장']);
  });

  it('given a theme\'s text for screen readers only, when read, then it is no heading of the article', async () => {
    const prose = '<p>Wir sind am Freitagabend mit dem Zug angekommen und haben die ganze Altstadt zu Fuß erkundet, vom Holstentor bis zum Dom.</p>'.repeat(4);
    const result = await extract(page(`<html lang="de"><body><article><h1>Ein Wochenende in Lübeck</h1>${prose}<h2>Holstentor</h2>${prose}<h2 class="screen-reader-text">Beitragsnavigation</h2><a class="skip-link sr-only" href="#c">Zum Inhalt</a></article></body></html>`));
    expect(result.mentions.map((m) => m.name)).to.include('Holstentor').and.not.include('Beitragsnavigation');
  });

  it('given an English post on a blog whose template declares German, when read, then it is read as English', async () => {
    const prose = '<p>We caught the early bus from the village and rode for an hour over the mountains, with the clouds below us, until the town came into view.</p>'.repeat(3);
    const result = await extract(page(`<html lang="de"><body><article><h1>A bus ride from Faial to Monte</h1>${prose}</article></body></html>`));
    expect(result.language).to.equal('en');
  });

  it('given paragraphs and a list inside a quote, when read, then each is read as a block of its own', async () => {
    const body = `<html><body><article><h1>One day in Jeonju</h1><p>We took the bus down for the holiday and walked the whole day.</p>
      <blockquote><p>Terminal -> Gaeksa-gil -> Jeondong Cathedral -> Hwasunjip -> Terminal</p><ul><li><strong>Nambu Market</strong>: the youth mall upstairs.</li></ul></blockquote>
      <p>Hanok Village came up several times because we kept walking through it between the other stops of the day.</p></article></body></html>`;
    const names = (await extract(page(body))).mentions.filter((m) => m.evidence === 'article').map((m) => m.name);
    expect(names).to.include.members(['Gaeksa-gil', 'Jeondong Cathedral', 'Hwasunjip', 'Nambu Market']);
  });

  it('given a sentence in bold, when read, then its places are prose candidates; a bold name is a lead and no prose', async () => {
    const body = `<html><body><article><h1>Bangkok after dark</h1><p><strong>In the evening we would take a boat along the Chao Phraya River</strong> to see the temples lit up.</p>
      <p>We ended the night at <strong>Asiatique</strong>, a riverside market with a big wheel.</p></article></body></html>`;
    const mentions = (await extract(page(body))).mentions;
    expect(mentions.filter((m) => m.evidence === 'text').map((m) => m.name)).to.include('Chao Phraya River').and.not.include('Asiatique');
    expect(mentions.filter((m) => m.evidence === 'article').map((m) => m.name)).to.include('Asiatique');
  });

  it('given a bold lead that is a phrase, not a name, when read, then the names in it are read as a heading\'s words are', async () => {
    const body = `<html lang="it"><body><article><h1>Osaka da mangiare</h1><p><strong>I takoyaki di Kukuru:</strong> le classiche polpette di polpo, preparate al momento sulla riva del canale.</p></article></body></html>`;
    const mentions = (await extract(page(body))).mentions;
    expect(mentions.find((m) => m.name === 'Kukuru')).to.include({ evidence: 'text', inHeading: true });
  });

  it('given a name in bold after an office ("el canciller <strong>…</strong>"), when read, then it is a person', async () => {
    const body = `<html><body><article><h1>Visa Working Holiday</h1><p>A finales de junio, el canciller <strong>Alberto van Klaveren</strong> y la ministra de Relaciones Exteriores de Islandia,
      <strong>Thórdis Kolbrún Reykfjörd Gylfadóttir</strong>, firmaron el convenio en <strong>Reykjavik</strong>.</p></article></body></html>`;
    const leads = (await extract(page(body))).mentions.filter((m) => m.cue === 'lead');
    expect(leads.map((m) => [m.name, m.context])).to.deep.include.members([
      ['Alberto van Klaveren', 'person'],
      ['Thórdis Kolbrún Reykfjörd Gylfadóttir', 'person'],
      ['Reykjavik', undefined],
    ]);
  });

  it('counts numbered headings as a top-N list, but not a schedule\'s times', async () => {
    const list = await extract(page('<article><h2>1. Gianicolo</h2><p>A view.</p><h2>2. Pincio</h2><p>Another.</p><h2>3) Aventino</h2><p>A keyhole.</p></article>'));
    const schedule = await extract(page('<article><h2>Day 1</h2><h3>10:00</h3><p>Train to the castle.</p><h3>10:30</h3><p>Walk.</p><h3>11:00</h3><p>Lunch.</p></article>'));
    expect([list.numberedHeadings, schedule.numberedHeadings]).to.deep.equal([3, 0]);
  });

  it('tolerates broken JSON-LD', async () => {
    const result = await extract(page('<script type="application/ld+json">{"@type": "Place", "name": "Ponte Vecchio",}</script><script type="application/ld+json">{not json</script>'));
    expect(strong(result)).to.deep.equal([['jsonld', 'Ponte Vecchio', undefined]]);
  });

  it('reads microdata places under Day headings', async () => {
    const result = await extract(page(`<h2>Day 1</h2><div itemscope itemtype="https://schema.org/TouristAttraction"><h3 itemprop="name">Charles Bridge</h3>
      <div itemprop="geo" itemscope itemtype="https://schema.org/GeoCoordinates"><meta itemprop="latitude" content="50.0865"><meta itemprop="longitude" content="14.4114"></div></div>
      <h2>Day 2</h2><div itemscope itemtype="https://schema.org/Restaurant"><span itemprop="name">Lokál</span><p itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="addressLocality">Prague</span></p></div>`));
    // The heading naming the place is read too (an `article` mention); the pipeline merges it into the microdata place.
    expect(strong(result)).to.deep.equal([['microdata', 'Charles Bridge', 1], ['microdata', 'Lokál', 2], ['article', 'Charles Bridge', 1]]);
    expect(result.mentions[0]!.coordinate).to.deep.equal({ latitude: 50.0865, longitude: 14.4114 });
    expect(result.mentions[1]!.locality).to.equal('Prague');
  });

  it('reads a YouTube watch page: chapters (not intro or outro), description and channel', async () => {
    const player = { videoDetails: { title: 'Kyoto in 3 days', author: 'Mei Travels', shortDescription: 'My Kyoto trip!\n\n0:00 Intro\n1:10 Fushimi Inari Taisha\n4:30 Day 2 - Lunch at Nishiki Market\n9:00 Final thoughts\n\n📍 Gion\n#kyoto', keywords: ['kyoto'] } };
    const result = await extract(page(`<html><head><meta property="og:type" content="video.other"></head><body><script>var ytInitialPlayerResponse = ${JSON.stringify(player)};var x = {"}": 1};</script></body></html>`, 'https://www.youtube.com/watch?v=abcdefghijk'));
    expect(result.kind).to.equal('video');
    expect(result.author).to.equal('Mei Travels');
    expect(strong(result)).to.deep.equal([['chapters', 'Fushimi Inari Taisha', undefined], ['chapters', 'Nishiki Market', 2], ['caption', 'Gion', undefined]]);
    expect(result.tags).to.include('kyoto');
  });

  it('reads chapter markers from ytInitialData', async () => {
    const data = { a: { markersMap: [{ value: { chapters: [{ chapterRenderer: { title: { simpleText: 'Shibuya Crossing' } } }, { chapterRenderer: { title: { simpleText: 'Outro' } } }] } }] } };
    const result = await extract(page(`<script>var ytInitialData = ${JSON.stringify(data)};</script><script>var ytInitialPlayerResponse = {"videoDetails": {"title": "Tokyo"}};</script>`, 'https://www.youtube.com/watch?v=abcdefghijk'));
    expect(strong(result)).to.deep.equal([['chapters', 'Shibuya Crossing', undefined]]);
  });

  it('reads a TikTok page\'s caption and author from its embedded data', async () => {
    const data = { __DEFAULT_SCOPE__: { 'webapp.video-detail': { itemInfo: { itemStruct: { desc: 'Lisbon in 2 days 🇵🇹\nDay 1: Alfama, São Jorge Castle\nDay 2: Belém Tower & Pastéis de Belém #lisbon', author: { uniqueId: 'ana', nickname: 'Ana Costa' } } } } } };
    const result = await extract(page(`<meta property="og:type" content="video.other"><script id="__UNIVERSAL_DATA_FOR_REHYDRATION__" type="application/json">${JSON.stringify(data)}</script>`, 'https://www.tiktok.com/@ana/video/1'));
    expect(result.author).to.equal('Ana Costa');
    expect(strong(result)).to.deep.equal([['caption', 'Alfama', 1], ['caption', 'São Jorge Castle', 1], ['caption', 'Belém Tower', 2], ['caption', 'Pastéis de Belém', 2]]);
    expect(result.tags).to.deep.equal(['lisbon']);
  });

  it('reads a caption line an emoji opens as prose when it is a sentence, and as a lead when it is a name', async () => {
    const data = { __DEFAULT_SCOPE__: { 'webapp.video-detail': { itemInfo: { itemStruct: { desc: 'A slow day 🧡\n🥭 Then wander the lanes behind Sisavangvong Road before the heat\n🛕 Wat Xieng Thong', author: { uniqueId: 'nora' } } } } } };
    const result = await extract(page(`<meta property="og:type" content="video.other"><script id="__UNIVERSAL_DATA_FOR_REHYDRATION__" type="application/json">${JSON.stringify(data)}</script>`, 'https://www.tiktok.com/@nora/video/2'));
    expect(result.mentions.filter((m) => m.evidence === 'text').map((m) => m.name)).to.include('Sisavangvong Road');
    expect(strong(result).map(([, name]) => name)).to.include('Wat Xieng Thong');
  });

  it('asks the linked oEmbed endpoint for a caption the page does not carry', async () => {
    const asked: string[] = [];
    const related: RelatedReader = async (url) => {
      asked.push(url);
      return page(JSON.stringify({ version: '1.0', title: '📍Park Güell 📍Casa Batlló', author_name: 'Carla Ruiz', provider_name: 'TikTok' }), url, 'application/json');
    };
    const result = await extract(page('<meta property="og:type" content="video.other"><link rel="alternate" type="application/json+oembed" href="/oembed?id=1">', 'https://videos.example/v/1'), related);
    expect(asked).to.deep.equal(['https://videos.example/oembed?id=1']);
    expect(result.author).to.equal('Carla Ruiz');
    expect(strong(result)).to.deep.equal([['caption', 'Park Güell', undefined], ['caption', 'Casa Batlló', undefined]]);
  });

  it('reads an Instagram post from its Open Graph text', async () => {
    const description = '1,204 likes, 33 comments - anna.travels on May 2, 2025: "Vienna weekend\n1. Schönbrunn Palace\n2. Naschmarkt\n#vienna".';
    const result = await extract(page(`<meta property="og:title" content="Anna on Instagram: &quot;Vienna weekend&quot;"><meta property="og:description" content="${description.replace(/"/g, '&quot;')}">`, 'https://www.instagram.com/p/abc/'));
    expect(result.kind).to.equal('photo');
    expect(result.author).to.equal('Anna');
    expect(strong(result)).to.deep.equal([['caption', 'Schönbrunn Palace', undefined], ['caption', 'Naschmarkt', undefined]]);
  });

  it('reads the whole caption of a post shown on a page of its own when the shared text only sums it up', async () => {
    const body =
      '<p>Hot chicken is the thing here, so it was our very first stop the second we rolled into town.</p>' +
      '<p>That night: the Johnny Cash Museum. It was fine, most of the displays are videos you could watch at home, so not sure it was worth the ticket.</p>' +
      '<p>Then we walked up and down Broadway, where nearly every bar has a band playing until late in the night.</p>';
    const result = await extract(page(`<meta property="og:title" content="A Wilder Season on Instagram: &quot;Nashville, day 1&quot;"><meta name="description" content="Nashville day 1: hot chicken, a museum that was just OK."><div class="caption">${body}</div>`));
    expect(result.kind).to.equal('photo');
    expect(result.mentions.map((m) => m.name)).to.include.members(['Johnny Cash Museum', 'Broadway']);
  });

  it('marks the list lines under a 📍 pin, until a blank line, with the pin\'s name', async () => {
    const description = '98 likes, 3 comments - jiwoo on May 2, 2025: "Seongsu cafés\n\n📍 프롤라\n에스프레소 바.\n☑️ 플랫화이트 — 부드럽고 깔끔\n\n✅ 서울숲".';
    const result = await extract(page(`<meta property="og:title" content="Jiwoo on Instagram: &quot;Seongsu cafés&quot;"><meta property="og:description" content="${description.replace(/"/g, '&quot;')}">`, 'https://www.instagram.com/p/abd/'));
    const caption = result.mentions.filter((m) => m.evidence === 'caption').map((m) => [m.name, m.under]);
    expect(caption).to.deep.equal([['프롤라', undefined], ['플랫화이트', '프롤라'], ['서울숲', undefined]]);
  });

  it('reads a board\'s RSS feed: one place per pin title', async () => {
    const rss = `<?xml version="1.0"?><rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>Porto trip</title><dc:creator>joana</dc:creator>
      <item><title>Livraria Lello, Porto</title><description>&lt;img src="x"&gt;So pretty</description></item>
      <item><title>Sunset at Dom Luís I Bridge | Porto travel</title><description>Go at golden hour</description></item></channel></rss>`;
    const result = await extract(page(rss, 'https://www.pinterest.com/joana/porto-trip.rss', 'application/rss+xml'));
    expect(result).to.deep.include({ kind: 'board', title: 'Porto trip', author: 'joana' });
    expect(strong(result)).to.deep.equal([['feed', 'Livraria Lello, Porto', undefined], ['feed', 'Dom Luís I Bridge', undefined]]);
  });

  it('follows a board page to its feed', async () => {
    const related: RelatedReader = async (url) => page('<rss><channel><title>B</title><item><title>Tower Bridge</title></item></channel></rss>', url, 'application/rss+xml');
    const result = await extract(page('<meta property="og:type" content="pinterestapp:board"><link rel="alternate" type="application/rss+xml" href="https://www.pinterest.com/u/b.rss">', 'https://www.pinterest.com/u/b/'), related);
    expect(strong(result)).to.deep.equal([['feed', 'Tower Bridge', undefined]]);
  });

  it('reads an article: Day headings set days, numbered headings and list leads name places, prose gives candidates', async () => {
    const prose = 'This is a long enough paragraph about travelling slowly and eating well, written to look like an article. '.repeat(4);
    const result = await extract(page(`<html><head><title>Porto guide | Blog</title><meta name="author" content="Joana"></head><body><nav>Home Paris Rome</nav><article><h1>Porto guide</h1><p>${prose}</p>
      <h2>Day 1: Ribeira</h2><p>Walk from São Bento Station down to the river. ${prose}</p>
      <h2>Day 2</h2><ol><li><strong>Serralves</strong> – modern art and gardens.</li><li>Majestic Café: coffee in style</li></ol>
      <h2>Where to stay</h2><p>Near Clérigos Tower is best. ${prose}</p>
      <h3>3. Cantinho do Avillez</h3><p>${prose}</p></article><footer>Privacy Policy</footer></body></html>`));
    expect(result.author).to.equal('Joana');
    expect(result.dayTitles).to.deep.equal({ 1: 'Ribeira' });
    expect(strong(result)).to.deep.equal([['article', 'Ribeira', 1], ['article', 'Serralves', 2], ['article', 'Majestic Café', 2], ['article', 'Cantinho do Avillez', undefined]]);
    expect(result.mentions[0]!.requireGeocode).to.equal(true);
    const text = result.mentions.filter((m) => m.evidence === 'text').map((m) => [m.name, m.day]);
    expect(text).to.deep.include.members([['São Bento Station', 1], ['Near Clérigos Tower', undefined]]);
    expect(text.map(([name]) => name)).to.not.include('Paris');
  });
  it('given a heading that says to skip what follows, when read, then what is under it is skipped; a paragraph set as a heading skips nothing under it', async () => {
    const prose = 'This is a long enough paragraph about travelling slowly and eating well, written to look like an article. '.repeat(4);
    const contextOf = async (heading: string): Promise<string | undefined> => {
      const result = await extract(page(`<html lang="en"><head><title>Kyoto</title></head><body><article><h1>Kyoto</h1><p>${prose}</p><h3>${heading}</h3><p>We spent the afternoon at Tofuku-ji Temple. ${prose}</p></article></body></html>`));
      return result.mentions.find((m) => m.name.includes('Tofuku-ji'))?.context;
    };
    expect(await contextOf('If you have more time')).to.equal('skipped');
    const paragraph = 'We left early and took the train south, and by noon we had seen more temples than we could count; next time we will stay a night longer';
    expect(await contextOf(paragraph)).to.equal(undefined);
  });

  it('given a page that declares its language with a country ("pt-BR"), when read, then the country is its region; not when the text is in another language', async () => {
    const portuguese = '<p>Chegamos cedo e fomos direto para a gruta, descemos a escadaria com calma e ficamos um bom tempo olhando a água azul lá embaixo, antes de voltar para a cidade e almoçar.</p>';
    const german = '<p>Wir sind am Freitagabend mit dem Zug angekommen und haben die ganze Altstadt zu Fuß erkundet, vom Tor bis zum Dom, und danach noch lange am Fluss gesessen.</p>';
    expect((await extract(page(`<html lang="pt-BR"><head><title>Bonito</title></head><body><article>${portuguese.repeat(3)}</article></body></html>`))).region).to.equal('BR');
    expect((await extract(page(`<html lang="pt-BR"><head><title>Bonito</title></head><body><article>${german.repeat(3)}</article></body></html>`))).region).to.equal(undefined);
  });

  it('given links set side by side in Chinese prose, when read, then each link is a name of its own, not one long name', async () => {
    const body = '<html lang="zh-CN"><head><title>泉州三日</title></head><body><article><h1>泉州三日</h1><p>今天的路线是:<a href="/t/1">清净寺</a><a href="/t/2">通淮关岳庙</a><a href="/t/3">天后宫</a>,全都是世界文化遗产的保护点。</p></article></body></html>';
    const names = (await extract(page(body))).mentions.filter((m) => m.evidence === 'text').map((m) => m.name);
    expect(names).to.include.members(['清净寺', '通淮关岳庙', '天后宫']);
    expect(names.some((name) => name.includes('寺通淮'))).to.equal(false);
  });

  describe('structural readers: joined places, labels, enumerations, day lines', () => {
    const leads = async (html: string, lang = 'en'): Promise<Array<[string, number | undefined, boolean]>> => {
      const result = await extract(page(`<html lang="${lang}"><head><title>Trip</title></head><body><article>${html}</article></body></html>`));
      return result.mentions.filter((m) => m.evidence === 'article').map((m) => [m.name, m.day, m.requireGeocode === true]);
    };

    it('takes a short Japanese heading that ends like a sight as a name, however the analyser cuts it, but not a phrase about a kind of place', async () => {
      const found = await leads('<h2>りんご公園</h2><p>りんごの木がたくさんあります。</p><h2>オランダ広場</h2><p>赤い建物が並びます。</p><h2>京都の寺</h2><p>いろいろあります。</p>', 'ja');
      const names = found.map(([name]) => name);
      expect(names).to.include.members(['りんご公園', 'オランダ広場']);
      expect(names).to.not.include('京都の寺');
    });

    it('takes the named kinds of place a day\'s heading lists as they are, not the words around them', async () => {
      const found = await leads('<h3>Dia 2: Morro do Pai Inácio, Gruta da Torrinha e pernoite no Vale do Capão</h3><h3>Day 3: Museums and markets</h3><h3>Day 4: Lake Palace for sunset</h3>', 'pt');
      expect(found.filter(([, , geocodeOnly]) => !geocodeOnly).map(([name]) => name)).to.deep.equal(['Morro do Pai Inácio', 'Gruta da Torrinha', 'Vale do Capão']);
    });

    it('reads a day line written as a sentence for the name it opens with, and never splits a word at its last "e"', async () => {
      const found = await leads("<ul><li><strong>Jour 2 :</strong> l'île de Gorée. Elle est à un jet de pierre de la ville.</li><li><strong>Jour 4 :</strong> à l'entrée du delta, Joal-Fadiouth fait une halte bien agréable : son île est reliée par un pont.</li><li><strong>Jour 6 :</strong> Mar Lodj. Si vous ne devez voir qu'une île, choisissez celle-là.</li></ul>", 'fr');
      // The bold labels themselves ("Jour 2") are leads too, dropped later as a day's label.
      const named = found.filter(([name, , geocodeOnly]) => !geocodeOnly && !name.startsWith('Jour')).map(([name, day]) => [name, day]);
      expect(named).to.deep.equal([['Joal-Fadiouth', 4], ['Mar Lodj', 6]]);
      expect(found.map(([name]) => name)).to.include('Gorée');
      expect(found.map(([name]) => name)).to.not.include.members(['Goré', 'Joal-Fadiouth fait une halte bien agréable']);
    });

    it('reads a day line whose label is bracketed, and a Japanese list closed by "and so on", by its places', async () => {
      const ko = await leads('<p>[1일차] 서포루, 중앙시장, 해저터널</p>', 'ko');
      expect(ko).to.deep.include.members([['중앙시장', 1, false], ['해저터널', 1, false]]);
      const ja = await leads('<p><b>[1日目]</b>松江城周辺、宍道湖畔、境港、美保関などを観光</p>', 'ja');
      expect(ja.map(([name]) => name)).to.include('美保関');
      expect(ja.map(([name]) => name)).to.not.include('美保関などを');
    });

    it('gives each place of a Japanese day line joined by "・" as a mention of its own', async () => {
      const names = (await leads('<ul><li>2日目：足立美術館・出雲大社・稲佐の浜</li></ul>', 'ja')).map(([name]) => name);
      expect(names).to.include.members(['足立美術館', '出雲大社']);
      expect(names.filter((name) => name.includes(','))).to.deep.equal([]);
    });

    it('takes a route\'s stop the analysers do not read as the page writes it; not how one travels, where one sets off, or a cut bracket', async () => {
      const found = await leads('<p><b>2일차</b>: 하카타역 출발 &gt; 유후인 &gt; 뱃부 가마도 지옥 온천 &gt; 야바케이</p><p><b>3일차</b>: FUK 커피&amp;캐널시티 &gt; 오호리공원</p><h3>Day 1 杭州火车站 → 火车(¥13) → 绍兴市中心(鲁迅故居和祖居</h3>', 'ko');
      const names = found.map(([name]) => name);
      expect(names).to.include.members(['뱃부 가마도 지옥 온천', 'FUK 커피', '캐널시티']);
      expect(names).to.not.include.members(['하카타역 출발', '火车(¥13)', '火车', '绍兴市中心(鲁迅故居和祖居']);
    });

    it('marks the prose under a numbered heading that names no place as the item\'s, and only that prose', async () => {
      const result = await extract(page('<html lang="it"><head><title>Trieste</title></head><body><article><h2>1 - Il centro storico</h2><p>La piazza sul mare, Piazza Unità d’Italia, con il Molo Audace.</p><h2>2 - Castello di Miramare</h2><p>Un parco sul mare, dal Museo Revoltella.</p></article></body></html>'));
      const itemProse = result.mentions.filter((m) => m.evidence === 'text').map((m) => [m.name, m.itemProse === true]);
      expect(itemProse).to.deep.include.members([['Piazza Unità d’Italia', true], ['Museo Revoltella', false]]);
    });

    it('gives each place of a heading joined by "&" or "and", after a time-of-day label, and none for a bare part of the day', async () => {
      const found = await leads('<h2>Plaza de la Reina & Valencia Cathedral</h2><h2>Late Morning: Wander Through Mercado Central and La Lonja</h2><h3>Après-midi</h3><h3>Pomeriggio</h3>');
      expect(found.map(([name]) => name)).to.deep.equal(['Plaza de la Reina', 'Valencia Cathedral', 'Mercado Central', 'La Lonja']);
    });

    it('reads a Japanese schedule by its items: a time is no number, a meal label names where one eats, arriving at an airport is travel', async () => {
      const found = await leads(
        '<h3>【1日目】</h3><ul><li>10:00 函館空港に到着</li><li>12:00 五稜郭タワー・五稜郭公園</li><li>15:00 金森赤レンガ倉庫</li>' +
          '<li>17:00 （ディナー）ラッキーピエロ マリーナ末広店</li><li>20:00 ホテルにチェックイン</li></ul>',
        'ja',
      );
      expect(found.map(([name]) => name)).to.deep.equal(['五稜郭タワー', '五稜郭公園', '金森赤レンガ倉庫', 'ラッキーピエロ マリーナ末広店']);
    });

    it('reads a meal label set off by a colon as naming where one eats, and an item in Chinese characters alone on a Japanese page as Japanese', async () => {
      const found = await leads(
        '<h3>2日目</h3><ul><li>砂山ビーチ</li><li>牧山展望台</li><li>おやつ：なかゆくい商店（天ぷら、サータアンダギー）</li>' +
          '<li>晩ごはん：ダグズバーガー</li><li>東平安名崎</li><li>星空をながめる</li></ul>',
        'ja',
      );
      expect(found.map(([name]) => name)).to.deep.equal(['砂山ビーチ', '牧山展望台', 'なかゆくい商店', 'ダグズバーガー', '東平安名崎']);
    });

    it('reads the shops of a food guide set as bold lines above their paragraphs, and a short heading its paragraph opens with', async () => {
      const found = await leads(
        '<p><strong>旺旺小吃:</strong></p><p>第一站去了传说中的旺旺小吃。</p><p><strong>彭记肉丸店:</strong></p><p>最后一顿吃的是彭记肉丸店。</p>' +
          '<h3>栈桥</h3><p>栈桥是青岛的地标之一。</p>',
        'zh',
      );
      expect(found.map(([name]) => name)).to.include.members(['旺旺小吃', '彭记肉丸店', '栈桥']);
    });

    it('gives the place and each place it holds when a list item enumerates after a colon', async () => {
      const found = await leads('<ul><li>Marktplatz mit: Marienkirche, Tuchhallen und Rathausturm</li><li>Tips: bring water, sunscreen and a hat</li></ul>', 'de');
      expect(found.map(([name]) => name)).to.deep.equal(['Marktplatz', 'Marienkirche', 'Tuchhallen', 'Rathausturm']);
    });

    it('reads the day lines of a forum post: each place, a described name by its name, one bare word only if a gazetteer knows it', async () => {
      const found = await leads('<p>Erster Tag: Schloss / Burg + Schindlers Fabrik</p><p>Tag 2, KZ Auschwitz-Birkenau</p><p>Day 3: the old salt mine Wieliczka</p><p>第二天安排兵马俑，从市区出发。</p>');
      expect(found).to.deep.include.members([['Schindlers Fabrik', 1, false], ['KZ Auschwitz-Birkenau', 2, false], ['Wieliczka', 3, true]]);
      expect(found.map(([name]) => name)).to.not.include('兵马俑，从市区出发。');
    });

    it('reads a plan written a line a day without colons, and leaves a sentence about a day alone', async () => {
      const found = await leads('<p>Day 4 Drive to Mt. Cook<br>Day 8 Milford Sound<br>Day 9 Lake Wanaka<br>Day 10 we will mostly rest and do laundry.</p>');
      expect(found.map(([name, day]) => [name, day])).to.deep.include.members([['Mt. Cook', 4], ['Milford Sound', 8], ['Lake Wanaka', 9]]);
      expect(found.map(([name]) => name)).to.not.include('we will mostly rest and do laundry.');
    });

    it('reads a plan that gives a day to places a line each ("1 Tag ..."), the days in order', async () => {
      const found = await leads('<ul><li>1 Tag Gizah-Plateau &amp; Sakkara &amp; Memphis</li><li>1 Tag islamisches Kairo mit Zitadelle, Alabaster-Moschee und Khan al Khalili</li></ul>', 'de');
      expect(found.map(([name, day]) => [name, day])).to.deep.include.members([['Sakkara', 1], ['Memphis', 1], ['Alabaster-Moschee', 2], ['Khan al Khalili', 2]]);
    });

    it('reads a table of contents\' entries as the names of their sections', async () => {
      const found = await leads('<ul><li><a href="#paseo">Paseo de Martí, el rincón más fotografiado</a></li><li><a href="#capitolio">Capitolio Nacional de Cuba</a></li></ul>', 'es');
      expect(found.map(([name]) => name)).to.include.members(['Paseo de Martí', 'Capitolio Nacional de Cuba']);
    });

    it('reads no place in what a day title says its place is, after the comma ("Knysna, an up-scale Garden Route destination")', async () => {
      const found = await leads('<ul><li>Day 10: Knysna, an up-scale Garden Route destination</li><li>Day 11: Sedgefield, a sleepy Garden Route town</li><li>Day 12: Plettenberg Bay, the Garden Route\'s coastal gem</li></ul>');
      expect(found.map(([name]) => name)).to.include.members(['Knysna', 'Sedgefield', 'Plettenberg Bay']);
      expect(found.map(([name]) => name)).to.not.include.members(['an up-scale Garden Route destination', 'a sleepy Garden Route town', "the Garden Route's coastal gem"]);
    });

    it('reads where a day goes, not where it sets out from ("Day 1: from Hobart to Freycinet National Park")', async () => {
      const found = await leads('<ul><li>Giorno 1: da Hobart al Freycinet National Park</li><li>Día 2: De Salta a Cafayate</li><li>Day 3: Cusco to Puno</li></ul>');
      expect(found.map(([name]) => name)).to.include.members(['Freycinet National Park', 'Cafayate', 'Puno']);
      expect(found.map(([name]) => name)).to.not.include.members(['Hobart', 'Salta', 'Cusco', 'da Hobart al Freycinet National Park']);
    });

    it('reads where a CJK day goes, not where it sets out from ("从西安到华山", "京都から奈良へ", "부산에서 경주로")', async () => {
      const chinese = await leads('<h2>第一天：从西安到华山</h2><p>早上坐高铁出发。</p><h2>第二天：西安至兵马俑</h2><p>参观兵马俑。</p>', 'zh');
      expect(chinese.map(([name, day]) => [name, day])).to.deep.include.members([['华山', 1], ['兵马俑', 2]]);
      expect(chinese.map(([name]) => name)).to.not.include('西安');
      const japanese = await leads('<h2>1日目：京都から奈良へ</h2><p>朝に出発しました。</p><h2>2日目：奈良から大阪まで</h2><p>道頓堀に行きました。</p>', 'ja');
      expect(japanese.map(([name, day]) => [name, day])).to.deep.include.members([['奈良', 1], ['大阪', 2]]);
      expect(japanese.map(([name]) => name)).to.not.include('京都');
      const korean = await leads('<h2>1일차: 부산에서 경주로</h2><p>아침에 출발했어요.</p><h2>2일차: 경주에서 안동까지</h2><p>하회마을에 갔어요.</p>', 'ko');
      expect(korean.map(([name, day]) => [name, day])).to.deep.include.members([['경주', 1], ['안동', 2]]);
      expect(korean.map(([name]) => name)).to.not.include('부산');
    });

    it('reads the town a day title spends its day in, after what the day does ("Zum Gott der Gelehrsamkeit in Dazaifu"), as a name to look up', async () => {
      const found = await extract(page('<html lang="de"><body><article><h1>Kyushu in sieben Tagen</h1><h2>Tag 2: Zum Gott der Gelehrsamkeit in Dazaifu</h2><p>Am Morgen geht es los.</p></article></body></html>'));
      expect(found.mentions.filter((m) => m.cue === 'heading' && m.day === 2).map((m) => [m.name, m.requireGeocode])).to.deep.include.members([['Dazaifu', true]]);
    });

    it('reads a plan whose lines a weekday and a date label, its towns joined by hyphens, a day a line', async () => {
      const found = await leads('<p>-Sábado 15-Marzo: Barcelona-Fes<br>-Domingo 16-Marzo: Fes-Moulay Idris-Volubilis-Meknes<br>-Lunes 17-Marzo: Meknes-Rabat</p>', 'es');
      expect(found.map(([name, day]) => [name, day])).to.deep.include.members([['Fes', 1], ['Moulay Idris', 2], ['Volubilis', 2], ['Meknes', 2], ['Rabat', 3]]);
      expect(found.map(([name]) => name)).to.not.include('Fes-Moulay Idris-Volubilis-Meknes');
    });

    it('reads a French plan\'s days labelled "J1", "J2" as days, "puis" (then) parting a day\'s places as "et" does', async () => {
      const found = await leads('<p>J1 : Aéroport / Fort Dauphin<br>J2 : Baie de Lokaro et village d’Evatra<br>J3 : Retour sur Fiana<br>J4 : Ambositra (artisanat) puis Antsirabe</p>', 'fr');
      expect(found.map(([name, day]) => [name, day])).to.deep.include.members([['Fort Dauphin', 1], ['Baie de Lokaro', 2], ['Fiana', 3], ['Ambositra', 4], ['Antsirabe', 4]]);
    });

    it('reads no place in a forum post\'s author, linked to the member\'s profile', async () => {
      const meta = (user: string): string => `<div class="crawler-post-meta"><span class="creator"><a href="/u/${user}"><b>${user}</b></a></span> <time>September 18, 2007</time></div>`;
      const found = await leads(`${meta('Manduck')}<p>Go whale watching out of Tofino, and walk the beach at Long Beach.</p>${meta('Tenar')}<p>Butchart Gardens is lovely even in October.</p>`);
      expect(found.map(([name]) => name)).to.not.include.members(['Manduck', 'Tenar']);
    });

    it('reads no place from the label a list repeats before its items\' colons ("Havanna Reise: …")', async () => {
      const found = await leads(
        '<ol><li><a href="#obispo">1. Havanna Reise: Bummeln durch die Calle Obispo</a></li><li><a href="#prado">2. Havanna Reisetipps: Auf dem Paseo del Prado flanieren</a></li>' +
          '<li><a href="#hemingway">3. Havanna Reise: Auf den Spuren von Ernest Hemingway</a></li><li><a href="#lunch">4. Havanna Reisetipps: Lunchen wie die Kubaner</a></li></ol>',
        'de',
      );
      expect(found.map(([name]) => name)).to.not.include.members(['Havanna Reise', 'Havanna Reisetipps']);
      // A label one item alone has before its colon is its place's name.
      const single = await leads('<ul><li><a href="#a">Calle Obispo: the busiest street</a></li><li><a href="#b">Malecón: a walk at dusk</a></li></ul>', 'en');
      expect(single.map(([name]) => name)).to.include.members(['Calle Obispo', 'Malecón']);
    });

    it('gives each short CJK name of a day heading\'s list, what one does there cut off', async () => {
      const found = await leads('<h2>Day2：瞻园+总统府+鸡鸣寺+老门东</h2><h2>Day3：西湖漫步 + 河坊街夜逛 + 运河慢行</h2>', 'zh');
      expect(found.map(([name, day]) => [name, day])).to.deep.include.members([['瞻园', 2], ['总统府', 2], ['老门东', 2], ['河坊街', 3]]);
    });

    it('reads the lines after a day line that a part of the day opens as that day\'s', async () => {
      const found = await leads('<p><strong>Dia 2</strong> – Manhã – Mercado Municipal<br>\nTarde – Parque das Aves<br>\nTarde/Noite – Marco das Três Fronteiras</p>', 'pt');
      expect(found.map(([name, day]) => [name, day])).to.deep.include.members([['Parque das Aves', 2], ['Marco das Três Fronteiras', 2]]);
    });

    it('reads a heading that names one place in two scripts as that place, the Latin line its other name', async () => {
      const result = await extract(page('<html lang="ja"><body><article><h3><small>Oyamazumi Shrine</small><br>大山祇神社</h3><p>島の神社です。</p></article></body></html>'));
      const mentions = result.mentions.filter((m) => m.cue === 'heading').map((m) => [m.name, m.aliasOf]);
      expect(mentions).to.deep.equal([['大山祇神社', undefined], ['Oyamazumi Shrine', '大山祇神社']]);
    });

    it('given a list of short Japanese names most of which the analyser knows, when read, then every item is a place, whole; a list of dishes is not', async () => {
      const result = await extract(page(`<html lang="ja"><body><article><h1>日光を一日で歩く</h1><p>東京から電車で日帰りし、有名なところを急ぎ足で見てまわりました。</p>
        <h2>回った場所</h2><ul><li>神橋</li><li>日光東照宮</li><li>中禅寺湖</li><li>明知平ロープウェイ</li><li>華厳の滝</li><li>くじら食堂(※二か所あります)</li></ul>
        <h2>食べたもの</h2><ul><li>ゆば</li><li>焼きそば</li><li>あげまんじゅう</li></ul></article></body></html>`));
      const names = result.mentions.filter((m) => m.evidence === 'article').map((m) => m.name);
      expect(names).to.include.members(['中禅寺湖', '明知平ロープウェイ', '華厳の滝']);
      expect(names).to.not.include.members(['禅寺湖', 'ゆば', '焼きそば']);
    });

    it('given numbered CJK headings most of which the analyser knows, when read, then each names a place whole, two when joined; no street inside a name', async () => {
      const result = await extract(page(`<html lang="zh"><body><article><h1>潮州美食：本地人常去的肠粉店</h1>
        <h3>1. 北园路肠粉</h3><p>开了二十多年，早上六点就有人排队。</p><h3>2. 牌坊街</h3><p>老街上小吃很多，边走边吃。</p>
        <h3>3. 一家人肠粉</h3><p>就在老街斜对面，一点都不难找。</p><h3>4. 开元寺 &amp; 广济桥</h3><p>吃饱了去走走，两处离得很近。</p></article></body></html>`));
      const names = result.mentions.filter((m) => m.cue === 'heading').map((m) => m.name);
      expect(names).to.include.members(['北园路肠粉', '一家人肠粉', '开元寺', '广济桥']);
      expect(result.mentions.map((m) => m.name)).to.not.include('北园路');
    });

    it('given CJK headings numbered with a slash ("01/"), when read, then each names its place without the number', async () => {
      const result = await extract(page(`<html lang="zh"><body><article><h1>潮州美食：本地人常去的肠粉店</h1>
        <h3>01/北园路肠粉</h3><p>开了二十多年，早上六点就有人排队。</p><h3>02/牌坊街</h3><p>老街上小吃很多，边走边吃。</p>
        <h3>03/一家人肠粉</h3><p>就在老街斜对面，一点都不难找。</p><h3>04/开元寺</h3><p>吃饱了去走走。</p></article></body></html>`));
      const names = result.mentions.filter((m) => m.cue === 'heading').map((m) => m.name);
      expect(names).to.include.members(['北园路肠粉', '一家人肠粉', '开元寺']);
    });

    it('given unnumbered CJK headings under a title that lists shops, one the analyser knows, when read, then each names a place whole; not under another title', async () => {
      const headings = '<h2>来らっせ 本店</h2><p>いろいろな店の餃子を食べ比べできます。</p><h2>宇都宮餃子館 パセオ店</h2><p>駅ビルの中にあります。</p><h2>幸楽</h2><p>行列のできる店です。</p><h2>悟空</h2><p>羽根つき餃子が名物。</p>';
      const roundup = await extract(page(`<html lang="ja"><head><title>宇都宮餃子のおすすめ店まとめ</title></head><body><article><h1>宇都宮餃子のおすすめ店まとめ</h1>${headings}</article></body></html>`));
      expect(roundup.mentions.filter((m) => m.cue === 'heading').map((m) => m.name)).to.include.members(['来らっせ 本店', '幸楽', '悟空']);
      const diary = await extract(page(`<html lang="ja"><head><title>宇都宮の一日</title></head><body><article><h1>宇都宮の一日</h1>${headings}</article></body></html>`));
      expect(diary.mentions.filter((m) => m.cue === 'heading').map((m) => m.name)).to.not.include('悟空');
    });

    it('given list items that open with a time range, when read, then each names the place after the range and its mark', async () => {
      const ja = await extract(page(`<html lang="ja"><body><article><h1>富良野と美瑛を一日で</h1><p>レンタカーで回った記録です。</p>
        <ol><li>（8:30着～8:56発）△五郎の石の家</li><li>（9:30着～10:10発）◎鳥沼公園</li><li>（10:31着～11:39発）〇ファーム富田</li></ol></article></body></html>`));
      expect(ja.mentions.filter((m) => m.cue === 'lead').map((m) => m.name)).to.deep.equal(['五郎の石の家', '鳥沼公園', 'ファーム富田']);
      const en = await extract(page(`<html lang="en"><body><article><h1>Hampi, day two</h1><p>Our second day on bicycles.</p>
        <ul><li>8:00am - 10:00 am - Vitthala Temple Complex</li><li>12:00pm - 12:15pm Sugreeva’s cave</li><li>4:45 - 5:00pm Ranganatha Temple</li></ul></article></body></html>`));
      expect(en.mentions.filter((m) => m.cue === 'lead').map((m) => m.name)).to.deep.equal(['Vitthala Temple Complex', 'Sugreeva’s cave', 'Ranganatha Temple']);
    });

    it('gives every stop of an arrow route in a day heading, what a stop holds in brackets when it reads like places, and not dishes', async () => {
      const found = await leads('<h2>1일차 : 경복궁 → 북촌 → 광장시장(빈대떡, 마약김밥, 육회)</h2><h2>2일차 : 부산역 → 해운대(해운대 해수욕장, 동백섬) → 광안리</h2>', 'ko');
      expect(found).to.deep.equal([['경복궁', 1, false], ['북촌', 1, false], ['광장시장', 1, false], ['해운대', 2, false], ['광안리', 2, false], ['해운대 해수욕장', 2, false], ['동백섬', 2, false]]);
    });

    it('gives no station or airport a route starts or ends at', async () => {
      const found = await leads('<p>Lisbon Airport -> Belém Tower -> Alfama -> Santa Apolónia Station</p><p>1일차 : 감천문화마을 → 부산역 → 태종대 → 부산역</p>');
      // The station in the middle of the route is one of its stops.
      expect([...new Set(found.map(([name]) => name))]).to.deep.equal(['Belém Tower', 'Alfama', '감천문화마을', '부산역', '태종대']);
    });

    it('takes the name of a heading that adds what the place is like after a comma; a town and its sight stay whole', async () => {
      const result = await extract(page('<html lang="fr"><body><article><h1>Autour de Tunis</h1><p>Mes avis.</p><h2>Sidi Bou Said, la pittoresque</h2><p>Très joli.</p><h2>Tunis, la Médina</h2><p>Animé.</p></article></body></html>'));
      expect(result.mentions.filter((m) => m.cue === 'heading').map((m) => m.name)).to.include.members(['Sidi Bou Said', 'Tunis, la Médina']);
    });

    it('takes the name a heading sets in lenticular brackets after its catchphrase; Han alone there only when it reads as a place', async () => {
      const result = await extract(page('<html lang="ja"><body><article><h1>パースの観光スポット</h1><p>紹介します。</p><h2>①まだまだ進化中！スワン川の観光スポット【エリザベスキー（Elizabeth Quay）】</h2><p>川沿いです。</p><h2>京都一日遊行程表【完整時間軸】</h2><p>時間です。</p></article></body></html>'));
      expect(result.mentions.filter((m) => m.cue === 'heading').map((m) => m.name)).to.include('エリザベスキー').and.not.include('完整時間軸');
    });

    it('gives every place of a CJK day title joined by bare dashes', async () => {
      const found = await leads('<h2>第一天：莫高窟-鸣沙山-月牙泉</h2><p>早上出发。</p>', 'zh');
      expect(found.map(([name]) => name)).to.include.members(['莫高窟', '鸣沙山', '月牙泉']);
    });

    it('gives every stop of a CJK route written with dashes or tildes, names the analysers do not know included', async () => {
      const found = await leads('<p>路线：</p><p>中央大街——圣索菲亚大教堂——老道外——果戈里——中央大街</p>', 'zh');
      expect([...new Set(found.map(([name]) => name))]).to.deep.equal(['中央大街', '圣索菲亚大教堂', '老道外', '果戈里']);
      const tilde = await leads('<p>金閣寺～龍安寺～嵐山</p>', 'ja');
      expect(tilde.map(([name]) => name)).to.deep.equal(['金閣寺', '龍安寺', '嵐山']);
    });

    it('reads a CJK route after its label, with horizontal bars, notes in brackets and names in two words; not where it sets off from', async () => {
      const bars = await leads('<p>我们的路线：迎客松――鳌鱼峰――排云楼（只看到一个宾馆）――猴子观海――黑虎松。</p>', 'zh');
      expect([...new Set(bars.map(([name]) => name))]).to.deep.equal(['迎客松', '鳌鱼峰', '排云楼', '猴子观海', '黑虎松']);
      const spaced = await leads('<p><strong>서울 출발 - 송광사 - 선암사 - 순천 낙안읍성 - 순천 드라마 촬영장</strong></p>', 'ko');
      expect([...new Set(spaced.map(([name]) => name))]).to.include.members(['송광사', '선암사', '낙안읍성', '드라마 촬영장']).and.not.include('서울 출발');
    });

    it('reads a Japanese item opening on a name in quotes and in bold that it is set at or about', async () => {
      const found = await leads('<ul><li><strong>『ゆたか水産』</strong>は、魚屋が選んだ魚を板前が盛り付ける人気店。</li><li><strong>『百万石うどん』</strong>では、手打ちうどんが名物。</li><li><strong>「能登牛丼」</strong>もおすすめです。</li></ul>', 'ja');
      expect(found.map(([name]) => name)).to.include.members(['ゆたか水産', '百万石うどん']).and.not.include('能登牛丼');
    });

    it('reads a CJK route\'s step of two places at once as both; not a range of prices, nor a line of one step', async () => {
      const found = await leads('<p><b>대릉원 - 동부사적지대 - 경주향교,교동최씨고택 - 안압지 - 첨성대</b></p>', 'ko');
      expect([...new Set(found.map(([name]) => name))]).to.include.members(['경주향교', '교동최씨고택', '안압지']);
      const prices = await leads('<p>宿泊：1泊あたり約8,000〜15,000円</p><p>- 5號線光化門站1、8號出口，步行5分</p>', 'ja');
      expect(prices).to.deep.equal([]);
    });

    it('reads a route of names between dashes by each item\'s name: after a label\'s colon, before a comma, after a short description; not a sentence\'s last word', async () => {
      const found = await leads(
        '<p>Matsuyama – Takamatsu – Kotohira – Oboke</p>' +
          "<p>a - Cap à l'Ouest : Antsirabe - Miandrivazo - descente de la Tiribihina - les Tsingy - Morondava, puis retour sur Tana</p>" +
          '<p>Luís I Bridge — drawn by a pupil of Eiffel; walk the top deck — the Harry Potter-ish bookshop — and more</p>',
        'fr',
      );
      const names = found.map(([name]) => name);
      expect(names).to.include.members(['Matsuyama', 'Takamatsu', 'Kotohira', 'Oboke', 'Antsirabe', 'Miandrivazo', 'Tiribihina', 'Tsingy', 'Morondava']);
      expect(names).to.not.include.members(['Eiffel', 'Harry Potter-ish', 'Ouest']);
    });

    it('reads a CJK schedule written a paragraph a line: each line\'s stop and what it holds in brackets; not a departure or a meal', async () => {
      const found = await leads(
        '<p>11:20 공주에서 출발</p><p>13:00 부소산성 ( 낙화암 고란사 )</p><p>15:00 궁남지</p><p>19:30 출발</p>',
        'ko',
      );
      expect(found.map(([name]) => name)).to.deep.equal(['부소산성', '낙화암', '고란사', '궁남지']);
      const japanese = await leads('<p>11:30 少し早めのランチ(お好み焼き)</p><p>12:30 原爆ドーム、資料館</p>', 'ja');
      expect(japanese.map(([name]) => name)).to.deep.equal(['原爆ドーム', '資料館']);
    });

    it('reads a Japanese schedule line whose name holds the particle の between names, or opens with a rank in 【】', async () => {
      const found = await leads('<p>14:15 <strong>道の駅萩往還</strong></p><p>17:10 【重伝建】浜崎地区</p><p>12:00 少し早めのランチ</p>', 'ja');
      expect(found.map(([name]) => name)).to.deep.equal(['道の駅萩往還', '浜崎地区']);
    });

    it('reads a bold kind of place in lower case with the article before it, and a bold name as it is', async () => {
      const found = await leads(
        "<p>Finir par un spectacle à l'<strong>opéra</strong>, ou descendre dans l'étonnante <strong>crypte archéologique</strong>.</p>" +
          '<p>Cruzamos la <strong>plaza de Medina del Campo</strong> y el <strong>vieux port</strong>.</p>',
        'fr',
      );
      expect(found.map(([name]) => name)).to.deep.equal(["l'opéra", "l'crypte archéologique", 'plaza de Medina del Campo', 'vieux port']);
    });

    it('reads no place in the line that says which reader writes and where they live', async () => {
      const found = await leads('<p><strong>Sandra Burns</strong> from Courtenay, Canada writes:</p><p>We walked to <strong>Manarola</strong>.</p>');
      expect(found.map(([name]) => name)).to.deep.equal(['Manarola']);
    });

    it('reads no place in a photo\'s credit', async () => {
      const found = await extract(page('<html lang="de"><body><article><h1>Heidelberg</h1><figure><figcaption>Tobias Schwerdt / Heidelberg Marketing GmbH</figcaption></figure>' +
        '<figure><figcaption>© Ralf Meyer</figcaption></figure><figure><figcaption>Der Blick vom Philosophenweg</figcaption></figure></article></body></html>'));
      const names = found.mentions.map((m) => m.name);
      expect(names).to.not.include('Tobias Schwerdt');
      expect(names).to.not.include('Ralf Meyer');
      expect(names).to.include('Philosophenweg');
    });

    it('reads a plan\'s table by its cells after the day or the time: a place, or a place and what one does there; not a fact\'s cell', async () => {
      const found = await leads(
        '<table><tr><th>天数</th><th>上午</th><th>下午</th></tr><tr><td>Day4</td><td>罗布林卡</td><td>羊卓雍措一日游</td></tr>' +
          '<tr><td>Day5</td><td>到拉萨后先休息适应</td><td>岗巴拉山口拍照</td></tr></table><table><tr><th>住所</th><td>長野県松本市丸の内4-1</td></tr></table>',
        'zh',
      );
      expect(found.map(([name]) => name)).to.deep.equal(['罗布林卡', '羊卓雍措', '岗巴拉山口']);
    });

    it('reads a timed plan\'s cell line by line when its lines are paragraphs, and a row opened by a span of time as one opened by a time', async () => {
      const korean = await leads('<table><tr><td>12:00~13:00</td><td>유후인</td><td><p>긴린코 호수</p><p>B-speak</p><p>산리오야 (키티 전문점)</p></td></tr></table>', 'ko');
      expect(korean.map(([name]) => name)).to.include.members(['유후인', '긴린코 호수', 'B-speak', '산리오야']);
      const chinese = await leads('<table><tr><td>10:30-11:00</td><td>二年坂・三年坂散策</td></tr></table>', 'zh');
      expect(chinese.map(([name]) => name)).to.include.members(['二年坂', '三年坂']);
    });

    it('reads a bold label that names a place as the lead, not the first word of the description after it', async () => {
      const found = await leads("<p><strong>Le quartier de l'Ecusson :</strong><br>Cœur historique de la ville, l'Ecusson aligne des ruelles.</p>", 'fr');
      expect(found.map(([name]) => name)).to.deep.equal(["Le quartier de l'Ecusson"]);
    });

    it('reads no place in a list item that labels a link written out as its address, unless the link is a map\'s', async () => {
      const found = await leads(
        '<ul><li>My Mexico Guidebooks: <a href="https://example.com/guidebooks/">https://example.com/guidebooks/</a></li>' +
          '<li>Daily updates on Instagram: <a href="https://instagram.com/someone">https://instagram.com/someone</a></li>' +
          '<li>Café Tacuba: <a href="https://www.google.com/maps/search/?api=1&query=Caf%C3%A9+Tacuba">https://www.google.com/maps/search/?api=1&query=Caf%C3%A9+Tacuba</a></li></ul>',
      );
      const names = found.map(([name]) => name);
      expect(names).to.not.include('My Mexico Guidebooks');
      expect(names).to.not.include('Daily updates on Instagram');
    });

    it('reads a table that lists places a row each by its first cells, not a table of days, seasons or labels', async () => {
      const rows = ['Sea Gala Dive', 'El Toro Restaurante', 'Leah Fastfood', 'Zorbas Bar'].map((name) => `<tr><td>${name}</td><td>[식당]</td></tr>`).join('');
      const found = await leads(`<table><tr><th colspan="2">스테이션 1</th></tr>${rows}</table>`, 'ko');
      expect(found.map(([name]) => name)).to.include.members(['Sea Gala Dive', 'El Toro Restaurante', 'Leah Fastfood', 'Zorbas Bar']);
      const days = ['Day1', 'Day2', 'Day3', 'Day4'].map((day) => `<tr><td>${day}</td><td>到拉萨后先休息适应</td></tr>`).join('');
      const labels = ['Aufbruch:', 'Dauer:', 'Heimkehr:', 'Kosten:'].map((label) => `<tr><td>${label}</td><td>früh</td></tr>`).join('');
      expect(await leads(`<table>${days}</table><table>${labels}</table>`, 'de')).to.deep.equal([]);
    });

    it('reads a timeline whose times are set in bold by its lines: where one arrives is a stop, not a car park', async () => {
      const found = await leads(
        '<ol><li><strong>13:00</strong> 市内観光用駐車場に到着<br>↓ 歩いて移動</li><li><strong>13:20</strong> 川越城本丸御殿に到着<br>↓ 見学</li>' +
          '<li><strong>16:25</strong> 大正浪漫夢通りに到着<br>↓ 散策</li></ol>',
        'ja',
      );
      const names = found.map(([name]) => name);
      expect(names).to.include.members(['川越城本丸御殿', '大正浪漫夢通り']);
      expect(names).to.not.include('市内観光用駐車場');
    });

    it('reads a cut-off page\'s table of contents by its entries\' names, not the site\'s navigation nor the other names an entry gives', async () => {
      const result = await extract(page(
        '<html lang="ja"><head><title>パースの観光スポット</title></head><body><header><nav><a href="/asia">アジア</a><a href="/europe">ヨーロッパ</a><a href="/oceania">オセアニア</a></nav></header>' +
          '<article><h1>パースの観光スポット</h1><nav class="toc"><ol><li><a href="#1">①スワン川の観光スポット【エリザベスキー（Elizabeth Quay）】</a></li>' +
          '<li><a href="#2">②パースのシンボル【ベルタワー (The Bell Tower)】</a></li><li><a href="#3">③パースの中のロンドン！【ロンドンコート（London Court）】</a></li></ol></nav></article></body></html>',
      ));
      const names = result.mentions.map((m) => m.name);
      expect(names).to.include.members(['エリザベスキー', 'ベルタワー', 'ロンドンコート']);
      expect(names).to.not.include.members(['Elizabeth Quay', 'London Court', 'アジア']);
    });

    it('reads the numbered contents of a page cut off after its first sections by their names, without their numbers', async () => {
      const prose = '<p>今も残る現存天守のひとつで、漆黒の壁と白い漆喰の対比が見事な城は、大人がじっくり歩いて学ぶのにぴったりの場所です。春になるとお堀端の桜がいっせいに咲きそろいます。</p>'.repeat(3);
      const result = await extract(page(
        '<html lang="ja"><body><article><h1>春の信州 1泊2日</h1><ol class="spot-index"><li><a href="#spot1">1 国宝 松本城</a></li><li><a href="#spot2">2 美鈴湖</a></li>' +
          '<li><a href="#spot3">3 大王わさび農場</a></li><li><a href="#spot4">4 あづみ野ごはん 風ゆら</a></li><li><a href="#spot5">5 立石公園</a></li></ol>' +
          `<section id="spot1"><h2>国宝 松本城</h2>${prose}</section><section id="spot2"><h2>美鈴湖</h2>${prose}</section></article></body></html>`,
      ));
      const names = result.mentions.filter((m) => m.evidence === 'article').map((m) => m.name);
      expect(names).to.include.members(['大王わさび農場', 'あづみ野ごはん 風ゆら', '立石公園']);
      expect(names.some((name) => /^\d/.test(name))).to.equal(false);
    });

    it('reads a CJK shop named with its branch in brackets as a venue, by its name', async () => {
      const found = await leads('<ul><li><strong>大董烤鴨店（工體店）</strong>：招牌烤鴨。</li><li><strong>全聚德（前門店）</strong>：百年老字號。</li></ul>', 'zh');
      expect(found.map(([name]) => name)).to.deep.equal(['大董烤鴨店', '全聚德']);
    });

    it('reads each place a heading numbered as a stop names, the analysers knowing it or not, its time left out', async () => {
      const found = await leads('<h2>第一站：瘦西湖（7:30-10:00）</h2><p>早上人少。</p><h2>第三站：何园与皮市街（13:00-15:00）</h2><p>开车10分钟到。</p>', 'zh');
      expect([...new Set(found.map(([name]) => name))]).to.deep.equal(['瘦西湖', '何园', '皮市街']);
    });

    it('takes the name in quotes after a description, and each described place of a list by its name', async () => {
      const found = await leads('<ul><li>die älteste Straße Krakaus – „Ulica Kanonicza“</li><li>die Brücke „Kładka Ojca Bernatka“</li><li>das frühere Krakauer Ghetto und Oskar Schindlers Fabrik</li></ul>', 'de');
      expect(found.map(([name]) => name)).to.deep.equal(['Ulica Kanonicza', 'Kładka Ojca Bernatka', 'Krakauer Ghetto', 'Oskar Schindlers Fabrik']);
    });

    it('keeps a German name cut at a hyphen in one piece ("St Peter- und Paulkirche")', async () => {
      const found = await leads('<ul><li>St Peter- und Paulkirche</li><li>Nord- und Ostsee</li></ul>', 'de');
      expect(found.map(([name]) => name)).to.deep.equal(['St Peter- und Paulkirche', 'Nord- und Ostsee']);
    });

    it('reads a bold line of address and hours under a venue as where it is: no lead, its parts as directions', async () => {
      const result = await extract(page(`<html lang="es"><head><title>Taquerías</title></head><body><article><h2>Al este – Dragonejo</h2>
<p><strong>Ermita Iztapalapa y Río Churubusco, Col. Prado Churubusco. 18 – 24 H.</strong></p><p>Buenas gringas y horchata.</p></article></body></html>`));
      expect(result.mentions.filter((m) => m.evidence === 'article').map((m) => m.name)).to.deep.equal(['Dragonejo']);
      expect(result.mentions.filter((m) => m.context === 'directions').map((m) => m.name)).to.deep.equal(['Ermita Iztapalapa', 'Río Churubusco', 'Prado Churubusco']);
    });

    it('gives the lines under "Cómo llegar:" the context of directions', async () => {
      const result = await extract(page(`<html lang="es"><head><title>Tokio</title></head><body><article><h3>Asakusa</h3><p>El barrio más tradicional de la ciudad.</p>
<p><strong>Cómo llegar:</strong></p><ul><li>Metro Ginza o Asakusa, estación Asakusa.</li></ul></article></body></html>`));
      const stations = result.mentions.filter((m) => m.name.startsWith('estación'));
      expect(stations).to.not.be.empty;
      expect(stations.every((m) => m.context === 'directions')).to.equal(true);
    });

    it('takes the name in brackets after a bold name for its other name', async () => {
      const result = await extract(page('<html><head><title>Mexico City</title></head><body><article><p>Then go into the <strong>Metropolitan Cathedral</strong> (Catedral Metropolitana) on the north side of the square.</p></article></body></html>'));
      expect(result.mentions.find((m) => m.name === 'Catedral Metropolitana')?.aliasOf).to.equal('Metropolitan Cathedral');
    });

    it('gives each place of a CJK lead that joins them after a part of the day, and a bold venue that says where it is', async () => {
      const found = await leads('<p><b>• 上午:灵隐寺 &amp; 飞来峰</b></p><p>建议早上8点前到。</p><ul><li><strong>陶陶居</strong>:开在上下九步行街,是老字号茶楼。</li></ul><p>📍秉正堂糖水<br>📍文庙</p>', 'zh');
      expect(found.map(([name]) => name)).to.include.members(['灵隐寺', '飞来峰', '陶陶居', '秉正堂糖水', '文庙']);
    });

    it('takes the stall or restaurant a food guide\'s list entry names after "at"', async () => {
      const found = await leads('<ul><li>Laksa at the Sungei Road stall, try it with cockles</li><li>Best dumplings at Din Tai Fung.</li></ul>');
      expect(found.map(([name]) => name)).to.include.members(['Sungei Road stall', 'Din Tai Fung']);
    });

    it('reads a stop heading\'s places; after a comma, only names the analysers know, not a catchphrase', async () => {
      const names = (await leads('<h2>第三站：何园与皮市街（13:00-15:00）</h2><p>很好。</p><h2>第四站：午餐必吃，天津菜的灵魂</h2><p>很好。</p>', 'zh')).map(([name]) => name);
      expect(names).to.include.members(['何园', '皮市街']);
      expect(names).to.not.include.members(['午餐必吃', '天津菜的灵魂']);
    });

    it('reads the name after a bold label that names no place; not an address after "Where:", nor what a bold name is', async () => {
      const found = await leads(
        '<p><strong>Best sandwiches in town:</strong> Beyond Bread. There are three of them.</p>' +
          '<p><strong>Regular Mexican restaurant:</strong> Los Portales on Oracle. We ate there once.</p>' +
          '<p><strong>Where:</strong> Belisario Domínguez 513, Reforma.</p>' +
          '<p><strong>Park Güell:</strong> Gaudí\'s colourful park above the city.</p>',
      );
      const names = found.map(([name]) => name);
      expect(names).to.include.members(['Beyond Bread', 'Los Portales', 'Park Güell']);
      expect(names).to.not.include.members(['Belisario Domínguez', "Gaudí's"]);
    });
  });
});

import { expect } from 'chai';
import { GazetteerGeocoder } from '../../../src/adapters/outbound/gazetteer/gazetteer-geocoder.js';
import { pageContext } from '../../../src/application/import/page-context.js';
import type { Extraction } from '../../../src/application/ports/place-extractor.port.js';

const extraction = (contextNames: string[]): Extraction => ({ kind: 'article', dayTitles: {}, contextNames, mentions: [], text: '', tags: [] });

describe('pageContext: where a page is, from its titles', function () {
  this.timeout(20_000);
  const gazetteer = new GazetteerGeocoder();

  it('given a title whose words emoji and dots part, when read, then an article after them is no town', async () => {
    const context = await pageContext(extraction(['Lima gueule de bois 🌅 · La grande vadrouille']), gazetteer);
    expect(context).to.deep.include({ city: 'Lima', countryCode: 'PE' });
  });

  it('given a title naming a sight whose name opens with a town\'s ("Picos de Europa"), when read, then that town is not the page\'s', async () => {
    const context = await pageContext({ ...extraction(['Escapada en moto a Picos de Europa']), language: 'es' }, gazetteer);
    expect(context.city).to.equal(undefined);
    // The town alone is the town ("Picos, Piauí em 2 dias").
    expect(await pageContext({ ...extraction(['Picos em 2 dias']), language: 'pt' }, gazetteer)).to.deep.include({ city: 'Picos', countryCode: 'BR' });
  });

  it('given a title naming a country and no town, when read, then the page is in that country with no city', async () => {
    const context = await pageContext(extraction(['New Zealand itinerary: three weeks, two islands']), gazetteer);
    expect(context.countryCode).to.equal('NZ');
    expect(context.city).to.equal(undefined);
  });

  it('given a title naming a region and no town, in any of its languages, when read, then the page is in that region of its country', async () => {
    const tasmania = await pageContext({ ...extraction(['Tasmanien Roadtrip – 2 Wochen mit dem Campervan']), language: 'de' }, gazetteer);
    expect(tasmania).to.deep.include({ countryCode: 'AU', region: 'Tasmania' });
    expect(tasmania.city).to.equal(undefined);
    expect(tasmania.countryCenter!.latitude).to.be.closeTo(-42.88, 0.1);
    // A town as sure as the region bears the name first ("Salta"); a small namesake town does not ("Andalucía", Colombia).
    expect(await pageContext({ ...extraction(['Salta en 3 días']), language: 'es' }, gazetteer)).to.deep.include({ city: 'Salta', countryCode: 'AR' });
    expect(await pageContext({ ...extraction(['Ruta por Andalucía en 7 días']), language: 'es' }, gazetteer)).to.deep.include({ countryCode: 'ES', region: 'Andalusia' });
  });

  it('given a title naming a country and a summary naming one of its towns, when read, then the page is about that town', async () => {
    const page = { ...extraction(['Australia ABD fast approaching, need help planning']), description: 'My trip is six months away and I am researching Melbourne, where we will spend 2 or 3 days.' };
    expect(await pageContext(page, gazetteer)).to.deep.include({ city: 'Melbourne', countryCode: 'AU' });
  });

  it('given a summary naming two towns of the country, when read, then it is a route and the page stays in the country', async () => {
    const page = { ...extraction(['Séjour en août au Japon - itinéraire']), description: 'Trois semaines au Japon : une semaine encore libre entre Hiroshima et Kobe, est-ce que le Shikoku vaut le coup ?' };
    const context = await pageContext(page, gazetteer);
    expect(context.countryCode).to.equal('JP');
    expect(context.city).to.equal(undefined);
  });

  it('given titles that name no place and a summary that names one town, when read, then the page is about that town', async () => {
    const page = { ...extraction(['Conheça 10 restaurantes para você almoçar no Centro de BH']), description: 'Uma lista de lugares para almoçar bem no Centro de Belo Horizonte.' };
    expect(await pageContext(page, gazetteer)).to.deep.include({ city: 'Belo Horizonte', countryCode: 'BR' });
  });

  it('given a Spanish summary opening with "Una" and naming a town with namesakes abroad, when read, then the page is about the Spanish-speaking one', async () => {
    const page = { ...extraction(['Vacaciones 2016. Quinta parte']), language: 'es', description: 'Una tarde entera en Cádiz: comida en el mercado y paseo hasta el teatro.' };
    expect(await pageContext(page, gazetteer)).to.deep.include({ city: 'Cadiz', countryCode: 'ES' });
  });

  it('given a title about a small town before a colon, when read, then the page is about that town', async () => {
    const page = { ...extraction(['Tiradentes: roteiro de 3 dias – Viagens da Malinha']), language: 'pt' };
    expect(await pageContext(page, gazetteer)).to.deep.include({ city: 'Tiradentes', countryCode: 'BR' });
  });

  it('given a guide\'s title asking what to do, see or eat in a small town, in any language, when read, then the page is about that town', async () => {
    expect(await pageContext({ ...extraction(['O que fazer em Pirenópolis: guia definitivo + roteiros de 1, 2 e 3 dias']), language: 'pt' }, gazetteer)).to.deep.include({ city: 'Pirenópolis', countryCode: 'BR' });
    expect(await pageContext({ ...extraction(['Que faire à Dinan le temps d\'un week-end']), language: 'fr' }, gazetteer)).to.deep.include({ city: 'Dinan', countryCode: 'FR' });
    expect(await pageContext({ ...extraction(['Top things to do in Lunenburg']), language: 'en' }, gazetteer)).to.deep.include({ city: 'Lunenburg', countryCode: 'CA' });
  });

  it('given a later part of a title that opens with a small town and goes on in lower case, when read, then the page is about that town', async () => {
    const page = { ...extraction(['Voyage en Corse - Bonifacio et la côte sud - Zarkass']), language: 'fr' };
    expect(await pageContext(page, gazetteer)).to.deep.include({ city: 'Bonifacio', countryCode: 'FR' });
    // A part that is a name alone is as often the site's.
    expect((await pageContext({ ...extraction(['Voyage en Corse - Bonifacio']), language: 'fr' }, gazetteer)).city).to.equal(undefined);
  });

  it('given a title that opens with a small town and names its country later, when read, then the page is about that town', async () => {
    const page = { ...extraction(['Paraty – RJ – Brasil – Capelo Mundo']), language: 'pt' };
    expect(await pageContext(page, gazetteer)).to.deep.include({ city: 'Paraty', countryCode: 'BR' });
  });

  it('given a title whose last part, the site\'s name, names a bigger town, when read, then the town of an earlier part is the page\'s', async () => {
    const page = { ...extraction(["Things To Do in Puerto Escondido - Visitors' Comments - Tom Zap's Oaxaca"]), language: 'en' };
    expect(await pageContext(page, gazetteer)).to.deep.include({ city: 'Puerto Escondido', countryCode: 'MX' });
  });

  it('given a title that gives a small town a trip\'s length, when read, then the page is about that town; a country so given is no town', async () => {
    expect(await pageContext({ ...extraction(['How To Spend 2 Days In Kotor, Montenegro']), language: 'en' }, gazetteer)).to.deep.include({ city: 'Kotor', countryCode: 'ME' });
    expect(await pageContext({ ...extraction(['Roteiro Pirenópolis em 5 dias | Os Turistas']), language: 'pt' }, gazetteer)).to.deep.include({ city: 'Pirenópolis', countryCode: 'BR' });
    expect(await pageContext({ ...extraction(['Hampi Day 2 Itinerary | Pick, Pack, Go']), language: 'en' }, gazetteer)).to.deep.include({ city: 'Hampi' });
    expect((await pageContext({ ...extraction(['3 Tage in Jordanien – zu Besuch in Petra und Wadi Rum']), language: 'de' }, gazetteer)).city).to.equal(undefined);
  });

  it('given a title whose later part opens with words that name no town, when read, then the town it gives a trip\'s length is the page\'s', async () => {
    const page = { ...extraction(['Tour de 2 dias em Tavira - Uma cidade de Igrejas e praias de ilhas | Iberian Escapes']), language: 'pt' };
    expect(await pageContext(page, gazetteer)).to.deep.include({ city: 'Tavira', countryCode: 'PT' });
  });

  it('given a title that opens with a town and its country after a slash, when read, then the page is about the town', async () => {
    const page = { ...extraction(['Tiradentes/Brasil: Roteiro de 2 dias. O que fazer? - Blog Pé na Estrada']), language: 'pt' };
    expect(await pageContext(page, gazetteer)).to.deep.include({ city: 'Tiradentes', countryCode: 'BR' });
  });

  it('given a small town named later in a title, when read, then it is no subject and sets no town', async () => {
    const page = { ...extraction(['Roteiro de 3 dias por Tiradentes e arredores']), language: 'pt' };
    expect((await pageContext(page, gazetteer)).city).to.equal(undefined);
  });

  it('given a title naming a country and a town of its name abroad, when read, then the page is in the country', async () => {
    const context = await pageContext(extraction(['3 Tage in Jordanien – zu Besuch in Petra und Wadi Rum']), gazetteer);
    expect(context.countryCode).to.equal('JO');
    expect(context.city).to.equal(undefined);
  });

  it('given a title naming a region and towns that have bigger namesakes abroad, when read, then the towns are the region\'s own', async () => {
    const page = { ...extraction(['Extremadura en autocaravana con perra: Trujillo y Guadalupe']), language: 'es' };
    const context = await pageContext(page, gazetteer);
    expect(context).to.deep.include({ city: 'Trujillo', countryCode: 'ES' });
    expect(context.coordinate!.latitude).to.be.closeTo(39.46, 0.1);
  });

  it('given a hashtag naming a town abroad and a title naming a region, when read, then the hashtag sets no town', async () => {
    const page = { ...extraction(['Extremadura en autocaravana: un día tranquilo']), language: 'es', tags: ['trujillo', 'peru'] };
    const context = await pageContext(page, gazetteer);
    expect(context).to.deep.include({ countryCode: 'ES', region: 'Extremadura' });
    expect(context.coordinate?.latitude ?? 39).to.be.above(30);
  });

  it('given keywords naming a country and a CJK title naming one of its towns against its words, when read, then the page is in that town', async () => {
    const page = { ...extraction(['台南おすすめグルメ20選! 台湾人も認める食の都、台南で食べたいのはコレ!', '台湾']), language: 'ja' };
    expect(await pageContext(page, gazetteer)).to.deep.include({ city: 'Tainan', countryCode: 'TW' });
    // A town of another country is no town of the page: the country the titles name stands.
    const abroad = { ...extraction(['大理旅游景点盘点', '日本']), language: 'zh' };
    expect(await pageContext(abroad, gazetteer)).to.deep.include({ countryCode: 'JP' });
  });

  it('given a title naming a country in the English possessive, when read, then the page is in that country', async () => {
    const context = await pageContext({ ...extraction(["Explore: by train along Uzbekistan's Silk Road"]), language: 'en' }, gazetteer);
    expect(context.countryCode).to.equal('UZ');
  });

  it('given a French title naming the Pays basque, when read, then the page is on the French side; a Spanish one naming the País Vasco on the Spanish', async () => {
    expect(await pageContext({ ...extraction(['Pays basque : que faire en 3 jours entre mer et montagne']), language: 'fr' }, gazetteer)).to.deep.include({ countryCode: 'FR' });
    expect(await pageContext({ ...extraction(['Ruta por el País Vasco en 5 días']), language: 'es' }, gazetteer)).to.deep.include({ countryCode: 'ES' });
  });

  it('given an Italian title naming two towns as sure, when read, then the one in a country of the page\'s language is the page\'s', async () => {
    const context = await pageContext({ ...extraction(['Come visitare Matera in due giorni? L’itinerario completo']), language: 'it' }, gazetteer);
    expect(context).to.deep.include({ city: 'Matera', countryCode: 'IT' });
  });

  it('given a German title naming a country in the genitive, when read, then the page is in that country, not in a town named like its part', async () => {
    const context = await pageContext({ ...extraction(['Namibias Norden - von Sossusvlei bis Etosha']), language: 'de' }, gazetteer);
    expect(context.countryCode).to.equal('NA');
    expect(context.city).to.equal(undefined);
  });

  it('given a German title naming a country of two words in the genitive, when read, then the page is in that country', async () => {
    expect(await pageContext({ ...extraction(['Sri Lankas unentdeckte Schätze erleben']), language: 'de' }, gazetteer)).to.deep.include({ countryCode: 'LK' });
  });

  it('given a later part of a title that opens with a capitalised word of the language, when read, then a small town abroad of that name is not the page\'s', async () => {
    const context = await pageContext({ ...extraction(['Die Südinsel ruft: Im Herzen Otagos - Mal was Anderes erleben']), language: 'de' }, gazetteer);
    expect(context.city).to.not.equal('Mal');
  });

  it('given a title naming a town whose name holds another town\'s, when read, then the page is in the longer one', async () => {
    const context = await pageContext({ ...extraction(['Qué ver en Santiago de Compostela | Vuela Viajes']), language: 'es' }, gazetteer);
    expect(context).to.deep.include({ city: 'Santiago de Compostela', countryCode: 'ES' });
  });

  it('given a CJK title that sets out from one town for another, when read, then the page is in the other, whatever its keywords repeat', async () => {
    expect(await pageContext({ ...extraction(['부산 출발 나고야 2박3일 여행 : 나고야 시내투어']), language: 'ko' }, gazetteer)).to.deep.include({ city: 'Nagoya' });
    expect(await pageContext({ ...extraction(['南京出发乌镇一日游攻略', '南京', '乌镇']), language: 'zh' }, gazetteer)).to.deep.include({ city: 'Wuzhen' });
    expect(await pageContext({ ...extraction(['札幌から日帰り鎌倉旅行をやってみました']), language: 'ja' }, gazetteer)).to.deep.include({ city: 'Kamakura' });
  });

  it('given a title listing towns near each other, when read, then each is a town of the trip, in the title\'s order; towns the title only compares with or sets out from are not', async () => {
    const listed = await pageContext({ ...extraction(['10 días en Marruecos: Fez, Chefchaouen y Meknes - Un blog']), language: 'es' }, gazetteer);
    expect(listed.titleTowns!.map((town) => town.written)).to.deep.equal(['Fez', 'Chefchaouen', 'Meknes']);
    expect((await pageContext({ ...extraction(['전주, 군산 여행 2박 3일 코스']), language: 'ko' }, gazetteer)).titleTowns).to.have.length(2);
    expect((await pageContext({ ...extraction(['Dónde comer en Puebla: un destino gourmet a dos horas de la CDMX']), language: 'es' }, gazetteer)).titleTowns).to.equal(undefined);
    expect((await pageContext({ ...extraction(['Kyoto and Paris: two cities, one rhythm']), language: 'en' }, gazetteer)).titleTowns).to.equal(undefined);
  });

  it('given a CJK title naming a town as the birthplace of something (発祥), when read, then it sets out from nowhere', async () => {
    expect((await pageContext({ ...extraction(['札幌発祥のスープカレーを食べ歩く']), language: 'ja' }, gazetteer)).departures).to.equal(undefined);
    expect((await pageContext({ ...extraction(['札幌発 日帰り小樽']), language: 'ja' }, gazetteer)).departures).to.deep.equal(['札幌']);
  });

  it('given a Portuguese or Spanish title opening with "Como" (how), when read, then Como is no town; on an Italian page it is', async () => {
    expect((await pageContext({ ...extraction(['Como tirar o passaporte brasileiro no exterior']), language: 'pt' }, gazetteer)).city).to.equal(undefined);
    expect((await pageContext({ ...extraction(['Como in un giorno: il lago e la funicolare']), language: 'it' }, gazetteer)).city).to.equal('Como');
  });

  it('given a summary naming a town inside a kind of place\'s name, when read, then that town is not where the page is', async () => {
    const page = { ...extraction(['Tour de 2 dias']), language: 'pt', description: 'Dois dias no leste do Algarve: as praias das ilhas da Ria Formosa.' };
    expect((await pageContext(page, gazetteer)).city).to.not.equal('Formosa');
  });

  it('given a Spanish title in title case with "Para" (for), when read, then the preposition is no Brazilian state', async () => {
    expect((await pageContext({ ...extraction(['Magnifico Chiloé – Una Visita Para Recordar']), language: 'es' }, gazetteer)).region).to.not.equal('Pará');
  });

  it('given a summary opening with a question word that a town abroad is named, when read, then that is no town of the page', async () => {
    const page = { ...extraction(['Quebrada de Humahuaca en auto']), language: 'es', description: 'Cómo organizamos el recorrido sin reservas: auto alquilado y excursiones.' };
    expect((await pageContext(page, gazetteer)).city).to.not.equal('Como');
  });

  it('given a title where a town\'s name is a word before a kind of place in lower case, when read, then that is no town', async () => {
    const context = await pageContext({ ...extraction(['Split – where Roman walls meet café life']), language: 'en' }, gazetteer);
    expect(context.countryCode).to.not.equal('RO');
  });
});


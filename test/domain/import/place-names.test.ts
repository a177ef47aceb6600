import { expect } from 'chai';
import { afterPartOfDay, cleanPlaceName, dayHeading } from '../../../src/domain/import/place-names.js';

describe('cleanPlaceName', () => {
  it('given an Italian name with "at the" or "from the" joined to it, when cleaned, then the name stands alone; "L\'" stays', () => {
    expect(cleanPlaceName("All'Osteria Bottega")).to.equal('Osteria Bottega');
    expect(cleanPlaceName("Dall'Antico Vinaio")).to.equal('Antico Vinaio');
    expect(cleanPlaceName("L'Aquila")).to.equal("L'Aquila");
  });

  it('given "tour" before a name, when cleaned, then an English tour of a place gives the place, a French tower stays, and a French round of a place gives the place', () => {
    expect(cleanPlaceName('Tour of Alcatraz')).to.equal('Alcatraz');
    expect(cleanPlaceName('Tour the Colosseum')).to.equal('Colosseum');
    expect(cleanPlaceName('Touring Hampi')).to.equal('Hampi');
    expect(cleanPlaceName('tour Saint-Nicolas')).to.equal('tour Saint-Nicolas');
    expect(cleanPlaceName('tour de la Chaîne')).to.equal('tour de la Chaîne');
    expect(cleanPlaceName('tour de la Freycinet Peninsula')).to.equal('Freycinet Peninsula');
  });

  it('given a name in German quotes, when cleaned, then the quotes are left out', () => {
    expect(cleanPlaceName('„Restaurante El Clón“')).to.equal('Restaurante El Clón');
    expect(cleanPlaceName('‚Kochzimmer‘')).to.equal('Kochzimmer');
  });

  it('given a French name with its article elided before a kind of place, when cleaned, then the article is left out', () => {
    expect(cleanPlaceName("L'Arc de Triomphe")).to.equal('Arc de Triomphe');
    expect(cleanPlaceName('L’Église Saint-Paul')).to.equal('Église Saint-Paul');
    expect(cleanPlaceName("L'Ecusson")).to.equal("L'Ecusson");
  });

  it('given a list item numbered "N°", "No." or "Nr.", when cleaned, then the number is left out', () => {
    expect(cleanPlaceName('N°1 : le château des ducs de Bretagne')).to.equal('le château des ducs de Bretagne');
    expect(cleanPlaceName('Nº 3 - Jardin des Plantes')).to.equal('Jardin des Plantes');
    expect(cleanPlaceName('Nr. 2: Zwinger')).to.equal('Zwinger');
    expect(cleanPlaceName('Richtung Innsbruck')).to.equal('Innsbruck');
    expect(cleanPlaceName('2軒目 赤萬')).to.equal('赤萬');
    expect(cleanPlaceName('5軒目(?) 老祥記')).to.equal('老祥記');
  });

  it('given a heading numbered as a rank or a stop with its colon, when cleaned, then the name stands alone', () => {
    expect(cleanPlaceName('Platz 10: Zugspitze')).to.equal('Zugspitze');
    expect(cleanPlaceName('Stop 2: Old State House')).to.equal('Old State House');
    expect(cleanPlaceName('Parada 3 - Mercado Central')).to.equal('Mercado Central');
    expect(cleanPlaceName('Top 10 Sehenswürdigkeiten')).to.equal('Top 10 Sehenswürdigkeiten');
  });

  it('given a name and the meal or outing had there, when cleaned, then the name stands alone', () => {
    expect(cleanPlaceName('Muriel’s for dinner at 2000')).to.equal('Muriel’s');
    expect(cleanPlaceName('Slidell for a 5:00 swamp tour')).to.equal('Slidell');
    expect(cleanPlaceName('Tea for Two')).to.equal('Tea for Two');
  });

  it('given a name with its area or reading in full-width brackets, when cleaned, then the brackets are left out as "(...)" are', () => {
    expect(cleanPlaceName('Boots & Kimo’s（カイルア）')).to.equal('Boots & Kimo’s');
    expect(cleanPlaceName('祇園（ぎおん）')).to.equal('祇園');
  });

  describe('time prefixes', () => {
    const cases: Array<[string, string]> = [
      ['9:00 AM – Visit Senso-ji', 'Senso-ji'],
      ['08:00 – Arribo a Cusco', 'Cusco'],
      ['14h30 - Musée d’Orsay', 'Musée d’Orsay'],
      ['10:00-12:00 Sagrada Família', 'Sagrada Família'],
      ['3pm: Tate Modern', 'Tate Modern'],
      ['17:00 （ディナー）ラッキーピエロ', '（ディナー）ラッキーピエロ'],
      ['12:00 五稜郭タワー', '五稜郭タワー'],
    ];
    for (const [raw, name] of cases) {
      it(`given "${raw}", when cleaned, then it is "${name}"`, () => {
        expect(cleanPlaceName(raw)).to.equal(name);
      });
    }
  });

  describe('parts of the day', () => {
    const cases: Array<[string, string]> = [
      ['Morning: Alfama', 'Alfama'],
      ['Afternoon – Belém', 'Belém'],
      ['Mattina a Central Park', 'Central Park'],
      ['Tarde en Montmartre', 'Montmartre'],
      ['Abends am Brandenburger Tor', 'Brandenburger Tor'],
      ['Lunch at Nishiki Market', 'Nishiki Market'],
      ['• 上午:灵隐寺 & 飞来峰', '灵隐寺 & 飞来峰'],
      ['午後：清水寺', '清水寺'],
      ['오후: 감천문화마을', '감천문화마을'],
    ];
    for (const [raw, name] of cases) {
      it(`given "${raw}", when cleaned, then it is "${name}"`, () => {
        expect(cleanPlaceName(raw)).to.equal(name);
      });
    }
  });

  describe('activity openers', () => {
    const cases: Array<[string, string]> = [
      ['Visit the Statue of Liberty', 'Statue of Liberty'],
      ['Day trip to Sintra', 'Sintra'],
      ['Dine at Le Jardin', 'Le Jardin'],
      ['Salida hacia Pisac', 'Pisac'],
      ['Visite du Louvre', 'Louvre'],
      ['Ausflug nach Potsdam', 'Potsdam'],
      ['Passeggiata al Pincio', 'Pincio'],
      ['Passeio pelo Chiado', 'Chiado'],
      ['Conheça a Universidade de Coimbra', 'Universidade de Coimbra'],
      ['Découvrez le Vieux-Lille', 'Vieux-Lille'],
      ['Scopri il Duomo', 'Duomo'],
      ['Retour sur Fiana', 'Fiana'],
      ['Randonnée dans le Parc d’Andringitra', 'Parc d’Andringitra'],
      ['Subir a la Torre de Bujaco', 'Torre de Bujaco'],
      ['Visitar el Palacio de los Golfines', 'Palacio de los Golfines'],
      ['Passeggiare per Piazza Paolo Diacono', 'Piazza Paolo Diacono'],
      ['Passear pelo Largo do Pelourinho', 'Largo do Pelourinho'],
      ['Flâner dans le Vieux Port', 'Vieux Port'],
    ];
    for (const [raw, name] of cases) {
      it(`given "${raw}", when cleaned, then it is "${name}"`, () => {
        expect(cleanPlaceName(raw)).to.equal(name);
      });
    }

  it('given an opener that is an infinitive in French and a noun in English, when cleaned with the page language, then only a Romance page reads it as a verb', () => {
    expect(cleanPlaceName('Explorer Hostel', 'en')).to.equal('Explorer Hostel');
    expect(cleanPlaceName('Explorer le Vieux Port', 'fr')).to.equal('Vieux Port');
    expect(cleanPlaceName('Admirer la Sainte-Chapelle', 'fr')).to.equal('Sainte-Chapelle');
  });
  });

  it('given a numbered item with a description, when cleaned, then only the name is left', () => {
    expect(cleanPlaceName('3. Park Güell – Gaudí’s mosaic park')).to.equal('Park Güell');
    expect(cleanPlaceName('📍 Fushimi Inari (Kyoto)')).to.equal('Fushimi Inari');
    expect(cleanPlaceName('1.- Visitar la Plaza Mayor', 'es')).to.equal('Plaza Mayor');
  });

  it('given a bold name that ends on the dash before its description, when cleaned, then the dash is left out; a hyphen in a name stays', () => {
    expect(cleanPlaceName('Charley Noble –')).to.equal('Charley Noble');
    expect(cleanPlaceName('Ombra -')).to.equal('Ombra');
    expect(cleanPlaceName('Saint-Émilion')).to.equal('Saint-Émilion');
  });

  it('given a section title, when cleaned, then it is no place', () => {
    expect(cleanPlaceName('Where to stay')).to.equal(undefined);
    expect(cleanPlaceName('Final thoughts')).to.equal(undefined);
    expect(cleanPlaceName('9:00 –')).to.equal(undefined);
  });
});

describe('day labels and parts of the day', () => {
  const days: Array<[string, number, string]> = [
    ['Erster Tag: Schloss / Burg + Schindlers Fabrik', 1, 'Schloss / Burg + Schindlers Fabrik'],
    ['Tag 2, KZ Auschwitz', 2, 'KZ Auschwitz'],
    ['1. Tag: Altstadt', 1, 'Altstadt'],
    ['Second day in Lisbon', 2, 'Lisbon'],
    ['Primer día: Centro', 1, 'Centro'],
    ['1일차 : 경복궁 → 북촌', 1, '경복궁 → 북촌'],
    ['第十二天：西湖', 12, '西湖'],
    ['2日目 金沢', 2, '金沢'],
    ['二日目 金閣寺', 2, '金閣寺'],
    ['둘째 날 : 돌산공원', 2, '돌산공원'],
    ['첫날 여수', 1, '여수'],
    ['Dia três: Paraty', 3, 'Paraty'],
    ['Día uno: Madrid', 1, 'Madrid'],
    ['Jour deux : Giverny', 2, 'Giverny'],
    ['Tag zwei: Pillnitz', 2, 'Pillnitz'],
    ['Giorno tre: Murano', 3, 'Murano'],
    ['十二日目 白川郷', 12, '白川郷'],
    ['二十日目：那覇', 20, '那覇'],
    ['★Day 3 – Kyoto', 3, 'Kyoto'],
    ['Première journée à Lyon', 1, 'Lyon'],
    ['Prima giornata: Ostia Antica', 1, 'Ostia Antica'],
    ['【DAY1】:天后宮 —— 關帝廟', 1, '天后宮 —— 關帝廟'],
    ['[Day 3] Siena', 3, 'Siena'],
    ['Day II: Ghent', 2, 'Ghent'],
    ['Jour IV - Lyon', 4, 'Lyon'],
    ['J3 : Avion jusq. Tuléar puis Ilakaka', 3, 'Avion jusq. Tuléar puis Ilakaka'],
    ['Tag 19 (Donnerstag): Progreso und Izamal', 19, 'Progreso und Izamal'],
    ['Day 3 (Tuesday) - Siena and Pienza', 3, 'Siena and Pienza'],
    ['Tag 5 (Siena)', 5, 'Siena'],
    ['day2（路環+氹仔+路氹）', 2, '路環+氹仔+路氹'],
    ['# 9일차 2019.9.27. 테어나우 > 퀸스타운', 9, '테어나우 > 퀸스타운'],
    ['Day 3 - 12/05 - Sintra', 3, 'Sintra'],
    ['3日目 9月27日（金） 松本城', 3, '松本城'],
    ['Day2鹿港天后宮→鹿港龍山寺', 2, '鹿港天后宮→鹿港龍山寺'],
    ['D3吳敦厚彩繪燈籠', 3, '吳敦厚彩繪燈籠'],
    ['Day 5 = Ella', 5, 'Ella'],
  ];
  for (const [raw, day, rest] of days) {
    it(`given "${raw}", when read as a day label, then it is day ${day} naming "${rest}"`, () => {
      expect(dayHeading(raw)).to.deep.equal({ day, rest });
    });
  }

  it('given words that only start like a day, when read, then they are no day label', () => {
    for (const text of ['Daydream', 'Tag der Arbeit', 'Dayton', 'Good day', '둘레길', 'Un jour à Lyon', 'Dia de chuva em Paraty', '東京Day 2', 'Due giornate a Roma', 'I day-dreamed of Rome', 'Tag i', 'Jaipur', 'J.K. Rowling', 'Day2x', 'D3S']) expect(dayHeading(text), text).to.equal(undefined);
  });

  it('given a heading that is only a part of the day, in any language, when cleaned, then it names no place', () => {
    for (const text of ['Midi', 'Après-midi', 'Soir', 'Mañana', 'Tarde', 'Mittag', 'Pomeriggio', 'Late Morning']) expect(cleanPlaceName(text), text).to.equal(undefined);
    expect(cleanPlaceName('Midi-Pyrénées')).to.equal('Midi-Pyrénées');
    expect(cleanPlaceName('Late Morning: Wander Through Mercado Central and La Lonja')).to.equal('Mercado Central and La Lonja');
    expect(cleanPlaceName('Afternoon: Lunch in Ruzafa')).to.equal('Ruzafa');
  });
});

describe('afterPartOfDay', () => {
  it('gives what a part of the day, or two of them, opens', () => {
    expect(afterPartOfDay('Tarde – Parque das Aves')).to.equal('Parque das Aves');
    expect(afterPartOfDay('Tarde/Noite – Marco das Três Fronteiras')).to.equal('Marco das Três Fronteiras');
    expect(afterPartOfDay('Afternoon: Tate Modern')).to.equal('Tate Modern');
  });

  it('gives nothing for a line that opens otherwise or holds only the part of the day', () => {
    expect(afterPartOfDay('Parque das Aves')).to.equal(undefined);
    expect(afterPartOfDay('Tarde')).to.equal(undefined);
  });
});

describe('cleanPlaceName: a boulevard is no stroll', () => {
  it('keeps "Paseo de" and "Paseo del" as the street\'s name, and still cuts a visit off its place', () => {
    expect(cleanPlaceName('Paseo de Martí')).to.equal('Paseo de Martí');
    expect(cleanPlaceName('Paseo del Prado')).to.equal('Paseo del Prado');
    expect(cleanPlaceName('Visita al Museo del Prado')).to.equal('Museo del Prado');
  });
});

describe('cleanPlaceName: a time written with AM or PM first', () => {
  it('cuts "AM 10:00 –" off the name as it cuts "10:00 AM –"', () => {
    expect(cleanPlaceName('PM 01:00 – 화성행궁')).to.equal('화성행궁');
    expect(cleanPlaceName('Amsterdam')).to.equal('Amsterdam');
  });
});

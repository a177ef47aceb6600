import { expect } from 'chai';
import { capitalisedName, definiteKindOfPlace, nameRejection, namesTownsOwn, onlyFrames, placeEndingActivity, readsLikePlaceName } from '../../../src/domain/import/name-quality.js';

describe('name quality', () => {
  describe('nameRejection', () => {
    const rejected: Array<[string, string]> = [
      ['Tuesday', 'not a place word'],
      ['Aeroporto de Congonhas', 'an airport'],
      ['Bandaranaike International Airport', 'an airport'],
      ['宮古空港', 'an airport'],
      ['Asia Centrale', 'a part of the world'],
      ['Southeast Asia', 'a part of the world'],
      ['Oriente Medio', 'a part of the world'],
      ['les Balkans', 'a part of the world'],
      ['Southern Hemisphere', 'nothing one can pin'],
      ['European Union', 'nothing one can pin'],
      ['Impero Romano d\'Occidente', 'nothing one can pin'],
      ['Ottoman Empire', 'nothing one can pin'],
      ['African Nations Cup', 'nothing one can pin'],
      ['Orchestra Sinfonica di Québec City', 'nothing one can pin'],
      ['Festa Literária Internacional', 'nothing one can pin'],
      ['Wikimedia Commons', 'nothing one can pin'],
      ['수면제', 'a medicine'],
      ['신한카드', 'a card or a brand'],
      ['마스터 브랜드', 'a card or a brand'],
      ['마약성 진통제', 'a medicine'],
      ['정신과 약', 'a medicine'],
      ['UNESCO', 'not a place word'],
      ['Ottocento', 'not a place word'],
      ['Description', 'not a place word'],
      ['Ouest', 'not a place word'],
      ['Breitwand-Format 16:9', 'not a place word'],
      ['HDTV', 'not a place word'],
      ['Details', 'not a place word'],
      ['Berber market', 'a kind of place, no name'],
      ['Japanese garden', 'a kind of place, no name'],
      ['Memorial Day', 'a day or a holiday'],
      ['Fashion Week', 'a day or a holiday'],
      ['Zweiten Weltkrieg', 'not a place word'],
      ['Wyndham Garden', 'lodging'],
      ['Hotel Provincial', 'lodging'],
      ['Meliá Lisboa Aeroporto', 'lodging'],
      ['Windy City', "a town's nickname"],
      ['Pink City of Jaipur', "a town's nickname"],
      ['Veneza do Brasil', "a town's nickname"],
      ['Cidade Imperial', "a town's nickname"],
      ['la Ville Rose', "a town's nickname"],
      ['5th of July', 'a date'],
      ['Wed Oct 11', 'a date'],
      ['Thurs Oct 12', 'a date'],
      ['Sept 5th- 10th', 'a date'],
      ['新宿発ロマンスカー', 'a transit line or directions'],
      ['12 au 15 juin', 'a date'],
      ['del 3 al 7 de mayo', 'a date'],
      ['编辑于 2025', 'a date'],
      ['작성일 2023', 'a date'],
      ['中国台湾', 'a country'],
      ['1er mai', 'a date'],
      ['July 4th', 'a date'],
      ['Hotel Adlon', 'lodging'],
      ['Ryokan Yoshida-sanso', 'lodging'],
      ['Casa Bonay Hostel', 'lodging'],
      ['10h30', 'a number or a time'],
      ['12 pm', 'a number or a time'],
      ['3 km', 'a number or a time'],
      ['N°1', 'a number or a time'],
      ['No. 2', 'a number or a time'],
      ['Okayama Prefecture', 'a region'],
      ['Erzbischof Johann Ernst von Thun', "a ruler's name"],
      ['Herzog Albrecht', "a ruler's name"],
      ['provincia di Cuneo', 'a region'],
      ['Tel: +351 21 000', 'a phone number or an abbreviation'],
      ['Metro Line 2', 'a transit line or directions'],
      ['JR Sobu', 'a transit line or directions'],
      ['Rua Augusta 24', 'an address'],
      ['Amérique', 'not a place word'],
      ['MAÑANA', 'not a place word'],
      ['État', 'not a place word'],
      ['M2', 'a transit line or directions'],
      ['GS_Valladolid', 'a user name'],
      ['Karen W', 'a user name'],
      ['Dennis M.', 'a user name'],
      ['Gulf News’s Friday', 'a day or a holiday'],
      ['Discover Street Art', 'street art or food, not a street'],
      ['City’s Heart', 'a description, not a name'],
      ['La capital del Tahuantinsuyo', 'a description, not a name'],
      ['the beating heart of Lisbon', 'a description, not a name'],
      ['Hauptstadt Portugals', 'a description, not a name'],
      ['die älteste Straße Krakaus', 'a description, not a name'],
      ['UNESCO-Welterbe', 'not a place word'],
      ['Patrimonio Unesco', 'not a place word'],
      ['Tuk Tuk', 'not a place word'],
      ['Vegan nata', 'not a place word'],
      ['Char Siew', 'not a place word'],
      ['Siguiente barrio', 'a kind of place, no name'],
      ['Próximo', 'not a place word'],
      ["We've", 'not a name'],
      ['That’s', 'not a name'],
      ['Superior King Room', 'lodging'],
      ['Honey Moon Suite', 'lodging'],
      ['Wohnmobilstellplatz', 'lodging'],
      ['Campingplatz Azur', 'lodging'],
      ['첫째날', "a day's label"],
      ['Tag 2', "a day's label"],
      ['Osten Deutschlands', 'a region'],
      ['Norte de Portugal', 'a region'],
      ['Casa de', 'not a name'],
      ['新社花海節', 'a day or a holiday'],
      ['Fringe Festival', 'a day or a holiday'],
      ['Aug 14, 2023', 'a date'],
      ['14 Aug 2023', 'a date'],
      ['Platz 10', 'a number or a time'],
      ['金沢駅着', 'a transit line or directions'],
      ['お土産購入', 'what a schedule does, not where'],
      ['チェックアウト', 'what a schedule does, not where'],
      ['Trang An Viewpoint Homestay', 'lodging'],
      ['Casa Antonico Bed & Breakfast', 'lodging'],
      ['Moyen Âge', 'not a place word'],
      ['Edad Media', 'not a place word'],
      ['XI-XII', 'a numeral'],
      ['XVIII', 'a numeral'],
      ['十一', 'a numeral'],
    ];
    for (const [name, reason] of rejected) {
      it(`given "${name}", when judged, then it is refused as ${reason}`, () => {
        expect(nameRejection(name)).to.equal(reason);
      });
    }

    const accepted = [
      'Forbidden City', 'Kansas City', 'Paris Las Vegas', 'beffroi de l’hôtel de ville', 'Hôtel-Dieu',
      'Kinkaku-ji', 'Rua Augusta', 'Japanese Garden of Portland', 'Museo del Prado', 'Berber Market Tazzoult', 'Route 66 Museum',
      'Amoy Street Food Centre', 'Museo Corazón de Jesús', 'Arthur’s Seat', 'Tacos Don Juan', 'Queen Victoria Market', 'Prince Edward Island',
      'Kaiser Wilhelm Gedächtniskirche', 'Rei dos Leitões', 'Queen Charlotte', 'Reina Sofía',
      "Arthur's", 'Old Airport Road Food Centre', 'Map Room', 'Dia 2 de Maio', 'Tea Room', 'South of Broad', 'North Beach', 'Ostende', 'Rue de la Paix', 'Cafe M', 'Café N',
      // Places named like the things no one can pin.
      'Empire State Building', 'Union Bay', 'Union Square', 'The Cup Cafe', 'Festival Hall', 'Orchestra Hall',
    ];
    for (const name of accepted) {
      it(`given "${name}", when judged, then it may be a stop`, () => {
        expect(nameRejection(name)).to.equal(undefined);
      });
    }
  });

  describe('readsLikePlaceName: a German compound ending in a kind of place', () => {
    it('given "Burggarten" and "Palmenhaus", when judged, then they read as names; "Gardens" alone does not', () => {
      expect(readsLikePlaceName('Burggarten')).to.equal(true);
      expect(readsLikePlaceName('Palmenhaus')).to.equal(true);
      expect(readsLikePlaceName('Gardens')).to.equal(false);
    });
  });

  describe('readsLikePlaceName: names joined by Italian and French contracted articles', () => {
    it('given "Camera degli Sposi" and "Place aux Herbes", when judged, then they read as names', () => {
      expect(readsLikePlaceName('Camera degli Sposi')).to.equal(true);
      expect(readsLikePlaceName('Place aux Herbes')).to.equal(true);
    });
  });

  describe('readsLikePlaceName: a heading that trails off', () => {
    it('given "D\'abord, la plage …" or "Next up..." , when judged, then they are no names', () => {
      expect(readsLikePlaceName("D'abord, la plage …")).to.equal(false);
      expect(readsLikePlaceName('Next up: Plaza Mayor...')).to.equal(false);
      expect(readsLikePlaceName('20min)')).to.equal(false);
      expect(readsLikePlaceName('Plaza Mayor')).to.equal(true);
    });
  });

  describe('readsLikePlaceName: an article and words in lower case', () => {
    it('given "Le road-trip", when judged, then it is no name; an elision or a particle joined to a name is part of one', () => {
      expect(readsLikePlaceName('Le road-trip')).to.equal(false);
      expect(readsLikePlaceName("Musée d'Orsay")).to.equal(true);
      expect(readsLikePlaceName('Mezquita al-Azhar')).to.equal(true);
    });
  });

  describe('readsLikePlaceName: a kind in lower case and a name elided against its connector', () => {
    it('given "plage d\'Angon" and "lac d\'Annecy", then they read as names; "museo dell\'arte" does not', () => {
      expect(readsLikePlaceName("plage d'Angon")).to.equal(true);
      expect(readsLikePlaceName("lac d'Annecy")).to.equal(true);
      expect(readsLikePlaceName("museo dell'arte")).to.equal(false);
    });
  });

  describe('readsLikePlaceName: a kind of place and its name', () => {
    it('given a kind in lower case before a capitalised kind that ends the name, then it reads as a name; not inside a street\'s name', () => {
      expect(readsLikePlaceName('quartiere Castello')).to.equal(true);
      expect(readsLikePlaceName('via Borgo Canale')).to.equal(false);
    });

    it('given a long Romance name joined by connectors, then it reads as a name; a sentence of as many words does not', () => {
      expect(readsLikePlaceName('Ermita de la Hermandad de la Santa Cruz')).to.equal(true);
      expect(readsLikePlaceName('Try local food at Buka or Country Kitchen')).to.equal(false);
    });

    it('given a preposition opening a sentence before a kind in lower case, then it reads as no name', () => {
      expect(readsLikePlaceName('Sulla piazza')).to.equal(false);
      expect(readsLikePlaceName('Piazza Walther')).to.equal(true);
    });

    it('given a headland opening a name, then it reads as a kind of place; inside a phrase it does not', () => {
      expect(readsLikePlaceName('Cap Skirring')).to.equal(true);
      expect(readsLikePlaceName('Introdução à Viagem para Ponta Douro')).to.equal(false);
    });
  });

  describe('nameRejection: a CJK kind alone', () => {
    it('given a CJK kind of place alone, then it names no place; with a name before it, it does', () => {
      for (const name of ['시장', '해변', '公园', 'ビーチ']) expect(nameRejection(name), name).to.equal('a kind of place, no name');
      for (const name of ['카본 마켓', '中山公园', '大同古城']) expect(nameRejection(name), name).to.equal(undefined);
    });
  });

  describe('placeEndingActivity', () => {
    it('given a plan\'s activity that ends at a place, in any language, when read, then it names that place; a short label or a name does not', () => {
      expect(placeEndingActivity('Take in the panoramic view at Skybar')).to.equal('Skybar');
      expect(placeEndingActivity("Abends geht's ins Kuhviertel")).to.equal('Kuhviertel');
      expect(placeEndingActivity('Ontbijten aan de Oudegracht')).to.equal('Oudegracht');
      expect(placeEndingActivity('Lunch in Ruzafa')).to.equal(undefined);
      expect(placeEndingActivity('Leave the bags at F')).to.equal(undefined);
      expect(placeEndingActivity('Museum of Modern Art')).to.equal(undefined);
    });
  });

  describe('readsLikePlaceName', () => {
    it('given proper names, when read, then they read like places', () => {
      expect(readsLikePlaceName('Cervejaria Ramiro')).to.equal(true);
      expect(readsLikePlaceName('Jardin du Luxembourg')).to.equal(true);
      expect(readsLikePlaceName('Tower of London')).to.equal(true);
    });

    it('given a kind next to a name in lower case, when read, then it reads like a place', () => {
      expect(readsLikePlaceName('bahía de Halong')).to.equal(true);
      expect(readsLikePlaceName('museo de la guerra de Vietnam')).to.equal(true);
      expect(readsLikePlaceName('musée Yves Saint Laurent')).to.equal(true);
    });

    it('given a Romance name with its words after the kind in lower case, when read, then it reads like a place', () => {
      expect(readsLikePlaceName('Casa da cultura')).to.equal(true);
      expect(readsLikePlaceName('Palacio imperial de Tokio')).to.equal(true);
    });

    it('given a kind of place alone, when read, then it does not', () => {
      expect(readsLikePlaceName('Gardens')).to.equal(false);
      expect(readsLikePlaceName('Museums')).to.equal(false);
    });

    it('given plural kinds of places without a name ("Miradouros", "Parks and Gardens"), when read, then they do not', () => {
      expect(readsLikePlaceName('Miradouros')).to.equal(false);
      expect(readsLikePlaceName('Parks and Gardens')).to.equal(false);
    });

    it('given an article or a second word before a kind, when read, then it is a name', () => {
      expect(readsLikePlaceName('Le Jardin')).to.equal(true);
      expect(readsLikePlaceName('Opera Bar')).to.equal(true);
    });

    it('given a determiner opening a sentence before a kind ("Una taquería", "Cette église"), when read, then it does not', () => {
      expect(readsLikePlaceName('Una taquería')).to.equal(false);
      expect(readsLikePlaceName('Cette église')).to.equal(false);
      expect(readsLikePlaceName('Taquería Orinoco')).to.equal(true);
    });

    it('given a sentence or a tip, when read, then it does not', () => {
      expect(readsLikePlaceName('Fly off-peak if you can')).to.equal(false);
      expect(readsLikePlaceName('Bring comfortable shoes')).to.equal(false);
    });

    it('given CJK names, when read, then two characters or more read like a place', () => {
      expect(readsLikePlaceName('清水寺')).to.equal(true);
      expect(readsLikePlaceName('명동')).to.equal(true);
      expect(readsLikePlaceName('寺')).to.equal(false);
    });
  });

  describe('onlyFrames', () => {
    it('given activity and section words around a name, when checked, then they only frame it', () => {
      expect(onlyFrames(['Day', 'trip', 'to'])).to.equal(true);
      expect(onlyFrames(['Sunset', 'at'])).to.equal(true);
      expect(onlyFrames(['Visita', 'a', '2'])).to.equal(true);
    });

    it('given a kind of place or other words around a name, when checked, then they make another place of it', () => {
      expect(onlyFrames(['Café'])).to.equal(false); // "Café Louvre" is not the Louvre
      expect(onlyFrames(['Les', 'frais', 'bancaires'])).to.equal(false);
    });
  });
});

describe('the one place of its kind, after a definite article', () => {
  it('reads "Le parlement", "La funivia", "Le quartier juif" as places, without the article', () => {
    expect(definiteKindOfPlace('Le parlement')).to.equal('parlement');
    expect(definiteKindOfPlace('La funivia')).to.equal('funivia');
    expect(definiteKindOfPlace('Le quartier juif')).to.equal('quartier juif');
    expect(definiteKindOfPlace('Le port de pêche')).to.equal('port de pêche');
    expect(definiteKindOfPlace('The castle')).to.equal('castle');
    expect(definiteKindOfPlace('The main square')).to.equal('main square');
  });

  it('reads a heading or a list item that is one kind a town has one of as the town\'s own, in capitals or not; not a German "Schloss" or a plural', () => {
    for (const name of ['Duomo', 'Concatedral', 'Castello', 'Château', 'Souk', 'Oper', 'cattedrale', 'citadel', 'halles']) expect(namesTownsOwn(name), name).to.equal(true);
    for (const name of ['Schloss', 'Museos', 'churches']) expect(namesTownsOwn(name), name).to.equal(false);
  });

  it('rejects an airline, a shipping line or a firm in any script, as a story about flying sets them in bold; not a place named with the word', () => {
    for (const name of ['Yeti Airlines', 'British Airways', 'Aerolíneas Argentinas', '帝国航空公司', '达美航空', '西方航空快递公司', '日本航空', 'ピーチ・アビエーション航空', '대한항공', '해운사']) {
      expect(nameRejection(name), name).to.be.oneOf(['a carrier or a firm', 'not a place word']);
    }
    for (const name of ['Bel Air', 'Air Terjun Sekumpul', '航空博物馆', '所沢航空記念公園']) expect(nameRejection(name), name).to.equal(undefined);
  });

  it('rejects a company, as a photo credit names it', () => {
    expect(nameRejection('Heidelberg Marketing GmbH')).to.equal('a company');
    expect(nameRejection('Turismo de Lisboa S.A.')).to.equal('a company');
    expect(nameRejection('Gasthaus Zum Roten Ochsen')).to.equal(undefined);
    expect(nameRejection('MP4 720p')).to.equal("a video's download format");
    expect(nameRejection('Аудио M4A')).to.equal("a video's download format");
    expect(nameRejection('Route 66')).to.equal(undefined);
  });

  it('rejects a German noun after an indefinite article, opening a sentence', () => {
    expect(nameRejection('Ein Café-Restaurant')).to.equal('generic');
    expect(nameRejection('Eine Bar')).to.equal('generic');
    expect(nameRejection('Einbeck')).to.equal(undefined);
  });

  it('is no mere kind of place to reject, as "Japanese garden" is', () => {
    expect(nameRejection('The castle')).to.equal(undefined);
    expect(nameRejection('La funivia')).to.equal(undefined);
    expect(nameRejection('Japanese garden')).to.equal('a kind of place, no name');
  });

  it('leaves plurals, stations and things that are no kind of place alone', () => {
    expect(definiteKindOfPlace('Les bagages')).to.equal(undefined);
    expect(definiteKindOfPlace('Le rosticcerie')).to.equal(undefined);
    expect(definiteKindOfPlace('La gare')).to.equal(undefined);
    expect(definiteKindOfPlace('La taxe de séjour')).to.equal(undefined);
    expect(definiteKindOfPlace('Le Danube côté Pest')).to.equal(undefined);
  });
});

describe("a list item's name written as a name", () => {
  it('drops a lower-case article before a capital and capitalises a lower-case kind of place', () => {
    expect(capitalisedName('la Linguère')).to.equal('Linguère');
    expect(capitalisedName("l'Iguane")).to.equal('Iguane');
    expect(capitalisedName('musée de la musique')).to.equal('Musée de la musique');
    expect(capitalisedName('antica friggitoria Carega')).to.equal('Antica friggitoria Carega');
    expect(capitalisedName('tour de la Chaîne')).to.equal('Tour de la Chaîne');
  });

  it('leaves other phrases as they were', () => {
    expect(capitalisedName('tôt le matin à l’aéroport')).to.equal('tôt le matin à l’aéroport');
    expect(capitalisedName('gare routière')).to.equal('gare routière');
  });
});

describe("rulers' names", () => {
  it('rejects a name and a regnal number, unless a kind of place is named after it', () => {
    expect(nameRejection('Rameses III')).to.equal("a ruler's name");
    expect(nameRejection('Sofitel Auckland Viaduct Harbour')).to.equal('lodging');
    expect(nameRejection('AM 10:00')).to.equal('a number or a time');
    expect(nameRejection('Carlos III')).to.equal("a ruler's name");
    expect(nameRejection('Parque Carlos III')).to.equal(undefined);
  });
});

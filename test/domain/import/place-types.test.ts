import { expect } from 'chai';
import { hasPlaceType, isPlaceTypeWord, LOWER_CASE_KINDS, placeTypeOf } from '../../../src/domain/import/place-types.js';

describe('place types', () => {
  it('given names holding a European kind of place, when typed, then they get its category', () => {
    expect(placeTypeOf('Museo del Prado')).to.equal('museum');
    expect(placeTypeOf('Église Saint-Sulpice')).to.equal('religious');
    expect(placeTypeOf('Praia da Marinha')).to.equal('beach');
    // Islands in the plural and peninsulas, in the Romance languages and German.
    for (const name of ['isole Ballestas', 'islas Cíes', 'îles de Lérins', 'penisola di Paracas', 'Halbinsel Mönchgut']) expect(placeTypeOf(name), name).to.equal('nature');
    expect(placeTypeOf('Piazza Navona')).to.equal('square');
    expect(placeTypeOf('Rua Augusta')).to.equal('street');
    expect(placeTypeOf('Mercado de San Miguel')).to.equal('market');
  });

  it('given a university, a cinema, a visitor centre, salt pans or a Polish square, when typed, then each is a kind of place', () => {
    expect(placeTypeOf('Universidade do Minho')).to.equal('sight');
    expect(placeTypeOf('Cinéma Rif')).to.equal('sight');
    expect(placeTypeOf('Centro de Interpretación de las Tres Culturas')).to.equal('sight');
    expect(placeTypeOf('Saline di Marsala')).to.equal('nature');
    expect(placeTypeOf('Plac Solny')).to.equal('square');
  });

  it('given the kinds Romance languages write in lower case before a name, when typed, then each is a kind of place but a tower that is also a visit and an oven', () => {
    expect(LOWER_CASE_KINDS.filter((kind) => !isPlaceTypeWord(kind))).to.deep.equal(['tour', 'forno']);
    expect(placeTypeOf('canal du Thiou')).to.equal('nature');
    expect(placeTypeOf('Pátio das Escolas')).to.equal('sight');
    expect(placeTypeOf('Red Bull Arena')).to.equal('sight');
  });

  it('given a French tower written with its kind in lower case, when typed, then it is a sight; a tour is none', () => {
    expect(placeTypeOf('tour Saint-Nicolas')).to.equal('sight');
    expect(placeTypeOf("tour de l'Horloge")).to.equal('sight');
    expect(placeTypeOf('tour de la Chaîne')).to.equal('sight');
    expect(placeTypeOf('Walking tour')).to.equal(undefined);
    expect(placeTypeOf('tour guiado')).to.equal(undefined);
  });

  it('given a French walled town\'s citadel, a bastide, a gateway and covered markets, when typed, then they are kinds of place', () => {
    expect(placeTypeOf('La cité fortifiée')).to.equal('sight');
    expect(placeTypeOf('La bastide Saint-Louis')).to.equal('area');
    expect(placeTypeOf('portail des Jacobins')).to.equal('sight');
    expect(placeTypeOf('les halles de Narbonne')).to.equal('market');
  });

  it('given a bell tower, a trullo, a natural history museum, a memorial, a rock, a dune and a cove, when typed, then they are kinds of place', () => {
    expect(placeTypeOf('campanile incompiuto')).to.equal('sight');
    expect(placeTypeOf('trullo sovrano')).to.equal('sight');
    expect(placeTypeOf("muséum d'histoire naturelle")).to.equal('museum');
    expect(placeTypeOf('mémorial irlandais')).to.equal('sight');
    expect(placeTypeOf('torres de los Púlpitos')).to.equal('sight');
    expect(placeTypeOf('rocher au lion')).to.equal('nature');
    expect(placeTypeOf('duna do pôr do sol')).to.equal('nature');
    expect(placeTypeOf('caleta El Membrillo')).to.equal('beach');
  });

  it('given hills, grottoes, quays, lounges, taverns and Venice\'s palaces, when typed, then they are kinds of place', () => {
    expect(placeTypeOf('Russian Hill')).to.equal('nature');
    expect(placeTypeOf('Gruta do Lago Azul')).to.equal('nature');
    expect(placeTypeOf('Cais de Gaia')).to.equal('street');
    expect(placeTypeOf('Signature Lounge')).to.equal('food');
    expect(placeTypeOf("Ca' Rezzonico")).to.equal('sight');
    expect(placeTypeOf('San Diego CA')).to.equal(undefined);
    expect(placeTypeOf('Callejón de los peluqueros')).to.equal('street');
    expect(placeTypeOf('Quiosque do Carmo')).to.equal('food');
    expect(placeTypeOf('Zona Rosa')).to.equal('area');
  });

  it('given isles and islets, ghats, bathhouses, mosques, Hindu temples, town walls, estates, sinkholes, piers, ghettos, lagoons, wadis, centres and sweet shops, when typed, then they are kinds of place', () => {
    expect(placeTypeOf('Isle Madame')).to.equal('nature');
    expect(placeTypeOf('Ile de Ré')).to.equal('nature');
    expect(placeTypeOf('Ilhéu de Vila Franca')).to.equal('nature');
    expect(placeTypeOf('Assi Ghat')).to.equal('sight');
    expect(placeTypeOf('Hammam Mouassine')).to.equal('sight');
    expect(placeTypeOf('Masjid Jamek')).to.equal('religious');
    expect(placeTypeOf('Birla Mandir')).to.equal('religious');
    expect(placeTypeOf('Murallas de Cartagena')).to.equal('sight');
    expect(placeTypeOf('City Walls')).to.equal('sight');
    expect(placeTypeOf('Fazenda da Pratinha')).to.equal('sight');
    expect(placeTypeOf('Poço Azul')).to.equal('nature');
    expect(placeTypeOf('Cenote Ik Kil')).to.equal('nature');
    expect(placeTypeOf('Molo Audace')).to.equal('sight');
    expect(placeTypeOf('Ghetto Ebraico')).to.equal('area');
    expect(placeTypeOf('Mt. Norquay')).to.equal('nature');
    expect(placeTypeOf('Lagoa Azul')).to.equal('nature');
    expect(placeTypeOf('Wadi Shab')).to.equal('nature');
    expect(placeTypeOf('Chomp Chomp Food Centre')).to.equal('sight');
    expect(placeTypeOf('Kashi Chat Bhandar')).to.equal('food');
  });

  it('given the Andes\' ravines and gorges, in capitals or after an article, when typed, then they are nature', () => {
    expect(placeTypeOf('Quebrada de las Conchas')).to.equal('nature');
    expect(placeTypeOf('Garganta del Diablo')).to.equal('nature');
    expect(placeTypeOf('Barranco de Guayadeque')).to.equal('nature');
    expect(hasPlaceType('la quebrada de Humahuaca')).to.equal(true);
  });

  it('given a Portuguese cathedral with its capital and the Spanish "sé" (I know), when typed, then only the cathedral is a kind of place', () => {
    expect(placeTypeOf('Sé de Lisboa')).to.equal('religious');
    expect(placeTypeOf('Sé do Porto')).to.equal('religious');
    expect(placeTypeOf('Tampoco sé')).to.equal(undefined);
  });

  it('given a Romance street\'s kind last ("così via", "and so on"), when typed, then it is no street; first, it is one', () => {
    expect(placeTypeOf('così via')).to.equal(undefined);
    expect(placeTypeOf('via Tassis')).to.equal('street');
    expect(placeTypeOf('Rua Augusta')).to.equal('street');
  });

  it('given a Romance kind joined to its name by "de", when typed, then the kind is the first word\'s, whatever the last is', () => {
    expect(placeTypeOf('plaza de Bib-Rambla')).to.equal('square');
    expect(placeTypeOf('Forth Road Bridge')).to.equal('sight');
  });

  it('given German compounds, when typed, then the ending makes them a sight', () => {
    expect(placeTypeOf('Frauenkirche')).to.equal('sight');
    expect(placeTypeOf('Marienplatz')).to.equal('sight');
    expect(placeTypeOf('Viktualienmarkt')).to.equal('sight');
  });

  it('given German compounds in -platz that are no square (a car park, a playground), when typed, then they have no kind', () => {
    expect(placeTypeOf('Parkplatz')).to.equal(undefined);
    expect(placeTypeOf('Spielplatz')).to.equal(undefined);
    expect(placeTypeOf('Alexanderplatz')).to.equal('sight');
  });

  it('given a short word that only ends like a compound, when typed, then it has no kind', () => {
    expect(placeTypeOf('Hof')).to.equal(undefined);
    expect(placeTypeOf('Domhof')).to.equal(undefined); // a compound ending counts from seven letters
  });

  it('given romanised Japanese endings, when typed, then they are sights', () => {
    expect(placeTypeOf('Senso-ji')).to.equal('sight');
    expect(placeTypeOf('Nijo-jo')).to.equal('sight');
    expect(placeTypeOf('Ninenzaka')).to.equal('sight');
    expect(placeTypeOf('Nishiki Ichiba')).to.equal('sight');
    expect(placeTypeOf('Kiyomizu-dera')).to.equal('religious');
  });

  it('given a plain proper name, when typed, then it has no kind', () => {
    expect(placeTypeOf('Obanzai Yakobetei')).to.equal(undefined);
    expect(placeTypeOf('Alfama')).to.equal(undefined);
    expect(hasPlaceType('Lisbon')).to.equal(false);
  });

  it('given CJK streets, when typed, then they are streets, but old streets and night markets are not', () => {
    expect(placeTypeOf('南京路')).to.equal('street');
    expect(placeTypeOf('四条通')).to.equal('street');
    expect(placeTypeOf('세종대로')).to.equal('street');
    expect(placeTypeOf('屯溪老街')).to.not.equal('street');
    expect(placeTypeOf('士林夜市')).to.not.equal('street');
    expect(placeTypeOf('錦市場商店街')).to.not.equal('street');
  });

  it('given CJK airports, stations and wards, when typed, then they are transport and admin', () => {
    expect(placeTypeOf('関西空港')).to.equal('transport');
    expect(placeTypeOf('京都駅')).to.equal('transport');
    expect(placeTypeOf('서울역')).to.equal('transport');
    expect(placeTypeOf('上海虹桥站')).to.equal('transport');
    expect(placeTypeOf('東山区')).to.equal('admin');
    expect(placeTypeOf('종로구')).to.equal('admin');
    expect(placeTypeOf('能登半島')).to.equal('admin');
    expect(placeTypeOf('태안반도')).to.equal('admin');
    expect(placeTypeOf('カリブ諸島')).to.equal('admin');
  });

  it('given English words that end like a German sight ("Administrator", "Kingdom", "Digital"), when typed, then they are no place; German compounds are', () => {
    for (const word of ['Administrator', 'Visitor', 'Kingdom', 'Freedom', 'Digital', 'Continental', 'Tennessee']) expect(placeTypeOf(word), word).to.equal(undefined);
    for (const word of ['Holstentor', 'Siegestor', 'Mariendom', 'Tegernsee', 'Zillertal', 'Höllental']) expect(placeTypeOf(word), word).to.equal('sight');
    expect(placeTypeOf('イベリア半島')).to.equal('admin');
  });

  it('given an English name with the kind last, when typed, then the last word wins', () => {
    expect(placeTypeOf('Forth Road Bridge')).to.equal('sight');
    expect(placeTypeOf('Abbey Road')).to.equal('street');
    expect(placeTypeOf('Market Street')).to.equal('street');
  });

  it('given a Romance name with the kind first, when typed, then the first kind word counts', () => {
    expect(placeTypeOf('Torre de Belém')).to.equal('sight');
    expect(placeTypeOf('Parque del Retiro')).to.equal('park');
  });

  it('given single words, when asked whether they are kinds, then only the bare word counts', () => {
    expect(isPlaceTypeWord('temple')).to.equal(true);
    expect(isPlaceTypeWord('Markt')).to.equal(true);
    expect(isPlaceTypeWord('Viktualienmarkt')).to.equal(false);
    expect(isPlaceTypeWord('Kyoto')).to.equal(false);
  });
});

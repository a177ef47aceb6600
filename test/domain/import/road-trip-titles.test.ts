import { expect } from 'chai';
import { titlesSayRoadTrip } from '../../../src/domain/import/road-trip-titles.js';

describe('road-trip titles', () => {
  it('given titles that say the trip is driven, in any language, when read, then it is a road trip', () => {
    for (const title of ['Siena e dintorni on the road', 'Our Iceland Road Trip', 'Roadtrip durch Schottland', 'La Toscane en voiture', '제주 렌터카 여행 코스', '北海道ドライブ旅行', '川西自驾游']) {
      expect(titlesSayRoadTrip([title]), title).to.equal(true);
    }
  });

  it('given titles of a round trip, a route, a circuit or a camper, when read, then it is a road trip', () => {
    for (const title of ['3 Wochen Westkanada - was sagt ihr zu der Route?', 'Reisebericht: Rundreise Afrika', 'Circuit de 15 jours au Vietnam', 'Viaggio itinerante in Sicilia', 'Tasmania by campervan', 'Mit dem Motorrad durch die Alpen']) {
      expect(titlesSayRoadTrip([title]), title).to.equal(true);
    }
  });

  it('given titles that go from one place to another, when read, then it is a road trip; "de la A a la Z" is not', () => {
    for (const title of ['Namibias Norden - von Sossusvlei bis Etosha', 'De Halifax à Vancouver', 'From Cusco to Puno by bus', 'de Salta a Cafayate']) {
      expect(titlesSayRoadTrip([title]), title).to.equal(true);
    }
  });

  it('given titles of a city break or a walk, when read, then it is not', () => {
    for (const title of ['48 hours in Bruges', 'Three days in Leipzig', 'The road to Mandalay bar review', 'Cosa vedere a Mantova', 'Madrid de la A a la Z', 'Der Weg von A nach B']) {
      expect(titlesSayRoadTrip([title]), title).to.equal(false);
    }
  });
});

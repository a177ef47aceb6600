import { expect } from 'chai';
import { titlesSayRoadTrip } from '../../../src/domain/import/road-trip-titles.js';

describe('road-trip titles', () => {
  it('given titles that say the trip is driven, in any language, when read, then it is a road trip', () => {
    for (const title of ['Siena e dintorni on the road', 'Our Iceland Road Trip', 'Roadtrip durch Schottland', 'La Toscane en voiture', '제주 렌터카 여행 코스', '北海道ドライブ旅行', '川西自驾游']) {
      expect(titlesSayRoadTrip([title]), title).to.equal(true);
    }
  });

  it('given titles of a city break or a walk, when read, then it is not', () => {
    for (const title of ['48 hours in Bruges', 'Three days in Leipzig', 'The road to Mandalay bar review', 'Cosa vedere a Mantova']) {
      expect(titlesSayRoadTrip([title]), title).to.equal(false);
    }
  });
});

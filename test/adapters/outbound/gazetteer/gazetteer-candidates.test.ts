import { expect } from 'chai';
import { GazetteerGeocoder } from '../../../../src/adapters/outbound/gazetteer/gazetteer-geocoder.js';

const NEAR_PARIS_TEXAS = { latitude: 33.66, longitude: -95.55 };
const LOS_ANGELES = { latitude: 34.05, longitude: -118.24 };

describe('GazetteerGeocoder candidates', function () {
  this.timeout(20_000);
  const geocoder = new GazetteerGeocoder();
  const countries = async (name: string, context = {}, limit = 5) =>
    (await geocoder.candidates({ name, context }, limit)).map((found) => found.countryCode);

  it('lists the namesakes of a town, the biggest first when nothing says where', async () => {
    const found = await geocoder.candidates({ name: 'Paris' }, 5);
    expect(found).to.have.length(5);
    expect(found[0]).to.deep.include({ kind: 'city', matchedName: 'Paris', countryCode: 'FR' });
    expect(found.slice(1).map((place) => place.countryCode)).to.include('US');
  });

  it('puts the namesakes that fit the context first, without leaving the others out', async () => {
    const nearTexas = await geocoder.candidates({ name: 'Paris', context: { near: NEAR_PARIS_TEXAS } }, 40);
    expect(nearTexas[0]!.countryCode).to.equal('US');
    expect(nearTexas[0]!.coordinate.latitude).to.be.closeTo(33.66, 0.1);
    expect(nearTexas.map((place) => place.countryCode)).to.include('FR');
    expect(await countries('Paris', { countryCodes: ['CA'] }, 1)).to.deep.equal(['CA']);
    expect(await countries('Paris, United States', {}, 3)).to.deep.equal(['US', 'US', 'US']);
  });

  it('lists a landmark before the towns of its name, unless the context is near one of them', async () => {
    expect((await geocoder.candidates({ name: 'Alhambra' }, 2)).map((place) => place.kind)).to.deep.equal(['landmark', 'city']);
    const nearLosAngeles = await geocoder.candidates({ name: 'Alhambra', context: { near: LOS_ANGELES } }, 5);
    expect(nearLosAngeles[0]).to.deep.include({ kind: 'city', countryCode: 'US' });
    expect(nearLosAngeles.map((place) => place.city)).to.include('Granada');
  });

  it('lists a country before the towns of its name', async () => {
    expect((await geocoder.candidates({ name: 'Luxembourg' }, 5)).map((place) => place.kind)).to.deep.equal(['country', 'city']);
    const italy = await geocoder.candidates({ name: 'Italy' }, 2);
    expect(italy.map((place) => [place.kind, place.countryCode])).to.deep.equal([['country', 'IT'], ['city', 'US']]);
  });

  it('answers at most the limit, and nothing for none', async () => {
    expect(await geocoder.candidates({ name: 'San Jose' }, 3)).to.have.length(3);
    expect(await geocoder.candidates({ name: 'Paris' }, 0)).to.deep.equal([]);
  });

  it('knows nothing of unknown names, and finds a place inside a phrase only when asked to', async () => {
    expect(await geocoder.candidates({ name: 'The Glorious Imaginary Museum of Nothing' }, 5)).to.deep.equal([]);
    expect(await geocoder.candidates({ name: 'Sunset at Park Güell' }, 5)).to.deep.equal([]);
    const partial = await geocoder.candidates({ name: 'Sunset at Park Güell', partial: true }, 5);
    expect(partial.map((place) => place.matchedName)).to.deep.equal(['Park Güell']);
  });
});

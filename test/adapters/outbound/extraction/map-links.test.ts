import { expect } from 'chai';
import { readMapLink } from '../../../../src/adapters/outbound/extraction/map-links.js';

describe('readMapLink', () => {
  it('given a Google /place/NAME/@lat,lng link, when read, then name and coordinate come from the URL', () => {
    expect(readMapLink('https://www.google.com/maps/place/Tower+of+London/@51.5081,-0.0759,17z', 'map')).to.deep.equal({
      name: 'Tower of London',
      coordinate: { latitude: 51.5081, longitude: -0.0759 },
    });
  });

  it('given ?q=NAME, when read, then the name is the query up to its first comma', () => {
    expect(readMapLink('https://maps.google.com/?q=Time+Out+Market,+Lisboa', '')).to.deep.equal({ name: 'Time Out Market' });
  });

  it('given ?q=lat,lng, when read, then only the coordinate is known', () => {
    expect(readMapLink('https://maps.google.com/maps?q=38.7071,-9.1355', 'Google Maps')).to.deep.equal({
      coordinate: { latitude: 38.7071, longitude: -9.1355 },
    });
  });

  it('given search/?api=1&query= and dir/?api=1&destination=, when read, then the name is the query or the destination', () => {
    expect(readMapLink('https://www.google.com/maps/search/?api=1&query=Park+G%C3%BCell', 'here')).to.deep.equal({ name: 'Park Güell' });
    expect(readMapLink('https://www.google.com/maps/dir/?api=1&destination=Fushimi+Inari+Taisha', 'directions')).to.deep.equal({
      name: 'Fushimi Inari Taisha',
    });
  });

  it('given an Apple Maps link with q and ll, when read, then it gives both', () => {
    expect(readMapLink('https://maps.apple.com/?q=Golden+Gate+Bridge&ll=37.8199,-122.4783', '')).to.deep.equal({
      name: 'Golden Gate Bridge',
      coordinate: { latitude: 37.8199, longitude: -122.4783 },
    });
  });

  it('given OpenStreetMap mlat/mlon or #map=, when read, then the coordinate is read', () => {
    expect(readMapLink('https://www.openstreetmap.org/?mlat=48.8584&mlon=2.2945#map=17/48.8584/2.2945', 'Eiffel Tower')).to.deep.equal({
      name: 'Eiffel Tower',
      coordinate: { latitude: 48.8584, longitude: 2.2945 },
    });
    expect(readMapLink('https://www.openstreetmap.org/#map=16/41.4036/2.1744', 'Sagrada Família')).to.deep.equal({
      name: 'Sagrada Família',
      coordinate: { latitude: 41.4036, longitude: 2.1744 },
    });
  });

  it('given a link text naming the place, when read, then the text is the name', () => {
    expect(readMapLink('https://maps.google.com/?q=Rua+Augusta+24', 'Confeitaria Nacional')).to.deep.equal({ name: 'Confeitaria Nacional' });
  });

  for (const text of ['map', 'View on Google Maps', 'mapa', 'Indicazioni', 'Cómo llegar', '地図', 'Ver aquí']) {
    it(`given the link text "${text}", when read, then the name falls back to the URL's`, () => {
      expect(readMapLink('https://www.google.com/maps/place/Mercado+da+Ribeira/@38.7069,-9.1459,17z', text)?.name).to.equal('Mercado da Ribeira');
    });
  }

  it('given a sentence about the place as the link text, when read, then the name is the URL\'s; a long name holding the URL\'s stays', () => {
    const place = 'https://www.google.com/maps/place/Greenville,+CA+95947/@40.1402,-120.9477,281a';
    expect(readMapLink(place, 'The aerial view has been updated after the fire')?.name).to.equal('Greenville');
    expect(readMapLink(place, 'The old Greenville main street before the fire')?.name).to.equal('The old Greenville main street before the fire');
    expect(readMapLink('https://maps.google.com/?q=Rua+Augusta+24', 'Confeitaria Nacional da Rua Augusta em Lisboa')?.name).to.equal('Confeitaria Nacional da Rua Augusta em Lisboa');
  });

  it('given links that are no map links, when read, then the answer is undefined', () => {
    expect(readMapLink('https://www.google.com/search?q=Lisbon', 'Lisbon')).to.equal(undefined);
    expect(readMapLink('https://example.com/maps/place/Somewhere', 'Somewhere')).to.equal(undefined);
    expect(readMapLink('not a url', 'map')).to.equal(undefined);
  });

  it('given a map link with neither a name nor a coordinate, when read, then the answer is undefined', () => {
    expect(readMapLink('https://maps.google.com/', 'map')).to.equal(undefined);
    expect(readMapLink('https://maps.google.com/?q=0.0,0.0', 'map')).to.equal(undefined);
  });
});

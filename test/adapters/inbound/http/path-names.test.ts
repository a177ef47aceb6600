import { expect } from 'chai';
import { pathParamNames, publicPath } from '../../../../src/adapters/inbound/http/kit/path-names.js';

describe('Path parameter names as clients see them (kit/path-names.ts)', () => {
  it("given the interface's placeholders (docs/interface.md), names each for the id it holds", () => {
    expect(publicPath('/v1/itinerary/{id}')).to.equal('/v1/itinerary/{itineraryId}');
    expect(publicPath('/v1/itinerary/{id}/flight/{itemId}')).to.equal('/v1/itinerary/{itineraryId}/flight/{flightId}');
    expect(publicPath('/v1/itinerary/{id}/packing/{itemId}')).to.equal('/v1/itinerary/{itineraryId}/packing/{packingItemId}');
    expect(publicPath('/v1/itinerary/{id}/document/{docId}/content')).to.equal('/v1/itinerary/{itineraryId}/document/{documentId}/content');
    expect(publicPath('/t/{id}')).to.equal('/t/{itineraryId}');
  });

  it('given a parameter that names its id already, keeps it', () => {
    expect(publicPath('/v1/itinerary/{id}/stop/{stopId}')).to.equal('/v1/itinerary/{itineraryId}/stop/{stopId}');
    expect(publicPath('/v1/itinerary/{id}/member/{userId}')).to.equal('/v1/itinerary/{itineraryId}/member/{userId}');
    expect(publicPath('/media/{mediaId}')).to.equal('/media/{mediaId}');
  });

  it('maps the template names to the public ones (for the paths of validationFailed)', () => {
    expect(pathParamNames('/v1/itinerary/{id}/hotel/{itemId}')).to.deep.equal({ id: 'itineraryId', itemId: 'hotelId' });
  });
});

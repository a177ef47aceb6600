import { expect } from 'chai';
import { referencedBlobIds, releasedBlobIds } from '../../../src/domain/itinerary/blob-references.js';
import type { ItineraryState } from '../../../src/domain/itinerary/state.js';

const state: ItineraryState = {
  status: 'active',
  id: 'i',
  ownerId: 'u',
  createdAt: '2026-01-01T00:00:00Z',
  visibility: 'private',
  members: {},
  title: 't',
  destination: 'd',
  center: { latitude: 0, longitude: 0 },
  cover: { mediaId: 'cover', contentType: 'image/jpeg' },
  days: [
    { id: 'd1', stops: [], image: { mediaId: 'day1', contentType: 'image/png' } },
    { id: 'd2', stops: [] },
  ],
  documents: [
    {
      id: 'doc',
      name: 'passport',
      kind: 'passport',
      mimeType: 'application/pdf',
      size: 1,
      sha256: 'x',
      blobId: 'sealed',
      uploadedAt: '2026-01-01T00:00:00Z',
    },
  ],
  packing: [],
  expenses: [],
  flights: [],
  hotels: [],
};

describe('referencedBlobIds', () => {
  it('given an active itinerary, names its cover, its day photos and its documents', () => {
    expect(referencedBlobIds(state)).to.deep.equal(['cover', 'day1', 'sealed']);
  });

  it('given a deleted or absent itinerary, names nothing', () => {
    expect(referencedBlobIds({ status: 'deleted', id: 'i', ownerId: 'u' })).to.deep.equal([]);
    expect(referencedBlobIds({ status: 'absent' })).to.deep.equal([]);
  });
});

describe('releasedBlobIds', () => {
  it('given a replaced cover and a removed document, names the old cover and the document', () => {
    const after: ItineraryState = { ...state, cover: { mediaId: 'new', contentType: 'image/jpeg' }, documents: [] };
    expect(releasedBlobIds(state, after)).to.deep.equal(['cover', 'sealed']);
  });

  it('given a removed day, names its photo; given no change, nothing', () => {
    expect(releasedBlobIds(state, { ...state, days: [] })).to.deep.equal(['day1']);
    expect(releasedBlobIds(state, state)).to.deep.equal([]);
  });

  it('given a deletion, names every blob the itinerary had', () => {
    expect(releasedBlobIds(state, { status: 'deleted', id: 'i', ownerId: 'u' })).to.deep.equal(['cover', 'day1', 'sealed']);
  });
});

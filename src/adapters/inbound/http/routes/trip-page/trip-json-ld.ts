import type { ItineraryView } from '../../../../../application/itinerary/itinerary-view.js';
import { dayDate, dayLabel } from '../../../../../domain/itinerary/schedule.js';

type Stop = ItineraryView['days'][number]['stops'][number];

/** schema.org types for the usual stop categories; anything else is a TouristAttraction. */
const PLACE_TYPES: Record<string, string> = {
  museum: 'Museum',
  gallery: 'ArtGallery',
  park: 'Park',
  garden: 'Park',
  beach: 'Beach',
  church: 'Church',
  cathedral: 'Church',
  temple: 'PlaceOfWorship',
  restaurant: 'Restaurant',
  food: 'Restaurant',
  cafe: 'CafeOrCoffeeShop',
  bar: 'BarOrPub',
  market: 'Store',
  shop: 'Store',
  hotel: 'Hotel',
  landmark: 'LandmarksOrHistoricalBuildings',
  monument: 'LandmarksOrHistoricalBuildings',
  square: 'TouristAttraction',
  viewpoint: 'TouristAttraction',
};

function place(stop: Stop): Record<string, unknown> {
  const node: Record<string, unknown> = {
    '@type': PLACE_TYPES[stop.category?.trim().toLowerCase() ?? ''] ?? 'TouristAttraction',
    name: stop.name,
  };
  if (stop.address) node.address = stop.address;
  if (stop.coordinate) node.geo = { '@type': 'GeoCoordinates', latitude: stop.coordinate.latitude, longitude: stop.coordinate.longitude };
  if (stop.note) node.description = stop.note;
  if (stop.bookingURL && /^https?:\/\//i.test(stop.bookingURL)) node.url = stop.bookingURL;
  return node;
}

/**
 * The itinerary as schema.org JSON-LD: a Trip whose days are sub-trips ("Day 2: Trastevere", dated
 * when the itinerary has a start date), each with an itinerary ItemList of its stops as places with
 * their addresses and coordinates. Search engines read it, and so does our own link import
 * (extraction/json-ld.ts), which turns the sub-trips back into days.
 */
export function tripJsonLd(view: ItineraryView, pageUrl: string): Record<string, unknown> {
  const trip: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Trip',
    name: view.title,
    url: pageUrl,
    description: view.summary ?? `${view.days.length} days in ${view.destination}`,
    author: { '@type': 'Person', name: view.author.displayName },
  };
  if (view.coverImageURL) trip.image = view.coverImageURL;
  if (view.startDate) {
    trip.startDate = view.startDate;
    trip.endDate = dayDate(view.startDate, Math.max(view.days.length - 1, 0));
  }
  if (view.tags?.length) trip.keywords = view.tags.join(', ');
  trip.subTrip = view.days.map((day, index) => {
    const sub: Record<string, unknown> = { '@type': 'Trip', name: dayLabel(index, day.title) };
    if (day.summary) sub.description = day.summary;
    const date = dayDate(view.startDate, index);
    if (date) sub.startDate = date;
    sub.itinerary = {
      '@type': 'ItemList',
      numberOfItems: day.stops.length,
      itemListElement: day.stops.map((stop, position) => ({ '@type': 'ListItem', position: position + 1, item: place(stop) })),
    };
    return sub;
  });
  return trip;
}

/** JSON for a <script> element: `<` escaped, so no value can close the element. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

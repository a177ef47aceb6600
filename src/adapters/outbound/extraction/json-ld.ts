import type { PlaceMention } from '../../../application/ports/place-extractor.port.js';
import { dayHeading } from '../../../domain/import/place-names.js';
import { all, type DomDocument } from './dom.js';

/** What the page's schema.org JSON-LD says. */
export interface JsonLdFacts {
  mentions: PlaceMention[];
  dayTitles: Record<number, string>;
  author?: string;
  title?: string;
  description?: string;
  keywords: string[];
  /** A VideoObject's description: a caption or a video description to read further. */
  videoDescription?: string;
  types: Set<string>;
  /**
   * The page states its itinerary itself: a Trip whose days (sub-trips) list places. Its text then
   * adds no places (a heading "The Vatican" is that day's title, not one more stop).
   */
  itinerary: boolean;
}

type Json = Record<string, unknown>;

const PLACE_TYPES = new Set([
  'place', 'touristattraction', 'touristdestination', 'landmarksorhistoricalbuildings', 'lodgingbusiness', 'hotel',
  'hostel', 'motel', 'resort', 'bedandbreakfast', 'campground', 'restaurant', 'foodestablishment', 'cafeorcoffeeshop',
  'bakery', 'barorpub', 'winery', 'brewery', 'icecreamshop', 'fastfoodrestaurant', 'localbusiness', 'museum', 'park',
  'beach', 'church', 'placeofworship', 'buddhisttemple', 'hindutemple', 'mosque', 'synagogue', 'cathedral',
  'civicstructure', 'zoo', 'aquarium', 'amusementpark', 'artgallery', 'bridge', 'castle', 'monument', 'palace',
  'mountain', 'lakebodyofwater', 'landform', 'naturalfeature', 'city', 'administrativearea', 'cityhall',
  'performingartstheater', 'movietheater', 'musicvenue', 'stadiumorarena', 'shoppingcenter', 'store', 'market',
  'nightclub', 'trainstation', 'busstation', 'airport', 'playground', 'gardenstore', 'touristinformationcenter',
  'skiresort', 'sportsactivitylocation', 'entertainmentbusiness', 'tourist attraction',
]);
const TRIP_TYPES = new Set(['trip', 'touristtrip']);
const LIST_TYPES = new Set(['itemlist', 'howto', 'howtosection']);

export function readJsonLd(document: DomDocument): JsonLdFacts {
  const facts: JsonLdFacts = { mentions: [], dayTitles: {}, keywords: [], types: new Set(), itinerary: false };
  const seen = new Set<unknown>();
  for (const script of all(document, 'script[type="application/ld+json"]')) {
    const parsed = parseJson(script.textContent ?? '');
    for (const node of roots(parsed)) visit(node, facts, seen, undefined);
  }
  return facts;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Pages often leave a trailing comma or an HTML comment in their JSON-LD.
    try {
      return JSON.parse(text.replace(/<!--|-->/g, '').replace(/,\s*([}\]])/g, '$1'));
    } catch {
      return undefined;
    }
  }
}

function roots(value: unknown): Json[] {
  if (Array.isArray(value)) return value.flatMap(roots);
  if (!isObject(value)) return [];
  return Array.isArray(value['@graph']) ? [value, ...roots(value['@graph'])] : [value];
}

function visit(node: Json, facts: JsonLdFacts, seen: Set<unknown>, day: number | undefined): void {
  if (seen.has(node)) return;
  seen.add(node);
  const types = typesOf(node);
  types.forEach((type) => facts.types.add(type));
  if (types.some((type) => ['article', 'blogposting', 'newsarticle', 'webpage', 'videoobject', 'socialmediaposting', 'creativework', 'travelaction'].includes(type))) {
    facts.author ??= personName(node.author ?? node.creator);
    facts.title ??= text(node.headline ?? node.name);
    facts.description ??= text(node.description);
    for (const keyword of keywords(node.keywords)) facts.keywords.push(keyword);
    if (types.includes('videoobject')) facts.videoDescription ??= text(node.description);
  }
  if (types.some((type) => PLACE_TYPES.has(type))) {
    const mention = placeMention(node, day);
    if (mention) facts.mentions.push(mention);
    return;
  }
  if (types.some((type) => TRIP_TYPES.has(type))) {
    facts.author ??= personName(node.provider ?? node.author);
    facts.title ??= text(node.name);
    visitTrip(node, facts, seen, day);
    return;
  }
  if (types.some((type) => LIST_TYPES.has(type))) {
    for (const element of listElements(node)) visitListElement(element, facts, seen, day);
    return;
  }
  for (const key of ['about', 'mentions', 'mainEntity', 'itinerary', 'hasPart', 'containsPlace']) {
    for (const child of arrayOf(node[key])) if (isObject(child)) visit(child, facts, seen, day);
  }
}

/** A Trip's days are its subTrips (or its itinerary's sections), numbered in order or by their names. */
function visitTrip(node: Json, facts: JsonLdFacts, seen: Set<unknown>, day: number | undefined): void {
  const subTrips = arrayOf(node.subTrip).filter(isObject);
  subTrips.forEach((sub, index) => {
    const name = text(sub.name);
    const subDay = (name && dayHeading(name)?.day) || index + 1;
    if (name) facts.dayTitles[subDay] = dayHeading(name)?.rest || name;
    seen.add(sub);
    const before = facts.mentions.length;
    for (const child of arrayOf(sub.itinerary)) if (isObject(child)) visit(child, facts, seen, subDay);
    if (facts.mentions.length > before) facts.itinerary = true;
  });
  for (const child of arrayOf(node.itinerary)) if (isObject(child)) visit(child, facts, seen, day);
}

function visitListElement(element: Json, facts: JsonLdFacts, seen: Set<unknown>, day: number | undefined): void {
  const item = element.item;
  if (isObject(item)) return visit(item, facts, seen, day);
  if (typesOf(element).some((type) => PLACE_TYPES.has(type) || TRIP_TYPES.has(type) || LIST_TYPES.has(type))) {
    return visit(element, facts, seen, day);
  }
  // A bare ListItem that only names a place.
  const name = text(element.name);
  if (name) facts.mentions.push({ name, day, evidence: 'jsonld' });
}

function listElements(node: Json): Json[] {
  const elements = arrayOf(node.itemListElement ?? node.step).filter(isObject);
  return [...elements].sort((a, b) => (Number(a.position) || 0) - (Number(b.position) || 0));
}

function placeMention(node: Json, day: number | undefined): PlaceMention | undefined {
  const name = text(node.name);
  if (!name) return undefined;
  const mention: PlaceMention = { name, evidence: 'jsonld', day };
  const geo = arrayOf(node.geo).find(isObject);
  const latitude = Number(geo?.latitude);
  const longitude = Number(geo?.longitude);
  if (geo && Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 && !(latitude === 0 && longitude === 0)) {
    mention.coordinate = { latitude, longitude };
  }
  const address = arrayOf(node.address)[0];
  if (typeof address === 'string') mention.address = address;
  else if (isObject(address)) {
    const country = isObject(address.addressCountry) ? text(address.addressCountry.name) : text(address.addressCountry);
    mention.locality = text(address.addressLocality);
    mention.country = country;
    mention.address = [text(address.streetAddress), mention.locality, text(address.addressRegion), country].filter(Boolean).join(', ') || undefined;
  }
  const category = typesOf(node).find((type) => type !== 'place');
  if (category) mention.category = category;
  const description = text(node.description);
  if (description) mention.note = description.slice(0, 300);
  return mention;
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const arrayOf = (value: unknown): unknown[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]);

function typesOf(node: Json): string[] {
  return arrayOf(node['@type']).filter((t): t is string => typeof t === 'string').map((t) => t.replace(/^.*[/#:]/, '').toLowerCase());
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value.replace(/\s+/g, ' ').trim() || undefined;
  if (typeof value === 'number') return String(value);
  return undefined;
}

function personName(value: unknown): string | undefined {
  for (const entry of arrayOf(value)) {
    const name = typeof entry === 'string' ? text(entry) : isObject(entry) ? text(entry.name ?? entry.alternateName) : undefined;
    if (name && !/^https?:/.test(name)) return name;
  }
  return undefined;
}

function keywords(value: unknown): string[] {
  return arrayOf(value)
    .flatMap((entry) => (typeof entry === 'string' ? entry.split(',') : []))
    .map((word) => word.trim())
    .filter(Boolean);
}

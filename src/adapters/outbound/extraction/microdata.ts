import type { PlaceMention } from '../../../application/ports/place-extractor.port.js';
import { dayHeading } from '../../../domain/import/place-names.js';
import { all, textOf, type DomDocument, type DomElement } from './dom.js';

const PLACE_TYPE = /schema\.org\/(Place|TouristAttraction|TouristDestination|LandmarksOrHistoricalBuildings|LodgingBusiness|Hotel|Hostel|Resort|BedAndBreakfast|Restaurant|FoodEstablishment|CafeOrCoffeeShop|Bakery|BarOrPub|Winery|LocalBusiness|Museum|Park|Beach|Church|PlaceOfWorship|BuddhistTemple|Mosque|CivicStructure|Zoo|Aquarium|AmusementPark|ArtGallery|Bridge|Castle|Monument|Palace|Mountain|LakeBodyOfWater|Landform|City|Market|ShoppingCenter|Store)\b/i;
const HEADINGS = new Set(['H1', 'H2', 'H3', 'H4']);

/** Places marked up with schema.org microdata, with the day of the "Day N" heading above them. */
export function readMicrodata(document: DomDocument): { mentions: PlaceMention[]; author?: string } {
  const mentions: PlaceMention[] = [];
  let day: number | undefined;
  for (const element of all(document, 'h1, h2, h3, h4, [itemscope][itemtype]')) {
    if (HEADINGS.has(element.tagName.toUpperCase())) {
      const heading = dayHeading(textOf(element));
      if (heading) day = heading.day;
      continue;
    }
    if (!PLACE_TYPE.test(element.getAttribute('itemtype') ?? '')) continue;
    if (element.hasAttribute('itemprop') && element.parentElement?.closest('[itemscope]')) continue;
    const mention = placeOf(element, day);
    if (mention) mentions.push(mention);
  }
  const authorScope = document.querySelector('[itemprop="author"]');
  const author = authorScope ? (ownProp(authorScope, 'name') ?? valueOf(authorScope)) : undefined;
  return { mentions, author: author || undefined };
}

function placeOf(scope: DomElement, day: number | undefined): PlaceMention | undefined {
  const name = ownProp(scope, 'name');
  if (!name) return undefined;
  const mention: PlaceMention = { name, evidence: 'microdata', day };
  const geo = ownPropElement(scope, 'geo');
  if (geo) {
    const latitude = Number(ownProp(geo, 'latitude'));
    const longitude = Number(ownProp(geo, 'longitude'));
    if (Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180) {
      mention.coordinate = { latitude, longitude };
    }
  }
  const address = ownPropElement(scope, 'address');
  if (address) {
    if (address.hasAttribute('itemscope')) {
      mention.locality = ownProp(address, 'addressLocality');
      mention.country = ownProp(address, 'addressCountry');
      mention.address = [ownProp(address, 'streetAddress'), mention.locality, mention.country].filter(Boolean).join(', ') || undefined;
    } else mention.address = valueOf(address) || undefined;
  }
  const type = /schema\.org\/(\w+)/.exec(scope.getAttribute('itemtype') ?? '')?.[1];
  if (type && type !== 'Place') mention.category = type.toLowerCase();
  const description = ownProp(scope, 'description');
  if (description) mention.note = description.slice(0, 300);
  return mention;
}

/** The first element carrying `prop` whose nearest item scope is `scope`. */
function ownPropElement(scope: DomElement, prop: string): DomElement | undefined {
  return all(scope, `[itemprop~="${prop}"]`).find((element) => element.parentElement?.closest('[itemscope]') === scope);
}

function ownProp(scope: DomElement, prop: string): string | undefined {
  const element = ownPropElement(scope, prop);
  return element ? valueOf(element) || undefined : undefined;
}

function valueOf(element: DomElement): string {
  const tag = element.tagName.toUpperCase();
  if (tag === 'META') return (element.getAttribute('content') ?? '').trim();
  if (tag === 'A' || tag === 'LINK') return (element.getAttribute('content') ?? element.getAttribute('href') ?? '').trim();
  return element.getAttribute('content')?.trim() || textOf(element);
}

/**
 * Writes the link-import fixture corpus (test/fixtures/import): pages of every kind the importer
 * reads, each with the places a person reading it would list, in manifest.json. Deterministic (seeded),
 * so the committed corpus can be regenerated: `node --import tsx scripts/generate-import-fixtures.ts`.
 * Pages carry realistic noise: navigation, related posts about other cities, comparisons, brand
 * names, people, tips, chapters that are not places, pins that are not places.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROAD_TRIPS, TRIPS, type FixturePlace, type FixtureTrip } from './import-fixtures-data.js';

const ROOT = path.resolve(import.meta.dirname, '../test/fixtures/import');
const PER_KIND = 20;

interface ManifestEntry {
  id: string;
  kind: string;
  path: string;
  expected: Array<{ name: string; aka?: string[] }>;
  /** Number of days the source itself lays out, when it does. */
  sourceDays?: number;
}

let seed = 20261122;
const random = (): number => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const shuffle = <T>(items: readonly T[]): T[] => {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
};
const between = (low: number, high: number): number => low + Math.floor(random() * (high - low + 1));
const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** How the page names a place: mostly its usual name, sometimes another one. */
const called = (place: FixturePlace): string => (place.aka?.length && random() < 0.3 ? pick(place.aka) : place.name);
const expect = (place: FixturePlace): { name: string; aka?: string[] } => (place.aka?.length ? { name: place.name, aka: place.aka } : { name: place.name });

const AUTHORS = ['Ana Costa', 'Tom Becker', 'Priya Nair', 'Lucas Moreau', 'Mei Tanaka', 'Sam O\'Neill', 'Elif Demir', 'Jonas Berg', 'Carla Ruiz', 'Noah Kim'];
const HANDLES = ['wander.with.ana', 'tomtravels', 'priya_explores', 'lucas.on.the.road', 'meiwanders', 'samsuitcase', 'elif.goes', 'jonasbackpacks', 'carla_in_transit', 'noahseesworld'];
const BRANDS = ['Google Maps', 'Uber', 'Airbnb', 'Lonely Planet', 'Booking.com', 'Instagram', 'Revolut', 'Skyscanner'];
const PEOPLE = ['Maria', 'my friend Jake', 'our guide Sofia', 'my partner Chris', 'Aunt Helen'];
const MONTHS = ['March', 'April', 'May', 'September', 'October'];

function noiseSentence(trip: FixtureTrip): string {
  return pick([
    `We booked everything through ${pick(BRANDS)} and used ${pick(BRANDS)} to get around.`,
    `Compared with ${pick(trip.elsewhere)}, ${trip.city} felt surprisingly relaxed.`,
    `${pick(PEOPLE)} joined us for a few days in ${pick(MONTHS)}.`,
    `Download ${pick(BRANDS)} before you go; the Wi-Fi is patchy in places.`,
    `If you have been to ${pick(trip.elsewhere)}, you will notice the difference immediately.`,
    `Prices are in Euro or local currency, and most places take cards.`,
    `Honestly, I would come back every ${pick(MONTHS)} if I could.`,
    `Last year we spent a week in ${pick(trip.elsewhere)}, but this trip was better.`,
  ]);
}

const PROSE_BEFORE = ['Start the morning at', 'Head over to', 'Next, walk to', 'Spend an hour at', 'Do not miss', 'We loved', 'Make time for', 'Continue to', 'In the afternoon, visit', 'End the day at'];
const PROSE_AFTER = ['It gets busy after ten, so go early.', 'The views are worth every step.', 'Bring cash for the small stalls.', 'Tickets are cheaper online.', 'It is free on the first Sunday of the month.', 'Allow at least two hours.', 'The light is best late in the day.', 'Locals come here for lunch.'];

function placeSentence(place: FixturePlace): string {
  return `${pick(PROSE_BEFORE)} ${random() < 0.3 ? 'the ' : ''}${called(place)}. ${pick(PROSE_AFTER)}`;
}

function chrome(trip: FixtureTrip, body: string, head: string, site: string): string {
  const related = shuffle(TRIPS.filter((t) => t !== trip)).slice(0, 3);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">${head}</head><body>
<header><nav><a href="/">${site}</a> <a href="/guides">Guides</a> ${related.map((t) => `<a href="/${t.city.toLowerCase().replace(/ /g, '-')}">${t.city}</a>`).join(' ')} <a href="/about">About</a></nav></header>
<main>${body}</main>
<aside><h3>You may also like</h3><ul>${related.map((t) => `<li><a href="#">48 Hours in ${t.city}</a></li>`).join('')}</ul></aside>
<footer><p>© 2025 ${site}. All rights reserved. Privacy Policy · Contact · Newsletter</p></footer></body></html>`;
}

const DAY_WORDS = ['One', 'Two', 'Three', 'Four'];

/** A blog article with Day N headings and the places in prose. */
function blogDays(trip: FixtureTrip, n: number): { html: string; expected: FixturePlace[]; days: number } {
  const days = between(2, 4);
  const places = shuffle(trip.places).slice(0, days * between(2, 3));
  const withLocal = n % 2 === 0;
  const author = pick(AUTHORS);
  const site = pick(['Wander Notes', 'The Slow Traveller', 'Roam & Return', 'Passport Diaries']);
  const title = `${pick(['My', 'The Perfect', 'An Easy'])} ${days}-Day ${trip.city} Itinerary`;
  let body = `<article><h1>${title}</h1><p class="byline">By ${author}</p><p>${noiseSentence(trip)} ${trip.city} is a city best seen on foot, one neighbourhood at a time. ${noiseSentence(trip)}</p>`;
  const expected: FixturePlace[] = [];
  for (let d = 0; d < days; d++) {
    const dayPlaces = places.slice((d * places.length) / days, ((d + 1) * places.length) / days);
    const heading = pick([`Day ${d + 1}: ${dayPlaces[0] ? called(dayPlaces[0]) : trip.city}`, `Day ${DAY_WORDS[d]} – ${pick(['Old town and views', 'Museums and markets', 'Slow day', 'Highlights'])}`, `DAY ${d + 1}`]);
    body += `<h2>${escape(heading)}</h2>`;
    for (const place of dayPlaces) body += `<p>${escape(placeSentence(place))} ${random() < 0.4 ? escape(noiseSentence(trip)) : ''}</p>`;
    if (withLocal && d === days - 1) {
      const food = trip.locals[n % trip.locals.length]!;
      body += `<p>For dinner we went to ${escape(food.name)}, which was the best meal of the trip.</p>`;
      expected.push(food);
    }
    expected.push(...dayPlaces);
  }
  body += `<h2>Where to stay</h2><p>Pick a hotel near public transport. ${escape(noiseSentence(trip))}</p><h2>Final thoughts</h2><p>${escape(noiseSentence(trip))} Thanks for reading, and leave a comment below!</p></article>`;
  const head = `<title>${escape(title)} | ${site}</title><meta name="author" content="${escape(author)}"><meta property="og:type" content="article"><meta property="og:site_name" content="${site}">`;
  return { html: chrome(trip, body, head, site), expected, days };
}

/** "12 best things to do": numbered headings, or an ordered list with bold names. */
function listicle(trip: FixtureTrip, n: number): { html: string; expected: FixturePlace[] } {
  const places = shuffle(trip.places).slice(0, between(6, 10));
  if (n % 3 === 0) places.splice(between(1, places.length - 1), 0, trip.locals[n % trip.locals.length]!);
  const site = pick(['City Lists', 'Travel Brief', 'Go Guides']);
  const author = pick(AUTHORS);
  const title = `${places.length} Best Things to Do in ${trip.city}`;
  let body = `<article><h1>${title}</h1><p>${escape(noiseSentence(trip))} Here is our list, updated for this year.</p>`;
  if (n % 2 === 0) {
    places.forEach((place, i) => {
      body += `<h2>${i + 1}. ${escape(called(place))}</h2><p>${escape(pick(PROSE_AFTER))} ${escape(noiseSentence(trip))}</p>`;
    });
  } else {
    body += `<ol>${places.map((place) => `<li><strong>${escape(called(place))}</strong> – ${escape(pick(PROSE_AFTER))}</li>`).join('')}</ol><p>${escape(noiseSentence(trip))}</p>`;
  }
  body += `<h2>Tips</h2><ul><li>Buy a transport card on arrival.</li><li>Book popular sights online.</li><li>Carry water in summer.</li></ul><h3>Is ${trip.city} expensive?</h3><p>Less than you might think.</p></article>`;
  const head = `<title>${escape(title)} - ${site}</title><meta name="author" content="${escape(author)}"><meta property="og:type" content="article">`;
  return { html: chrome(trip, body, head, site), expected: places };
}

/** An article whose schema.org JSON-LD lists the places (ItemList, or a TouristTrip with days). */
function jsonLd(trip: FixtureTrip, n: number): { html: string; expected: FixturePlace[]; days?: number } {
  const places = shuffle(trip.places).slice(0, between(5, 8));
  const locals = trip.locals.slice(0, n % 3);
  const all = [...places, ...locals];
  const author = pick(AUTHORS);
  const title = `${trip.city} in ${pick(['a weekend', 'three days', 'style', 'spring'])}`;
  const placeJson = (place: FixturePlace, i: number): Record<string, unknown> => {
    const node: Record<string, unknown> = { '@type': place.geo ? 'Restaurant' : pick(['TouristAttraction', 'LandmarksOrHistoricalBuildings', 'Place']), name: called(place) };
    if (place.geo && i % 2 === 0) node.geo = { '@type': 'GeoCoordinates', latitude: place.geo[0], longitude: place.geo[1] };
    if (place.geo) node.address = { '@type': 'PostalAddress', streetAddress: place.street, addressLocality: trip.city, addressCountry: trip.country };
    return node;
  };
  const trips = n % 2 === 1;
  const days = trips ? between(2, 3) : undefined;
  let mainEntity: Record<string, unknown>;
  if (days) {
    mainEntity = {
      '@type': 'TouristTrip',
      name: title,
      subTrip: Array.from({ length: days }, (_, d) => ({
        '@type': 'Trip',
        name: `Day ${d + 1}`,
        itinerary: { '@type': 'ItemList', itemListElement: all.filter((_, i) => i % days === d).map((place, i) => ({ '@type': 'ListItem', position: i + 1, item: placeJson(place, i) })) },
      })),
    };
  } else {
    mainEntity = { '@type': 'ItemList', itemListElement: all.map((place, i) => ({ '@type': 'ListItem', position: i + 1, item: placeJson(place, i) })) };
  }
  const graph = { '@context': 'https://schema.org', '@graph': [{ '@type': 'BlogPosting', headline: title, author: { '@type': 'Person', name: author }, keywords: `${trip.city}, travel, city break` }, mainEntity] };
  let body = `<article><h1>${escape(title)}</h1><p>${escape(noiseSentence(trip))}</p>`;
  for (const place of all) body += `<h3>${escape(called(place))}</h3><p>${escape(pick(PROSE_AFTER))} ${escape(noiseSentence(trip))}</p>`;
  body += '</article>';
  const head = `<title>${escape(title)}</title><script type="application/ld+json">${JSON.stringify(graph)}</script>`;
  return { html: chrome(trip, body, head, 'Atlas Journal'), expected: all, days };
}

/** Places marked up with microdata, sometimes under Day headings. */
function microdata(trip: FixtureTrip, n: number): { html: string; expected: FixturePlace[]; days?: number } {
  const places = shuffle(trip.places).slice(0, between(5, 8));
  const all = n % 2 === 0 ? [...places, trip.locals[n % trip.locals.length]!] : places;
  const days = n % 3 === 0 ? 2 : undefined;
  const author = pick(AUTHORS);
  const scope = (place: FixturePlace, i: number): string => {
    const type = place.geo ? 'Restaurant' : 'TouristAttraction';
    const geo = place.geo && i % 2 === 0 ? `<span itemprop="geo" itemscope itemtype="https://schema.org/GeoCoordinates"><meta itemprop="latitude" content="${place.geo[0]}"><meta itemprop="longitude" content="${place.geo[1]}"></span>` : '';
    const address = place.geo ? `<p itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="streetAddress">${escape(place.street ?? '')}</span>, <span itemprop="addressLocality">${trip.city}</span></p>` : '';
    return `<section itemscope itemtype="https://schema.org/${type}"><h3 itemprop="name">${escape(called(place))}</h3>${address}${geo}<p itemprop="description">${escape(pick(PROSE_AFTER))}</p><p>${escape(noiseSentence(trip))}</p></section>`;
  };
  let body = `<article><h1>${trip.city}: where we went</h1><p>By <span itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">${escape(author)}</span></span></p>`;
  if (days) {
    const half = Math.ceil(all.length / 2);
    body += `<h2>Day 1</h2>${all.slice(0, half).map(scope).join('')}<h2>Day 2</h2>${all.slice(half).map(scope).join('')}`;
  } else body += all.map(scope).join('');
  body += '</article>';
  return { html: chrome(trip, body, `<title>${trip.city}: where we went</title>`, 'Field Notes'), expected: all, days };
}

const CAPTION_OPENERS = ['POV: you finally made it to', 'Save this for your next trip to', 'The perfect weekend in', 'Things you cannot miss in', 'I spent 72 hours in'];
const FLAGS: Record<string, string> = { Portugal: '🇵🇹', France: '🇫🇷', Italy: '🇮🇹', Spain: '🇪🇸', Japan: '🇯🇵', 'United Kingdom': '🇬🇧' };

/** A short social caption: pins, Day lines or a numbered list, then hashtags. */
function caption(trip: FixtureTrip, n: number): { text: string; expected: FixturePlace[]; days?: number } {
  const places = shuffle(trip.places).slice(0, between(4, 7));
  if (n % 4 === 1) places.push(trip.locals[n % trip.locals.length]!);
  const opener = `${pick(CAPTION_OPENERS)} ${trip.city} ${FLAGS[trip.country] ?? '✨'}`;
  const tags = `#${trip.city.toLowerCase().replace(/ /g, '')} #travel #${pick(['citybreak', 'traveltok', 'wanderlust', 'europetravel', 'foodie'])}`;
  const style = n % 3;
  let body: string;
  let days: number | undefined;
  if (style === 0) body = places.map((place) => `📍${called(place)}${random() < 0.3 ? ` (${pick(['go early!', 'worth it', 'so good'])})` : ''}`).join('\n');
  else if (style === 1) {
    days = Math.min(3, Math.ceil(places.length / 2));
    const chunks = Array.from({ length: days }, (_, d) => places.filter((_, i) => i % days! === d));
    body = chunks.map((chunk, d) => `Day ${d + 1}: ${chunk.map(called).join(', ')}`).join('\n');
  } else body = places.map((place, i) => `${i + 1}. ${called(place)}`).join('\n');
  const outro = pick(['Which one would you visit first? 👇', 'Follow for more travel tips!', `Comment "${trip.city.toUpperCase()}" and I will send you my map 🗺️`, `Booked with ${pick(BRANDS)}, not sponsored.`]);
  return { text: `${opener}\n${body}\n${outro}\n${tags}`, expected: places, days };
}

function tiktok(trip: FixtureTrip, n: number): { html: string; expected: FixturePlace[]; days?: number; files?: Record<string, string> } {
  const c = caption(trip, n);
  const handle = HANDLES[n % HANDLES.length]!;
  const author = AUTHORS[n % AUTHORS.length]!;
  const id = `73${String(1000000 + n * 7919).padStart(9, '0')}`;
  const files: Record<string, string> = {};
  let head = `<title>${escape(c.text.split('\n')[0]!)} | TikTok</title><meta property="og:type" content="video.other"><meta property="og:site_name" content="TikTok"><meta property="og:title" content="${escape(author)} on TikTok">`;
  let body = '<div id="app"><div class="loading">Loading...</div><p>Recommended: more videos about Paris and Rome</p></div>';
  if (n % 2 === 0) {
    const data = { __DEFAULT_SCOPE__: { 'webapp.video-detail': { itemInfo: { itemStruct: { id, desc: c.text, author: { uniqueId: handle, nickname: author }, stats: { playCount: 123400 } } } } } };
    body += `<script id="__UNIVERSAL_DATA_FOR_REHYDRATION__" type="application/json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
    head += `<meta property="og:description" content="${escape(c.text.replace(/\n/g, ' '))}">`;
  } else {
    const oembed = `oembed/tiktok-${String(n).padStart(2, '0')}.json`;
    files[oembed] = JSON.stringify({ version: '1.0', type: 'video', title: c.text, author_name: author, author_url: `https://www.tiktok.com/@${handle}`, provider_name: 'TikTok' });
    head += `<link rel="alternate" type="application/json+oembed" href="{{origin}}/${oembed}">`;
  }
  return { html: `<!doctype html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`, expected: c.expected, days: c.days, files };
}

function instagram(trip: FixtureTrip, n: number): { html: string; expected: FixturePlace[]; days?: number } {
  const c = caption(trip, n + 1);
  const handle = HANDLES[(n + 3) % HANDLES.length]!;
  const name = AUTHORS[(n + 3) % AUTHORS.length]!;
  const likes = `${between(1, 90)},${between(100, 999)}`;
  const description = `${likes} likes, ${between(10, 400)} comments - ${handle} on ${pick(MONTHS)} ${between(1, 28)}, 2025: "${c.text}". `;
  const head = `<title>${escape(name)} on Instagram</title><meta property="og:type" content="instapp:photo"><meta property="og:title" content="${escape(name)} on Instagram: &quot;${escape(c.text.split('\n')[0]!)}&quot;"><meta property="og:description" content="${escape(description.trim())}"><meta property="og:site_name" content="Instagram">`;
  return { html: `<!doctype html><html><head><meta charset="utf-8">${head}</head><body><div id="react-root"><p>Log in to see more photos from ${escape(pick(trip.elsewhere))} and more.</p></div></body></html>`, expected: c.expected, days: c.days };
}

const CHAPTER_NOISE_START = ['Intro', 'Welcome to ' + 'my channel'];
const CHAPTER_NOISE_END = ['Budget breakdown', 'Final thoughts', 'Thanks for watching'];

function youtube(trip: FixtureTrip, n: number): { html: string; expected: FixturePlace[]; days?: number } {
  const places = shuffle(trip.places).slice(0, between(5, 8));
  if (n % 3 === 2) places.splice(2, 0, trip.locals[n % trip.locals.length]!);
  const author = `${pick(AUTHORS).split(' ')[0]} ${pick(['Travels', 'Abroad', 'on the Road', 'Explores'])}`;
  const title = `${pick(['The ULTIMATE', 'How to spend', 'My honest', 'Perfect'])} ${trip.city} ${pick(['Travel Guide', 'itinerary', '3 days', 'weekend'])} (${2025})`;
  const byDay = n % 4 === 3;
  let seconds = 0;
  const stamp = (): string => {
    seconds += between(40, 240);
    const m = Math.floor(seconds / 60);
    return seconds >= 3600 ? `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}` : `${m}:${String(seconds % 60).padStart(2, '0')}`;
  };
  const chapterTitles: string[] = [pick(CHAPTER_NOISE_START)];
  places.forEach((place, i) => {
    const label = pick(['', '', 'Lunch at ', 'Exploring ', 'Sunset at ']) + called(place);
    chapterTitles.push(byDay && i % 3 === 0 ? `Day ${Math.floor(i / 3) + 1} - ${label}` : label);
  });
  chapterTitles.push(pick(CHAPTER_NOISE_END));
  const chapters = chapterTitles.map((t, i) => ({ t, s: i === 0 ? '0:00' : stamp() }));
  const descriptionLines = [
    `In this video I show you the best of ${trip.city}! ${noiseSentence(trip)}`,
    '',
    ...(n % 2 === 0 ? chapters.map((c) => `${c.s} ${c.t}`) : []),
    '',
    `🎥 Gear: Sony A7 IV, DJI Mini 4 Pro`,
    `🎵 Music: Epidemic Sound`,
    `📩 Business: hello@example.com`,
    `#${trip.city.toLowerCase().replace(/ /g, '')} #travelguide`,
  ];
  const player = { videoDetails: { videoId: `v${n}`, title, author, shortDescription: descriptionLines.join('\n'), keywords: [trip.city, 'travel guide', 'vlog'] } };
  const data = n % 2 === 1
    ? { playerOverlays: { playerOverlayRenderer: { decoratedPlayerBarRenderer: { decoratedPlayerBarRenderer: { playerBar: { multiMarkersPlayerBarRenderer: { markersMap: [{ key: 'DESCRIPTION_CHAPTERS', value: { chapters: chapters.map((c, i) => ({ chapterRenderer: { title: { simpleText: c.t }, timeRangeStartMillis: i * 60000 } })) } }] } } } } } } }
    : { contents: { twoColumnWatchNextResults: { secondaryResults: { results: [{ compactVideoRenderer: { title: { simpleText: `48 hours in ${pick(trip.elsewhere)}` } } }] } } } };
  const head = `<title>${escape(title)} - YouTube</title><meta name="title" content="${escape(title)}"><meta property="og:type" content="video.other"><meta property="og:site_name" content="YouTube"><meta name="description" content="${escape(descriptionLines[0]!)}">`;
  const body = `<span itemprop="author" itemscope itemtype="http://schema.org/Person"><link itemprop="name" content="${escape(author)}"></span><script>var ytInitialPlayerResponse = ${JSON.stringify(player)};var meta = {"a":1};</script><script>var ytInitialData = ${JSON.stringify(data)};</script>`;
  const days = byDay ? Math.ceil(places.length / 3) : undefined;
  return { html: `<!doctype html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`, expected: places, days };
}

function pinterest(trip: FixtureTrip, n: number): { html: string; expected: FixturePlace[]; files: Record<string, string>; ext: string } {
  const places = shuffle(trip.places).slice(0, between(5, 9));
  const user = HANDLES[(n + 5) % HANDLES.length]!.replace(/\./g, '');
  const board = `${trip.city.toLowerCase().replace(/ /g, '-')}-trip`;
  const noisePins = [`${trip.city} packing list for summer`, `Best time to visit ${trip.city}`, `cute outfits for city trips`, `How I save money on flights`];
  const pins = places.map((place) => ({
    title: pick([`${called(place)}`, `${called(place)}, ${trip.city}`, `Sunset at ${called(place)} | ${trip.city} travel`, `${called(place)} - ${trip.city} travel guide`]),
    description: `${pick(PROSE_AFTER)} ${random() < 0.3 ? noiseSentence(trip) : ''}`,
  }));
  for (const noise of shuffle(noisePins).slice(0, 2)) pins.splice(between(0, pins.length), 0, { title: noise, description: 'Save for later!' });
  const rss = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>${escape(trip.city)} trip</title><link>https://www.pinterest.com/${user}/${board}/</link><description>Ideas for ${escape(trip.city)}</description><dc:creator>${user}</dc:creator>
${pins.map((pin, i) => `<item><title>${escape(pin.title)}</title><link>https://www.pinterest.com/pin/${1000 + i}/</link><description>${escape(`<a href="https://www.pinterest.com/pin/${1000 + i}/"><img src="https://i.pinimg.com/236x/x.jpg"></a>${pin.description}`)}</description><guid>${1000 + i}</guid></item>`).join('\n')}
</channel></rss>`;
  const files: Record<string, string> = {};
  if (n % 2 === 0) return { html: rss, expected: places, files, ext: 'rss' };
  const feedPath = `pinterest/${user}-${board}.rss`;
  files[feedPath] = rss;
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escape(trip.city)} trip board on Pinterest</title><meta property="og:type" content="pinterestapp:board"><meta property="og:site_name" content="Pinterest"><link rel="alternate" type="application/rss+xml" href="{{origin}}/${feedPath}"></head><body><div id="__PWS_ROOT__">Pinterest: discover recipes, home ideas, style inspiration</div></body></html>`;
  return { html, expected: places, files, ext: 'html' };
}

/** A multi-town road trip: towns in "Day N" headings and "stop in X" asides. */
function roadTrip(_trip: FixtureTrip, n: number): { html: string; expected: FixturePlace[]; days: number } {
  const road = ROAD_TRIPS[n % ROAD_TRIPS.length]!;
  const towns = n < ROAD_TRIPS.length ? road.towns : [...road.towns].reverse();
  const days = Math.min(towns.length - 1, between(4, 6));
  const title = pick([`${days}-Day ${road.region} Road Trip`, `Driving ${road.region}, ${road.country}: a ${days}-day itinerary`, `${road.country} road trip: ${days} days through ${road.region}`]);
  const author = pick(AUTHORS);
  const expected: FixturePlace[] = [];
  let body = `<article><h1>${escape(title)}</h1><p>${escape(`We picked up a rental car and spent ${days} days exploring ${road.region} in ${road.country}.`)} ${escape(pick([`Next year we want to fly on to ${road.far}.`, `It was a lot quieter than ${road.far}.`, `Book the car through ${pick(BRANDS)} early.`]))}</p>`;
  let next = 0;
  for (let d = 1; d <= days; d++) {
    const town = towns[next++]!;
    const aside = d > 1 && next < towns.length - (days - d) && random() < 0.35 ? towns[next++] : undefined;
    body += `<h2>${escape(pick([`Day ${d}: ${town}`, `Day ${d} – ${town}`, `Day ${d}: Arriving in ${town}`]))}</h2>`;
    body += `<p>${escape(pick([`Drive to ${town} in the morning and park outside the centre.`, `${town} is best explored on foot, so leave the car at the hotel.`, `We reached ${town} just before lunch.`]))} ${escape(pick(PROSE_AFTER))}</p>`;
    if (aside) body += `<p>${escape(`On the way, stop in ${aside} for lunch and a short walk.`)}</p>`;
    expected.push({ name: town });
    if (aside) expected.push({ name: aside });
  }
  body += `<h2>Tips for driving</h2><p>${escape(`Fuel is expensive and parking in old towns is limited. ${pick(PEOPLE)} did most of the driving.`)}</p></article>`;
  const head = `<title>${escape(title)} | Open Road</title><meta name="author" content="${escape(author)}"><meta property="og:type" content="article">`;
  return { html: chrome(TRIPS[n % TRIPS.length]!, body, head, 'Open Road'), expected, days };
}

function main(): void {
  rmSync(ROOT, { recursive: true, force: true });
  const manifest: ManifestEntry[] = [];
  const write = (relative: string, content: string): void => {
    const file = path.join(ROOT, 'pages', relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  };
  const kinds: Array<[string, (trip: FixtureTrip, n: number) => { html: string; expected: FixturePlace[]; days?: number; files?: Record<string, string>; ext?: string }]> = [
    ['blog-days', blogDays],
    ['listicle', listicle],
    ['json-ld', jsonLd],
    ['microdata', microdata],
    ['tiktok', tiktok],
    ['instagram', instagram],
    ['youtube', youtube],
    ['pinterest', pinterest],
    ['road-trip', roadTrip],
  ];
  kinds.forEach(([kind, make], k) => {
    for (let n = 0; n < PER_KIND; n++) {
      const trip = TRIPS[(n + k * 3) % TRIPS.length]!;
      const page = make(trip, n);
      const id = `${kind}-${String(n).padStart(2, '0')}`;
      const relative = `${kind}/${id}.${page.ext ?? 'html'}`;
      write(relative, page.html);
      for (const [file, content] of Object.entries(page.files ?? {})) write(file, content);
      manifest.push({ id, kind, path: `/${relative}`, expected: page.expected.map(expect), ...(page.days ? { sourceDays: page.days } : {}) });
    }
  });
  writeFileSync(path.join(ROOT, 'manifest.json'), `${JSON.stringify(manifest, null, 1)}\n`);
  console.log(`wrote ${manifest.length} pages to ${ROOT}`);
}

main();

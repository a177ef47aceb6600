import { createHash } from 'node:crypto';
import type { ItineraryView } from '../../../../../application/itinerary/itinerary-view.js';
import { escapeHtml } from '../../kit/pages/html.js';
import { TRIP_STYLES } from '../../kit/pages/trip-styles.js';
import { tripView } from '../../kit/pages/trip-view.js';
import { scriptJson, tripJsonLd } from './trip-json-ld.js';

const STYLE_HASH = `'sha256-${createHash('sha256').update(TRIP_STYLES).digest('base64')}'`;

/**
 * The page's CSP: no script at all, its one inline stylesheet by hash, images from this origin
 * (the cover and day photos under /media), nothing else, and no framing.
 */
const CSP = [
  "default-src 'none'",
  `style-src ${STYLE_HASH}`,
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** What a link preview shows: the summary, or what the trip is. */
const descriptionOf = (view: ItineraryView): string =>
  view.summary ?? `${view.days.length} ${view.days.length === 1 ? 'day' : 'days'} in ${view.destination}, planned by ${view.author.displayName || 'a traveller'}.`;

/**
 * The trip page: the trip view with its head (title, description, canonical URL, Open Graph and
 * Twitter card for link previews, schema.org JSON-LD, the stylesheet). An unlisted or private (a
 * member's) itinerary is kept out of search engines (robots noindex); a public one may be indexed.
 */
export function tripPageHtml(view: ItineraryView, pageUrl: string): string {
  const description = descriptionOf(view);
  const meta: Array<[attribute: 'name' | 'property', key: string, value: string | undefined]> = [
    ['name', 'description', description],
    ['name', 'robots', view.visibility === 'public' ? undefined : 'noindex'],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Itinerary'],
    ['property', 'og:title', view.title],
    ['property', 'og:description', description],
    ['property', 'og:url', pageUrl],
    ['property', 'og:image', view.coverImageURL],
    ['property', 'og:image:alt', view.coverImageURL ? `Photo of ${view.destination}` : undefined],
    ['name', 'twitter:card', view.coverImageURL ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', view.title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', view.coverImageURL],
  ];
  const tags = meta
    .filter(([, , value]) => value !== undefined)
    .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(view.title)} · Itinerary</title>
<link rel="canonical" href="${escapeHtml(pageUrl)}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${tags}
<style>${TRIP_STYLES}</style>
<script type="application/ld+json">${scriptJson(tripJsonLd(view, pageUrl))}</script>
</head>
<body>
${tripView.body(view)}
</body>
</html>
`;
}

/**
 * Headers of a trip page: its CSP, and no caching beyond revalidation (it may turn private any moment);
 * a private itinerary's page (served to a signed-in member) is kept by no cache at all.
 */
export function tripPageHeaders(view: ItineraryView): Record<string, string> {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': CSP,
    'Cache-Control': view.visibility === 'private' ? 'private, no-store' : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    ...(view.visibility === 'public' ? {} : { 'X-Robots-Tag': 'noindex' }),
  };
}

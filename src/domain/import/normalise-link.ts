import { DomainError } from '../shared/domain-error.js';

/**
 * The cache key of link import (docs/design.md §4): two links that show the same content must normalise
 * to the same string, so that somebody's re-read is free. Pure: no I/O.
 */

/** Query parameters that only track where a click came from. Compared in lower case. */
const TRACKING_PARAMS = new Set([
  'fbclid', 'gclid', 'gclsrc', 'dclid', 'gbraid', 'wbraid', 'msclkid', 'yclid', 'twclid', 'ttclid',
  'igshid', 'igsh', 'si', 'feature', 'ref', 'ref_src', 'ref_url', 'referrer', 'mc_cid', 'mc_eid',
  '_hsenc', '_hsmi', 'hsctatracking', 'mkt_tok', 'li_fat_id', 's_cid', 'oly_anon_id', 'oly_enc_id',
  'vero_id', 'wickedid', 'rb_clickid', '_ga', '_gl', 'spm', 'share_id', 'sharer', 'share_source',
  'sender_device', 'is_from_webapp', 'is_copy_url', 'ab_channel', 'pp', 'cmpid', 'ncid', 'trk',
]);
const TRACKING_PREFIXES = ['utm_', 'pk_', 'mtm_'];

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
/** Paths that name one video in their second segment. */
const YOUTUBE_VIDEO_PATHS = new Set(['shorts', 'live', 'embed', 'v', 'e']);

/** Hosts whose query string carries nothing but sharing state: the path names the content. */
const PATH_ONLY_HOSTS = [/^(www\.)?tiktok\.com$/, /^(www\.)?instagram\.com$/, /(^|\.)pinterest\.[a-z.]+$/];

export function normaliseLink(input: string): string {
  const url = parse(input);
  url.hash = '';
  url.hostname = url.hostname.replace(/\.$/, '');
  const youtube = youtubeVideoId(url);
  if (youtube) return `https://www.youtube.com/watch?v=${youtube}`;
  foldHost(url);
  if (PATH_ONLY_HOSTS.some((pattern) => pattern.test(url.hostname))) {
    url.search = '';
    return url.toString();
  }
  url.search = sortedQuery(url.search);
  return url.toString();
}

function parse(input: string): URL {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw new DomainError('validationFailed', 'The link is not a valid absolute URL.', {
      errors: [{ path: 'url', message: 'must be an absolute http(s) URL' }],
    });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new DomainError('linkNotAllowed', `Only http and https links can be imported, not ${url.protocol}`);
  }
  if (url.username || url.password) {
    throw new DomainError('linkNotAllowed', 'Links that carry a user name or password are not imported.');
  }
  return url;
}

function youtubeVideoId(url: URL): string | undefined {
  const host = url.hostname;
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (host === 'youtu.be' || host === 'www.youtu.be') id = segments[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') id = url.searchParams.get('v');
    else if (segments[0] && YOUTUBE_VIDEO_PATHS.has(segments[0])) id = segments[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : undefined;
}

function foldHost(url: URL): void {
  const host = url.hostname;
  if (YOUTUBE_HOSTS.has(host)) url.hostname = 'www.youtube.com';
  else if (host === 'm.tiktok.com' || host === 'tiktok.com') url.hostname = 'www.tiktok.com';
  else if (host === 'instagram.com' || host === 'm.instagram.com') url.hostname = 'www.instagram.com';
  else if (/(^|\.)pinterest\.[a-z.]+$/.test(host)) url.hostname = 'www.pinterest.com';
  else return;
  // A folded host is always served over https on its default port.
  url.protocol = 'https:';
  url.port = '';
}

function isTracking(name: string): boolean {
  const lower = name.toLowerCase();
  return TRACKING_PARAMS.has(lower) || TRACKING_PREFIXES.some((prefix) => lower.startsWith(prefix));
}

/** Keeps each pair's original encoding (re-encoding could change what the server sees). */
function sortedQuery(search: string): string {
  const pairs = search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '')
    .map((raw) => ({ raw, key: decodeKey(raw.split('=')[0] ?? '') }))
    .filter((pair) => !isTracking(pair.key));
  pairs.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.raw < b.raw ? -1 : a.raw > b.raw ? 1 : 0));
  return pairs.length ? `?${pairs.map((pair) => pair.raw).join('&')}` : '';
}

function decodeKey(key: string): string {
  try {
    return decodeURIComponent(key.replace(/\+/g, ' '));
  } catch {
    return key;
  }
}

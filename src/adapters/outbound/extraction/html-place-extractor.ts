import type { Extraction, PlaceExtractor, PlaceMention, RelatedReader, SourceKind } from '../../../application/ports/place-extractor.port.js';
import type { FetchedPage } from '../../../application/ports/link-reader.port.js';
import { readArticle } from './article.js';
import { readCaption } from './caption.js';
import { parseHtmlDocument } from './dom.js';
import { readFeed, type FeedFacts } from './feed.js';
import { readJsonLd } from './json-ld.js';
import { readMicrodata } from './microdata.js';
import { oembedEndpoint, parseOEmbed, type OEmbed } from './oembed.js';
import { readMetadata } from './page-metadata.js';
import { readSocialPost } from './social-post.js';
import { readVideoPage } from './video-page.js';

const BOARD_HOST = /(^|\.)pinterest\.[a-z.]+$/;

/**
 * Reads every source of places a page offers, most reliable first: schema.org JSON-LD and
 * microdata, a video's chapters and caption (embedded data, oEmbed, Open Graph), a board's feed,
 * then the readable article. The pipeline decides which mentions to keep.
 */
export class HtmlPlaceExtractor implements PlaceExtractor {
  async extract(page: FetchedPage, readRelated: RelatedReader): Promise<Extraction> {
    if (/xml/.test(page.contentType)) return fromFeed(readFeed(page.body), page.finalUrl);
    if (/json/.test(page.contentType)) return fromOEmbed(parseOEmbed(page.body));

    const document = parseHtmlDocument(page.body);
    const meta = readMetadata(document, page.finalUrl);
    const ld = readJsonLd(document);
    const micro = readMicrodata(document);
    const video = readVideoPage(page.body, document);
    const social = video ? undefined : readSocialPost(meta.title, meta.description);
    const host = new URL(page.finalUrl).hostname;
    const kind: SourceKind =
      video || meta.ogType?.startsWith('video') || ld.types.has('videoobject')
        ? 'video'
        : social || meta.ogType === 'instapp:photo'
          ? 'photo'
          : BOARD_HOST.test(host) || (meta.feedUrl && ld.mentions.length === 0 && micro.mentions.length === 0 && meta.ogType === 'pinterestapp:board')
            ? 'board'
            : meta.ogType === 'article' || ld.types.has('article') || ld.types.has('blogposting')
              ? 'article'
              : 'page';

    const mentions: PlaceMention[] = [...ld.mentions, ...micro.mentions];
    const dayTitles: Record<number, string> = { ...ld.dayTitles };
    const tags = [...ld.keywords, ...meta.keywords, ...(video?.keywords ?? [])];
    let text = '';
    let oembed: OEmbed | undefined;
    let feed: FeedFacts | undefined;

    if (kind === 'video' || kind === 'photo') {
      const needsOEmbed = !(video?.description || social?.caption) || !(video?.author || social?.author);
      const endpoint = needsOEmbed ? oembedEndpoint(page.finalUrl, meta.oembedUrl) : undefined;
      if (endpoint) oembed = parseOEmbed((await readRelated(endpoint))?.body ?? '');
      const caption = video?.description ?? social?.caption ?? ld.videoDescription ?? oembed?.title ?? meta.description ?? '';
      mentions.push(...(video?.chapters ?? []));
      const facts = readCaption(caption);
      mentions.push(...facts.mentions);
      Object.assign(dayTitles, { ...facts.dayTitles, ...dayTitles });
      tags.push(...facts.tags);
      text = facts.text;
    } else if (kind === 'board') {
      const feedUrl = meta.feedUrl ?? boardFeedUrl(page.finalUrl);
      const related = feedUrl ? await readRelated(feedUrl) : undefined;
      feed = related ? readFeed(related.body) : undefined;
      mentions.push(...(feed?.mentions ?? []));
      tags.push(...(feed?.tags ?? []));
      text = feed?.text ?? '';
    }
    let byline: string | undefined;
    if (kind === 'article' || kind === 'page' || (kind === 'board' && !feed)) {
      const article = readArticle(page.body);
      mentions.push(...article.mentions);
      Object.assign(dayTitles, { ...article.dayTitles, ...dayTitles });
      text = article.text;
      byline = article.byline;
    }
    const title = ld.title ?? video?.title ?? meta.title ?? feed?.title;
    return {
      kind,
      title,
      description: meta.description ?? ld.description ?? feed?.description,
      author: ld.author ?? micro.author ?? video?.author ?? social?.author ?? oembed?.author ?? meta.author ?? byline ?? feed?.author,
      siteName: meta.siteName ?? oembed?.providerName,
      dayTitles,
      contextNames: [title, meta.title, feed?.title].filter((name): name is string => Boolean(name)),
      mentions,
      text,
      tags: normaliseTags(tags),
    };
  }
}

/** A Pinterest board's RSS feed lives at the board's path plus `.rss`. */
function boardFeedUrl(url: string): string | undefined {
  const parsed = new URL(url);
  if (!BOARD_HOST.test(parsed.hostname)) return undefined;
  const path = parsed.pathname.replace(/\/+$/, '');
  return path.split('/').filter(Boolean).length === 2 ? `${parsed.origin}${path}.rss` : undefined;
}

function fromFeed(feed: FeedFacts | undefined, url: string): Extraction {
  const owner = BOARD_HOST.test(new URL(url).hostname) ? new URL(url).pathname.split('/').filter(Boolean)[0] : undefined;
  return {
    kind: 'board',
    title: feed?.title,
    description: feed?.description,
    author: feed?.author ?? owner,
    dayTitles: {},
    contextNames: feed?.title ? [feed.title] : [],
    mentions: feed?.mentions ?? [],
    text: feed?.text ?? '',
    tags: normaliseTags(feed?.tags ?? []),
  };
}

function fromOEmbed(oembed: OEmbed | undefined): Extraction {
  const caption = readCaption(oembed?.title ?? '');
  return {
    kind: 'video',
    title: oembed?.title,
    author: oembed?.author,
    siteName: oembed?.providerName,
    dayTitles: caption.dayTitles,
    contextNames: oembed?.title ? [oembed.title] : [],
    mentions: caption.mentions,
    text: caption.text,
    tags: normaliseTags(caption.tags),
  };
}

function normaliseTags(tags: string[]): string[] {
  const seen = new Set<string>();
  for (const tag of tags) {
    const clean = tag.toLowerCase().replace(/^#/, '').trim();
    if (clean && clean.length <= 40) seen.add(clean);
    if (seen.size >= 10) break;
  }
  return [...seen];
}

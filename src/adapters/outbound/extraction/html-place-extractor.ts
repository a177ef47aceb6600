import type { Extraction, PlaceExtractor, PlaceMention, RelatedReader, SourceKind } from '../../../application/ports/place-extractor.port.js';
import type { FetchedPage } from '../../../application/ports/link-reader.port.js';
import { readArticle } from './article.js';
import { cjkPlaceCandidatesSync, preloadCjk } from './languages/cjk-candidates.js';
import { hasCjk } from './languages/cjk-script.js';
import { chineseScript } from './languages/chinese-script.js';
import { withJapaneseReadings } from './languages/japanese-readings.js';
import { preloadKnownCjkSights } from './languages/known-cjk-sights.js';
import { preloadKnownLatinSights } from './languages/known-latin-sights.js';
import { preloadLexicon } from './languages/lexicon.js';
import { PAGE_SAMPLE, writtenLanguage } from './languages/page-language.js';
import { readCaption } from './caption.js';
import { parseHtmlDocument } from './dom.js';
import { readFeed, type FeedFacts } from './feed.js';
import { readJsonLd, type JsonLdFacts } from './json-ld.js';
import { exceedsMarkupCaps } from './markup-scan.js';
import { readMicrodata } from './microdata.js';
import { oembedEndpoint, parseOEmbed, type OEmbed } from './oembed.js';
import { readOversizedPage } from './oversized-page.js';
import { readMetadata, type PageMetadata } from './page-metadata.js';
import { readSocialPost, type SocialPost } from './social-post.js';
import { bounded } from './extraction-caps.js';
import { readVideoPage, type VideoFacts } from './video-page.js';
import { textCandidates } from './text-candidates.js';

const BOARD_HOST = /(^|\.)pinterest\.[a-z.]+$/;
/** A summary is a sentence or two; a page that stuffs its meta description is read no further than this. */
const SUMMARY_CHARACTERS = 500;
/** How much text a post's page must hold beyond its shared caption to be read as the caption itself. */
const MIN_POST_BODY = 300;

/**
 * Reads every source of places a page offers, most reliable first: schema.org JSON-LD and
 * microdata, a video's chapters and caption (embedded data, oEmbed, Open Graph), a board's feed,
 * then the readable article. The pipeline decides which mentions to keep.
 */
export class HtmlPlaceExtractor implements PlaceExtractor {
  async extract(page: FetchedPage, readRelated: RelatedReader): Promise<Extraction> {
    const language = await prepareAnalysers(page.body);
    const step = beginExtraction(page, language);
    if ('extraction' in step) return step.extraction;
    // The related page (a caption's oEmbed, a board's feed) may need analysers the page did not, as in the pool.
    const related = await readRelated(step.relatedUrl);
    if (related) await prepareAnalysers(related.body);
    return finishExtraction(page, step.pending, related);
  }
}

/** How much of a page tells which analysers it needs: its declared language and its first sentences. */
export const ANALYSER_SAMPLE = PAGE_SAMPLE;

/** Loads, once per thread, the analysers a page needs (extraction itself is synchronous); answers the page's written language. */
export async function prepareAnalysers(html: string): Promise<string | undefined> {
  const language = writtenLanguage(html.slice(0, ANALYSER_SAMPLE));
  await loadAnalysers(html, language);
  return language;
}

/**
 * Loads what a page in `language` needs that this thread has not loaded yet: the CJK analysers (up to
 * a second or two the first time), a spelling dictionary (0.1-0.8 s), the landmark table's names to find
 * in running text (about half a second); nothing once they are loaded.
 */
export async function loadAnalysers(html: string, language: string | undefined): Promise<void> {
  if (hasCjk(html)) {
    await preloadCjk();
    preloadKnownCjkSights();
  }
  await preloadLexicon(language);
  preloadKnownLatinSights();
}

/** What a page says before the one related page it may need (oEmbed, a board's feed) is read: plain, cloneable data. */
export interface PageFacts {
  kind: SourceKind;
  meta: PageMetadata;
  ld: JsonLdFacts;
  micro: ReturnType<typeof readMicrodata>;
  video?: VideoFacts;
  social?: SocialPost;
}

/** The first of extraction's two steps: the page's Extraction, or the related page it still needs. */
export type ExtractionStep = { extraction: Extraction } | { relatedUrl: string; pending: PageFacts };

/**
 * Reads the page alone. The extraction is pure and synchronous in two steps, so that it can run on a
 * worker thread, which cannot call back into the reader: the caller reads `relatedUrl` and hands its
 * answer (undefined when it cannot be read) to finishExtraction with `pending`. `language` is the page's
 * written language, as prepareAnalysers answered it when it loaded the analysers for it.
 */
export function beginExtraction(page: FetchedPage, language = writtenLanguage(page.body)): ExtractionStep {
  if (/xml/.test(page.contentType)) return { extraction: bounded(fromFeed(readFeed(page.body), page.finalUrl)) };
  if (/json/.test(page.contentType)) return { extraction: bounded(fromOEmbed(parseOEmbed(page.body))) };
  // Past the caps the DOM itself (linkedom's parse, Readability's cleaning) costs more than linear time.
  if (exceedsMarkupCaps(page.body)) return { extraction: bounded(readOversizedPage(page.body)) };

  const facts = readPage(page, language);
  const relatedUrl = relatedUrlOf(facts, page.finalUrl);
  return relatedUrl ? { relatedUrl, pending: facts } : { extraction: withJapaneseReadings(bounded(complete(page, facts, undefined))) };
}

/** The second step: the Extraction from the page's facts and the related page (undefined when it could not be read). */
export function finishExtraction(page: FetchedPage, pending: PageFacts, related: FetchedPage | undefined): Extraction {
  return withJapaneseReadings(bounded(complete(page, pending, related)));
}

function readPage(page: FetchedPage, language: string | undefined): PageFacts {
  const document = parseHtmlDocument(page.body);
  const declared = readMetadata(document, page.finalUrl);
  // A region declared with another language than the one the page is written in is the theme's ("en-US" over a German post).
  const meta = { ...declared, language: language ?? declared.language, region: !language || language === declared.language ? declared.region : undefined };
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
  return { kind, meta, ld, micro, video, social };
}

/** The oEmbed endpoint a video or photo post without its caption or author needs, or a board's feed. */
function relatedUrlOf({ kind, meta, video, social }: PageFacts, finalUrl: string): string | undefined {
  if (kind === 'video' || kind === 'photo') {
    const needsOEmbed = !(video?.description || social?.caption) || !(video?.author || social?.author);
    return needsOEmbed ? oembedEndpoint(finalUrl, meta.oembedUrl) : undefined;
  }
  if (kind === 'board') return meta.feedUrl ?? boardFeedUrl(finalUrl);
  return undefined;
}

function complete(page: FetchedPage, { kind, meta, ld, micro, video, social }: PageFacts, related: FetchedPage | undefined): Extraction {
  let mentions: PlaceMention[] = ld.mentions.concat(micro.mentions);
  const dayTitles: Record<number, string> = { ...ld.dayTitles };
  let tags = ld.keywords.concat(meta.keywords, video?.keywords ?? []);
  let text = '';
  let oembed: OEmbed | undefined;
  let feed: FeedFacts | undefined;

  if (kind === 'video' || kind === 'photo') {
    if (related) oembed = parseOEmbed(related.body);
    const caption = video?.description ?? social?.caption ?? ld.videoDescription ?? oembed?.title ?? meta.description ?? '';
    const facts = readCaption(caption);
    mentions = mentions.concat(video?.chapters ?? [], facts.mentions);
    Object.assign(dayTitles, { ...facts.dayTitles, ...dayTitles });
    tags = tags.concat(facts.tags);
    text = facts.text;
  } else if (kind === 'board') {
    feed = related ? readFeed(related.body) : undefined;
    mentions = mentions.concat(feed?.mentions ?? []);
    tags = tags.concat(feed?.tags ?? []);
    text = feed?.text ?? '';
  }
  let byline: string | undefined;
  let numberedHeadings = 0;
  // A blog post that embeds a video says og:type video, but its own body is the page to read.
  const embedsVideo = kind === 'video' && !video;
  const article = kind === 'article' || kind === 'page' || (kind === 'board' && !feed) || embedsVideo || kind === 'photo' ? readArticle(page.body, meta.language) : undefined;
  // A post shown on a page of its own whose body holds more than the shared summary ("Nashville day 1: hot
  // chicken, a museum…" over the whole caption): the body is the caption to read as well.
  const fullerBody = kind === 'photo' && article !== undefined && article.text.length > Math.max(2 * text.length, MIN_POST_BODY);
  if (article && (kind !== 'photo' || fullerBody)) {
    if (!ld.itinerary) {
      mentions = mentions.concat(article.mentions);
      // The summary (meta description) names what the page is about, often past where a cut-off copy ends: read as prose.
      if (meta.description && kind !== 'photo') mentions = mentions.concat(summaryMentions(meta.description, meta.language, meta.title ?? ''));
    }
    Object.assign(dayTitles, { ...article.dayTitles, ...dayTitles });
    text = embedsVideo || fullerBody ? `${text}\n${article.text}` : article.text;
    byline = article.byline;
    numberedHeadings = article.numberedHeadings;
  }
  const title = ld.title ?? video?.title ?? meta.title ?? feed?.title;
  return {
    kind,
    title,
    description: meta.description ?? ld.description ?? feed?.description,
    author: ld.author ?? micro.author ?? video?.author ?? social?.author ?? oembed?.author ?? meta.author ?? byline ?? feed?.author,
    siteName: meta.siteName ?? oembed?.providerName,
    language: meta.language,
    script: meta.language === 'zh' ? chineseScript(`${title ?? ''}\n${text}`) : undefined,
    region: meta.region,
    numberedHeadings,
    dayTitles,
    contextNames: withCjkNames([title, meta.title, feed?.title].filter((name): name is string => Boolean(name))),
    mentions,
    text,
    tags: normaliseTags(tags),
  };
}

/**
 * The CJK names a page's summary holds ("逛鲁迅故居、三味书屋、沈园"): there names stand apart, as they seldom do in a CJK
 * body's running text. A summary in the other languages names the trip's region, nicknames and other names of the body's
 * places ("Basilica del Santo" for its "Basilica di Sant'Antonio"): more wrong stops than right ones.
 */
function summaryMentions(description: string, language: string | undefined, title: string): PlaceMention[] {
  // Most pages' summaries hold no CJK name: they are not read at all.
  if (!hasCjk(description)) return [];
  const keep = (name: string): boolean => hasCjk(name) && !title.includes(name);
  return textCandidates(description.slice(0, SUMMARY_CHARACTERS), undefined, undefined, language).filter((mention) => keep(mention.name)).map((mention) => ({ ...mention, summary: true }));
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

/** CJK titles have no spaces between words ("다낭3박5일가족여행"): their place candidates are titles' names too. */
function withCjkNames(titles: string[]): string[] {
  const names = titles.filter(hasCjk).flatMap((title) => cjkPlaceCandidatesSync(title).map((candidate) => candidate.name));
  return [...titles, ...names];
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

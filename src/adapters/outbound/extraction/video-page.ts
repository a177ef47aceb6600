import type { PlaceMention } from '../../../application/ports/place-extractor.port.js';
import { cleanPlaceName, dayHeading } from '../../../domain/import/place-names.js';
import type { DomDocument } from './dom.js';
import { hasCjk } from './languages/cjk-script.js';
import { findObjects, jsonAfter } from './embedded-json.js';

/** What a video page (YouTube watch page, TikTok video page) embeds in its scripts. */
export interface VideoFacts {
  title?: string;
  author?: string;
  /** The caption or description, to be read like a caption. */
  description?: string;
  chapters: PlaceMention[];
  keywords: string[];
}

const TIMESTAMP_LINE = /^\s*\(?((?:\d{1,2}:)?\d{1,2}:\d{2})\)?\s*[-–—:|.]?\s*(.+?)\s*$/;

export function readVideoPage(html: string, document: DomDocument): VideoFacts | undefined {
  return readYouTube(html) ?? readTikTok(document);
}

function readYouTube(html: string): VideoFacts | undefined {
  const player = jsonAfter(html, /ytInitialPlayerResponse\s*=/) as { videoDetails?: Record<string, unknown> } | undefined;
  const data = jsonAfter(html, /ytInitialData\s*=/);
  const details = player?.videoDetails;
  if (!details && !data) return undefined;
  const description = typeof details?.shortDescription === 'string' ? details.shortDescription : undefined;
  const markers = findObjects(data, (node) => typeof node.chapterRenderer === 'object')
    .map((node) => node.chapterRenderer as { title?: { simpleText?: string }; timeRangeStartMillis?: number })
    .map((chapter) => chapter.title?.simpleText ?? '')
    .filter(Boolean);
  const chapterTitles = markers.length ? markers : descriptionChapters(description ?? '');
  return {
    title: typeof details?.title === 'string' ? details.title : undefined,
    author: typeof details?.author === 'string' ? details.author : undefined,
    description: description && stripChapters(description),
    chapters: chapterMentions(chapterTitles),
    keywords: Array.isArray(details?.keywords) ? details.keywords.filter((k): k is string => typeof k === 'string') : [],
  };
}

function readTikTok(document: DomDocument): VideoFacts | undefined {
  for (const id of ['__UNIVERSAL_DATA_FOR_REHYDRATION__', 'SIGI_STATE', '__NEXT_DATA__']) {
    const script = document.querySelector(`script#${id}`);
    if (!script) continue;
    let data: unknown;
    try {
      data = JSON.parse(script.textContent ?? '');
    } catch {
      continue;
    }
    const item = findObjects(data, (node) => typeof node.desc === 'string' && (typeof node.author === 'object' || typeof node.author === 'string'), 1)[0];
    if (!item) continue;
    const author = item.author as { nickname?: string; uniqueId?: string } | string;
    return {
      description: item.desc as string,
      author: typeof author === 'string' ? author : (author.nickname ?? author.uniqueId),
      chapters: [],
      keywords: [],
    };
  }
  return undefined;
}

/**
 * The chapters of a video description pasted into any page (a blog post embedding its walk): three
 * "0:30 – Archcathedral of Christ the King" lines or more, as chapter mentions.
 */
export function chaptersIn(text: string): PlaceMention[] {
  return chapterMentions(descriptionChapters(text));
}

/** "0:45 Shibuya Crossing" lines of a description, when the page has no chapter markers. */
function descriptionChapters(description: string): string[] {
  const titles = description
    .split('\n')
    .flatMap(inlineChapters)
    .map((line) => TIMESTAMP_LINE.exec(line)?.[2])
    .filter((title): title is string => Boolean(title));
  // YouTube itself needs three timestamps before it shows chapters.
  return titles.length >= 3 ? titles : [];
}

/** A timestamp within a line, before a name: "0:11 Main Town Hall". */
const INLINE_TIMESTAMP = /(?<=^|\s)(?:\d{1,2}:)?\d{1,2}:\d{2}(?=\s+\p{L})/gu;

/**
 * "Video timeline: 0:00 Skwer 0:11 Main Town Hall 0:39 Wyspa Spichrzów": chapters run on in one line, three or more from
 * 0:00 as YouTube's are, are a line each; a day's times in a line ("07:00 프라하 출발 → 09:55 …") are a schedule's.
 */
function inlineChapters(line: string): string[] {
  const found = [...line.matchAll(INLINE_TIMESTAMP)];
  if (found.length < 3 || !/^(?:0?0:)?0?0:00$/u.test(found[0]![0])) return [line];
  const stamps = found.map((stamp) => stamp.index!);
  return stamps.map((start, i) => line.slice(start, stamps[i + 1]));
}

function stripChapters(description: string): string {
  return description
    .split('\n')
    .filter((line) => !TIMESTAMP_LINE.test(line))
    .join('\n');
}

/** "★大照院 重要文化財 200円": a Japanese or Chinese schedule marks its sights with a star; the name runs to the first space. */
const MARKED_CJK = /^[★☆◎●■◆]\s*([^\s★☆]+)\s/u;

function markedCjkName(title: string): string {
  const marked = MARKED_CJK.exec(title)?.[1];
  return marked && hasCjk(marked) && !/\p{Script=Hangul}/u.test(marked) ? marked : title;
}

function chapterMentions(titles: string[]): PlaceMention[] {
  const mentions: PlaceMention[] = [];
  let day: number | undefined;
  for (const title of titles) {
    const heading = dayHeading(title);
    if (heading) day = heading.day;
    const name = cleanPlaceName(markedCjkName(heading ? heading.rest : title));
    if (name) mentions.push({ name, day, evidence: 'chapters' });
  }
  return mentions;
}

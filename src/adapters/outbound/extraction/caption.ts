import type { PlaceMention } from '../../../application/ports/place-extractor.port.js';
import { cleanPlaceName, dayHeading } from '../../../domain/import/place-names.js';
import { textCandidates } from './text-candidates.js';

export interface CaptionFacts {
  mentions: PlaceMention[];
  dayTitles: Record<number, string>;
  tags: string[];
  text: string;
}

const HASHTAG = /#([\p{L}\p{N}_]+)/gu;
export const PIN = /📍|📌/u;
/** Every pin of a line, to split it by. */
export const PINS = new RegExp(PIN.source, 'gu');
/** "Music: …", "Gear: …": one or two words and a colon. */
const LABEL_LINE = /^[\p{L}&]+(?:\s[\p{L}&]+)?\s*:/u;
const CHAPTER_LINE = /^\s*\(?(?:\d{1,2}:)?\d{1,2}:\d{2}\)?\s*[-–—:|.]?\s*(.{2,80}?)\s*$/u;
const NUMBERED = /^\s*(?:\d{1,2}\s*[.)]|\d\uFE0F?\u20E3|[\u2460-\u2473]|[-•▪️✔️✅👉➡️🔹🔸]\uFE0F?|(?:\p{Extended_Pictographic}[\uFE0F\u200D\p{Emoji_Modifier}\u2640\u2642]*)+)\s*(.+)$/u;
const PIN_TEXT_END = /[\n.!?;,(#|•]|\s[-–—]\s|\p{Extended_Pictographic}/u;
/** Six words or more: a sentence, not an item's name. */
const SENTENCE_LINE = /^(?:\S+\s+){5,}\S/u;
const LIST_SEPARATORS = /\s*(?:,|&|\+|\/|→|➡️|•|\band\b|\s[-–—]\s)\s*/u;

/**
 * A social caption or video description: "Day N" lines, 📍 pins and numbered lines are explicit
 * lists of places (`caption` mentions); the rest is prose for text candidates. Hashtags become tags.
 */
export function readCaption(caption: string): CaptionFacts {
  const tags = [...caption.matchAll(HASHTAG)].map((match) => match[1]!.toLowerCase());
  const cleaned = caption
    .replace(HASHTAG, ' ')
    .replace(/(^|\s)@[\w.]+/g, ' ')
    // Flattened captions ("... Day 2: Sintra 📍Pena Palace") get their line breaks back.
    .replace(/\s+(?=(?:day|dia|día)\s*\d{1,2}\b)/giu, '\n')
    .replace(/\s*(📍|📌)/gu, '\n$1')
    .replace(/\s+(?=\d\uFE0F?\u20E3)/gu, '\n')
    // A description flattened into one line keeps its chapters: "00:00 Intro 01:55 Hachiko Square".
    .replace(/\s+(?=(?:\d{1,2}:)?\d{1,2}:\d{2}\s+\p{L})/gu, '\n');
  const facts: CaptionFacts = { mentions: [], dayTitles: {}, tags: [...new Set(tags)], text: cleaned.trim() };

  let day: number | undefined;
  // The place a 📍 pin names, until a blank line: the list lines under it say what it holds or serves.
  let pinned: string | undefined;
  for (const rawLine of cleaned.split('\n')) {
    const line = rawLine.trim();
    if (!line) {
      pinned = undefined;
      continue;
    }
    const heading = dayHeading(line);
    if (heading) {
      pinned = undefined;
      day = heading.day;
      const [title] = heading.rest.split(PIN);
      if (title?.trim()) facts.dayTitles[day] = cleanPlaceName(title) ?? title.trim();
      const beforePin = heading.rest.split(PIN)[0] ?? '';
      for (const item of beforePin.split(LIST_SEPARATORS)) addMention(facts, item, day);
      continue;
    }
    if (PIN.test(line)) {
      // "📍Ubud 📍Tegallalang": a line may pin several places, each name after its pin.
      for (const segment of line.split(PINS).slice(1)) {
        const pin = segment.trimStart();
        const end = pin.search(PIN_TEXT_END);
        pinned = cleanPlaceName(end === -1 ? pin : pin.slice(0, end));
        addMention(facts, end === -1 ? pin : pin.slice(0, end), day);
        if (end !== -1) for (const mention of textCandidates(pin.slice(end), day)) facts.mentions.push(mention);
      }
      continue;
    }
    const chapter = CHAPTER_LINE.exec(line);
    if (chapter) {
      const name = cleanPlaceName(chapter[1]!);
      if (name) facts.mentions.push({ name, day, evidence: 'chapters', cue: 'pin' });
      continue;
    }
    const numbered = NUMBERED.exec(line);
    // "🎵 Music: Epidemic Sound", "📩 Business: hello@…": an emoji before a label is a credit line.
    if (numbered && !(/^\p{Extended_Pictographic}/u.test(line.trim()) && LABEL_LINE.test(numbered[1]!))) {
      const counted = /^\s*(?:\d{1,2}\s*[.)]|\d\uFE0F?\u20E3|[\u2460-\u2473])/u.test(line);
      addMention(facts, numbered[1]!, day, counted ? 'pin' : 'lead', counted ? undefined : pinned);
      // "🥭 Then wander the morning market behind Sisavangvong Road, or …": a line an emoji opens may be a
      // sentence, whose places are read as prose's are; the lead it makes is then no name and is dropped.
      if (!counted && SENTENCE_LINE.test(numbered[1]!)) for (const mention of textCandidates(numbered[1]!, day)) facts.mentions.push(mention);
      continue;
    }
    for (const mention of textCandidates(line, day)) facts.mentions.push(mention);
  }
  // A caption without pins or a list may name its places only as hashtags (#fushimiinari): each is a
  // stop if a gazetteer knows it. Beside pins, hashtags repeat them.
  if (!facts.mentions.some((mention) => mention.cue === 'pin')) {
    for (const tag of facts.tags) facts.mentions.push({ name: tag, evidence: 'caption', cue: 'hashtag' });
  }
  return facts;
}

/** A 📍 pin names a place however it is written; a list line ("1️⃣ ...", "🏄 ...") must read like a name. */
function addMention(facts: CaptionFacts, raw: string, day: number | undefined, cue: 'pin' | 'lead' = 'pin', under?: string): void {
  const name = cleanPlaceName(raw);
  if (name) facts.mentions.push({ name, day, evidence: 'caption', cue, ...(under ? { under } : {}) });
}

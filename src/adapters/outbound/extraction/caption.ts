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
const PIN = /📍|📌/u;
const NUMBERED = /^\s*(?:\d{1,2}\s*[.)]|\d\uFE0F?\u20E3|[\u2460-\u2473]|[-•▪️✔️✅👉➡️🔹🔸]\uFE0F?)\s*(.+)$/u;
const PIN_TEXT_END = /[\n.!?;,(#|•]|\s[-–—]\s|\p{Extended_Pictographic}/u;
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
    .replace(/\s+(?=\d\uFE0F?\u20E3)/gu, '\n');
  const facts: CaptionFacts = { mentions: [], dayTitles: {}, tags: [...new Set(tags)], text: cleaned.trim() };
  let day: number | undefined;
  for (const rawLine of cleaned.split('\n')) {
    const line = rawLine.trim();
    if (!line) continue;
    const heading = dayHeading(line);
    if (heading) {
      day = heading.day;
      const [title] = heading.rest.split(PIN);
      if (title?.trim()) facts.dayTitles[day] = cleanPlaceName(title) ?? title.trim();
      const beforePin = heading.rest.split(PIN)[0] ?? '';
      for (const item of beforePin.split(LIST_SEPARATORS)) addMention(facts, item, day);
      continue;
    }
    if (PIN.test(line)) {
      const pinned = line.replace(PIN, '').trimStart();
      const end = pinned.search(PIN_TEXT_END);
      addMention(facts, end === -1 ? pinned : pinned.slice(0, end), day);
      if (end !== -1) facts.mentions.push(...textCandidates(pinned.slice(end), day));
      continue;
    }
    const numbered = NUMBERED.exec(line);
    if (numbered && numbered[1]!.split(/\s+/).length <= 10) {
      addMention(facts, numbered[1]!, day);
      continue;
    }
    facts.mentions.push(...textCandidates(line, day));
  }
  return facts;
}

function addMention(facts: CaptionFacts, raw: string, day: number | undefined): void {
  const name = cleanPlaceName(raw);
  if (name) facts.mentions.push({ name, day, evidence: 'caption' });
}

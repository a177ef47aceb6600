import type { MentionContext } from '../../domain/import/context-cues.js';
import type { Coordinate } from '../../domain/itinerary/types.js';
import type { FetchedPage } from './link-reader.port.js';

/**
 * Where a place mention came from, most reliable first. The planner derives its confidence
 * from it, and plain-text candidates are kept only when the gazetteer knows them.
 */
export const EVIDENCE_KINDS = [
  'jsonld',
  'microdata',
  'maplink',
  'chapters',
  'caption',
  'feed',
  'article',
  'llm',
  'text',
] as const;
export type Evidence = (typeof EVIDENCE_KINDS)[number];

/** One place a page mentions, in the page's order. */
export interface PlaceMention {
  name: string;
  address?: string;
  /** City, town or village the source names for the place. */
  locality?: string;
  /** Country name or ISO 3166-1 alpha-2 code, as the source gives it. */
  country?: string;
  coordinate?: Coordinate;
  /** 1-based day number when the source groups places by day ("Day 2"). */
  day?: number;
  category?: string;
  note?: string;
  evidence: Evidence;
  /** Counts only if a geocoder finds the place ("Day 2: Museums and markets" may name none). */
  requireGeocode?: boolean;
  /** How the page presents the name (the evidence says which source it came from). */
  cue?: MentionCue;
  /** What the words around it say: a skipped, compared, origin or lodging place is no stop. */
  context?: MentionContext;
  /** Words the page's language uses every day ("Pack", "Consejo", "a little island"): a place only if a gazetteer knows it. */
  everyday?: boolean;
  /** Prose before the first item of a top-N list: the introduction names what the list is not about. */
  intro?: boolean;
  /** Prose under a numbered item whose heading names no place ("7 - I caffè"): the places it names are the item's. */
  itemProse?: boolean;
  /** Prose read from a heading's own words ("第一天:城墙、钟鼓楼与大唐不夜城"), not from the text under it. */
  inHeading?: boolean;
  /** A photo's caption names it: a place the page shows, which says nothing of how the page lists its stops. */
  photo?: boolean;
  /** The page's summary (its meta description) names it: what the page says it is about, in a sentence or two. */
  summary?: boolean;
  /**
   * CJK prose that says the writer goes there ("한시장 이동", "ひがし茶屋街へ", "去锦里"), lists the name with
   * other places ("五华楼、古城南门、观音寺") or sets it on a schedule line ("15:00 호이안 구시가지"). Named
   * once without any of these, a place in CJK prose only locates or describes another.
   */
  goesThere?: boolean;
  /** Names listed together in one sentence ("Qenqo, Puka Pukara y Tambomachay") share this key. */
  enumeration?: string;
  /**
   * A caption's list line under a 📍 pin ("📍 프롤라" then "☑️ 플랫화이트 — ..."): the pin's name. Under a
   * town's pin the lines are its places; under a café's, what it serves.
   */
  under?: string;
  /** The name just before, when this one is its other name in brackets ("Metropolitan Cathedral (Catedral Metropolitana)", "대릉원(천마총)", "金閣寺（鹿苑寺）"). */
  aliasOf?: string;
}

/**
 * `heading`: a heading of its own; `lead`: the bold or first words of a list item or paragraph;
 * `pin`: a 📍 line or a numbered caption line; `locative`: prose right after "at", "visit", "nach"...;
 * `prose`: any other capitalised run; `hashtag`: a tag; `segment`: a CJK analyser's proper noun or
 * place-type compound; `quoted`: a short name in quotes ("‘아지노야’", "「錦市場」"); `kind`: a kind of sight in
 * lower case where the prose goes ("we walked to the cathedral", "visitamos el mercado"), the town's one.
 */
export type MentionCue = 'heading' | 'lead' | 'pin' | 'locative' | 'prose' | 'hashtag' | 'segment' | 'quoted' | 'kind';

export type SourceKind = 'video' | 'photo' | 'board' | 'article' | 'page';

/** What a page says, before any geocoding. Plain JSON so that it can be logged and tested. */
export interface Extraction {
  kind: SourceKind;
  title?: string;
  description?: string;
  author?: string;
  siteName?: string;
  /** ISO 639-1 code of the page's language when it declares one. */
  language?: string;
  /** A Chinese page's script, as ISO 15924 names it: simplified (`Hans`) or traditional (`Hant`). */
  script?: 'Hans' | 'Hant';
  /** The country the page declares its language for ("pt-BR": `BR`), when it is written in that language. */
  region?: string;
  /** How many headings of the page are numbered ("3. Park Güell"): a top-N list names its stops there. */
  numberedHeadings?: number;
  /** Titles of the source's own days, by day number. */
  dayTitles: Record<number, string>;
  /** Place names the page is about as a whole (title, headline), used to disambiguate. */
  contextNames: string[];
  mentions: PlaceMention[];
  /**
   * How the page's Japanese names in kanji read, in kana, by name (函館: ハコダテ), when the page is
   * Japanese: the offline gazetteer knows Japanese towns by their Latin names only.
   */
  readings?: Record<string, string>;
  /** Readable text of the page, kept for the optional LLM step (not cached). */
  text: string;
  tags: string[];
}

/** Reads a page the extractor refers to (oEmbed, a board's feed); undefined when it cannot be read. */
export type RelatedReader = (url: string) => Promise<FetchedPage | undefined>;

export interface PlaceExtractor {
  extract(page: FetchedPage, readRelated: RelatedReader): Promise<Extraction>;
}

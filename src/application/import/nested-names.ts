import { isCjk } from '../../domain/import/cjk-script.js';
import { distanceKm } from '../../domain/import/geo.js';
import { withoutGermanDeclension } from '../../domain/import/german-nominative.js';
import { placeKey } from '../../domain/import/place-key.js';
import { hasPlaceType, isPlaceTypeWord } from '../../domain/import/place-types.js';
import { EVIDENCE } from './evidence.js';
import type { ResolvedPlace } from './resolve-places.js';

/** Two stops with nested names this far apart are two places ("Belém" the district, a restaurant of its name across town). */
const SAME_SPOT_KM = 2;
/** Beyond this many stops names are not compared pairwise (a page of 100,000 links would hold the event loop). */
const MAX_PLACES = 400;

/** A stop with its name's comparison form, worked out once (placeKey decomposes Hangul: composed again to count syllables). */
interface Named {
  place: ResolvedPlace;
  key: string;
  cjk: boolean;
  /** What the name is looked up by: its words, or in CJK scripts (no spaces) its pairs of characters. */
  tokens: string[];
}

/** "L’Antica Pizzeria da Michele" and "Antica Pizzeria da Michele": an elided article is no part of the name. */
const ELIDED_ARTICLE = /^(?:l|d)['’](?=\p{L})/iu;

function named(place: ResolvedPlace): Named {
  const key = placeKey(withoutGermanDeclension(place.name.replace(ELIDED_ARTICLE, ''))).normalize('NFC');
  const cjk = isCjk(key);
  const tight = key.replace(/ /g, '');
  const tokens = cjk ? [...tight].slice(0, -1).map((char, i) => char + [...tight][i + 1]) : key.split(' ');
  return { place, key: cjk ? tight : key, cjk, tokens };
}

/** The words a longer name adds before and after a shorter one it holds. */
interface AddedWords {
  before: string;
  after: string;
}

/** What the longer name adds before and after the shorter one, or undefined when it does not hold it. */
function addedWords(short: Named, long: Named): AddedWords | undefined {
  if (!short.key) return undefined;
  const cjk = short.cjk || long.cjk;
  const [inner, outer] = cjk ? [short.key, long.key] : [` ${short.key} `, ` ${long.key} `];
  const at = outer.indexOf(inner);
  if (at < 0 || (cjk && [...inner].length < 2)) return undefined;
  return { before: outer.slice(0, at).trim(), after: outer.slice(at + inner.length).trim() };
}

/** "Le Château Frontenac et la terrasse Dufferin" holds two names, not one said in full. */
const LIST_WORD = /(?:^| )(?:and|or|et|ou|y|o|e|und|oder)(?: |$)/;
const JOINED_AFTER = /^(?:and|et|y|e|und) /;
/** A kind of place, at most one word describing it, and "de", "del", "di"...: "temple hindou de", "museo del". */
const ROMANCE_KIND_OF = /^\S+(?: \S+)? (?:de|del|de la|du|des|di|della|dello|dei|da|do|dos|das)$/;
const JOINED_BEFORE = / (?:and|et|y|e|und)$/;
/**
 * In CJK scripts a kind of place is one or two characters after a name (우도 -> 우도봉, 우도정원;
 * 太宰府天満宮 -> 太宰府天満宮参道): another place. What a shop sells is longer ("阿村" -> "阿村牛肉湯",
 * "아에루 타코야키"), and a town before a name only places it ("沖縄美ら海水族館").
 */
const CJK_KIND_SUFFIX_MAX = 2;

/** "ユネスコ世界遺産の昌徳宮", "世界遗产的布达拉宫", "유네스코 세계유산의 창덕궁": what a description before "of" names is the place after it. */
const DESCRIBED_OF = /(?:の|的|의)$/u;
const describesIt = (short: Named, added: AddedWords): boolean => short.cjk && !added.after && DESCRIBED_OF.test(added.before);
const describedBefore = (short: Named, long: Named): boolean => {
  const added = addedWords(short, long);
  return added !== undefined && describesIt(short, added);
};

/**
 * Whether the longer name is the shorter one said again, more fully: "Cu Chi" and "Cu Chi tunnels",
 * "阿村" and "阿村牛肉湯", "Le Musée" and "Le Musée de la civilisation", "美ら海水族館" and
 * "沖縄美ら海水族館". Not when the shorter names an area and the longer a kind of place in it
 * ("Arashiyama" and "Arashiyama Bamboo Grove"), nor two points far apart.
 */
function restates(shortName: Named, longName: Named, town: string | undefined): boolean {
  const added = addedWords(shortName, longName);
  if (added === undefined) return false;
  const [short, long] = [shortName.place, longName.place];
  // "Kapstadt Tafelberg", "전주 전동성당": a caption or a pin names a sight with the page's own town before it.
  if (town && !added.after && added.before === town && short.kind !== 'city') return true;
  // A town named in passing beside the sight named after it ("Cu Chi", "the Cu Chi tunnels" 40 km from its centre) means the sight;
  // not beside the coast, lake or valley named after it ("Amalfi" and "the Amalfi Coast"), which holds the town and more.
  const townOfSight = short.kind === 'city' && short.evidence === 'text' && long.kind !== 'city' && long.category !== 'nature' && added.before === '';
  if (!townOfSight && short.coordinate && long.coordinate && distanceKm(short.coordinate, long.coordinate) > SAME_SPOT_KM) return false;
  if (describesIt(shortName, added)) return true;
  // A place the gazetteer knows, held by a longer name it does not: a shop or a branch there ("도톤보리 이마이").
  if (short.canonical && !long.canonical && EVIDENCE[short.evidence].tier <= EVIDENCE[long.evidence].tier) return false;
  if (shortName.cjk) return added.after.length === 0 || [...added.after].length > CJK_KIND_SUFFIX_MAX;
  // A place the page itself placed has one name, even with "&" in it: "Victoria & Albert Waterfront" holds "Victoria".
  if (EVIDENCE[long.evidence].tier === 0 && (JOINED_AFTER.test(added.after) || JOINED_BEFORE.test(added.before))) return true;
  // "temple hindou de Sri Muthumariamman", "museo del Prado": the Romance languages name the kind first, then whose it is.
  // When it is a town's ("Catedral Metropolitana de Sucre", "Murallas de Ávila"), the name is that town's sight, not the town.
  if (!added.after && ROMANCE_KIND_OF.test(added.before) && isPlaceTypeWord(added.before.split(' ')[0]!)) return short.kind !== 'city';
  const words = `${added.before} ${added.after}`.trim();
  if (LIST_WORD.test(words)) return false;
  return !(words && hasPlaceType(words) && !hasPlaceType(short.name) && short.kind !== 'city');
}

/** "Lange Markt" in a heading, "Langen Markt" in the text: one name in two cases, which the heading gives as a sign does. */
function headsOneNamedTwice(short: Named, long: Named): boolean {
  return short.place.cue === 'heading' && long.place.cue !== 'heading' && short.key === long.key;
}

/**
 * One place named twice, once in full and once in short ("Vyšehrad" and "Vyšehrad fortress", a
 * heading's "Catedral Metropolitana" and the prose's "Catedral Metropolitana de Santiago"), becomes
 * one stop: the better-founded mention, the longer name on a tie. A short name that several stops
 * hold ("Brasão" beside "Brasão Aliados" and "Brasão Foz") is a chain's or an area's: the branches
 * are the stops. A sight said with the page's town (`town`, as the titles write it) before it is that sight.
 */
export function mergeNestedNames(places: ResolvedPlace[], dropped: (place: ResolvedPlace, reason: string) => void, town?: string): ResolvedPlace[] {
  // Judging runs on the API's thread: a page of more stops than this is a directory, not a trip to tidy.
  if (places.length > MAX_PLACES) return places;
  const townKey = town ? placeKey(town).normalize('NFC') : undefined;
  const gone = new Set<ResolvedPlace>();
  const names = places.map(named);
  // Only names sharing a word (a pair of characters) are compared: a page of a thousand stops stays linear.
  const byToken = new Map<string, Named[]>();
  for (const name of names) {
    for (const token of new Set(name.tokens)) {
      const holding = byToken.get(token);
      if (holding) holding.push(name);
      else byToken.set(token, [name]);
    }
  }
  const bySize = [...names].sort((a, b) => a.key.length - b.key.length);
  for (const shortName of bySize) {
    const short = shortName.place;
    if (gone.has(short)) continue;
    const others = byToken.get(shortName.tokens[0] ?? '') ?? [];
    const holders = others.filter((long) => long !== shortName && !gone.has(long.place) && restates(shortName, long, townKey));
    if (holders.length === 0) continue;
    if (holders.length >= 2) {
      gone.add(short);
      dropped(short, `a name several stops hold (${holders.map((h) => h.place.name).join(', ')})`);
      continue;
    }
    const longName = holders[0]!;
    const long = longName.place;
    const [keep, lose] = EVIDENCE[short.evidence].tier < EVIDENCE[long.evidence].tier || headsOneNamedTwice(shortName, longName) || describedBefore(shortName, longName) ? [short, long] : [long, short];
    keep.sourceDay ??= lose.sourceDay;
    keep.order = Math.min(keep.order, lose.order);
    // A town's centre is not where the sight named after it is ("Cu Chi" and "Cu Chi tunnels").
    if (!keep.coordinate && lose.coordinate && lose.kind !== 'city') {
      Object.assign(keep, { coordinate: lose.coordinate, kind: lose.kind, city: lose.city, countryCode: lose.countryCode, countryName: lose.countryName, canonical: lose.canonical });
    }
    gone.add(lose);
    dropped(lose, `the same place as ${keep.name}`);
  }
  return places.filter((place) => !gone.has(place));
}

/**
 * A summary says in short or in full what the body says otherwise ("桂林象鼻山" for the body's "象鼻山", "大熊猫基地" for
 * its "熊猫基地"): a stop only the summary names, nested in or holding a name the body's stops have, is one of those.
 */
export function withoutSummaryEchoes(places: ResolvedPlace[], dropped: (place: ResolvedPlace, reason: string) => void): ResolvedPlace[] {
  // Most summaries name no stop of their own: then there is nothing to key.
  if (!places.some((place) => place.summary)) return places;
  const body = places.filter((place) => !place.summary).map(named);
  if (body.length > MAX_PLACES) return places;
  return places.filter((place) => {
    if (!place.summary) return true;
    const echo = named(place);
    const of = body.find((stop) => addedWords(echo, stop) !== undefined || addedWords(stop, echo) !== undefined);
    if (of) dropped(place, `the summary's name for ${of.place.name}`);
    return of === undefined;
  });
}

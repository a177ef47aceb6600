import type * as EsHangul from 'es-hangul';
import type * as OpenCC from 'opencc-js';
import type * as PinyinPro from 'pinyin-pro';
import type * as Wanakana from 'wanakana';
import { lazyRequire } from '../shared/lazy-require.js';

/**
 * GeoNames knows the towns of Korea, Japan and China by Latin names only ("Sokcho", "Hakodate",
 * "Quanzhou"), so a town written in its own script is looked up by its romanized forms. The script
 * decides the romanization and the countries: Hangul is Korean (Revised Romanization), a name the
 * page's Japanese analyser read is Japanese (Hepburn, from its reading), Han characters otherwise are
 * Chinese (pinyin without tones) on a Chinese page only: on a Japanese page they are read in Japanese
 * or not at all, and elsewhere nothing says how to read them.
 */
export type TownScript = 'ko' | 'ja' | 'zh';

export interface RomanizedName {
  script: TownScript;
  /** The name and, when it has one, the name without its administrative suffix ("통영시": 통영). */
  bases: string[];
  /** Latin forms of the bases, folded (`foldLatin`). */
  forms: string[];
}

/** Each library is loaded on the first name of its script in a thread (pinyin-pro takes about 0.1 s). */
const hangul = lazyRequire<typeof EsHangul>('es-hangul');
const pinyinPro = lazyRequire<typeof PinyinPro>('pinyin-pro');
const wanakana = lazyRequire<typeof Wanakana>('wanakana');
const opencc = lazyRequire<typeof OpenCC>('opencc-js/t2cn');
let simplifier: ((text: string) => string) | undefined;
/** Traditional characters to simplified, whose words pinyin-pro knows (廈門 is Xiamen, not Shamen). */
const toSimplified = (text: string): string => (simplifier ??= opencc().Converter({ from: 'tw', to: 'cn' }))(text);

const HANGUL_NAME = /^\p{Script=Hangul}+$/u;
const HAN_NAME = /^\p{Script=Han}+$/u;
const JAPANESE_NAME = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+$/u;

/** Town names are short: longer words are compounds ("통영중앙시장", "福岡空港駅") that name no town. */
const MAX_LENGTH: Record<TownScript, number> = { ko: 4, ja: 5, zh: 4 };
/** One syllable or character says too little ("진", "津"). */
const MIN_LENGTH = 2;

/** 특별시/광역시 metropolitan city, 시 city, 군 county, 구 district, 도 province or island, 읍/면 townships. */
const KOREAN_SUFFIX = /(?:특별자치시|특별시|광역시|[시군구도읍면])$/u;
/** 市 city, 县 county, 区 district, 镇/乡 townships (in simplified characters); never 州, which is part of names (泉州). */
const CHINESE_SUFFIX = /[市县区镇乡]$/u;
/**
 * 市 shi, 町 machi/chō, 村 mura/son, 県 ken, 府 fu, 都 to, 区 ku, 郡 gun: the suffix goes with its
 * reading. Some towns end so themselves (太宰府 Dazaifu), so the whole name is tried too.
 */
const JAPANESE_SUFFIX: Record<string, RegExp> = {
  市: /shi$/, 町: /(?:machi|cho|chou)$/, 村: /(?:mura|son)$/, 県: /ken$/, 府: /fu$/, 都: /to$/, 区: /ku$/, 郡: /gun$/,
};

/**
 * How to look a CJK name up as a town, or undefined when it is no name one can romanize: other or
 * mixed scripts, one character, long compounds, Han characters on a page that is neither Japanese
 * (with a reading) nor Chinese, Japanese without a reading. `language` is the page's (ISO 639-1,
 * "zh-TW" too); `reading` the kana the page's Japanese analyser reads the name with.
 */
export function romanizeTownName(name: string, language?: string, reading?: string): RomanizedName | undefined {
  const text = name.trim();
  const chinesePage = Boolean(language?.toLowerCase().startsWith('zh'));
  const key = `${text}\u0000${reading ?? ''}\u0000${chinesePage}`;
  if (remembered.has(key)) return remembered.get(key);
  const romanized = HANGUL_NAME.test(text)
    ? korean(text)
    : reading && JAPANESE_NAME.test(text)
      ? japanese(text, reading)
      : HAN_NAME.test(text) && chinesePage
        ? chinese(text)
        : undefined;
  if (remembered.size >= REMEMBERED) remembered.clear();
  remembered.set(key, romanized);
  return romanized;
}

/**
 * Romanizing costs 0.1-0.3 ms a name (es-hangul applies the pronunciation rules), and a page asks
 * about each of its names several times: the answers are kept, as many as a few pages hold.
 */
const REMEMBERED = 10_000;
const remembered = new Map<string, RomanizedName | undefined>();

function korean(name: string): RomanizedName | undefined {
  const bases = fitting(unique([name, name.length > MIN_LENGTH ? name.replace(KOREAN_SUFFIX, '') : name]), 'ko');
  if (!bases.length) return undefined;
  // es-hangul follows pronunciation ("신라" silla, but "통영" tongnyeong); place names are often
  // written syllable by syllable ("Tongyeong"), so both are tried.
  const { romanize } = hangul();
  const forms = bases.flatMap((base) => [romanize(base), [...base].map((syllable) => romanize(syllable)).join('')]);
  return { script: 'ko', bases, forms: unique(forms.flatMap((form) => [form, mccuneReischauer(form)]).map((form) => foldLatin(form, 'ko'))) };
}

/**
 * Many Korean towns are in GeoNames under the older McCune-Reischauer spelling ("Chinju", "Kimhae",
 * "Hongch'ŏn"): a word-initial g, d, b, j is k, t, p, ch there, and ŏ, ŭ lose their marks as o, u.
 */
function mccuneReischauer(form: string): string {
  return form.replace(/^g/, 'k').replace(/^d/, 't').replace(/^b/, 'p').replace(/^j/, 'ch').replace(/eo/g, 'o').replace(/eu/g, 'u');
}

function japanese(name: string, reading: string): RomanizedName | undefined {
  if (!JAPANESE_NAME.test(reading)) return undefined;
  const romaji = wanakana().toRomaji(reading).toLowerCase();
  const read = [{ base: name, romaji }];
  const suffix = JAPANESE_SUFFIX[name.slice(-1)];
  if (suffix?.test(romaji)) read.push({ base: name.slice(0, -1), romaji: romaji.replace(suffix, '') });
  const kept = read.filter(({ base }) => fits(base, 'ja'));
  if (!kept.length) return undefined;
  return { script: 'ja', bases: kept.map(({ base }) => base), forms: unique(kept.map(({ romaji: form }) => foldLatin(form, 'ja'))) };
}

function chinese(name: string): RomanizedName | undefined {
  const simplified = toSimplified(name);
  const bases = fitting(unique([simplified, simplified.length > MIN_LENGTH ? simplified.replace(CHINESE_SUFFIX, '') : simplified]), 'zh');
  if (!bases.length) return undefined;
  const { pinyin } = pinyinPro();
  return { script: 'zh', bases, forms: unique(bases.map((base) => foldLatin(pinyin(base, { toneType: 'none', type: 'array' }).join(''), 'zh'))) };
}

function fits(base: string, script: TownScript): boolean {
  const length = [...base].length;
  return length >= MIN_LENGTH && length <= MAX_LENGTH[script];
}

function fitting(bases: string[], script: TownScript): string[] {
  return bases.filter((base) => fits(base, script));
}

/**
 * The comparison form of a romanized name, for GeoNames' spellings and ours alike: letters only, no
 * marks ("Yangp'yŏng" is yangpyong, "Xi'an" xian); in Japanese long vowels written once ("Tōkyō" and
 * toukyou are tokyo, "Ōita" and ooita oita) and n before b, p, m ("Shimbashi" is shinbashi).
 */
export function foldLatin(name: string, script: TownScript): string {
  const letters = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  if (script !== 'ja') return letters;
  return letters.replace(/ou/g, 'o').replace(/([aiueo])\1+/g, '$1').replace(/m(?=[bpm])/g, 'n');
}

function unique(forms: string[]): string[] {
  return [...new Set(forms.filter(Boolean))];
}

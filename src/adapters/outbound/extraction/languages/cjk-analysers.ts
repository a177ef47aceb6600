import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Kuromoji from 'kuromoji';
import type * as NodeRsJieba from '@node-rs/jieba';
import type * as OpenCC from 'opencc-js';
import { lazyRequire } from '../../shared/lazy-require.js';

export type JapaneseTokenizer = Kuromoji.Tokenizer<Kuromoji.IpadicFeatures>;
export type ChineseTagger = NodeRsJieba.Jieba;
/** Traditional to simplified Chinese, of the same length, so offsets stay valid. */
export type ToSimplified = (text: string) => string;

const require = createRequire(import.meta.url);
const kuromoji = lazyRequire<typeof Kuromoji>('kuromoji');
const jieba = lazyRequire<typeof NodeRsJieba>('@node-rs/jieba');
const jiebaDict = lazyRequire<{ dict: Uint8Array }>('@node-rs/jieba/dict');
const openccToSimplified = lazyRequire<typeof OpenCC>('opencc-js/t2cn');
const openccFromSimplified = lazyRequire<typeof OpenCC>('opencc-js/cn2t');

let japanese: Promise<JapaneseTokenizer> | undefined;
let japaneseReady: JapaneseTokenizer | undefined;
let chinese: ChineseTagger | undefined;
let simplified: ToSimplified | undefined;
let toJapanese: ((text: string) => string) | undefined;

/**
 * Kuromoji's IPADIC (18 MB gzipped; about 0.6 s and 300 MB of memory once loaded) is read once per
 * process or worker thread, on the first Japanese text. It is found next to the package, not next to
 * our code, so it loads from the bundle and from a worker thread alike.
 */
export function japaneseTokenizer(): Promise<JapaneseTokenizer> {
  if (!japanese) {
    japanese = new Promise<JapaneseTokenizer>((resolve, reject) => {
      const dicPath = path.join(path.dirname(require.resolve('kuromoji/package.json')), 'dict');
      kuromoji()
        .builder({ dicPath })
        .build((error, tokenizer) => (error ? reject(error) : resolve((japaneseReady = tokenizer))));
    });
    // A failed load is not kept, so a later text may try again.
    japanese.catch(() => (japanese = undefined));
  }
  return japanese;
}

/** Jieba with its default dictionary (simplified Chinese, part-of-speech tags such as ns for places). */
export function chineseTagger(): ChineseTagger {
  return (chinese ??= jieba().Jieba.withDict(jiebaDict().dict));
}

/**
 * Jieba's default dictionary is simplified Chinese (it cuts 臺北故宮 into single characters): traditional
 * text is tagged through its simplified form. Offsets must stay valid, so when one of OpenCC's phrase
 * conversions changes the length, the text is converted character by character instead.
 */
export function toSimplified(): ToSimplified {
  if (!simplified) {
    const convert = openccToSimplified().Converter({ from: 'tw', to: 'cn' });
    simplified = (text) => {
      const converted = convert(text);
      if (converted.length === text.length) return converted;
      return text.replace(/./gsu, (char) => (convert(char).length === char.length ? convert(char) : char));
    };
  }
  return simplified;
}

/**
 * Whether the text has simplified Chinese characters that Japanese does not use (宫, 东, 门 but not
 * 浅 or 駅): OpenCC's simplified-to-Japanese conversion changes it.
 */
export function hasSimplifiedOnly(text: string): boolean {
  const convert = (toJapanese ??= openccFromSimplified().Converter({ from: 'cn', to: 'jp' }));
  return convert(text) !== text;
}

/** Loads every analyser now, e.g. when a worker starts, so the first page does not wait. */
export async function preloadCjk(): Promise<void> {
  chineseTagger();
  toSimplified();
  hasSimplifiedOnly('');
  await japaneseTokenizer();
}

/** The Japanese tokenizer if it is loaded already, for the synchronous path. */
export function loadedJapaneseTokenizer(): JapaneseTokenizer | undefined {
  return japaneseReady;
}

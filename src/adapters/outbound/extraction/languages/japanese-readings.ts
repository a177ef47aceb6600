import type { IpadicFeatures } from 'kuromoji';
import type { Extraction } from '../../../../application/ports/place-extractor.port.js';
import { loadedJapaneseTokenizer } from './cjk-analysers.js';

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const JAPANESE_NAME = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+$/u;
/** Town names are short; a longer name is a compound whose reading finds no town. */
const MAX_NAME_LENGTH = 6;

const KANJI = /\p{Script=Han}/u;

/**
 * A word the dictionary knows as a place's name (函館, つくば), a proper noun or surname in kanji
 * (太宰府, 松本: Japanese surnames are mostly places'), or a place's suffix (the 市 of 函館市). Common
 * words read like towns too (冬季 toki is Toki), and so do given names (カート), companies (アサヒ) and
 * proper nouns in kana (ひかり, a train): they get no reading.
 */
function isNameWord(token: IpadicFeatures): boolean {
  if (token.pos !== '名詞') return false;
  if (token.pos_detail_1 === '接尾') return token.pos_detail_2 === '地域';
  if (token.pos_detail_1 !== '固有名詞') return false;
  if (token.pos_detail_2 === '地域') return true;
  return KANJI.test(token.surface_form) && (token.pos_detail_2 === '一般' || (token.pos_detail_2 === '人名' && token.pos_detail_3 === '姓'));
}

/**
 * How the page's Japanese names read (函館: ハコダテ), as kuromoji's dictionary reads them, for the names
 * it knows as proper nouns: the gazetteer, which knows Japanese towns by their Latin names only, looks
 * them up by that reading. Only on a Japanese page (declared, or undeclared with kana in its text): on
 * a Chinese page Han characters are pinyin.
 */
export function withJapaneseReadings(extraction: Extraction): Extraction {
  const tokenizer = loadedJapaneseTokenizer();
  if (!tokenizer || !isJapanesePage(extraction)) return extraction;
  const readings: Record<string, string> = {};
  for (const name of new Set([...extraction.contextNames, ...extraction.mentions.map((mention) => mention.name)])) {
    if (name.length > MAX_NAME_LENGTH || !JAPANESE_NAME.test(name)) continue;
    const tokens = tokenizer.tokenize(name);
    if (tokens.every((token) => isNameWord(token) && token.reading && token.reading !== '*')) readings[name] = tokens.map((token) => token.reading).join('');
  }
  return Object.keys(readings).length ? { ...extraction, readings } : extraction;
}

function isJapanesePage({ language, title, text }: Extraction): boolean {
  if (language) return language.toLowerCase().startsWith('ja');
  return KANA.test(title ?? '') || KANA.test(text);
}

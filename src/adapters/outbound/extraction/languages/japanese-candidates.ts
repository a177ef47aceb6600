import type { IpadicFeatures } from 'kuromoji';
import type { NameCandidate } from './cjk-candidates.js';
import type { JapaneseTokenizer } from './cjk-analysers.js';

/** Endings that make a compound noun a place ("伏見稲荷大社", "錦市場", "嵐山"), longest first. */
const PLACE_SUFFIXES = [
  '商店街', '展望台', '水族館', '動物園', '植物園', '美術館', '博物館', '資料館', '記念館', '遊園地',
  '神社', '大社', '神宮', '公園', '庭園', '市場', '通り', '横丁', '小路', 'タワー', '海岸', '温泉', '渓谷',
  '本店', '食堂', 'ラーメン', '参道', 'ビーチ', '交差点', '岬', '苑', '寺', '院', '宮', '城', '園', '駅', '館', '山', '岳',
  '湖', '川', '滝', '橋', '島', '浜', '峡', '屋', '亭', '坂', '池', '港', '堀', '門', '塔', '社', '道',
].sort((a, b) => b.length - a.length);

/** Words that end like a place but name none in particular: dropped when they are the whole name. */
const GENERIC = new Set([
  '寺', 'お寺', '寺院', '神社', '公園', '庭園', '市場', '駅', '通り', '商店街', '美術館', '博物館', '温泉',
  '旅館', '本館', '別館', '新館', '部屋', '本屋', '居酒屋', '料亭', '映画館', '図書館', '屋台', '茶屋', '小屋',
  'お店', '本店', '食堂', 'ラーメン', '水族館', '動物園', '植物園', '展望台', '遊園地', '海岸', '渓谷', '山',
  '川', '湖', '島', '橋', '滝', '城', '宮', '門', '塔', '道', '坂', '池', '港', '浜', '火山', '登山', '下山',
  '歩道', '車道', '国道', '沿道', '参道', '坂道', '山道', '近道', '会社', '神宮', '大社', '病院', '大学院',
  '美容院', 'タワー', 'ビーチ', '本社', '入口', '出口', '改札', '交差点', 'ラーメン屋', 'そば屋', '蕎麦屋',
  'うどん屋', 'パン屋', '寿司屋', '焼肉屋', '焼き鳥屋', '定食屋', 'お土産屋', '土産屋', '花屋', '八百屋', '酒屋',
  '肉屋', '魚屋', '問屋', '家屋', '社寺', '寺社',
]);

/** Latin words in Japanese prose are left to the Latin-script candidates; "BIFF広場" is kept. */
const JAPANESE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** Noun kinds that can be part of a place name; others (サ変接続 "観光", 副詞可能 "夜", 代名詞) end it. */
const NAME_NOUNS = new Set(['固有名詞', '一般', '接尾', '数']);
/** "1日目", "10時", "二年": a number and its counter opening a run are a date or a time, not a name. */
const isCounting = (token: IpadicFeatures): boolean =>
  token.pos_detail_1 === '数' || token.pos_detail_1 === '接尾';
const isCounter = (token: IpadicFeatures): boolean => token.pos_detail_2 === '助数詞';

/**
 * Runs of nouns from kuromoji: the whole compound when it ends like a place (cue `place-type`), else
 * its runs of proper nouns (cue `proper-noun`), people's names alone left out.
 */
export function japaneseCandidates(tokenizer: JapaneseTokenizer, text: string, offset: number): NameCandidate[] {
  const candidates: NameCandidate[] = [];
  let run: IpadicFeatures[] = [];
  const flush = (): void => {
    candidates.push(...fromRun(run, offset));
    run = [];
  };
  for (const token of tokenizer.tokenize(text)) {
    if (token.pos === '名詞' && NAME_NOUNS.has(token.pos_detail_1)) run.push(token);
    else flush();
  }
  flush();
  return candidates;
}

function fromRun(run: IpadicFeatures[], offset: number): NameCandidate[] {
  const start = (tokens: IpadicFeatures[]): number => offset + tokens[0]!.word_position - 1;
  const surface = (tokens: IpadicFeatures[]): string => tokens.map((token) => token.surface_form).join('');

  const lastPlace = run.findLastIndex((_, i) => endsLikePlace(surface(run.slice(0, i + 1))));
  if (lastPlace >= 0) {
    let tokens = run.slice(0, lastPlace + 1);
    // "1日目清水寺" is 清水寺; "二年坂" stays whole, its rest ("坂") naming nothing; so does "一蘭", with no counter.
    const firstWord = tokens.findIndex((token) => !isCounting(token));
    const counted = tokens.slice(0, Math.max(firstWord, 0)).some(isCounter);
    if (counted && isPlaceName(surface(tokens.slice(firstWord)))) tokens = tokens.slice(firstWord);
    const name = surface(tokens);
    if (isPlaceName(name) && JAPANESE.test(name)) return [{ name, index: start(tokens), cue: 'place-type' }];
  }

  const candidates: NameCandidate[] = [];
  let proper: IpadicFeatures[] = [];
  const flush = (): void => {
    const name = surface(proper);
    const onlyPeople = proper.every((token) => token.pos_detail_2 === '人名');
    if (proper.length && !onlyPeople && name.length >= 2 && JAPANESE.test(name)) {
      candidates.push({ name, index: start(proper), cue: 'proper-noun' });
    }
    proper = [];
  };
  for (const token of run) {
    // 京都市, 祇園町: an area suffix stays with its proper noun.
    const areaSuffix = proper.length > 0 && token.pos_detail_1 === '接尾' && token.pos_detail_2 === '地域';
    if (token.pos_detail_1 === '固有名詞' || areaSuffix) proper.push(token);
    else flush();
  }
  flush();
  return candidates;
}

const endsLikePlace = (name: string): boolean =>
  PLACE_SUFFIXES.some((suffix) => name.endsWith(suffix) && name.length > suffix.length);

const isPlaceName = (name: string): boolean => endsLikePlace(name) && !GENERIC.has(name);

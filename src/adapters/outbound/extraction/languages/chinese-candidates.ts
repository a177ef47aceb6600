import type { NameCandidate } from './cjk-candidates.js';
import type { ChineseTagger, ToSimplified } from './cjk-analysers.js';

/** Endings that make a compound a place ("九份老街", "士林夜市", "故宫博物院"), in simplified form, longest first. */
const PLACE_SUFFIXES = [
  '博物馆', '博物院', '美术馆', '纪念馆', '动物园', '植物园', '水族馆', '风景区', '步行街',
  '故宫', '夜市', '市场', '公园', '广场', '古镇', '景区', '寺院', '大厦', '海滩', '灯塔', '老街', '巷子',
  '胡同', '故居', '教堂', '乐园', '码头', '大桥', '瀑布', '商场', '书店', '车站', '机场', '神社', '大社',
  '区', '镇', '县',
  '寺', '庙', '宫', '塔', '山', '湖', '园', '街', '路', '桥', '岛', '站', '楼', '门', '城', '村', '祠',
  '巷', '坊', '阁', '亭', '峰', '岭', '峡', '谷', '江', '河', '溪', '湾', '港', '潭', '池', '陵', '馆',
].sort((a, b) => b.length - a.length);

/** Words that end like a place but name none in particular, and words travel pages use for everything. */
const GENERIC = new Set([
  '寺庙', '寺院', '公园', '夜市', '市场', '老街', '景区', '风景区', '景点', '美食', '攻略', '小吃', '小吃街',
  '美食街', '步行街', '商业街', '街道', '马路', '公路', '道路', '一路', '上路', '走路', '车站', '火车站',
  '地铁站', '高铁站', '汽车站', '机场', '博物馆', '博物院', '美术馆', '纪念馆', '广场', '大楼', '高楼', '楼下',
  '楼上', '城市', '古城', '老城', '县城', '农村', '乡村', '山上', '山顶', '山区', '爬山', '登山', '海边',
  '海滩', '沙滩', '巷子', '胡同', '古镇', '商场', '大门', '门口', '出门', '城门', '宫殿', '动物园', '植物园',
  '水族馆', '乐园', '码头', '灯塔', '教堂', '故居', '酒店', '饭店', '旅馆', '餐馆', '茶馆', '咖啡馆', '书店',
  '瀑布', '大桥', '大厦', '湖边', '江边', '河边', '山谷', '峡谷', '寺', '庙', '宫', '塔', '山', '湖', '园',
  '街', '路', '桥', '岛', '站', '楼', '门', '城', '村', '故宫', '旅游', '行程', '路线', '交通', '神社', '大社',
  '市区', '地区', '城区', '郊区', '社区', '小区', '园区', '街区', '新区', '老城区', '城镇', '小镇', '乡镇',
]);

/**
 * Tags that can be part of a place name: nouns, names, idioms and abbreviations, numerals, Latin words,
 * and `unknown`: words outside the dictionary, which jieba tags x like punctuation ("浅草寺", "伏见稻荷").
 */
const NAME_TAGS = new Set(['n', 'ns', 'nr', 'nrt', 'nrfg', 'nt', 'nz', 'ng', 'j', 'i', 'l', 'm', 'eng', 'a', 'an', 'vn', 'zg', 'unknown']);
const PROPER_TAGS = new Set(['ns', 'nr', 'nrt', 'nrfg', 'nt', 'nz']);
/** "第一天", "3日", "很多": a count, a date or a quantity opening a run is no part of a name. */
const COUNTING = /^第?[0-9０-９一二三四五六七八九十百千两几]+[天日晚个次号点分时年月]?$/u;
const QUANTITIES = new Set(['很多', '许多', '一些', '不少', '好多', '各种', '多个', '几个', '每个']);
const HAN = /\p{Script=Han}/u;
/** Words a compound may span: "故宫/博物院", "王府井/小吃街", "东方明珠/塔". */
const MAX_COMPOUND = 4;

interface Tagged { word: string; tag: string; index: number }
type Cue = NameCandidate['cue'];

/**
 * Jieba's place words (tag ns) and compounds ending like a place, the whole compound kept.
 * Other proper names (nr, nz: jieba tags many places as people's names) count only with a place ending.
 */
export function chineseCandidates(tagger: ChineseTagger, toSimplified: ToSimplified, text: string, offset: number): NameCandidate[] {
  const simplified = toSimplified(text);
  const candidates: NameCandidate[] = [];
  // Names are read from the text as written (traditional stays traditional); only tagging used the simplified form.
  const add = (first: Tagged, last: Tagged, cue: Cue): void => {
    candidates.push({ name: text.slice(first.index, last.index + last.word.length), index: offset + first.index, cue });
  };
  let run: Tagged[] = [];
  let at = 0;
  for (const { word, tag: jiebaTag } of tagger.tag(simplified, true)) {
    const index = simplified.indexOf(word, at);
    if (index < 0) continue;
    at = index + word.length;
    const tag = jiebaTag === 'x' && HAN.test(word) ? 'unknown' : jiebaTag;
    if (NAME_TAGS.has(tag)) {
      run.push({ word, tag, index });
    } else {
      fromRun(run, add);
      run = [];
    }
  }
  fromRun(run, add);
  return candidates;
}

function fromRun(run: Tagged[], add: (first: Tagged, last: Tagged, cue: Cue) => void): void {
  let i = 0;
  while (i < run.length) {
    const token = run[i]!;
    const end = compoundEnd(run, i);
    // 杭州西湖 is two places; 北京动物园 is one (动物园 alone names nothing).
    const placeThenPlace = token.tag === 'ns' && compoundEnd(run, i + 1) >= 0;
    if (end >= 0 && !(token.tag === 'ns' && (end === i || placeThenPlace))) {
      add(token, run[end]!, 'place-type');
      i = end + 1;
    } else if (token.tag === 'ns' && HAN.test(token.word)) {
      // 台北101: a place and the number that names a building in it.
      const next = run[i + 1];
      const numbered = next !== undefined && /^[0-9A-Za-z]+$/.test(next.word);
      add(token, numbered ? next : token, end === i ? 'place-type' : 'proper-noun');
      i += numbered ? 2 : 1;
    } else {
      i++;
    }
  }
}

/** The last word of the longest compound from `start` that ends like a place, or -1. */
function compoundEnd(run: Tagged[], start: number): number {
  for (let end = Math.min(run.length, start + MAX_COMPOUND) - 1; end >= start; end--) {
    if (isCompoundPlace(run.slice(start, end + 1))) return end;
  }
  return -1;
}

function isCompoundPlace(tokens: Tagged[]): boolean {
  const first = tokens[0]!;
  const name = tokens.map((token) => token.word).join('');
  if (tokens.length > 1 && (COUNTING.test(first.word) || QUANTITIES.has(first.word))) return false;
  if (!PLACE_SUFFIXES.some((suffix) => name.endsWith(suffix) && name.length > suffix.length)) return false;
  // 美食街 cut as 美食+街 names nothing; a two-character common noun (断桥, 车站) cannot be told from a word.
  if (GENERIC.has(name) || tokens.every((token) => GENERIC.has(token.word))) return false;
  return tokens.length > 1 || name.length > 2 || PROPER_TAGS.has(first.tag);
}

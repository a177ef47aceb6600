import type { IpadicFeatures } from 'kuromoji';
import type { NameCandidate } from './cjk-candidates.js';
import type { JapaneseTokenizer } from './cjk-analysers.js';

/**
 * Places abroad in katakana end in their English kind: キングスパーク, ボタニックガーデン, ロンドンコート,
 * ジョンカーストリート, アメリカンヴィレッジ (not a quay: "キー" ends names of people, タンキー). Alone, each names none.
 */
const KATAKANA_KINDS = [
  'パーク', 'ガーデン', 'ガーデンズ', 'コート', 'マーケット', 'ストリート', 'ブリッジ', 'ミュージアム', 'ギャラリー',
  'スクエア', 'プラザ', 'アーケード', 'カテドラル', 'チャーチ', 'パレス', 'キャッスル', 'アイランド', 'ビレッジ', 'ヴィレッジ',
  'ハーバー', 'ベイ', 'ヒル', 'フォールズ', 'アウトレット', 'モール', 'ホール', 'ゲート', 'ロード', 'アベニュー',
  // Sights of Islam and of the Silk Road, and churches and forts abroad: カラーン・モスク, ウルグベク・メドレセ, デフコン・バザール.
  'モスク', 'ミナレット', 'メドレセ', 'マドラサ', 'バザール', 'ハマム', 'チャペル', 'バシリカ', 'シナゴーグ', 'フォート', 'ピラミッド', 'キャニオン',
];

/** Endings that make a compound noun a place ("伏見稲荷大社", "錦市場", "嵐山"), longest first. */
const PLACE_SUFFIXES = [
  '商店街', '展望台', '水族館', '動物園', '植物園', '美術館', '博物館', '資料館', '記念館', '遊園地',
  '神社', '大社', '神宮', '公園', '庭園', '市場', '通り', '横丁', '小路', 'タワー', '海岸', '温泉', '渓谷',
  '本店', '食堂', 'ラーメン', '参道', 'ビーチ', '交差点', '天文台', '岬', '苑', '寺', '院', '宮', '城', '園', '駅', '館', '山', '岳',
  '湖', '川', '滝', '橋', '島', '浜', '峡', '屋', '亭', '坂', '池', '港', '堀', '門', '塔', '社', '道',
  // 八坂庚申堂, 點水樓 (a restaurant in Taipei), 金閣, 勤政殿.
  '堂', '楼', '樓', '閣', '殿',
  // 微熱山丘 (a cake shop in Taipei), 旭ヶ丘.
  '丘',
  // クアンコン廟 (a Chinese temple abroad), 岩崎本舗 (an old shop), 出島ワーフ (a wharf of shops).
  '廟', '本舗', 'ワーフ', '埠頭',
  // 河北潟メタセコイア並木 (an avenue of trees), 白米千枚田 (rice terraces).
  '並木', '並木道', '棚田', '千枚田',
  // An old eatery (五島軒, 来々軒), a furnace and a private school that are historic sites (萩反射炉, 松下村塾).
  '軒', '反射炉', '村塾',
  // 原爆ドーム, 宮島ロープウエー (every spelling of ropeway), a dojo one visits (半弓道場).
  'ドーム', 'ロープウェイ', 'ロープウエー', 'ロープウェー', 'ケーブルカー', '道場',
  // Capes: 東平安名崎, 残波岬 (a surname in 崎, 山崎, is tagged a person's and is no place).
  '崎',
  // 小泉八雲旧居 (a writer's house), 出島和蘭商館跡 (the site of a trading post), かごっまふるさと屋台村 (a village of stalls).
  '旧居', '旧宅', '跡', '村',
  // Streets named 通 without り: 小町通, 四条通, 河原町通.
  '通',
  // Morning markets, cemeteries, workshops, tea shops, farms, old townscapes, lanes and pleasure boats: 函館朝市, 外人墓地,
  // カラコロ工房, 中村茶舗, 大王わさび農場, 古い町並み, 猫の細道, 堀川遊覧船.
  '朝市', '墓地', '工房', '茶舗', '農場', '町並み', '街並み', '町並', '細道', '遊覧船',
  // Lighthouses, caves, night markets, streets, scenic drives and old school buildings: 角島灯台, 秋芳洞, 花園夜市, 正興街,
  // 秋吉台スカイライン, 旧開智学校校舎.
  '灯台', '洞', '夜市', '街', 'スカイライン', '校舎',
  ...KATAKANA_KINDS,
].sort((a, b) => b.length - a.length);

/** Words that end like a place but name none in particular: dropped when they are the whole name. */
const GENERIC = new Set([
  '寺', 'お寺', '寺院', '神社', '公園', '庭園', '市場', '駅', '通り', '商店街', '美術館', '博物館', '温泉',
  '旅館', '本館', '別館', '新館', '部屋', '本屋', '居酒屋', '料亭', '映画館', '図書館', '屋台', '茶屋', '小屋',
  'お店', '本店', '食堂', 'ラーメン', '水族館', '動物園', '植物園', '展望台', '遊園地', '海岸', '渓谷', '山',
  '川', '湖', '島', '橋', '滝', '城', '宮', '門', '塔', '道', '坂', '池', '港', '浜', '火山', '登山', '下山',
  '歩道', '車道', '国道', '沿道', '参道', '坂道', '山道', '近道', '会社', '神宮', '大社', '病院', '大学院',
  '美容院', 'タワー', 'ビーチ', '本社', '入口', '出口', '改札', '交差点', 'ラーメン屋', 'そば屋', '蕎麦屋',
  // Kinds of eatery and what a day holds, with no name: an eel or sushi shop, a pub, a meal, an outing, a morning bath.
  'うなぎ屋', '鰻屋', '寿司屋', 'すし屋', '居酒屋', '食事', 'おでかけ', 'お出かけ', '朝風呂',
  'うどん屋', 'パン屋', '寿司屋', '焼肉屋', '焼き鳥屋', '定食屋', 'お土産屋', '土産屋', '花屋', '八百屋', '酒屋',
  '肉屋', '魚屋', '問屋', '家屋', '社寺', '寺社', '丘', '砂丘',
  // Kinds of building and place, and words in 道 that are ways of doing (茶道) rather than roads.
  '屋', 'お茶屋', '茶屋', '町屋', '町家', '古民家', '長屋', '母屋', '韓屋', '民家', '王宮', '宮殿', '宮廷', '禅寺',
  '古寺', '山寺', '尼寺', '本堂', '講堂', '食堂', 'お堂', '殿堂', '御殿', '楼閣', '天守閣', '庭', '日本庭園', '庭',
  '王道', '茶道', '書道', '武道', '柔道', '剣道', '華道', '報道', '水道', '鉄道', '片道', '赤道', '林道', '遊歩道',
  '県道', '市道', '農道', '街道', '夜市', '屋台村', '法堂', '金堂', '礼拝堂', '聖堂', '教会堂', '公会堂', '会堂',
  '廟', '霊廟', '本舗', 'ワーフ', '埠頭', '並木', '並木道', '桜並木', '棚田', '千枚田',
  'ドーム', 'ロープウェイ', 'ロープウエー', 'ロープウェー', 'ケーブルカー', '道場', '柔道場', '剣道場',
  ...KATAKANA_KINDS,
  // Katakana words that end like those kinds and are things: a night market in general, a food court, a download, a duck.
  'ナイトマーケット', 'スーパーマーケット', 'フリーマーケット', 'テーマパーク', 'ショッピングモール', 'コンサートホール', 'テニスコート', 'フードコート',
  'ナイトバザール',
  'ダウンロード', 'アップロード', 'アヒル',
  // Sites and villages in general, and traces that are no site: a footprint, a scar.
  '跡', '遺跡', '史跡', '城跡', '旧跡', '足跡', '傷跡', '痕跡', '形跡', '追跡', '奇跡', '筆跡', '村', '農村', '漁村', '山村', '旧居', '旧宅',
  // Words in 通 that are no street: traffic, common, ordinary, through-service, connoisseur.
  '交通', '共通', '普通', '文通', '精通', '開通', '直通', '融通', '食通', '事情通', '消息通', '貫通', '流通', '疎通',
  // Kinds of shop in general: a souvenir shop, a smokehouse, a general store.
  // Caves, lighthouses and streets in general: a limestone cave, a town's shopping or hot-spring street, a residential one.
  '洞', '空洞', '鍾乳洞', '洞窟', '灯台', '街', '市街', '住宅街', '繁華街', '中心街', '温泉街', '飲食街', '問屋街', '地下街', '校舎',
  'おみやげ屋', 'お土産物屋', '土産物屋', '燻製屋', '雑貨屋', '古着屋', '駄菓子屋', '和菓子屋', '洋菓子屋', 'ケーキ屋', '果物屋', '魚屋さん',
]);

/**
 * Plain modifiers that make a kind of place, not a name: 日本庭園, 国営公園, 伝統家屋, 禅寺, 五大王宮.
 * Country names (日本, 韓国) count as such modifiers too.
 */
const DESCRIPTORS = new Set([
  '日本', '和', '和風', '洋風', '西洋', '伝統', '伝統的', '国営', '国立', '県立', '府立', '都立', '市立', '町立',
  '私立', '公立', '大型', '小型', '巨大', '有名', '人気', '話題', '老舗', '地元', '禅', '古い', '新しい', '大', '小',
  '世界', '歴史', '近代', '現代', '古代', '中世', '当時', '各', '全国', '地方', '観光', '高級', '格安', '庶民',
]);
/** "3軒", "何軒": 軒 counts houses and shops after a number. */
const COUNTED_SHOPS = /^[0-9０-９一二三四五六七八九十百千何数]+軒$/u;
const COUNTED_MODIFIER = /^[0-9０-９一二三四五六七八九十百千]+大?$/u;

/**
 * Common nouns a proper noun qualifies without naming a place: an era (明治時代), a person (クラーク博士),
 * a dish (小籠包), a festival. Words for an area of the place (京都市内, 札幌近郊) are not among them.
 */
const AREA_WORDS = new Set([
  '市内', '市街', '市街地', '近郊', '周辺', '中心', '中心部', '駅前', '方面', 'エリア', '全域', '全体', '各地', '府内',
  '県内', '都内', '市外', '郊外', '北部', '南部', '東部', '西部', '中部', '観光', '旅行', '旅', '滞在', '散策', '散歩',
]);

/** Dishes that name a shop with a name before them: 明月湯包 (a shop), not 台北の小籠包. */
const DISH_SUFFIXES = ['牛肉湯', '牛肉麺', '牛肉麵', '湯包', '小籠包', '豆花', '魯肉飯', '滷肉飯'];
const DISH_PLAIN = new Set(['絶品', '名物', '人気', '本場', '定番', '有名', '自慢', '極上', '特製', '名店', '老舗', '元祖', '本格', '熱々', '激安', '格安', '朝食', '屋台']);
/** A hiragana name before a mountain and its sight: もいわ山展望台, at the start of a line or after punctuation. */
const KANA_MOUNTAIN = /(?<=^|[\s「『（(・、。：:])[\p{Script=Hiragana}]{2,4}(?:山|岳)(?:展望台|公園|ロープウェイ|山頂|スキー場)/gmu;

/** Latin words in Japanese prose are left to the Latin-script candidates; "BIFF広場" is kept. */
const JAPANESE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** Noun kinds that can be part of a place name; others (サ変接続 "観光", 副詞可能 "夜", 代名詞) end it. */
const NAME_NOUNS = new Set(['固有名詞', '一般', '接尾', '数', '接続詞的']);
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
  // The run of nouns before the last の, when that is all that came between.
  let beforeNo: IpadicFeatures[] = [];
  const flush = (): void => {
    for (const item of fromRun(run, offset)) candidates.push(withPhraseBefore(item, run, beforeNo, offset));
    run = [];
  };
  const tokens = tokenizer.tokenize(text);
  tokens.forEach((token, i) => {
    if (isNameNoun(token) || verbalNounInName(run, token, tokens[i + 1]) || gluedKanji(token, tokens[i + 1])) {
      run.push(token);
      return;
    }
    const nounsBefore = token.surface_form === 'の' && token.pos_detail_1 === '連体化' ? run : [];
    flush();
    beforeNo = nounsBefore;
  });
  flush();
  for (const house of katakanaHouses(tokens)) candidates.push({ name: house.name, index: offset + house.index, cue: 'place-type' });
  for (const match of text.matchAll(KANA_MOUNTAIN)) {
    // The whole name replaces kuromoji's part of it (あさひ山 of あさひ山展望台).
    const at = offset + match.index;
    const kept = candidates.filter((c) => !(c.index >= at && c.index + c.name.length <= at + match[0].length));
    candidates.splice(0, candidates.length, ...kept, { name: match[0], index: at, cue: 'place-type' });
  }
  // "韓屋（ハノク）": a reading in brackets after a word that is no candidate is no name either; "3軒" counts shops.
  return candidates.filter((c) => (c.cue !== 'proper-noun' || !isGloss(text, c.index - offset, c.name)) && !COUNTED_SHOPS.test(c.name));
}

const isNameNoun = (token: IpadicFeatures): boolean => token.pos === '名詞' && NAME_NOUNS.has(token.pos_detail_1);

/**
 * "箱根ガラスの森美術館", "星の砂ビーチ": a common noun and の before a place's name are part of it (the museum is
 * not 森美術館 of Tokyo). A proper noun before の only places it ("京都の金閣寺"); a descriptor describes it ("人気の").
 */
function withPhraseBefore(item: NameCandidate, run: IpadicFeatures[], beforeNo: IpadicFeatures[], offset: number): NameCandidate {
  const head = beforeNo.at(-1);
  const startsRun = item.index === offset + run[0]!.word_position - 1;
  // One kanji before の is as often where or when ("先の兼六園", "前の公園") as part of a name.
  if (!head || !startsRun || item.cue !== 'place-type' || head.pos_detail_1 !== '一般' || /^\p{Script=Han}$/u.test(head.surface_form)
    || DESCRIPTORS.has(head.surface_form) || AREA_WORDS.has(head.surface_form)) return item;
  const phrase = beforeNo.map((token) => token.surface_form).join('');
  return { ...item, name: `${phrase}の${item.name}`, index: offset + beforeNo[0]!.word_position - 1 };
}

/** Prefixes that count or point ("各駅", "全館", "約", "第", "当店"): they open a phrase, not a name. */
const PHRASE_PREFIXES = new Set(['各', '全', '正', '副', '主', '約', '第', '毎', '当', '同', '本', '計', '超', '真', '御', '某', '両', '諸', '他', '前', '翌', '今', '来', '昨']);

/**
 * "十文字/原/展望台", "旧/一/条/戻/橋": kuromoji cuts a name it does not know into words, and tags one
 * kanji of it a prefix or a verb's stem. Before a noun, that kanji is part of the name.
 */
const gluedKanji = (token: IpadicFeatures, next: IpadicFeatures | undefined): boolean =>
  next?.pos === '名詞' && /^\p{Script=Han}$/u.test(token.surface_form)
  && ((token.pos === '接頭詞' && !PHRASE_PREFIXES.has(token.surface_form)) || token.pos === '動詞');

/**
 * "バタフライ/保護/園", "野鳥/観察/園", "牧山/展望/台": a verbal noun (保護 "protection"), which otherwise ends
 * a name ("観光" is no part of one), is inside one between a noun and a place's ending, or is the first
 * half of that ending (展望台, cut as 展望 and 台).
 */
const verbalNounInName = (run: IpadicFeatures[], token: IpadicFeatures, next: IpadicFeatures | undefined): boolean =>
  run.length > 0 && token.pos === '名詞' && token.pos_detail_1 === 'サ変接続' && next?.pos_detail_1 === '接尾'
  && (PLACE_SUFFIXES.includes(next.surface_form) || PLACE_SUFFIXES.includes(token.surface_form + next.surface_form));

const KATAKANA = /^[\p{Script=Katakana}ー]+$/u;

/**
 * Heads a katakana name joins with の: a house ("タンキーの家", "ムーミンの家", a merchant's house abroad,
 * a museum) and the waterfalls, woods and hills of a country written in katakana ("ストーニークリークの滝").
 */
const KATAKANA_NAMED_HEADS = new Set(['家', '滝', '森', '丘', '泉', '岬']);

/**
 * "タンキーの家", "ストーニークリークの滝": a name in katakana, の and a head of KATAKANA_NAMED_HEADS is a
 * place one visits, while one everyday word before it ("ホストの家", "ママの家") is someone's home.
 */
function katakanaHouses(tokens: IpadicFeatures[]): { name: string; index: number }[] {
  const houses: { name: string; index: number }[] = [];
  tokens.forEach((token, i) => {
    if (!KATAKANA_NAMED_HEADS.has(token.surface_form) || tokens[i - 1]?.surface_form !== 'の' || tokens[i - 1]?.pos !== '助詞') return;
    let start = i - 1;
    while (start > 0 && tokens[start - 1]!.pos === '名詞' && KATAKANA.test(tokens[start - 1]!.surface_form)) start--;
    const name = tokens.slice(start, i - 1);
    const everyday = name.length === 1 && name[0]!.word_type === 'KNOWN' && name[0]!.pos_detail_1 === '一般';
    if (name.length === 0 || everyday || name.map((t) => t.surface_form).join('').length < 2) return;
    houses.push({ name: `${name.map((t) => t.surface_form).join('')}の${token.surface_form}`, index: name[0]!.word_position - 1 });
  });
  return houses;
}

function isGloss(text: string, at: number, name: string): boolean {
  return /\p{Script=Han}[（(]$/u.test(text.slice(Math.max(0, at - 2), at)) && /^[）)]/u.test(text.slice(at + name.length));
}

function fromRun(run: IpadicFeatures[], offset: number): NameCandidate[] {
  const start = (tokens: IpadicFeatures[]): number => offset + tokens[0]!.word_position - 1;
  const surface = (tokens: IpadicFeatures[]): string => tokens.map((token) => token.surface_form).join('');

  const dish = dishShop(run);
  if (dish) return [{ name: surface(dish), index: start(dish), cue: 'proper-noun' }];

  const lastPlace = run.findLastIndex((_, i) => endsLikePlace(surface(run.slice(0, i + 1))));
  // 守門/将 (a guard), 城/主: one more character after the place ending makes a word for something else.
  const after = run[lastPlace + 1];
  const qualifies = after !== undefined && after.surface_form.length === 1 && /^\p{Script=Han}$/u.test(after.surface_form)
    && after.pos_detail_1 !== '接尾' && after.pos_detail_1 !== '数' && !AREA_WORDS.has(after.surface_form);
  if (lastPlace >= 0 && !qualifies && !kindOfPlace(run.slice(0, lastPlace + 1))) {
    let tokens = run.slice(0, lastPlace + 1);
    // "1日目清水寺" is 清水寺; "二年坂" stays whole, its rest ("坂") naming nothing; so does "一蘭", with no counter.
    const firstWord = tokens.findIndex((token) => !isCounting(token));
    const counted = tokens.slice(0, Math.max(firstWord, 0)).some(isCounter);
    // "朝一/金沢駅": a number before a proper name ends the word before it; the name starts at the proper noun.
    const beforeProper = firstWord > 0 && tokens[firstWord]!.pos_detail_1 === '固有名詞';
    if ((counted || beforeProper) && isPlaceName(surface(tokens.slice(firstWord)))) tokens = tokens.slice(firstWord);
    const name = surface(tokens);
    if (isPlaceName(name) && JAPANESE.test(name) && !namesNoPlace(tokens, after)) {
      return [{ name, index: start(tokens), cue: 'place-type', ...(everydayWord(tokens) ? { everyday: true } : {}) }];
    }
  }

  const candidates: NameCandidate[] = [];
  let proper: IpadicFeatures[] = [];
  const flush = (): void => {
    const name = surface(proper);
    const onlyPeople = proper.every((token) => token.pos_detail_2 === '人名');
    if (proper.length && !onlyPeople && name.length >= 2 && JAPANESE.test(name) && !GENERIC.has(name)) {
      candidates.push({ name, index: start(proper), cue: 'proper-noun' });
    }
    proper = [];
  };
  run.forEach((token, i) => {
    // 京都市, 祇園町: an area suffix stays with its proper noun.
    const areaSuffix = proper.length > 0 && token.pos_detail_1 === '接尾' && token.pos_detail_2 === '地域';
    // ユネスコ is an organisation; 祇園祭 a festival.
    const notPlace = token.pos_detail_2 === '組織' && !/[駅寺院宮城園館]$/u.test(token.surface_form) || /(?:祭|まつり)$/u.test(token.surface_form);
    if ((token.pos_detail_1 === '固有名詞' && !notPlace) || areaSuffix) {
      proper.push(token);
    } else if (proper.length && token.pos_detail_1 === '一般' && !AREA_WORDS.has(token.surface_form)) {
      // 明治時代, クラーク博士, 小籠包: the proper noun qualifies a thing.
      proper = [];
    } else {
      flush();
    }
    if (i === run.length - 1) flush();
  });
  return candidates;
}

/**
 * A kind of place rather than a name: modifiers (日本, 国営, 伝統, 五大) before a generic place word
 * (庭園, 公園, 家屋, 王宮), or a name joined to 道 ("清水道", a bus stop for the road to a temple).
 */
function kindOfPlace(tokens: IpadicFeatures[]): boolean {
  const last = tokens.at(-1)!;
  if (tokens.length > 1 && last.surface_form === '道') return true;
  const modifiers = tokens.slice(0, -1);
  const modifier = (token: IpadicFeatures): boolean => DESCRIPTORS.has(token.surface_form) || token.pos_detail_3 === '国';
  if (modifiers.length > 0 && modifiers.every(modifier) && (GENERIC.has(last.surface_form) || PLACE_SUFFIXES.includes(last.surface_form))) return true;
  // 五大王宮 ("the five great palaces"), but 六/園 of 兼六園 and 二/寧/坂 are names.
  return modifiers.length > 0 && modifiers.every((token) => modifier(token) || COUNTED_MODIFIER.test(token.surface_form)) && GENERIC.has(last.surface_form);
}

/**
 * One word the dictionary knows as a common noun (本島 "the main island", 正殿 "a main hall", 散歩道 "a
 * footpath"): a place only if a gazetteer knows it (嵐山 is tagged so in some sentences).
 */
const everydayWord = (tokens: IpadicFeatures[]): boolean =>
  tokens.length === 1 && tokens[0]!.pos_detail_1 === '一般' && tokens[0]!.word_type === 'KNOWN';

/**
 * What the dictionary says a compound ending like a place is instead: a surname before a given name
 * (俵屋/宗達, a painter), a surname like a cape (山崎), a room (カピタン部屋), a town's style of a dish (博多ラーメン, 札幌ラーメン), or a
 * country's ranked group (日本三名園 "Japan's three great gardens", 世界三大...).
 */
function namesNoPlace(tokens: IpadicFeatures[], after: IpadicFeatures | undefined): boolean {
  const [first, second] = tokens;
  const last = tokens.at(-1)!;
  if (after?.pos_detail_2 === '人名' && after.pos_detail_3 === '名' && last.pos_detail_2 === '人名') return true;
  // 山崎, 岡崎: a surname ending like a cape.
  if (last.surface_form.endsWith('崎') && last.pos_detail_2 === '人名') return true;
  // カピタン部屋, 茶室: a room of a building, seen inside it.
  if (tokens.length > 1 && last.surface_form === '部屋') return true;
  if (last.surface_form === 'ラーメン' && tokens.length > 1 && tokens.slice(0, -1).every((token) => token.pos_detail_2 === '地域')) return true;
  return second !== undefined && (first!.pos_detail_3 === '国' || first!.surface_form === '世界') && second.pos_detail_1 === '数';
}

/** 明月湯包, 鼎泰豊小籠包: a name of two or more characters, not a place, before a dish. */
function dishShop(run: IpadicFeatures[]): IpadicFeatures[] | undefined {
  const text = run.map((token) => token.surface_form).join('');
  const suffix = DISH_SUFFIXES.find((dish) => text.endsWith(dish));
  if (!suffix) return undefined;
  const tokens = run;
  const prefix = text.slice(0, -suffix.length);
  const place = tokens.some((token) => token.pos_detail_2 === '地域' || DESCRIPTORS.has(token.surface_form) || DISH_PLAIN.has(token.surface_form));
  return prefix.length >= 2 && prefix.length <= 4 && /^\p{Script=Han}+$/u.test(prefix) && !place ? tokens : undefined;
}

const endsLikePlace = (name: string): boolean =>
  PLACE_SUFFIXES.some((suffix) => name.endsWith(suffix) && name.length > suffix.length);

/** "航空会社", "阪急交通社", "新聞社": a business ends in 社 as a shrine does. */
const BUSINESS_ENDING = /(?:会社|商社|支社|本社|旅行社|交通社|新聞社|出版社)$/u;

const isPlaceName = (name: string): boolean => endsLikePlace(name) && !GENERIC.has(name) && !BUSINESS_ENDING.test(name);

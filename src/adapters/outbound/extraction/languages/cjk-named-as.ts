/**
 * "A café called X": the three languages say what a name is right after it ("MOHB라는 카페", "'바다향기로'라는
 * 산책로", "「ひだまり」という喫茶店") or before it ("一家叫阿婆的小店", "名为X的咖啡馆"). The name then is
 * a place of that kind, whatever the analysers make of the word: a shop in Latin letters, a trail with no
 * place ending; so does a stop the prose numbers ("第一站就是袁家界"). Lodging is left out: where one sleeps is no stop.
 */

const KO_KINDS = '카페|커피숍|식당|음식점|레스토랑|가게|빵집|베이커리|술집|주점|펍|서점|책방|산책로|둘레길|공원|호수|마을|시장|해변|섬|사찰|절|거리|골목|전망대|박물관|미술관|갤러리';
const JA_KINDS = 'カフェ|喫茶店|喫茶|お店|店|レストラン|食堂|居酒屋|バー|パン屋|ラーメン屋|蕎麦屋|うどん屋|書店|本屋|公園|神社|お寺|寺|市場|通り|商店街|散歩道|展望台|美術館|博物館';
const ZH_KINDS = '小店|店|餐厅|餐廳|餐馆|餐館|饭馆|飯館|面馆|麵館|咖啡馆|咖啡館|咖啡店|酒吧|茶馆|茶館|书店|書店|公园|公園|寺|庙|廟|市场|市場|老街|夜市';

/**
 * A name set in quotes, or a word in Latin letters, glued to 라는 / 이라는 / 란 ("곳이라는 카페" is a
 * phrase: a Hangul word unquoted is left to the rules).
 */
const KOREAN = new RegExp(`(?:['‘"“]([^'’"”\\n]{1,20})['’"”]|(?<![\\p{L}\\p{N}])([A-Za-z0-9&][A-Za-z0-9&.]{0,19}))\\s*(?:이라는|라는|이란|란)\\s+(?:${KO_KINDS})`, 'gu');
/** A name in 「」 or in katakana or Latin letters before という. */
const JAPANESE = new RegExp(`(?:「([^」]{1,20})」|(?<![\\p{Script=Katakana}ー・A-Za-z0-9])([\\p{Script=Katakana}ー・A-Za-z0-9&' ]{2,20}))\\s*という\\s*(?:${JA_KINDS})`, 'gu');
/**
 * A name in 「」 after its kind ("焼肉「丸明」", "人気店「麵屋しらかわ」", "観覧車「コスモクロック21」") or before
 * a word of going there ("「ひがし茶屋街」へ", "「時の鐘」に到着"): Japanese quotes a dish or a saying too,
 * which neither follows.
 */
const JAPANESE_QUOTED_KIND = new RegExp(`(?:${JA_KINDS}|焼肉|人気店|名店|老舗|観覧車|足湯|温泉|銭湯|屋さん|屋)「([^」]{1,20})」`, 'gu');
/**
 * Quoted names side by side after their kind or before it ("有名店「たに」「朱華園」「味麺」", "「ハン市場」「ロン橋」といった定番スポット"):
 * each is a place of that kind.
 */
const QUOTED_RUN = '((?:「[^」]{1,20}」[、・]?){2,})';
const JAPANESE_KIND_QUOTED_RUN = new RegExp(`(?:${JA_KINDS}|人気店|名店|老舗|屋さん|屋)${QUOTED_RUN}`, 'gu');
const JAPANESE_QUOTED_RUN_KIND = new RegExp(`${QUOTED_RUN}(?:といった|などの|のような)(?:定番|人気|有名な?|おすすめの?)?(?:スポット|名所|観光地|観光スポット|${JA_KINDS})`, 'gu');
/** A name in 「」 whose kind of place follows with の ("「熱海プリン」のカフェ"): the shop of that name. */
const JAPANESE_QUOTED_OWNER = new RegExp(`「([^」]{1,20})」の(?:${JA_KINDS})`, 'gu');
const JAPANESE_QUOTED_GOAL = /「([^」]{1,20})」\s*(?:へ(?!の)|に到着|に行|を訪)/gu;
/** 叫/名为/名叫 X 的 kind. */
const CHINESE = new RegExp(`(?:叫做|叫作|名为|名為|名叫|叫)\\s*[“"「]?([^，。、,！？!?“”"「」的\\s]{2,12})[”"」]?\\s*的\\s*(?:${ZH_KINDS})`, 'gu');

/**
 * A stop the prose numbers: "午餐第五站，莊子土豆仁湯，", "第一站就是袁家界，", "午餐第三站是就在赤崁隔壁的阿財點心，"
 * (where it stands, before 的, left out). A clause that goes on with someone doing something ("第二站，我們跑去赤崁吃棺材板")
 * names no stop by itself. A heading's label ("第一站：老城烟火气") is read as a heading (stopHeadingNames).
 */
const CHINESE_STOP = /第[一二三四五六七八九十0-9]{1,3}站\s*(?:[，,]\s*|(?:就|也|几乎一定|幾乎一定)?是\s*)(?:(?:就在|是在|在)[^，。！？的]{0,10}的)?([^，。！？、,：:\s的]{2,10})(?=[，。！？,]|$)/gu;
const SOMEONE_DOING = /[我你他她們们去吃喝看到逛跑走坐搭]/u;

/**
 * A name in lenticular brackets on a route: after an arrow or a verb of going ("➡️就近去【东方削面】吃午饭",
 * "打车去【云冈石窟】", "→【兼六園】") or before a particle of going (「【ひがし茶屋街】へ」). A plan writes its
 * sections' labels the same way (【交通】【住宿】), at a line's start, with neither.
 */
const LENTICULAR_GOAL = /(?:➡️?|→|⇒|->|去|到|回|前往|来到|直奔|晃到|散步到|走到)\s*【([^】\n]{2,20})】|【([^】\n]{2,20})】\s*(?:へ(?!の)|に(?:行|到着|向か)|を訪|吃|喝|打卡|逛)/gu;
/** "【逛古城】", "【古城墙骑行】": what one does there, around the name. */
const ACTIVITY_AROUND = /^(?:逛|游|玩|看)|(?:骑行|徒步|散步|拍照|打卡|夜游|一日游|漫步)$/gu;

export interface NamedAs {
  name: string;
  /** Where the name starts in the sentence. */
  index: number;
}

/** The names a CJK sentence says are a place of some kind ("MOHB라는 카페" -> MOHB). */
export function cjkNamedAs(sentence: string): NamedAs[] {
  const found: NamedAs[] = [];
  for (const pattern of [KOREAN, JAPANESE, JAPANESE_QUOTED_KIND, JAPANESE_QUOTED_OWNER, JAPANESE_QUOTED_GOAL, CHINESE, CHINESE_STOP, LENTICULAR_GOAL]) {
    for (const match of sentence.matchAll(pattern)) {
      const written = (match[1] ?? match[2] ?? '').trim();
      if (pattern === CHINESE_STOP && SOMEONE_DOING.test(written)) continue;
      const name = pattern === LENTICULAR_GOAL ? written.replace(ACTIVITY_AROUND, '') : written;
      if (name.length >= 2) found.push({ name, index: match.index + match[0].indexOf(name) });
    }
  }
  for (const pattern of [JAPANESE_KIND_QUOTED_RUN, JAPANESE_QUOTED_RUN_KIND]) {
    for (const match of sentence.matchAll(pattern)) {
      const runAt = match.index + match[0].indexOf(match[1]!);
      for (const quoted of match[1]!.matchAll(/「([^」]{1,20})」/gu)) {
        const name = quoted[1]!.trim();
        if (name.length >= 2) found.push({ name, index: runAt + quoted.index + 1 });
      }
    }
  }
  const once = found.filter((named, i) => found.findIndex((other) => other.index === named.index) === i);
  return once.sort((a, b) => a.index - b.index);
}

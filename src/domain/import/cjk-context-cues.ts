import type { MentionContext } from './context-cues.js';
import { HATSU, SETS_OUT } from './departure-words.js';

/**
 * What Japanese, Korean and Chinese say right around a name that makes it no stop. These languages
 * put particles and verbs after the noun, so most cues follow the name ("‘오코노미야키’도 꼭 먹어 봐야",
 * "「八坂庚申堂」の名で親しまれ", "무신사 건물 건너편"). Pure text rules, checked on the words just
 * before and after a mention in its sentence.
 */

/**
 * Eaten or drunk: the object of "eat", "drink", "try", at most an adverb or two between ("博多ラーメンを
 * 食べ", "‘오코노미야키’도 꼭 먹어 봐야"); not a place where one eats ("…에서 먹은", "…で食べた").
 */
const EATEN_AFTER = [
  /^\s*[」』’”]?\s*(?:を|も)\s*(?:(?:ぜひ|是非|絶対|必ず|しっかり|たくさん|一緒に|ゆっくり|思う存分|まず|最後に|つい|また)\s*){0,2}(?:食べ|飲ん|飲み|飲む|味わ|いただ|頼ん|すす)/u,
  /^\s*[’”]?\s*(?:을|를|도)\s+(?:(?:꼭|한번|한\s*번|같이|함께|든든하게|맛있게|많이|직접|먼저|또|다시|실컷|제일|가장|정말|진짜|너무)\s+){0,2}(?:먹|마시|맛보|맛봐|시켜|주문)/u,
];
/** A line that lists what to eat: "추천 먹거리: 원조충무김밥, 오미사 꿀빵, 해물파전". */
const EATS_LINE = /^\W*(?:추천\s*)?(?:먹거리|메뉴|대표\s*메뉴)\s*[:：]|^\W*(?:名物|おすすめメニュー|推荐菜|推薦菜|招牌菜|必吃)\s*[:：]/u;
/** A serving of it: "막걸리 한 주전자", "ビール一杯". */
const SERVED_AFTER = [
  /^\s*[’”]?\s*(?:한|두|세|반)\s*(?:잔|그릇|병|접시|주전자|사발|공기|인분|조각|컵)(?![가-힣])/u,
  /^\s*[」』]?\s*(?:を)?\s*(?:一杯|1杯|一皿|一口|一本)/u,
];

/** Another name of a place the page names: "「八坂庚申堂」の名で親しまれ", "又称…", "…라고도 불리는". */
const ALIAS_AFTER = /^\s*[」』’”)）]?\s*(?:の名で|の名前で|の愛称で|の通称で|という名で|とも呼ばれ|と呼ばれ|(?:이?라고도|로도)\s*불리)/u;
const ALIAS_BEFORE = /(?:通称|別名|又称|又稱|俗称|俗稱|又名|又叫|也叫|也称|也稱|别名|被称为|被稱為|人称|人稱|일명|별칭)\s*[:：]?\s*[「『“‘(（]?\s*$/u;

/**
 * A place that only tells where another is or which way one heads: "무신사 건물 건너편", "駅の向かい",
 * "广州塔附近", "토함산 쪽으로", "川側の", and a second name in brackets before "in": "国営沖縄記念公園(海洋博公園)の中の水族館".
 */
const LOCATING_AFTER = [
  /^\s*[)）」』]\s*(?:にある|の中の|の中にある|内の|里的|里面的|內的|内的|에 있는|안에 있는|안의)/u,
  /^\s*[’”]?\s*(?:건물\s*)?(?:건너편|맞은편|바로\s*옆|옆|근처|뒤편|뒷골목)(?:에|에서|의|으로|이에요|이다|입니다)?(?![가-힣])/u,
  // "토함산 쪽으로 이동했어요": a direction one heads in, not where one goes.
  /^\s*(?:쪽|방면|방향)(?:으로|에|의)?(?![가-힣])/u,
  /^\s*(?:方面|方向|側|寄り)(?:へ|に|の|を|から|行き)/u,
  // "トゥボン川の橋を渡って": a river by the bridge one crosses, or its far bank.
  /^\s*の(?:橋|対岸)/u,
  /^\s*[」』]?\s*の\s*(?:向かい|隣|近く|すぐ近く|そば|すぐ横|目の前|裏手)/u,
  /^\s*[」』]?\s*(?:的)?\s*(?:对面|對面|斜对面|斜對面|旁边|旁邊|隔壁|附近)/u,
  // "남포동 ‘할매국밥’", "해운대 ‘금수복국’": an area right before a shop's quoted name says where the shop is.
  /^[ \t]+[‘「『“][^’」』”]{1,30}[’」』”]/u,
];

/** "离太古里近", "距离西湖只有十分钟", "해운대에서 가까운": the place another's distance is measured from. */
const MEASURED_FROM = {
  before: /(?:离|離|距离|距離|距)\s*$/u,
  after: /^\s*(?:(?:很|挺|比较|比較|非常|特别|特別|不|较|較|也|都|就)?(?:近|远|遠)|(?:只有|只要|大约|大約|约|約|大概|不到|步行|走路|开车|開車|打车|打車)|[0-9一二三四五六七八九十几幾半]+\s*(?:公里|米|分钟|分鐘|小时|小時|站))/u,
  korean: /^\s*[’”]?\s*에서\s*(?:(?:아주|꽤|제일|가장|매우|조금)\s*)?(?:가까운|가깝|멀지\s*않)/u,
};

/**
 * Compared with, ranked beside or borrowed as a nickname: "水戸の偕楽園、岡山の後楽園と並ぶ日本三名園"
 * (both before "と並ぶ", but not the subject before は), "与西湖相比", "부산 영도 느낌도", "‘한국의 나폴리’라는 별명".
 */
const COMPARED_AFTER = [
  /^[^。！？!?は]{0,30}?(?:と並ぶ|と並んで|に並ぶ|と肩を並べ|に次ぐ)/u,
  /^[^。！？!?]{0,20}?(?:齐名|齊名|并称|並稱|并列|並列)/u,
  /^\s*[’”]?\s*(?:와|과|랑|이랑)?\s*(?:비교|비슷한|닮은|견줄)/u,
  /^\s*[’”]?\s*(?:의\s*)?느낌/u,
  /^\s*(?:っぽい|風の|気分)/u,
  /^\s*(?:的感觉|的感覺)/u,
  // A nickname after another place: "‘한국의 나폴리’라는 별명", "有“东方威尼斯”之称".
  /^\s*[’”」』]?\s*(?:이?라는|이?란)\s*(?:별명|애칭|별칭)/u,
  /^\s*[’”」』]?\s*(?:之称|之稱|的美誉|的美譽|的称号|的稱號)/u,
];
/** "与西湖相比", "和台北一样": a Chinese comparison around the name. */
const COMPARED_AROUND = { before: /(?:与|與|和|跟|同)\s*$/u, after: /^\s*(?:相比|相較|相较|比起来|比起來|一样|一樣|差不多)/u };

/**
 * Advice not to go there: "别再去崂山浪费时间了", "别把时间耗在崂山上", "…は行かなくていい", "…는 안 가도 돼요"
 * ("别忘了去…" is the opposite). A
 * page that says so once means it wherever else it names the place.
 */
const SKIPPED_BEFORE = /(?:别|別|不要|不用|不必|没必要|沒必要|不建议|不建議)(?!忘)[^，。、,!！?？\s]{0,6}?(?:去|来|來|到|耗在|花在)\s*$/u;
const SKIPPED_AFTER = [
  /^\s*[」』]?\s*(?:は|には)\s*(?:行かなくて|行く必要はな|スルー|パス)/u,
  /^\s*[’”]?\s*(?:은|는|에는|엔)\s*(?:안\s*가도|굳이\s*안|가지\s*마|패스|비추)/u,
  // Not gone to for want of time: "想再去太清宫时间都不太够", "太清宫没去成", "金閣寺は時間がなくて行けなかった", "성산일출봉은 못 갔".
  /^\s*(?:[时時]间|[时時]間)[都也就]?(?:不太|不)(?:够|夠)|^\s*(?:没|沒)(?:有)?(?:去成|能去|来得及去|來得及去)/u,
  /^\s*[」』]?\s*(?:には|へは|は)\s*(?:時間がなく|行けなかった|行けず)/u,
  /^\s*[’”]?\s*(?:은|는|에는|엔)\s*(?:시간이\s*없어|못\s*갔)/u,
];

/**
 * A kind of place described, not named: after a demonstrative ("这家苍蝇小馆", "このお店", "그 카페"),
 * which points back at a place the text named, or after a superlative ("青岛最早的军用人工码头", "日本最古の
 * 神社", "가장 오래된 시장"), as "the oldest" does in English.
 */
/** "진짜 ‘국밥 명가’예요", "「京都の台所」です": a quoted phrase the sentence ends by saying something is, an epithet. */
const EPITHET_AFTER = /^\s*[’”」』]?\s*(?:이?예요|이에요|이다|입니다|이죠|이지요|です|だ。|である)/u;

const GENERIC_BEFORE = [
  /(?:这|這|那)(?:家|座|个|個|间|間|条|條|片|处|處)\s*$/u,
  /(?:この|その|あの)\s*$/u,
  /(?:^|\s)(?:이|그|저)\s+$/u,
  /最[^，。、,的\s]{1,4}的\s*$/u,
  /(?:最|一番)[^、。\s]{0,4}(?:の|な)\s*$/u,
  /가장\s+\S+\s*$/u,
];

/**
 * "新宿発ロマンスカー", "博多発の新幹線", "从杭州出发", "부산 출발": the place a train or a day leaves from.
 */
const DEPARTS_AFTER = new RegExp(`^\\s*(?:${HATSU}|を出発|から出発|${SETS_OUT})`, 'u');

/** The context the words around a CJK name give it, or undefined when they say nothing. */
export function cjkContext(before: string, after: string): MentionContext | undefined {
  if (EATEN_AFTER.some((cue) => cue.test(after)) || SERVED_AFTER.some((cue) => cue.test(after)) || EATS_LINE.test(before)) return 'dish';
  if (ALIAS_AFTER.test(after) || ALIAS_BEFORE.test(before)) return 'alias';
  if (COMPARED_AFTER.some((cue) => cue.test(after)) || (COMPARED_AROUND.before.test(before) && COMPARED_AROUND.after.test(after))) return 'compared';
  if (LOCATING_AFTER.some((cue) => cue.test(after)) || (MEASURED_FROM.before.test(before) && MEASURED_FROM.after.test(after)) || MEASURED_FROM.korean.test(after)) return 'landmark';
  if (GENERIC_BEFORE.some((cue) => cue.test(before)) || EPITHET_AFTER.test(after)) return 'generic';
  if (SKIPPED_BEFORE.test(before) || SKIPPED_AFTER.some((cue) => cue.test(after))) return 'skipped';
  if (DEPARTS_AFTER.test(after)) return 'origin';
  return undefined;
}

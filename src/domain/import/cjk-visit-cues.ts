/**
 * Whether the words around a place name in Chinese, Japanese or Korean prose say the writer goes there:
 * "한시장 이동", "오행산 등반", "촛대바위 전망대는 꼭 들러 보세요", "ひがし茶屋街へ", "国立故宮博物院に立ち寄り",
 * "可以去丹嫩个沙多水上市场", "逛了锦里". CJK prose names many places only to locate or describe others
 * ("하갓냐 마을의 잔해", "長崎港が開かれた頃"): named once, with none of these words, a place is passed
 * by, as a capitalised name in European prose is unless "visit" or "at" stands before it. A pure text rule.
 */

/** Korean: a particle, then a verb or noun of going, seeing or doing something there. */
const KOREAN_AFTER =
  /^\s*(?:을|를|에도|에|에서|으로|로|까지|도|은|는)?\s*(?:꼭|한\s?번|잠깐|잠시|직접)?\s*(?:방문|지나|행\s|도착|이동|구경|관광|산책|등반|참배|참관|탑승|투어|견학|둘러|들러|들렀|들르|들려|가\s?보|가봤|갔|가서|가기|가면|향|도보|걸어|올라|내려가|놀|먹|식사|점심|저녁|아침|브런치|커피|한\s?잔|사진|인증|쇼핑|구매|야경|감상|체험|입장|숙박\s?전|스톱)/u;

/** Korean: a verb of having gone there, right before the name it qualifies ("가는 길에 들른 애로우타운", "직접 다녀온 감천문화마을"). */
const KOREAN_BEFORE = /(?:들른|들렀던|방문한|찾은|다녀온|둘러본|올라간)\s*$/u;

/**
 * Japanese: へ, or a particle and a verb of going, visiting or doing something there; "で" and what was had
 * or bought there ("大王わさび農場でわさびカレーを食べて", "八百源わさび漬店でお土産を買った"); seeing it ("松本城を見たり").
 */
const JAPANESE_AFTER =
  /^\s*(?:へ|の前で|をはじめ|に(?:行|向か|到着|着|立ち寄|寄|移動|入|登|参拝)|を(?:訪|散策|観光|見学|巡|参拝|見物|歩|目指|見(?:た|て|に|る))|で[^。！？、]{1,12}を(?:食べ|買|飲|楽しん|味わ|注文)|で(?:食|ランチ|昼|夕食|朝食|休憩|買|お茶|参拝|撮|記念|ひと休み|一休み)|(?:散策|観光|見学|参拝|見物|到着|着|めぐり|巡り)|(?:から|まで)?は?\s*(?:徒歩|歩いて))/u;

/** Chinese: a verb of going or visiting right before the name, done or not ("便到了鲁迅祖居"), or of seeing and eating right after it. */
const CHINESE_BEFORE = /(?:接着是|接著是|然后是|然後是|接下来是|接下來是|下一站是?|去|到|来到|前往|游览|遊覽|逛|参观|參觀|打卡|抵达|抵達|到达|到達|走到|直奔|转战|轉戰|先去|再去|进入|進入|登上|爬上|漫步|探访|探訪)了?\s*$/u;
const CHINESE_AFTER = /^\s*(?:游览|遊覽|参观|參觀|打卡|逛|看|玩|走走|散步|拍照|吃|喝|品尝|品嚐|一日游|一日遊)/u;

/**
 * Japanese: what follows a quoted name a sentence is set at ("『百万石うどん』では、", "「陣屋朝市」で、"): a guide's
 * shop or sight; a dish or a saying is rarely followed by it. A topic ("「信徒発見」は、") may be an event.
 */
export const JAPANESE_QUOTED_SETTING = /^(?:では|で、)/u;

/**
 * Japanese: a quoted topic the same sentence calls a shop ("「88カンバジ」は、…焼き肉だけを出す専門店。", "「あの家の韓牛」は、
 * 職員たちが推す店だという"): a guide's venue. An event or a dish as topic ("「信徒発見」は、") is not called one.
 */
export const JAPANESE_TOPIC_SHOP = /^は、?[^。！？「」]{0,40}(?:店|専門店|食堂|レストラン|カフェ|喫茶|居酒屋|酒場|屋台|バー|ベーカリー|パン屋)(?:だ|です|で、|として|の[一1]つ|。|$)/u;

/** A short name in 「」 or 『』, as Japanese sets a shop's or a sight's name apart (the name is the group). */
export const JAPANESE_QUOTE = String.raw`[「『]([^「『」』]{2,20})[」』]`;

/** What closes a quoted or bracketed name before the particle: "「ひがし茶屋街」へ", "“微熱山丘”までは". */
const CLOSING = /^[」』”"’'）)]+/u;
/** What opens one: "去“宽窄巷子”". */
const OPENING = /[「『“"‘'（(]+$/u;

export function cjkGoesThere(before: string, after: string): boolean {
  const rest = after.replace(CLOSING, '');
  const lead = before.replace(OPENING, '');
  return KOREAN_AFTER.test(rest) || KOREAN_BEFORE.test(lead) || JAPANESE_AFTER.test(rest) || CHINESE_BEFORE.test(lead) || CHINESE_AFTER.test(rest);
}

/**
 * Eateries and shops by their ending: "蔡大嫂川菜馆", "李名昇饺面店", "長崎山手プリン本店", "岩崎本舗", "핀투대박양념오뎅본점". A food
 * guide or a day plan names each once, where the writer ate; a sight's hall (幼崽馆) is no eatery.
 */
const CJK_EATERY = /(?:[^商書书]店|菜馆|餐馆|饭馆|面馆|茶馆|咖啡馆|菜館|餐館|飯館|麵館|茶館|咖啡館|餐厅|餐廳|饭店|小吃店|食堂|本店|本舗|本铺|支店|分店|喫茶|珈琲|식당|본점|분점|베이커리)$/u;
export const isCjkEatery = (name: string): boolean => CJK_EATERY.test(name);

/**
 * Between two names of a list or a route: "五华楼、古城南门", "景福宮 -> 土俗村", "苏堤、曲院风荷", "사정전과 강녕전",
 * and between quoted names set side by side or along a route ("「ハン市場」「ダナン大聖堂」といった定番スポット", "「千光寺」→「猫の細道」").
 */
const LIST_GAP = /^\s*(?:[、，,・･/／|｜→⇒>＞~〜\-–—]+|->|=>|와|과|및|랑|이랑|하고|や|と|及|和|与|與|跟|[」』”]\s*(?:[、，,・→⇒＞~〜\-–—]|->)?\s*[「『“])\s*$/u;
/** Japanese and Chinese put no spaces between words: a gap of spaces alone separates list items. */
const SPACES = /^[ \t\u3000]+$/u;

/**
 * Whether the text between two CJK names makes them items of one list. `spaced` says whether the script
 * writes spaces between words (Korean): then a space alone joins a name to the one it locates ("동백섬 누리마루").
 */
export const cjkListGap = (gap: string, spaced: boolean): boolean => LIST_GAP.test(gap) || (!spaced && SPACES.test(gap));

/** A schedule or route line: "08 : 00 택시로 한시장 이동", "15:00 호이안 구시가지", "10時 兼六園", "→輪島朝市". */
export const SCHEDULE_LINE = /^\s*(?:[→⇒>＞・•]|->|\d{1,2}\s*[:：]\s*\d{2}|\d{1,2}\s*(?:時|时|시)(?:\s*\d{1,2}\s*(?:分|분))?|(?:오전|오후|午前|午後|上午|下午)\s*\d{1,2})/u;

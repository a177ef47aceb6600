import { isCjk } from './cjk-script.js';
import { LODGING_NAME } from './context-cues.js';
import { isDescription } from './descriptions.js';
import { isNotPlaceName } from './not-place-words.js';
import { placeKey } from './place-key.js';
import { dayHeading, isPartOfDay, looksLikeProperName } from './place-names.js';
import { AIRPORT_NAME, hasPlaceType, isPlaceTypeWord, LOWER_CASE_KINDS, placeTypeOf } from './place-types.js';
import { HATSU } from './departure-words.js';
import { HEADING_WORDS } from './section-labels.js';

const RULER = /^\p{Lu}[\p{L}-]+(?:\s\p{Lu}[\p{L}-]+)?\s(?:II|III|IV|VI|VII|VIII|IX|XI|XII|XIII|XIV|XV|XVI)$/u;
/**
 * Titles before a person's name: "Erzbischof Gebhard", "Herzog Albrecht". Not English or Romance
 * royals: places bear their names alone ("Queen Charlotte" sound, "Reina Sofía").
 */
const PERSON_TITLES = new Set(
  ('erzbischof bischof fürstbischof papst kardinal könig königin kaiser kaiserin fürst fürstin herzog herzogin graf gräfin kurfürst ' +
    'archbishop bishop pope cardinal arzobispo obispo archevêque évêque arcivescovo vescovo arcebispo bispo').split(' '),
);

/** A title and a capitalised name, no kind of place among the rest ("Queen Victoria Market", "Kaiser-Wilhelm-Gedächtniskirche" are places). */
function titledPerson(name: string): boolean {
  const [title, next, ...rest] = name.trim().split(/\s+/);
  return Boolean(title && next && PERSON_TITLES.has(title.toLowerCase()) && /^\p{Lu}/u.test(next) && !hasPlaceType([next, ...rest].join(' ')));
}

/** "Metro Chiyoda, estación Nijubashimae", "JR Sobu", "Line 2": how to get there, not where. */
const TRANSIT = /^(?:metro|subway|jr|line|linea|línea|ligne|linie|bus|tram|tranvía|u-bahn|s-bahn|mrt|bts|lrt)\b/i;
/** "新宿発ロマンスカー", "博多発の新幹線": a Japanese timetable's train or bus leaving from a place (発, "departing"). */
const JAPANESE_DEPARTURE = new RegExp(`^[\\p{Script=Han}\\p{Script=Katakana}ー]{2,}${HATSU}(?:$|の|[\\p{Script=Katakana}ー]|新幹線|特急|急行|快速|列車|電車|便|バス)`, 'u');

/** Verbs and words of activity that frame a place in a heading: "Day trip to Sintra", "Sunset at Park Güell". */
const FRAME_WORDS = new Set(
  (
    'visit visiting explore exploring walk walking wander wandering stroll strolling head heading hike hiking climb climbing ride ' +
    'take taking trip day tour sunset sunrise lunch dinner breakfast brunch coffee drinks views view night evening morning afternoon ' +
    'to at in on from around through across along near into back return arrival arrive arriving drive driving stop stops ' +
    'excursion excursión paseo visita visite besuch ausflug gita passeio tarde noche mañana matin soir abend nachmittag ' +
    'sera mattina manhã noite a al en hacia para à au aux vers nach zum zur im am bei nel alla'
  ).split(' ').map(placeKey),
);

/**
 * Whether the rest of a phrase around a place name only frames it ("Day trip to Sintra"): else the
 * phrase is about something else that happens to hold a town's name ("Les frais bancaires").
 */
export function onlyFrames(words: readonly string[]): boolean {
  return words.every((word) => {
    const key = placeKey(word);
    // A kind of place around the name makes another place of it: "Café Louvre" is not the Louvre.
    return !key || FRAME_WORDS.has(key) || HEADING_WORDS.has(key) || isNotPlaceName(word) || /^\d+$/.test(key);
  });
}

const PHONE = /^(?:t|tel|tél|phone|telefone|telefono|teléfono|tlf|fon)\.?\s*:?\s*[+\d(]/i;

/** "Memorial Day", "New Year's Eve", "Fashion Week", "Gulf News's Friday": days, not places. */
const HOLIDAY = /^\p{Lu}[\p{L}'’ ]*\s(?:Day|Eve|Week|Weekend|Holiday|Holidays|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/u;

/**
 * A town's nickname, not a place to pin: "Windy City", "Cidade Imperial", "Ville Rose", "Pink City of Jaipur", "Veneza do Brasil",
 * "Venice of the North", "Paris of the East".
 */
const EPITHET = /^(?:the\s+|la\s+|a\s+|die\s+)?(?:(?:windy|pink|blue|golden|eternal|holy|sin|emerald|magic)\s+city\b|(?:cidade|ciudad|città|ville)\s+(?:imperial|imperiale|maravilhosa|luz|lumière|luce|blanca|blanche|eterna|éternelle|rosa|rose|morena|sorriso|heroica)$|(?:venice|venecia|venise|venezia|veneza|venedig|paris|parís|athens|atenas|athènes)\s+(?:of|de|do|da|del|della|dell['’]|des|du|der|des)\s*)/iu;

/** "Discover Street Art", "street food": what one sees or eats in the streets, not a street ("Amoy Street Food Centre" is a place). */
const STREET_ACTIVITY = /\bstreet[- ](?:art|food|photography|performers?)$/i;

/** "滞在目安45分", "约2小时", "1시간", "20min)": how long, not where. */
const DURATION = /\d+\s*(?:分|時間|分钟|分鐘|小时|小時|시간|분|(?:min|mins|hr|hrs|hours?)\b)/u;

/** "5th of July", "July 4th", "1er mai". */
const MONTHS = 'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|januar|februar|märz|juni|juli|oktober|dezember|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|novembro|dezembro';
/** "Wed Oct 11", "Sat., 14 Oct": a weekday may open a date. */
const WEEKDAY = '(?:(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?\\.?,?\\s+)?';
/** A day of the month, or a span of days ("5th- 10th", "5 au 10", "del 5 al 10"). */
const DAY = '(?:(?:del|du|dal|vom|from)\\s+)?\\d{1,2}(?:st|nd|rd|th|er|e|º|ª)?(?:\\s*(?:[-–—]|au|al|bis|a|to|till)\\s*\\d{1,2}(?:st|nd|rd|th|er|e|º|ª)?)?';
/** A year after the day and month: "Aug 14, 2023", "14 Aug 2023", "5 de mayo de 2024". */
const YEAR = '(?:,?\\s+(?:de\\s+)?\\d{4})?';
const DATE = new RegExp(`^${WEEKDAY}${DAY}\\s+(?:of\\s+|de\\s+)?(?:${MONTHS})\\.?${YEAR}$|^${WEEKDAY}(?:${MONTHS})\\.?\\s+${DAY}${YEAR}$`, 'iu');

/** "Berber market", "Japanese garden", "Buddhist temple": a people's word and a kind of place in lower case. */
function kindWithoutName(name: string): boolean {
  const words = name.split(/\s+/).filter(Boolean);
  const kinds = words.filter((word) => isPlaceTypeWord(word));
  return words.length >= 2 && kinds.length > 0 && kinds.every((word) => /^\p{Ll}/u.test(word)) && words.every((word) => isPlaceTypeWord(word) || isNotPlaceName(word));
}

/** "编辑于 2025-06-18", "投稿日 2024", "작성일 2023": when a post was written or edited, shown under it. */
const POSTED_ON = /^(?:编辑于|編輯於|发布于|發佈於|發布於|更新于|更新於|投稿日|更新日|公開日|작성일|수정일|등록일)\s*[:：]?\s*\d/u;
/** "中国台湾", "中國香港": a post's location chip, a country and its region, as Chinese platforms show it. */
const POST_LOCATION = /^中[国國](?:台湾|台灣|香港|澳门|澳門|大陆|大陸)$/u;

/** "Okayama Prefecture", "Guangdong Province", "provincia di Cuneo": an administrative area locates, it is no stop. */
const ADMIN_AREA = /^\p{Lu}[\p{L}\p{M}'’\- ]*\s(?:prefecture|province|county|oblast)$|^(?:provincia|província|province|préfecture|prefectura|prefettura|comté|condado)\s(?:de|di|du|da|do)\s/iu;

/** "Heidelberg Marketing GmbH", "Turismo de Lisboa S.A.": a company, named in a photo's credit or an imprint. */
const COMPANY = /\s(?:GmbH|AG|KG|Ltd\.?|Inc\.?|LLC|S\.A\.?|S\.L\.?|S\.p\.A\.?|S\.r\.l\.?|SARL|SAS|Pty)$/u;
export const isCompanyName = (name: string): boolean => COMPANY.test(name.trim());

/**
 * "Yeti Airlines", "Aerolíneas Argentinas", "帝国航空公司", "达美航空", "日本航空", "대한항공", "해운사": an airline, a shipping line or a firm, as a
 * news story about flying sets them in bold; a carrier takes one there, it is no place to pin. ("EVA Air" is left: "Bel Air"
 * is a neighbourhood.)
 */
const CARRIER_OR_FIRM = new RegExp(
  [
    String.raw`\s(?:Airlines|Airline|Airways|Air\s+Lines|Fluggesellschaft)$|^(?:Aerolíneas|Aerolineas|Linhas\s+Aéreas|Linee\s+Aeree)\s`,
    String.raw`^[\p{Script=Han}·・]{1,12}(?:航空(?:公司|会社)?|公司|集团|集團|会社|株式会社)$`,
    // "一般社団法人尾道観光協会": a Japanese association or company names its legal form first.
    String.raw`^(?:一般社団法人|公益社団法人|一般財団法人|公益財団法人|株式会社|有限会社|NPO法人|特定非営利活動法人)`,
    String.raw`^[\p{Script=Katakana}ー・\s]{1,16}(?:エアライン|エアラインズ|エアウェイズ|航空)$`,
    // Firms end like a temple (사), as 여행사 and 항공사 do: carriers, insurers, card issuers, broadcasters, publishers.
    String.raw`^[\p{Script=Hangul}\s]{0,12}(?:항공|항공사|에어라인|해운사|여행사|회사|통신사|보험사|카드사|방송사|신문사|출판사|제작사|증권사|운송사|렌터카사)$`,
  ].join('|'),
  'u',
);

export const isCarrierOrFirm = (name: string): boolean => CARRIER_OR_FIRM.test(name.trim());

/**
 * "시장", "해변", "公园": a CJK kind of place alone (市場 and 公園 are Japanese as well as Chinese), as a list of what a trip offers writes it ("시장 / 해변 /
 * 액티비티"), names no place; the same word with a name before it does ("카본 마켓", "中山公园").
 */
const CJK_BARE_KINDS = new Set(
  (
    '시장 해변 바다 공원 파크 카페 식당 맛집 박물관 미술관 전망대 사원 성당 호수 폭포 섬 시내 야시장 쇼핑몰 액티비티 자유일정 ' +
    '市场 市場 公园 公園 海边 海邊 海滩 海灘 沙滩 寺庙 寺廟 餐厅 餐廳 咖啡馆 博物馆 博物館 夜市 老街 商场 ' +
    'ビーチ カフェ レストラン 神社 お寺 海 商店街 展望台'
  ).split(' '),
);

/**
 * "当地交通：", "门票：", "住所：", "営業時間：", "アクセス：": a plan's or a shop card's label in bold before its colon (how to get
 * around, tickets, address, opening hours), never a place.
 */
const CJK_INFO_LABEL = /^(?:当地|當地|市内|市內|景区|景區)?(?:交通|住宿|门票|門票|费用|費用|预算|預算|行程|攻略|贴士|貼士|小贴士|小貼士|注意事项|注意事項|出发|出發|路线|路線|地址|营业时间|營業時間|开放时间|開放時間|住所|営業時間|定休日|料金|アクセス|駐車場|電話|予算|所要時間)$/u;

/**
 * "Old Airport Road Food Centre": named after an airport's road, not an airport (`AIRPORT_NAME`), which is how a trip
 * arrives, not a place it goes to.
 */
const AIRPORT_ROAD = /airport\s+(?:road|rd|street|st|boulevard|blvd|avenue|ave|way|drive)\b/iu;

/** "Asia Centrale", "Southeast Asia", "Oriente Medio", "les Balkans": a part of the world, where a trip is, never a stop. */
const WORLD_PARTS = [
  /^(?:the\s+)?(?:(?:central|south-?east|north-?east|southern|northern|eastern|western|north|south|east|west)\s+)?(?:asia|europe|africa|america|australia|oceania)$/iu,
  /^(?:asia|asie|ásia|europa|europe|áfrica|africa|afrique|américa|america|amérique)\s+(?:central|centrale|del sur|du sud|do sul|del norte|du nord|do norte|oriental|orientale|occidental|occidentale|meridional|meridionale|settentrionale|latina|latine)$/iu,
  /^(?:(?:el|le|il|o|the)\s+)?(?:sudeste|sud-?est|sureste)\s+(?:asiático|asiatico|asiatique|da ásia|de asia|dell['’]asia)$/iu,
  /^(?:(?:el|le|il|o|the|les|los|i|os)\s+)?(?:middle east|far east|latin america|oriente medio|medio oriente|moyen-orient|proche-orient|médio oriente|extremo oriente|estremo oriente|extrême-orient|scandinavia|escandinavia|scandinavie|escandinávia|balkans|balcanes|balcani|bálcãs|caribbean|caribe|caraïbes|caraibi)$/iu,
];

/**
 * Things named with a place's words that no one can pin: a hemisphere ("in the Southern Hemisphere"), a union of states ("in
 * the European Union"), an empire of history ("dall'Impero Ottomano"), a tournament ("at the African Nations Cup"), an
 * orchestra, a festival by its opening word ("Festa Literária Internacional"), a photo library a credit names ("from
 * Wikimedia Commons"). Prose goes "in" and "to" them as it goes to places.
 */
const NOT_PINNABLE = [
  /\b(?:hemisphere|hemisfério|hemisferio|hémisphère|emisfero)\b|(?:süd|nord)halbkugel/iu,
  /^(?:the\s+)?(?:european|african|soviet)\s+union$|^(?:unión europea|union européenne|unione europea|união europeia|europäische union)$/iu,
  /^(?:the\s+)?(?:ottoman|roman|byzantine|holy roman|mughal|inca|aztec|british|persian|mongol|khmer|austro-hungarian|habsburg)\s+empire$/iu,
  /^(?:l['’])?(?:impero|imperio|império|empire)\s+(?:ottomano|otomano|romano|romain|ottoman|bizantino|byzantin|inca|incaico|azteca|aztèque|mogol|moghol|persiano|persa|perse|khmer|britannico|británico|britânico|britannique)\b/iu,
  /\b(?:world|nations|america['’]s)\s+cup$|^(?:copa|coupe|coppa)\s+(?:do|del|du|de la|d['’]|dell['’])\s*(?:mundo|monde|mondo|áfrica|afrique|africa|américa|america)/iu,
  /^(?:orchestra|orquesta|orchestre|orquestra)\s+(?:sinfonica|sinfónica|sinfônica|symphonique|filarmonica|filarmónica|filarmônica|philharmonique|nazionale|nacional|national|da camera|de cámara|de chambre)\b|\b(?:symphony|philharmonic|chamber)\s+orchestra$/iu,
  /^(?:festival|festa|fiesta|fête)\s+(?:literári[ao]|literari[ao]|internacional|international|internazionale|nacional|national|nazionale)\b/iu,
  /^(?:wikimedia commons|wikipedia|unsplash|flickr|getty images|shutterstock|pixabay|pexels)$/iu,
];

/** "We've", "That's", "I'm": a pronoun and its verb, which a transcript's lines open with, not a name. */
const PRONOUN_CONTRACTION = /^(?:i|we|you|they|he|she|it|that|there|here|what|who|where|how|let)['’](?:s|re|ve|ll|d|m)$/iu;

/** "金沢駅着", "羽田空港着": arriving at a station or an airport, a schedule's line, not a stop. */
const JAPANESE_ARRIVAL = /^[\p{Script=Han}\p{Script=Katakana}ー]{1,12}(?:駅|空港|港|バスターミナル|バス停)着$/u;

/** What a Japanese schedule does at a time, not where: meals, shopping for gifts, checking in or out, moving on. */
const JAPANESE_ACTIVITIES = new Set(
  '夕飯 夕食 昼食 朝食 昼ご飯 朝ご飯 晩ご飯 ランチ ディナー モーニング 休憩 移動 出発 帰宅 就寝 起床 入浴 チェックイン チェックアウト お土産購入 お土産 買い物 ショッピング 散策 観光 自由時間 解散 集合'.split(' '),
);

/** "Superior King Room", "Honey Moon Suite": a kind of hotel room, what a stay booked, not a place. */
const HOTEL_ROOM = /\b(?:king|queen|twin|double|single|superior|deluxe|standard|family|honey\s?moon|junior|executive|presidential|bridal)\s+(?:room|suite)s?$/iu;

/** "Osten Deutschlands", "Süden Namibias", "Norte de Portugal", "sud de la France": a part of a country, no stop.
 * English names areas so ("South of Broad", a quarter of Charleston). */
const DIRECTION_OF = /^(?:(?:Nord|Süd|Ost|West|Nordost|Nordwest|Südost|Südwest)en\s+\p{Lu}\p{L}+s$|(?:norte|sur|este|oeste|nord|sud|est|ouest|nordeste|noroeste|sudeste|suroeste|sudoeste|nord-est|nord-ouest|sud-est|sud-ouest)\s+(?:de|du|da|do|della|dell['’]|di|del)\s+\p{L})/iu;

/** "新社花海節", "光影節", "祇園祭", "부산불꽃축제", "Fringe Festival": a festival is when, not where. */
const FESTIVAL = /(?:節|节|祭|축제|\sFestival)$/u;

/** "Casa de", "Museo del": a name cut before its end, not one. */
const TRAILING_CONNECTOR = /\s(?:de|da|do|dos|das|del|della|delle|dei|di|du|des|of|the|and|y|e|et|und|von|der)$/iu;

/** "MP4 720p", "Аудио M4A": a video page's download links, labelled by format and resolution. */
const MEDIA_FORMAT = /(?<![\p{L}\p{N}])(?:MP4|M4A|MP3|WEBM|3GP|FLAC|AAC|\d{3,4}p)(?![\p{L}\p{N}])/u;

/** Why a name is not a stop whatever its source says, or undefined when it may be one. */
export function nameRejection(name: string): string | undefined {
  if (isNotPlaceName(name)) return 'not a place word';
  // "The castle" heading a town's list is its one castle, not a kind of place.
  if ((kindWithoutName(name) && !definiteKindOfPlace(name)) || CJK_BARE_KINDS.has(name.trim())) return 'a kind of place, no name';
  if (HOLIDAY.test(name) || FESTIVAL.test(name.trim())) return 'a day or a holiday';
  if (EPITHET.test(name.trim())) return "a town's nickname";
  if (ADMIN_AREA.test(name.trim()) || DIRECTION_OF.test(name.trim())) return 'a region';
  if (TRAILING_CONNECTOR.test(name.trim())) return 'not a name';
  if (STREET_ACTIVITY.test(name) && !hasPlaceType(name.replace(STREET_ACTIVITY, ' '))) return 'street art or food, not a street';
  if (isDescription(name)) return 'a description, not a name';
  if (DATE.test(name) || POSTED_ON.test(name.trim())) return 'a date';
  if (POST_LOCATION.test(name.trim())) return 'a country';
  if (DURATION.test(name)) return 'a duration';
  if (MEDIA_FORMAT.test(name)) return "a video's download format";
  // "XI-XII" (centuries, "dei secoli XI-XII"), "十一" (China's October holiday, written as its date): numerals alone.
  if (/^[IVXLCDM]{2,}(?:\s*[-–]\s*[IVXLCDM]+)?$/.test(name.trim()) || /^[一二三四五六七八九十百千]+$/u.test(name.trim())) return 'a numeral';
  // "Rameses III", "Thutmosen IV", "Carlos III": a king or a pope, unless a kind of place says it is named after one.
  if ((RULER.test(name.trim()) && !hasPlaceType(name)) || titledPerson(name)) return "a ruler's name";
  if (LODGING_NAME.test(name) || HOTEL_ROOM.test(name.trim())) return 'lodging';
  if (AIRPORT_NAME.test(name) && !AIRPORT_ROAD.test(name)) return 'an airport';
  if (WORLD_PARTS.some((part) => part.test(name.trim()))) return 'a part of the world';
  if (NOT_PINNABLE.some((kind) => kind.test(name.trim()))) return 'nothing one can pin';
  if (PRONOUN_CONTRACTION.test(name.trim())) return 'not a name';
  // "첫째날", "Tag 2": a day's label on its own, set in bold over the day's places.
  if (dayHeading(name)?.rest === '') return "a day's label";
  if (isPartOfDay(name)) return 'a part of the day';
  if (CJK_INFO_LABEL.test(name.trim())) return 'a section label';
  if (isCompanyName(name)) return 'a company';
  if (isCarrierOrFirm(name)) return 'a carrier or a firm';
  if (KOREAN_MEDICINE.test(name.trim())) return 'a medicine';
  if (KOREAN_PRODUCT.test(name.trim())) return 'a card or a brand';
  // "Ein Café-Restaurant mit einem Innenhof": German's indefinite article opening a sentence, then a noun.
  if (/^(?:Ein|Eine|Einen|Einem|Einer)\s+\p{Lu}/u.test(name.trim())) return 'generic';
  if ((/^\d/.test(name.trim()) && !/\p{L}{3}/u.test(name)) || /^(?:am|pm)\s*\d{1,2}[:.]\d{2}$/i.test(name.trim())) return 'a number or a time';
  // "N°1", "No. 2", "Nr. 3", "Platz 10", "Rang 3": a list's numbers and ranks as headings.
  if (/^(?:n\s?[°º]|no\.?|nr\.?|núm\.?|num\.?|platz|rang|top|posto|puesto|número|numéro)\s*\d{1,3}\.?$/iu.test(name.trim())) return 'a number or a time';
  if (PHONE.test(name) || /^\p{Script=Latin}{1,2}\.?$/u.test(name.trim())) return 'a phone number or an abbreviation';
  if (JAPANESE_ACTIVITIES.has(name.trim())) return 'what a schedule does, not where';
  if (TRANSIT.test(name) || JAPANESE_DEPARTURE.test(name.trim()) || JAPANESE_ARRIVAL.test(name.trim()) || /^\p{Lu}\d{1,3}$/u.test(name.trim())) return 'a transit line or directions';
  // "GS_Valladolid", "@lisbon.eats": a forum or social account, not a place.
  if (/[_@]/.test(name)) return 'a user name';
  // "Karen W", "Dennis M.": a forum's posters sign with a given name and an initial; "Cafe M" is a kind and a letter.
  const signed = /^(\p{Lu}\p{Ll}{2,}) [A-HJ-UWYZ]\.?$/u.exec(name.trim());
  if (signed && !isPlaceTypeWord(signed[1]!)) return 'a user name';
  if (/\d/.test(name) && placeTypeOf(name) === 'street') return 'an address';
  return undefined;
}

/** Korean cards and brands: 신한카드, 트래블카드, 마스터 브랜드, 국제브랜드. */
const KOREAN_PRODUCT = /\p{Script=Hangul}\s?(?:카드|브랜드)$/u;

/** Korean medicines: agents in 제 (수면제, 진통제, 항불안제) and medicine, 약, alone or after its kind (감기약, 정신과 약). */
const KOREAN_MEDICINE = /^[\p{Script=Hangul}\s]{0,8}(?:[\p{Script=Hangul}]제|약)$/u;

const GENERIC_CONNECTORS = new Set([
  'and', 'or', 'y', 'e', 'et', 'und', 'the', 'of', 'de', 'del', 'la', 'le', 'les', 'los', 'las', 'il', 'i', 'gli', 'os', 'as', 'o', 'a',
  'du', 'des', 'da', 'do', 'dos', 'das', 'della', 'delle', 'dei', 'degli', 'di', 'van', 'von', 'der', 'al', 'el', 'en',
]);

/**
 * "Miradouros", "Parks and Gardens", "Museum": kinds of places, no name ("Le Jardin", "Opera Bar" are
 * names; "Burggarten", "Palmenhaus", a German compound ending in a kind, is one too).
 */
export function onlyKindsOfPlace(name: string): boolean {
  if (isCjk(name) || ARTICLE_FIRST.test(name)) return false;
  const words = placeKey(name).split(' ');
  const pluralKind = (word: string): boolean => word.length > 4 && word.endsWith('s') && (isPlaceTypeWord(word.slice(0, -1)) || isPlaceTypeWord(word.replace(/es$/, '')));
  const onlyKinds = words.every((word) => isPlaceTypeWord(word) || pluralKind(word) || GENERIC_CONNECTORS.has(word));
  return onlyKinds && (words.length === 1 || words.some(pluralKind));
}

/** Cable cars are sights of their own ("La funivia" up to the fortress); other transport is how to get there. */
const CABLE_CARS = /^(?:funivia|téléphérique|seilbahn|teleférico|ropeway|funicular)$/i;
const DEFINITE = /^(?:the|le|la|l['’]|el|il|lo|o|a|der|die|das)\s*(?=\p{L})/iu;
/** Words that make a kind of place a town's only one: "the old town", "the main square". */
const ONE_OF_A_KIND = /^(?:old|main|central|upper|lower)\s+(?=\p{Ll})/u;

/**
 * "Le parlement", "La funivia", "Le quartier juif": a heading or a list item naming the one place of
 * its kind in the page's town, in lower case after a definite article. The name without the article,
 * or undefined: not after an indefinite article or in the plural ("Parks and Gardens" is a section),
 * and not a station or an airport, which headings name as directions.
 */
export function definiteKindOfPlace(name: string): string | undefined {
  if (!DEFINITE.test(name)) return undefined;
  const rest = name.replace(DEFINITE, '').trim();
  // "The old town", "the main square": the town's one old town, its one main square.
  const words = rest.replace(ONE_OF_A_KIND, '').split(/\s+/);
  const kind = placeTypeOf(words[0]!);
  if (words.length > 4 || !isPlaceTypeWord(words[0]!) || /s$/i.test(words[0]!) || (kind === 'transport' && !CABLE_CARS.test(words[0]!))) return undefined;
  return words.slice(1).every((word) => /^\p{Ll}/u.test(word)) ? rest : undefined;
}

/**
 * Kinds of place a town has one of: its cathedral, its citadel, its castle, its market hall, its opera, its town hall. Not
 * "Schloss": a German town's palaces are as often several (Potsdam's, Munich's).
 */
const TOWNS_OWN_KIND = /^(?:cathedral|catedral|cathédrale|cattedrale|kathedrale|duomo|dom|concatedral|sé|citadel|citadelle|ciudadela|cittadella|zitadelle|cidadela|alcázar|alcazaba|kasbah|medina|souk|belfry|beffroi|belfort|rathaus|municipio|ayuntamiento|castle|castello|castillo|castelo|château|halles|oper|opéra|ópera)$/iu;

/**
 * "Concatedral", "Duomo", "Castello", "halles": a heading or a list item that is one such kind names the page's town's
 * one, as "the cathedral" does in prose; in lower case too, as list items are written ("cattedrale", "citadel").
 */
export const namesTownsOwn = (name: string): boolean => TOWNS_OWN_KIND.test(name.trim());

/** A name after the preposition that ends a plan's activity: "… dinner at Nomad", "… ins Kuhviertel", "… aan de Oudegracht". */
const ACTIVITY_PLACE = /\s(?:at|in|into|to|ins|im|zum|zur|à|au|aux|al|alla|allo|en|em|no|na|ao|aan de|bij de|naar)\s+(?:the\s+|de\s+|het\s+)?(\p{Lu}[\p{L}'’.-]*(?:\s+(?:\p{Lu}[\p{L}'’.-]*|de|del|di|da|do|of|the|van|der))*)$/u;
/** The fewest words of an activity that ends in a place: "Lunch in Ruzafa" is a name's label, read elsewhere. */
const ACTIVITY_WORDS = 4;

/**
 * "Take in the panoramic view at Skybar", "Abends geht's ins Kuhviertel": a heading or a list item that is a
 * plan's activity, in words of the sentence, names the place it ends at; undefined for a name or a shorter phrase.
 */
export function placeEndingActivity(name: string): string | undefined {
  const words = name.trim().split(/\s+/u);
  if (words.length < ACTIVITY_WORDS || looksLikeProperName(name)) return undefined;
  const place = ACTIVITY_PLACE.exec(name.trim())?.[1];
  return place && place.length >= 3 && readsLikePlaceName(place) ? place : undefined;
}

const LOWER_ARTICLE = /^(?:la|le|les|l['’]|el|los|las|il|lo|gli|o|os|as)\s*(?=\p{Lu})/u;

/**
 * A list item's name as a name would be written: without a lower-case article before a capital ("la
 * Linguère" -> "Linguère") and with a lower-case kind of place, or the word before it, capitalised
 * ("musée de la musique" -> "Musée de la musique", "antica friggitoria Carega"). Anything else comes back as it was.
 */
export function capitalisedName(name: string): string {
  if (LOWER_ARTICLE.test(name)) return name.replace(LOWER_ARTICLE, '');
  // "antica friggitoria Carega": one lower-case word may stand before the kind.
  const [first, second] = name.split(/\s+/);
  // "tour Saint-Nicolas": a kind written in lower case only in the Romance languages is one when the name reads as that kind.
  const kind = isPlaceTypeWord(first!) || (LOWER_CASE_KINDS.includes(first!) && hasPlaceType(name)) ? first! : second !== undefined && /^\p{Ll}/u.test(second) && isPlaceTypeWord(second) ? second : undefined;
  return /^\p{Ll}/u.test(first!) && kind && placeTypeOf(kind) !== 'transport' ? first![0]!.toUpperCase() + name.slice(1) : name;
}

/** Reads like the name of a place: a proper name, a name with a kind of place in it, or a CJK name. */
export function readsLikePlaceName(name: string): boolean {
  // "D'abord, la plage …": a heading that trails off teases what comes; a name is whole.
  if (TRAILING_OFF.test(name) || DURATION.test(name)) return false;
  if (isCjk(name)) return name.replace(/\s/g, '').length >= 2 && name.length <= 30;
  if (onlyKindsOfPlace(name)) return false;
  return looksLikeProperName(name) || namedKindOfPlace(name) || romanceName(name);
}

const TRAILING_OFF = /(?:…|\.{3})\s*$/u;

const ARTICLE_FIRST = /^(?:the|le|la|les|l['’]|el|los|las|il|lo|gli|o|os|a|as|der|die|das)\s*\p{Lu}/u;

/**
 * Romance names keep the words after the kind in lower case: "Casa da cultura", "Palacio imperial de
 * Tokio", "Musée de la civilisation", "Restaurante los 36 billares" (an article may come first).
 */
function romanceName(name: string): boolean {
  const words = name.replace(/^(?:le|la|les|el|los|las|il|lo|o|a)\s+/i, '').split(/\s+/).filter(Boolean);
  if (words.length < 2 || words.length > 6 || !/^\p{Lu}/u.test(words[0]!) || !isPlaceTypeWord(words[0]!)) return false;
  return words.slice(1).some((word) => !GENERIC_CONNECTORS.has(word.toLowerCase()) && !isPlaceTypeWord(word));
}

/** "Una taquería", "This museum", "Cette église": a sentence's determiner, capitalised, is no name. */
const DETERMINERS = new Set(
  'a an this that these those every each another our my your un una uno unos unas este esta estos estas ese esa otro otra cada une ce cette ces chaque notre mon ein eine einen dieser diese dieses jeder jede unser questo questa ogni um uma uns umas esse essa este esta cada'.split(' '),
);
/** "Cómo organizamos…", "Come visitare…", "Wie man…": a question word opening a title or a summary is no town (Como, Comé); "Como" unaccented is also the Italian town. */
const QUESTION_WORDS = new Set('cómo qué dónde cuándo cuánto come cosa dove quando quanto comment où quand wie wo wann onde'.split(' '));

/** "Sulla piazza si affaccia…", "Nella piazza", "Sur la place": a preposition opening a sentence, capitalised, is no name. */
const PREPOSITIONS = new Set(
  'sulla sul sullo sulle sugli nella nel nello nelle negli dalla dal dallo dalle dagli alla allo alle agli dentro davanti dietro accanto verso sur sous dans devant derrière vers près pela pelo pelas pelos numa num sobre desde hacia hasta junto frente into onto from behind beside near towards'.split(' '),
);

/**
 * "Como tirar o passaporte…", "Como llegar…", "Una Visita Para Recordar": unaccented "como" and "para" are a question word
 * and a preposition on Spanish and Portuguese pages (Como the Italian town, Pará the Brazilian state elsewhere).
 */
const SPANISH_PORTUGUESE_WORDS = new Set(['como', 'para']);
const SPANISH_PORTUGUESE = new Set(['es', 'pt']);
/** Whether a capitalised word is a determiner, a question word or one of those prepositions ("Una tarde en Cádiz", "Cómo llegar"), never a name. */
export const isDeterminer = (word: string, language?: string): boolean =>
  DETERMINERS.has(word.toLowerCase()) || QUESTION_WORDS.has(word.toLowerCase()) || (SPANISH_PORTUGUESE_WORDS.has(word.toLowerCase()) && SPANISH_PORTUGUESE.has(language ?? ''));

const NAMED_KIND_WORDS = 9;
const NAMED_KIND_OWN_WORDS = 6;

/**
 * A kind of place next to a capitalised name, connectors between allowed: "bahía de Halong",
 * "Omiya Bashi Bridge", "musée Yves Saint Laurent"; not "Fly off-peak if you can".
 */
function namedKindOfPlace(name: string): boolean {
  const words = name.split(/\s+/).filter(Boolean);
  // An elided article or preposition before a word in lower case is a connector ("dell'antica"); before a capital
  // it holds the name ("plage d'Angon").
  const isConnector = (word: string): boolean => GENERIC_CONNECTORS.has(word.toLowerCase()) || /^[a-z]{1,4}['’](?!\p{Lu})/u.test(word);
  // "Ermita de la Hermandad de la Santa Cruz": the Romance languages join long names with connectors.
  if (words.length > NAMED_KIND_WORDS || words.filter((word) => !isConnector(word)).length > NAMED_KIND_OWN_WORDS) return false;
  return words.some((word, i) => {
    if (!isPlaceTypeWord(word) && !(word.length >= 7 && hasPlaceType(word) && !word.includes('-'))) return false;
    let before = i - 1;
    while (before >= 0 && isConnector(words[before]!)) before--;
    let after = i + 1;
    while (after < words.length && isConnector(words[after]!)) after++;
    // "museo de la guerra de Vietnam": one word in lower case may stand between the kind and the name.
    if (after < words.length && /^\p{Ll}/u.test(words[after]!) && !isConnector(words[after]!) && !/^[a-z]{1,3}['’-]\p{Lu}/u.test(words[after]!)) {
      after++;
      while (after < words.length && isConnector(words[after]!)) after++;
    }
    // "quartiere Castello", "piazza Castello": after a kind in lower case, a capitalised kind ending the name is its name.
    const kindInLowerCase = /^\p{Ll}/u.test(word);
    const named = (j: number): boolean =>
      j >= 0 && j < words.length && /^(?:\p{Lu}|[a-z]{1,3}['’-]\p{Lu})/u.test(words[j]!) && (!isPlaceTypeWord(words[j]!) || (kindInLowerCase && j > i && j === words.length - 1))
      && !DETERMINERS.has(words[j]!.toLowerCase()) && !PREPOSITIONS.has(words[j]!.toLowerCase());
    return named(before) || named(after);
  });
}

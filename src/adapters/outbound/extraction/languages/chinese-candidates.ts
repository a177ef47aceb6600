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
  // 圆德院, 二年坂 (Japanese sights in Chinese), 三清洞 (Korean districts), 清溪川, 勤政殿.
  '院', '坂', '洞', '川', '殿',
  // 宁宁之道, 哲学之道: a path named after someone or something.
  '之道',
  // 鼓浪屿 (an islet), 日光岩 (a crag), 白城沙滩, 胡里山炮台.
  '屿', '岩', '沙滩', '炮台',
  // 天门山索道 (a ropeway), 十里画廊 (a gallery of rocks), 乌龙寨 (a hill fort), 迷魂台 (a terrace), 天波府 (a mansion).
  '索道', '画廊', '寨', '台', '府',
  // 月牙泉, 趵突泉 (springs), 苏堤, 杨公堤 (causeways), 普希金雕像 (a statue), 鲁迅祖居 (an ancestral home), 杜甫草堂 (a poet's cottage).
  '泉', '堤', '雕像', '祖居', '草堂',
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
  '小楼', '小路', '小巷', '菜馆', '川菜馆', '湘菜馆', '粤菜馆', '私房菜馆', '家常菜馆', '餐厅', '面馆', '饭馆',
  '酒楼', '鱼池', '水池', '池塘', '终点站', '起点站', '总站', '站台', '月台', '地下街', '山城', '水城', '古都',
  '吊桥', '石桥', '木桥', '铁桥', '石板路', '医院', '学院', '法院', '电影院', '剧院', '戏院', '书院', '庭院',
  '院', '坂', '洞', '山洞', '川', '殿', '宫殿', '大殿', '正殿', '上山', '下山', '高峰', '错峰', '专门', '部门',
  '热门', '冷门', '入门', '窍门', '巅峰', '顶峰', '山峰', '江山', '靠山', '河水', '江水', '湖水', '海水', '山水',
  '车站', '下一站', '这一站', '两站', '网站', '大门口', '后门', '前门', '侧门', '正门', '出口', '入口',
  // Kinds of building that name no one in particular: an embassy, a post station of a forum.
  '大使馆', '领事馆', '使馆', '发信站', '索桥', '铁索桥',
  // A mosque, a church, a chapel in general: "镇上的清真寺".
  '清真寺', '礼拜堂', '小教堂', '大教堂',
  // Kinds of temple, tower and lake: "千年古寺", "密檐式实心砖塔", "淡水湖".
  '古寺', '古刹', '佛寺', '古塔', '砖塔', '宝塔', '淡水湖', '咸水湖', '湖泊',
  '屿', '岩', '岩石', '岛屿', '小岛', '炮台',
  // Terraces, counters and offices that are no sight: a stage, a platform, a balcony, a front desk, a government.
  '索道', '画廊', '寨', '山寨', '台', '舞台', '平台', '阳台', '前台', '后台', '柜台', '吧台', '讲台', '看台', '展台', '窗台', '灶台', '露台',
  '天台', '电台', '电视台', '观景台', '观景平台', '观光台', '府', '政府', '市政府', '官府', '首府', '王府', '相府', '学府', '地府',
  '泉', '温泉', '泉水', '喷泉', '矿泉', '清泉', '堤', '河堤', '海堤', '大堤', '雕像', '铜像', '草堂',
]);

/** Kinds of eatery, which travel pages name in general as often as by a name. */
const EATERY_KINDS = new Set(['茶楼', '茶馆', '菜馆', '餐馆', '饭馆', '面馆', '酒楼', '酒家', '餐厅', '饭店', '食堂', '小吃店']);
/** Tags of common words: nouns, adjectives, verbal nouns. */
const COMMON_TAGS = new Set(['n', 'a', 'an', 'vn']);

/** Words of a company's name (批踢踢实业坊, 某某有限公司): a compound with one names a business, not a place. */
const COMPANY_WORDS = new Set(['实业', '公司', '集团', '企业', '有限', '股份', '工作室', '工业']);

/** Parts of a sight: "灵隐寺南门" is 灵隐寺, "天目山前山" is 天目山. */
const SUB_PARTS = ['东门', '南门', '西门', '北门', '正门', '侧门', '后门', '前门', '东门口', '南门口', '西门口', '北门口', '前山', '后山', '东山门', '山门', '入口', '出口', '检票口', '售票处', '停车场', '游客中心'];

/**
 * Common words jieba tags as place names (ns): crowds, queues, river water, a bus, the sunset. They are
 * read as plain nouns.
 */
const NOT_PLACE_WORDS = new Set([
  '人山人海', '人海', '长龙', '河水', '江水', '海水', '湖水', '山水', '贵宾', '巴士', '夕阳', '古都', '山城',
  '水城', '上山', '下山', '山下', '山上', '天黑', '高峰', '山洞', '东亚', '人潮', '市中心', '半山', '江湖',
  // A place's whole extent ("满园春色", "全城"), said of any place.
  '满园', '满城', '全城', '满街', '满山', '遍地', '满园春色',
  // A plan's labels: how long it takes.
  '时长', '总时长', '時長', '總時長',
  // The gates and slopes of a sight: parts of it, to find a way in by, not stops of their own.
  ...SUB_PARTS,
]);

/** Words that end like a place and are none: a compound ending with one names nothing (人潮高峰, 买票走路). */
const NON_PLACE_TAILS = new Set([
  '高峰', '错峰', '专门', '部门', '热门', '冷门', '入门', '窍门', '巅峰', '顶峰', '江山', '靠山', '上山', '下山',
  '网站', '两站', '下一站', '这一站', '一站', '走路', '一路', '上路', '马路', '出门', '门口', '山水', '河水',
]);

/** A sector before 市场 (market) makes the word economics: 民航市场, 外汇市场, 国际市场, 消费市场. */
const ECONOMIC_MARKET = /(?:民航|航空|旅游|國際|国际|国内|國內|出境|入境|资本|資本|股票|房地产|房地產|消费|消費|海外|外汇|外匯|金融|劳动力|勞動力|二手|客运|客運|货运|貨運|线上|線上|线下|線下)市[场場]$/u;

/** Words that end a name: verbs jieba tags as nouns ("建议错峰"), vehicles ("公交上山") and "specially". */
const BREAK_WORDS = new Set([
  '建议', '推荐', '记得', '换', '换乘', '转乘', '搭乘', '乘坐', '前往', '抵达', '到达', '出发', '参观', '游览',
  '打卡', '专门', '公交', '巴士', '公车', '地铁', '火车', '坐火车', '出租车', '计程车', '小火车', '缆车', '先拍',
  '大多数', '人会', '一路', '整条路',
  // Verbs of taking a place in, which jieba tags as nouns: "边体会古城的历史味道".
  '体会', '感受', '体验', '欣赏', '领略', '品味', '漫步', '探索',
]);

/** "曼谷市区", "京都市区": a city and the word for its centre name the city. */
const AREA_TAILS = new Set(['市区', '城区', '郊区', '地区', '市中心', '中心', '一带', '附近', '周边', '周围', '境内']);

/** Plain modifiers that make a common phrase with a kind of place: 石板小路, 独栋小楼, 私房菜馆. */
const DESCRIPTORS = new Set([
  '石板', '独栋', '私房', '川菜', '湘菜', '粤菜', '特色', '网红', '当地', '本地', '传统', '普通', '热门', '知名',
  '著名', '有名', '整条', '这条', '那条', '一条', '老旧', '木造', '木头', '石头', '古老', '漂亮', '美丽', '热闹', '佛教', '道教',
  '安静', '小小', '附近', '旁边', '对面', '一家', '这家', '那家', '一座', '这座', '那座', '一栋',
  '地标', '必去', '打卡', '标志性', '有个', '有一个', '一个', '招牌',
  // A whole one, several, finding one, a romantic one: 整座古城, 好几家咖啡馆, 找家百年老茶馆, 浪漫岛屿.
  '整座', '整个', '好几家', '几家', '找家', '浪漫',
  // Words of a report, not of a name: an important stage, the average berth.
  '重要', '主要', '平均', '总体', '整体',
  // What a list or a summary does with the names after it: 整理阿村、六千…, 盘点大理古城.
  '整理', '盘点', '推荐', '介绍', '分享', '收录', '汇总', '精选',
]);

/** One character of a verb or preposition jieba glues to an unknown name: "下菁桐", "往北村", "跟庆会楼". */
const GLUED_FUNCTION = /^[下往到去跟和与在从回经至]/u;
/** Verbs and prepositions after which a word jieba does not know is a place: "到十分", "从十分坐回瑞芳". */
const MOTION = new Set(['到', '去', '在', '从', '往', '回', '回到', '来到', '前往', '抵达', '到达', '下']);
/** Times and quantities that follow a motion verb: "到十点", "在三天". */
const TIME_WORD = /[点时号日月年天个次岁元块钟半]$/u;

/**
 * Dishes that name a shop with a proper name before them: 阿村牛肉汤, 明月汤包. A city before the dish
 * (台南牛肉汤) or a plain word (一碗, 招牌) makes the dish, not a shop.
 */
const DISH_SUFFIXES = [
  '牛肉汤', '汤包', '牛肉面', '小笼包', '豆花', '芋圆', '肉圆', '米糕', '担仔面', '鱼丸汤', '肉燥饭', '卤肉饭', '鸡肉饭', '蚵仔煎',
  // The mainland's shop dishes: 哑巴生煎, 巷子口小锅米线, 雨伞街手打牛肉丸.
  '米线', '小锅米线', '过桥米线', '生煎', '生煎包', '牛肉丸', '手打牛肉丸', '油茶', '小面', '酸辣粉', '冒菜', '麻辣烫', '串串',
  '烤鱼', '馄饨', '云吞面', '水饺', '锅贴', '肉夹馍', '凉皮', '米粉', '肠粉', '烧腊', '烧鹅', '烤鸭', '拉面', '刀削面', '热干面',
  '炸酱面', '牛杂', '糖水', '砂锅', '鸡煲', '蟹黄包', '卤味', '鸭血粉丝汤', '羊肉泡馍', '烧麦', '豆腐脑', '煎饼果子',
].sort((a, b) => b.length - a.length);
const DISH_PLAIN_PREFIXES = new Set([
  '早餐', '午餐', '晚餐', '招牌', '特色', '传统', '正宗', '温体', '现切', '新鲜', '好吃', '清炖', '红烧', '一碗',
  '这碗', '那碗', '一家', '这家', '那家', '台式', '道地', '地道', '经典', '人气', '推荐', '必吃', '网红', '老牌',
  '美味', '超级', '便宜', '平价', '清汤', '浓汤', '顶级', '一口', '川菜', '台湾', '台南', '台北', '火',
  // How a dish is made: 荔枝烧鹅 (roasted over lychee wood), 炭烧, 手工, 秘制.
  '荔枝', '炭烧', '炭火', '手工', '秘制', '脆皮', '蜜汁', '酸菜', '麻辣', '香辣', '鲜肉', '虾仁',
]);

/**
 * Tags that can be part of a place name: nouns, names, idioms and abbreviations, numerals, Latin words,
 * and `unknown`: words outside the dictionary, which jieba tags x like punctuation ("浅草寺", "伏见稻荷").
 */
const NAME_TAGS = new Set(['n', 'ns', 'nr', 'nrt', 'nrfg', 'nt', 'nz', 'ng', 'j', 'i', 'l', 'm', 'eng', 'a', 'an', 'vn', 'zg', 'unknown']);
const PROPER_TAGS = new Set(['ns', 'nr', 'nrt', 'nrfg', 'nt', 'nz']);
/** "第一天", "3日", "很多": a count, a date or a quantity opening a run is no part of a name. */
const COUNTING = /^(?:第?[0-9０-９一二三四五六七八九十百千两几]+[天日晚个次号点分时年月位名座家间栋条只张本层]?|[号位名座家间栋条层].*)$/u;
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
    // "全国十大名寺", "天下第一塔": a rank among places of a kind describes one, it names none.
    if (RANKED.test(simplified.slice(first.index, last.index + last.word.length))) return;
    // "是一座长长的铁索桥": a place described with "a ... of" is a kind of place, not a name; so is one
    // of a style ("密檐式实心砖塔", "哥特式教堂").
    if (DESCRIBED.test(simplified.slice(Math.max(0, first.index - 8), first.index)) || /[式型]$/u.test(simplified.slice(0, first.index))) return;
    // "（川师北门附近）": a landmark an address is near, to find a door by.
    if (NEAR_NOTE.test(simplified.slice(last.index + last.word.length, last.index + last.word.length + 4))) return;
    const before = simplified.slice(Math.max(0, first.index - 6), first.index);
    // "一份片儿川", "一碗拌川": a serving of a dish, whatever its name ends with.
    if (SERVING.test(before) || SERVING_FIRST.test(simplified.slice(first.index, first.index + 2))) return;
    // "基地的幼崽馆", "公园的南区": a hall or section of the sight just named, not a stop of its own.
    if (OWNED_PART.test(before) && PART_ENDING.test(last.word)) return;
    // "金/沢21世紀美術館": a name starts at a word's start; a lone character jieba split off the word (a
    // surname-like 金, an unknown character) belongs to it.
    const previous = tokens[tokens.indexOf(first) - 1];
    const glued = previous !== undefined && previous.index + previous.word.length === first.index && previous.word.length === 1
      && first.word.length === 1 && GLUED_START_TAGS.has(first.tag) && HAN.test(previous.word) && GLUED_START_TAGS.has(previous.tag) && !FUNCTION_CHARACTER.test(previous.word);
    const start = glued ? previous.index : first.index;
    candidates.push({ name: text.slice(start, last.index + last.word.length), index: offset + start, cue });
  };
  const tokens = tokensOf(tagger, simplified);
  let run: Tagged[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const previous = tokens[i - 1];
    const lastFound = candidates.at(-1);
    // "到十分", "坐车到菁桐", "在十分待": a word jieba does not know where one goes is a place; so is the
    // second of "九份和金瓜石" once the first is one.
    const afterMotion = previous !== undefined && (MOTION.has(previous.word) || (/[到去往]$/u.test(previous.word) && LOOSE_OPENERS.has(previous.tag)));
    const afterAnd = previous !== undefined && /^[和与及跟]$/u.test(previous.word) && lastFound !== undefined
      && lastFound.index - offset + lastFound.name.length === previous.index;
    const end = afterMotion || afterAnd ? looseNameEnd(tokens, i) : -1;
    if (end > i) {
      fromRun(run, add);
      run = [];
      add(token, tokens[end - 1]!, 'proper-noun');
      i = end - 1;
    } else if ((NAME_TAGS.has(token.tag) || (token.tag === 's' && run.length > 0) || beforeEnding(token, tokens[i + 1]) || misreadOpener(token, previous, tokens[i + 1])) && !BREAK_WORDS.has(token.word) && !adverbGlue(token) && !motionGlue(token)) {
      run.push(token);
    } else {
      fromRun(run, add);
      run = [];
    }
  }
  fromRun(run, add);
  for (const item of lineNames(text, simplified, offset, candidates, tokens)) candidates.push(item);
  candidates.sort((a, b) => a.index - b.index);
  // A list needs two separators and a candidate, or words before it that say it lists places ("三个地方👉").
  const listed = (candidates.length || PLACES_LISTED.test(simplified)) && (simplified.match(LIST_SEPARATORS) ?? []).length >= 2;
  const paired = pairedNames(text, simplified, offset, candidates, tokens);
  return listed ? [...candidates, ...paired, ...listedNames(text, simplified, offset, candidates, tokens)] : [...candidates, ...paired];
}

/** "金梭岛、小普陀等": a place, 、, a short name and 等 ("and the like"). */
const PAIR_ETC = /、(\p{Script=Han}{2,5}?)等(?![级待到候])/gu;

/**
 * The second of two names that 等 closes ("像金梭岛、小普陀等"): "A、B等" lists things of one kind, so
 * when A is a place that ends like one, B is a place too if jieba reads a name in it (cue `listed`).
 * Longer lists are read by `listedNames`.
 */
function pairedNames(text: string, simplified: string, offset: number, candidates: NameCandidate[], tokens: Tagged[]): NameCandidate[] {
  const found: NameCandidate[] = [];
  for (const match of simplified.matchAll(PAIR_ETC)) {
    const first = candidates.find((c) => c.cue === 'place-type' && c.index - offset + c.name.length === match.index);
    if (!first || simplified[first.index - offset - 1] === '、') continue;
    const index = match.index + 1;
    const item = match[1]!;
    const inside = tokens.filter((token) => token.index >= index && token.index < index + item.length);
    const named = inside.some((token) => PROPER_TAGS.has(token.tag) || token.tag === 'unknown') && !GENERIC.has(item) && !NOT_PLACE_WORDS.has(item);
    if (named && !candidates.some((c) => c.index - offset === index)) found.push({ name: text.slice(index, index + item.length), index: offset + index, cue: 'listed' });
  }
  return found;
}

/** Tags of lone characters jieba cut one name into (金/nr 沢/x). */
const GLUED_START_TAGS = new Set(['nr', 'unknown', 'ng', 'nz', 'j', 'zg']);
/** Characters that stand alone as words before a name: prepositions, verbs of motion, particles. */
const FUNCTION_CHARACTER = /[的了在到去从往回和与跟及是有也都就还又再先看逛游走坐住吃买拍玩进出上下过经至向朝离由被把让给对为于及或而但]/u;

/** A number and a measure of food or drink: "一份", "两碗", "一杯" (not the 九份 of a town's name). */
const SERVING = /[0-9一两几半每这那][份碗杯盘串碟瓶壶笼盒客]$/u;
const SERVING_FIRST = new RegExp(`^${SERVING.source.slice(0, -1)}$`, 'u');
/** A sight and 的 before a part of it: "基地的", "动物园的", "故宫的". */
const OWNED_PART = /(?:基地|公园|景区|乐园|园区|动物园|植物园|博物馆|博物院|寺|宫|山|园)的$/u;
const PART_ENDING = /[馆厅区门殿楼房舍]$/u;

/** "全国十大", "天下第一", "中国四大": a rank in a country or the world, before a kind of place. */
const RANKED = /^(?:全国|全國|中国|中國|世界|天下|亚洲|亞洲|国内|國內|江南)(?:[十百四五三八]大|第[一二三]|之最)/u;

/** "一座长长的", "一家小小的": an indefinite article and an adjective before a kind of place. */
const DESCRIBED = /一[座条家间个处片栋道][^，。、！？\s]{0,5}的$/u;
/** "附近）", "旁边)": the end of a bracketed note saying what an address is near. */
const NEAR_NOTE = /^(?:附近|旁边|对面|周边|一带)[)）]/u;
/** A line's last part after a dash or a colon: "火锅·精选——大龙燚". */
const LINE_TAIL = /(?:^|——|—|：|:)\s*([^——：:]+?)\s*$/u;

/**
 * A line that is a short name alone ("马旺子", "巴蜀味苑"), or the part after a heading's dash
 * ("川菜·精选——听香"): a restaurant or a sight heading its section. Its words are names or unknown to
 * jieba, and a person's name (one word jieba tags nr) is not taken (cue `proper-noun`).
 */
function lineNames(text: string, simplified: string, offset: number, candidates: NameCandidate[], tokens: Tagged[]): NameCandidate[] {
  const found: NameCandidate[] = [];
  for (const line of simplified.matchAll(/[^\n]+/gu)) {
    const tail = LINE_TAIL.exec(line[0]);
    if (!tail || !/^\p{Script=Han}{2,6}$/u.test(tail[1]!)) continue;
    const index = line.index + tail.index + tail[0].lastIndexOf(tail[1]!);
    const end = index + tail[1]!.length;
    if (GENERIC.has(tail[1]!) || NOT_PLACE_WORDS.has(tail[1]!)) continue;
    if (candidates.some((c) => c.index - offset < end && c.index - offset + c.name.length > index)) continue;
    const inside = tokens.filter((token) => token.index >= index && token.index < end);
    if (!inside.length || inside[0]!.index !== index || inside.at(-1)!.index + inside.at(-1)!.word.length !== end) continue;
    const person = inside.length === 1 && ['nr', 'nrfg', 'nrt'].includes(inside[0]!.tag);
    const named = inside.every((token) => PROPER_TAGS.has(token.tag) || token.tag === 'unknown' || token.tag === 'j'
      || (inside.length > 1 && ['ng', 'g'].includes(token.tag)));
    if (named && !person) found.push({ name: text.slice(index, end), index: offset + index, cue: 'proper-noun' });
  }
  return found;
}

/**
 * Jieba's words with their places in the text. Common words tagged as places are plain nouns; a verb
 * or preposition glued to an unknown name ("下菁桐") is cut off; a conjunction inside a name between two
 * names ("九份/和平溪") is too.
 */
function tokensOf(tagger: ChineseTagger, simplified: string): Tagged[] {
  const tokens: Tagged[] = [];
  let at = 0;
  for (const { word, tag: jiebaTag } of tagger.tag(simplified, true)) {
    const index = simplified.indexOf(word, at);
    if (index < 0) continue;
    at = index + word.length;
    let tag = jiebaTag === 'x' && HAN.test(word) ? 'unknown' : jiebaTag;
    if (NOT_PLACE_WORDS.has(word)) tag = 'n';
    // "正对着", "走过了": a phrase jieba knows that ends in an aspect particle is a verb's, no part of a name after it.
    if ((tag === 'l' || tag === 'i') && /[着了过]$/u.test(word)) tag = 'link';
    // "往/八大/峡/广场": jieba's 往 (toward) of a walk, on its own, is a preposition, no part of the name after it.
    if (word === '往' || word === '朝') tag = 'p';
    // "耗在/崂山", "不像/崂山": a word jieba does not know that ends in a preposition or opens with a negation links to a place, it is no part of its name.
    if (tag === 'unknown' && LINKING_WORD.test(word)) tag = 'link';
    // A word jieba does not know, made of a common noun and 馆/厅/区 ("幼崽馆"), is a hall or section of a sight.
    if (tag === 'unknown' && /^\p{Script=Han}{2,3}[馆厅区舍]$/u.test(word) && tagger.tag(word.slice(0, -1), true).every((part) => part.tag === 'n')) tag = 'hall';
    const previous = tokens.at(-1);
    // "城隍阁/看城" (climb the pavilion to look at the city): after a name that ends like a place, an unknown
    // word that opens with a verb of looking, eating or buying is what one does there, no part of the name.
    if (tag === 'unknown' && DOING_THERE.test(word) && previous !== undefined && previous.index + previous.word.length === index
      && PROPER_TAGS.has(previous.tag) && PLACE_SUFFIXES.some((suffix) => previous.word.endsWith(suffix))) tag = 'link';
    const afterName = previous !== undefined && previous.index + previous.word.length === index && NAME_TAGS.has(previous.tag)
      && previous.word.length >= 2 && HAN.test(previous.word);
    if (word.length >= 3 && HAN.test(word) && ((tag === 'unknown' && GLUED_FUNCTION.test(word)) || (afterName && /^[和与跟及]/u.test(word)))) {
      tokens.push({ word: word[0]!, tag: 'p', index }, { word: word.slice(1), tag: tag === 'unknown' ? 'unknown' : tag, index: index + 1 });
    } else {
      tokens.push({ word, tag, index });
    }
  }
  // "从明/洞", "回明/洞": a two-character unknown word opening with a preposition, before a place ending.
  for (let i = tokens.length - 2; i >= 0; i--) {
    const token = tokens[i]!;
    const next = tokens[i + 1]!;
    if (token.tag === 'unknown' && token.word.length === 2 && GLUED_FUNCTION.test(token.word) && next.word.length === 1
      && next.index === token.index + 2 && PLACE_SUFFIXES.includes(next.word)) {
      tokens.splice(i, 1, { word: token.word[0]!, tag: 'p', index: token.index }, { word: token.word[1]!, tag: 'unknown', index: token.index + 1 });
    }
  }
  return tokens;
}

/**
 * "三清/洞", "水上/市场": a word jieba reads as a time or a position (t, s) is part of a name right
 * before a one-character place ending.
 */
const beforeEnding = (token: Tagged, next: Tagged | undefined): boolean => token.tag === 't' && HAN.test(token.word)
  && next !== undefined && next.index === token.index + token.word.length && next.word.length === 1 && PLACE_SUFFIXES.includes(next.word);

/** Tags jieba gives the first word of a name it does not know: 筑城/v 广场, 如意/v 桥, 五/m 亭桥, 海上/s 皇宫, 庆/vg 王府. */
const MISREAD_OPENER_TAGS = new Set(['v', 'vg', 'm', 's']);
/** What stands before a name: nothing, punctuation, a conjunction, a preposition, a place (贵阳/筑城广场) or a verb of going. */
const NAME_BOUNDARY_TAGS = new Set(['x', 'c', 'p', 'ns', 'uj']);

/**
 * A word jieba reads as a verb, a numeral or a position, right before a kind of place that names none alone (广场,
 * 桥, 皇宫) and after what stands before a name, opens the name: "贵阳筑城广场", "到如意桥码头", "海上皇宫". A verb
 * before a name jieba knows is what one does there ("品太平街", "初探天门山"). Not a verb one
 * does at a place ("逛公园", "走进公园"): those hold a function character or one of coming, entering or visiting. A position
 * ("海上") may hold one of those characters; the plain ones ("附近", "对面") are descriptors, no part of a name.
 */
const misreadOpener = (token: Tagged, previous: Tagged | undefined, next: Tagged | undefined): boolean =>
  MISREAD_OPENER_TAGS.has(token.tag) && /^\p{Script=Han}{1,2}$/u.test(token.word) && (token.tag === 's' || !(FUNCTION_CHARACTER.test(token.word) || VISITING_CHARACTER.test(token.word)))
  && !BREAK_WORDS.has(token.word) && !MOTION.has(token.word) && !COUNTING.test(token.word.length === 1 ? `${token.word}天` : token.word)
  && (previous === undefined || NAME_BOUNDARY_TAGS.has(previous.tag) || MOTION.has(previous.word))
  && next !== undefined && next.index === token.index + token.word.length && NAME_TAGS.has(next.tag) && !PROPER_TAGS.has(next.tag)
  && next.word.length <= 2 && PLACE_SUFFIXES.some((suffix) => next.word.endsWith(suffix));

/** Characters of verbs of coming, entering, passing, climbing and visiting that are no function characters: "来到", "穿过", "登上". */
const VISITING_CHARACTER = /[来入穿绕爬登访观览拜赏]/u;

/** Two characters ending in a preposition or motion verb, or opening with a negation. */
const LINKING_WORD = /^(?:\p{Script=Han}[在像到往去从向比]|[不没别]\p{Script=Han})$/u;

/** Two characters opening with a verb of what one does at a place: 看城, 逛街, 吃饭, 拍照, 买菜. */
const DOING_THERE = /^[看逛吃拍玩买听赏喝]\p{Script=Han}$/u;

/** "再接", "先拍": an adverb glued to a verb, which jieba does not know, opens no name. */
const adverbGlue = (token: Tagged): boolean => token.tag === 'unknown' && token.word.length === 2 && /^[再先又就才也还都只最]/u.test(token.word);

/** Tags of the words before a place that end in a motion verb: "先到", "坐车到" (jieba: x, i, l; `link`: see LINKING_WORD). */
const LOOSE_OPENERS = new Set(['unknown', 'link', 'i', 'l', 'v']);
/** Tags of the words of a small place jieba does not know: 菁桐 (x), 猴/硐 (ng, g), 金瓜石 (nr). */
const LOOSE_TAGS = new Set(['unknown', 'ng', 'g', 'nr', 'nrt', 'nz', 'j', 'zg']);

/**
 * The end (exclusive) of a name of two or three characters jieba does not know, from `start`, or -1:
 * its words are unknown or names, or a numeral-like word (十分, not 十点), and no name word follows.
 */
/** "坐车到", "先到": a phrase ending in a motion verb, which jieba tags as an idiom or does not know. */
const motionGlue = (token: Tagged): boolean => token.word.length >= 2 && /[到去往]$/u.test(token.word) && ['unknown', 'i', 'l'].includes(token.tag);

function looseNameEnd(tokens: Tagged[], start: number): number {
  let end = start;
  let length = 0;
  while (end < tokens.length && length < 3) {
    const token = tokens[end]!;
    const numeral = token.tag === 'm' && end === start && token.word.length === 2 && HAN.test(token.word)
      && !TIME_WORD.test(token.word) && !/^[一这那每几两半]|[班站趟下些批场]$/u.test(token.word);
    if (!(LOOSE_TAGS.has(token.tag) || numeral) || !/^\p{Script=Han}+$/u.test(token.word)) break;
    length += token.word.length;
    end++;
  }
  if (length < 2 || length > 3) return -1;
  const next = tokens[end];
  if (next && (NAME_TAGS.has(next.tag) && next.tag !== 'unknown' || /^[钟半多左右前后以]/u.test(next.word))) return -1;
  if (next && (next.tag === 'unknown' || next.tag === 's')) return -1;
  return end;
}

/** What counts a number: money, distance, time, people ("200元", "3公里", "2小时"). */
const MEASURE = /^(?:元|块|米|公里|千米|里|分钟|分|小时|天|晚|人|位|次|张|个|岁|度|%|％)/u;

function fromRun(run: Tagged[], add: (first: Tagged, last: Tagged, cue: Cue) => void): void {
  let i = 0;
  while (i < run.length) {
    const token = run[i]!;
    // "地标环岛路": what describes a name is no part of it.
    if (DESCRIPTORS.has(token.word) && i + 1 < run.length) {
      i++;
      continue;
    }
    const dish = dishShopEnd(run, i);
    if (dish >= 0) {
      // 阿村牛肉汤: a shop named by its owner and its dish.
      add(token, run[dish]!, 'proper-noun');
      i = dish + 1;
      continue;
    }
    const end = compoundEnd(run, i);
    // 杭州西湖 is two places; 北京动物园 is one (动物园 alone names nothing).
    // ... but 崇圣/寺/三塔 is one: no name starts with a lone place ending.
    const next = run[i + 1];
    // ... and 上海/工艺美术/博物馆 is one: an institution named by common words takes its town's name too.
    const restEnd = compoundEnd(run, i + 1);
    const institution = restEnd - i >= 2 && run.slice(i + 1, restEnd + 1).every((word) => COMMON_TAGS.has(word.tag) || word.tag === 'l');
    const placeThenPlace = token.tag === 'ns' && restEnd >= 0 && !(next?.word.length === 1 && PLACE_SUFFIXES.includes(next.word)) && !institution;
    if (end >= 0 && !(token.tag === 'ns' && (end === i || placeThenPlace))) {
      add(token, run[end]!, 'place-type');
      i = end + 1;
    } else if (token.tag === 'ns' && HAN.test(token.word) && token.word.length >= 2 && !GENERIC.has(token.word)) {
      // 台北101: a place and the number that names a building in it; not a price or a distance after it ("布达拉宫200元").
      const next = run[i + 1];
      const numbered = next !== undefined && /^[0-9A-Za-z]+$/.test(next.word) && !MEASURE.test(run[i + 2]?.word ?? '');
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
  const last = tokens.at(-1)!;
  const name = tokens.map((token) => token.word).join('');
  // "灵隐寺南门": a gate or slope is part of the sight before it, which is the name.
  if (SUB_PARTS.includes(last.word)) return false;
  // "幼崽馆" (the cubs' hall of a zoo): a hall named by what it shows.
  // An idiom naming two kinds of place ("大街小巷", streets big and small) names none; 南锣鼓巷 is tagged an idiom too.
  if (tokens.length === 1 && ((first.tag === 'i' && PLACE_SUFFIXES.includes(first.word[1] ?? '')) || first.tag === 'hall')) return false;
  // "十九峰" (nineteen peaks): a count of a kind of place, one word.
  if (tokens.length === 1 && first.tag === 'm') return false;
  // "二年坂" stays whole, its rest (坂) naming nothing alone; "号小区" and "一位曼谷" are no names.
  const counted = tokens.length > 1 && (COUNTING.test(first.word) || QUANTITIES.has(first.word));
  // "三八/广场", "五/亭桥", "九龙/壁": a bare numeral in Chinese characters names a place ("两座桥" counts with its measure word).
  // An age is no name ("千年/学府"); "二年/坂" is.
  const numeralName = tokens.length === 2 && (/^[一二三四五六七八九十百千]+$/u.test(first.word) || (last.word.length === 1 && /^[一二三四五六七八九十]+年$/u.test(first.word)));
  if (counted && !numeralName) return false;
  // 曼谷市区 is 曼谷; 石板小路 and 独栋小楼 are kinds of street and house.
  if (tokens.length > 1 && (AREA_TAILS.has(last.word) || NON_PLACE_TAILS.has(last.word) || /(?:市区|城区)$/u.test(name))) return false;
  // 民航市场, 外汇市场, 旅游市场: a trade's market, in the news and in finance, not a market one walks through.
  if (ECONOMIC_MARKET.test(name)) return false;
  if (tokens.length > 1 && tokens.slice(0, -1).every((token) => DESCRIPTORS.has(token.word))) return false;
  if (GENERIC.has(last.word) && last.word.length >= 2 && tokens.slice(0, -1).some((token) => DESCRIPTORS.has(token.word))) return false;
  if (!PLACE_SUFFIXES.some((suffix) => name.endsWith(suffix) && name.length > suffix.length)) return false;
  // 生存之道, 待客之道 ("the way to ..."): idioms jieba keeps whole; a path's 之道 is a word of its own.
  if (name.endsWith('之道') && (last.word !== '之道' || tokens.length === 1)) return false;
  // 美食街 cut as 美食+街 names nothing; a two-character common noun (断桥, 车站) cannot be told from a word.
  if (GENERIC.has(name) || tokens.every((token) => GENERIC.has(token.word))) return false;
  if (tokens.some((token) => COMPANY_WORDS.has(token.word))) return false;
  // 老字号茶楼, 农家菜馆, 早茶茶楼: a kind of eatery that common words describe; a name holds a name or a word jieba does not know (广州酒家).
  if (tokens.length > 1 && EATERY_KINDS.has(last.word) && tokens.slice(0, -1).every((token) => COMMON_TAGS.has(token.tag) || DESCRIPTORS.has(token.word))) return false;
  // 鳄/鱼池, 铁/索桥: one character before a word for a kind of place makes a longer common noun.
  if (tokens.length === 2 && first.word.length === 1 && GENERIC.has(last.word) && last.word.length >= 2 && !PROPER_TAGS.has(first.tag)) return false;
  return tokens.length > 1 || name.length > 2 || PROPER_TAGS.has(first.tag);
}

/**
 * The last word of a shop name made of a proper name and a dish (阿村/牛肉汤), from `start`, or -1.
 * Jieba may cut the dish itself apart (阿/柑姨芋/圆): the words are read together.
 */
function dishShopEnd(run: Tagged[], start: number): number {
  for (let end = start + 1; end <= Math.min(run.length - 1, start + 3); end++) {
    const joined = run.slice(start, end + 1).map((token) => token.word).join('');
    const suffix = DISH_SUFFIXES.find((dish) => joined.endsWith(dish));
    if (!suffix) continue;
    const prefixText = joined.slice(0, -suffix.length);
    let length = 0;
    const prefix = run.slice(start, end + 1).filter((token) => (length += token.word.length) <= prefixText.length);
    const plain = prefix.some((token) => token.tag === 'ns' || token.tag === 'a' || DISH_PLAIN_PREFIXES.has(token.word) || QUANTITIES.has(token.word))
      || [...DISH_PLAIN_PREFIXES].some((word) => prefixText.startsWith(word)) || /^[一这那每几两半]/u.test(prefixText);
    return !plain && prefixText.length >= 2 && prefixText.length <= 4 && /^\p{Script=Han}+$/u.test(prefixText) ? end : -1;
  }
  return -1;
}

/** Items of "A、B、C", "A，B，C" or "A -> B -> C" lists of names. */
const LIST_SEPARATOR = /[、，,]|->|→|＞|>/u;
const LIST_SEPARATORS = /[、，,→＞>]/gu;
const LIST_PARTS = new RegExp(`${LIST_SEPARATOR.source}|[^、，,\\->→＞]+|.`, 'gu');
const LIST_ITEM = /^\p{Script=Han}{2,6}$/u;
/** Words that say a list of places follows: "三个地方👉才村、沙溪、双廊", "这几个地方：", "景点：". */
const PLACES_WORDS = '(?:地方|景点|景點|景区|景區|打卡点|打卡點|打卡地)';
const PLACES_LISTED = new RegExp(`${PLACES_WORDS}\\s*[:：👉]`, 'u');
const PLACES_INTRO = new RegExp(`${PLACES_WORDS}\\s*[:：👉]?\\s*$`, 'u');
/** A token of the sentence around a list, not of a name in it: a time ("下午"), a motion ("去", "到"), 了, 的. */
const SENTENCE_TOKEN = (token: Tagged): boolean => token.tag === 't' || token.tag === 'ul' || token.tag === 'uj' || MOTION.has(token.word);

/** A list this long with this many places among its items lists places, whatever its other items' share. */
const LONG_LIST_ITEMS = 5;
const LONG_LIST_KNOWN = 2;

/**
 * Names in a list of places ("菁桐、平溪、十分", "三清洞 -> 仁寺洞 -> 明洞"): when most items of a list
 * of three or more short items are candidates, or a list of five or more holds two, its other items
 * that jieba does not know or tags as names are too (cue `listed`).
 */
function listedNames(text: string, simplified: string, offset: number, candidates: NameCandidate[], tokens: Tagged[]): NameCandidate[] {
  const found: NameCandidate[] = [];
  const parts: { text: string; index: number; separatorAfter: boolean }[] = [];
  for (const match of simplified.matchAll(LIST_PARTS)) {
    if (LIST_SEPARATOR.test(match[0]) && LIST_SEPARATOR.exec(match[0])![0] === match[0]) {
      if (parts.length) parts.at(-1)!.separatorAfter = true;
    } else {
      parts.push({ text: match[0], index: match.index, separatorAfter: false });
    }
  }
  const known = (item: { text: string; index: number }): boolean =>
    candidates.some((c) => c.index < offset + item.index + item.text.length && c.index + c.name.length > offset + item.index);
  const lists: { text: string; index: number }[][] = [];
  let current: { text: string; index: number }[] = [];
  const close = (): void => {
    if (current.length >= 3) lists.push(current);
    current = [];
  };
  parts.forEach((part, i) => {
    const separatorBefore = i > 0 && parts[i - 1]!.separatorAfter;
    if (!separatorBefore && !part.separatorAfter) return close();
    const short = listItems(part.text, part.index, tokens);
    if (short) {
      for (const item of short) current.push(item);
      if (!part.separatorAfter) close();
      return;
    }
    // A longer part ends one list with its first word and opens the next with its last ("会下/菁桐、平溪"); a common
    // word there ("逛古城，鼓楼、代王府") is the sentence's, no item of the list, unless a name ends with it ("黄山风景区、西递").
    const edge = (which: 'first' | 'last') => edgeItem(part.text, part.index, tokens, which).filter((item) => nameLike(item, tokens) || known(item));
    if (separatorBefore) for (const item of edge('first')) current.push(item);
    close();
    if (part.separatorAfter) for (const item of edge('last')) current.push(item);
  });
  close();
  for (const items of lists) {
    const knownCount = items.filter(known).length;
    const others = items.filter((item) => !known(item));
    const introduced = PLACES_INTRO.test(simplified.slice(0, items[0]!.index));
    // Most items are candidates, or one is and all the others are words jieba does not know, or the sentence says they are
    // places, or the list is long and two of its items are places: a food guide sets its shops beside the sights they are near
    // ("黄家埕、观音寺、阿坤记、陈记卤面、文庙").
    const long = items.length >= LONG_LIST_ITEMS && knownCount >= LONG_LIST_KNOWN;
    if (!introduced && !long && (knownCount < 1 || (knownCount * 2 < items.length && !others.every((item) => nameLike(item, tokens, true))))) continue;
    for (const item of others) {
      if (!nameLike(item, tokens)) continue;
      found.push({ name: text.slice(item.index, item.index + item.text.length), index: offset + item.index, cue: 'listed' });
    }
  }
  return found;
}

const trimPart = (part: string): string => part.replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu, '');

/** The names of a short list part: "平溪", or the two of "十分和侯硐". */
function listItems(part: string, index: number, tokens: Tagged[]): { text: string; index: number }[] | undefined {
  const trimmed = trimPart(part);
  const at = index + part.indexOf(trimmed);
  if (!LIST_ITEM.test(trimmed)) return undefined;
  // "下午去了鼓楼、代王府": a part that holds a time, a motion or 了 / 的 opens with the sentence; its last word is the item.
  if (tokens.some((token) => token.index >= at && token.index < at + trimmed.length && SENTENCE_TOKEN(token))) return undefined;
  const joined = /^(\p{Script=Han}{2,3})[和与及跟](\p{Script=Han}{2,3})$/u.exec(trimmed);
  const conjunction = joined && tokens.some((token) => token.index === at + joined[1]!.length && token.word.length === 1);
  return joined && conjunction
    ? [{ text: joined[1]!, index: at }, { text: joined[2]!, index: at + joined[1]!.length + 1 }]
    : [{ text: trimmed, index: at }];
}

/** The first or last word of a longer part next to a list separator, when it is a word of two or more characters. */
function edgeItem(part: string, index: number, tokens: Tagged[], edge: 'first' | 'last'): { text: string; index: number }[] {
  const trimmed = trimPart(part);
  const at = index + part.indexOf(trimmed);
  const inside = tokens.filter((token) => token.index >= at && token.index + token.word.length <= at + trimmed.length);
  let token = edge === 'first' ? inside[0] : inside.at(-1);
  // "👉才/村、沙溪": a short name jieba cut into single characters closes the part whole.
  const before = inside.at(-2);
  if (edge === 'last' && token?.word.length === 1 && before?.word.length === 1 && before.index + 1 === token.index && HAN.test(before.word + token.word)) {
    token = { word: before.word + token.word, tag: 'unknown', index: before.index };
  }
  if (!token || token.word.length < 2 || !HAN.test(token.word)) return [];
  if (edge === 'first' ? token.index !== at : token.index + token.word.length !== at + trimmed.length) return [];
  return [{ text: token.word, index: token.index }];
}

/** An item jieba reads as names or does not know: not a common word, a dish or a number. */
function nameLike(item: { text: string; index: number }, tokens: Tagged[], strict = false): boolean {
  if (GENERIC.has(item.text) || NOT_PLACE_WORDS.has(item.text)) return false;
  const inside = tokens.filter((token) => token.index >= item.index && token.index < item.index + item.text.length);
  if (PLACE_SUFFIXES.some((suffix) => item.text.endsWith(suffix) && item.text.length > suffix.length)) return true;
  if (!inside.length || inside[0]!.index !== item.index) return false;
  const last = inside.at(-1)!;
  if (last.index + last.word.length !== item.index + item.text.length) return false;
  // 十分, 九份: a numeral-like name (not 一些, 三天).
  const numeralName = (token: Tagged): boolean => token.tag === 'm' && inside.length === 1 && token.word.length === 2 && HAN.test(token.word)
    && !/^[一这那每几两半]|[点时号日月年天个次岁元块钟半班站趟下些批场]$/u.test(token.word);
  return inside.every((token) => PROPER_TAGS.has(token.tag) || token.tag === 'unknown' || token.tag === 'j' || numeralName(token)
    || (!strict && token.tag === 'n' && inside.length > 1) || (['g', 'ng'].includes(token.tag) && inside.length > 1)
    || (!strict && token.tag === 'm' && inside.length > 1 && token !== inside[0]));
}

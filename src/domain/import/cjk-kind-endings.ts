import { isCjk } from './cjk-script.js';

/**
 * The last characters that say a CJK name is a place one visits: temples, shrines, gardens, museums,
 * markets, old towns, villages, towers, bridges, hills, lakes, islands, falls, shops (曼听公园, 告庄夜市,
 * 嘉义市立美术馆, 단양구경시장, キングスパーク). Stations, airports and wards say where one passes or lives, and are
 * left out, as are kinds that end other words too often (会社 is a company, 회사 a firm).
 */
/** Endings only sights have. */
const SIGHT_ENDINGS = [
  '寺|神社|大社|神宮|宮|宫|公园|公園|庭園|园|園|美术馆|美術館|博物馆|博物館|纪念馆|紀念館|記念館|館|馆|市场|市場|夜市|商店街|老街',
  '桥|橋|塔|楼|樓|阁|閣|亭|庙|廟|祠|瀑布|滝|海滩|海灘|广场|廣場|広場|街|通り|横丁|坂|屋|店|庵|院|堂|展望台',
  'パーク|ガーデン|タワー|マーケット|ストリート|ビーチ|ミュージアム|カフェ|レストラン|スクエア|プラザ|ブリッジ|キャッスル|モール',
  'モスク|ミナレット|メドレセ|マドラサ|バザール|ハマム|チャペル|バシリカ|カテドラル',
  '시장|공원|궁|사찰|사원|성당|교회|타워|카페|스카이워크|대교|다리|해변|해수욕장|박물관|미술관|기념관|전망대|폭포|계곡',
  '거리|골목|동굴|정원|수목원|식당|베이커리|향교|서원',
].join('|');

/** Endings towns have too (岡山, 広島, 横浜, 宮城, 古镇): hills, islands, lakes, villages, old towns, springs. */
const TOWN_ENDINGS = '古镇|古鎮|古城|村|庄|莊|山|峰|岩|湖|湾|灣|岛|島|峡|峽|洞|浜|城|温泉|溫泉|마을|호수|산|봉|섬|포구|성|암|사';

const CJK_KIND_ENDING = new RegExp(`(?:${SIGHT_ENDINGS}|${TOWN_ENDINGS})$`, 'u');
const CJK_SIGHT_ONLY_ENDING = new RegExp(`(?:${SIGHT_ENDINGS})$`, 'u');
const CJK_KIND_ALONE = new RegExp(`^(?:${SIGHT_ENDINGS}|${TOWN_ENDINGS})$`, 'u');

/** Whether a CJK name ends like a place one visits ("曼听公园", "단양구경시장"); a name in other scripts never does. */
export const endsLikeCjkSight = (name: string): boolean => isCjk(name) && CJK_KIND_ENDING.test(name.trim());

/** Whether a CJK name ends like a sight and not like a town too ("日光東照宮", not "岡山" or "広島"); a kind alone ("マーケット") names none. */
export const endsLikeCjkSightNotTown = (name: string): boolean => isCjk(name) && CJK_SIGHT_ONLY_ENDING.test(name.trim()) && !CJK_KIND_ALONE.test(name.trim());

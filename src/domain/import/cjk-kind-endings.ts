import { isCjk } from './cjk-script.js';

/**
 * The last characters that say a CJK name is a place one visits: temples, shrines, gardens, museums,
 * markets, old towns, villages, towers, bridges, hills, lakes, islands, falls, shops (曼听公园, 告庄夜市,
 * 嘉义市立美术馆, 단양구경시장, キングスパーク). Stations, airports and wards say where one passes or lives, and are
 * left out, as are kinds that end other words too often (会社 is a company, 회사 a firm).
 */
const CJK_KIND_ENDING = new RegExp(
  [
    '(?:寺|神社|大社|神宮|宮|宫|公园|公園|庭園|园|園|美术馆|美術館|博物馆|博物館|纪念馆|紀念館|記念館|館|馆|市场|市場|夜市|商店街|老街|古镇|古鎮|古城',
    '|村|庄|莊|桥|橋|塔|楼|樓|阁|閣|亭|庙|廟|祠|山|峰|岩|湖|湾|灣|岛|島|瀑布|滝|峡|峽|洞|海滩|海灘|浜|城|广场|廣場|街|通り|横丁|坂|屋|店|庵|院|堂|展望台|温泉|溫泉',
    '|パーク|ガーデン|タワー|マーケット|ストリート|ビーチ|ミュージアム|カフェ|レストラン|スクエア|プラザ|ブリッジ|キャッスル|モール',
    '|시장|공원|마을|궁|사찰|사원|성당|교회|타워|카페|스카이워크|대교|다리|해변|해수욕장|박물관|미술관|기념관|전망대|폭포|계곡|호수|산|봉|섬|포구',
    '|거리|골목|동굴|정원|수목원|식당|베이커리|향교|서원|성|암|사)$',
  ].join(''),
  'u',
);

/** Whether a CJK name ends like a place one visits ("曼听公园", "단양구경시장"); a name in other scripts never does. */
export const endsLikeCjkSight = (name: string): boolean => isCjk(name) && CJK_KIND_ENDING.test(name.trim());

import type { Geocoder } from '../ports/geocoder.port.js';
import type { PageContext } from './page-context.js';

/**
 * "大理旅游景点盘点", "金沢旅行記", "부산여행", "荆州古城": CJK titles write the town and a word of travel without a
 * space between them, so no word of the title is the town's name alone. A town this sure of itself
 * right before such a word is where the page is.
 */
const TRAVEL_WORD = /^(?:古城|古镇|古鎮|旅游|旅遊|旅行|游记|遊記|攻略|景点|景點|自由行|一日游|一日遊|美食|必去|必吃|周边|周邊|[0-9一二三四五六七]日|[0-9一二三四五六七]天|観光|散策|グルメ|モデルコース|餃子|ラーメン|食べ歩き|はしご|カフェ|小吃|여행|가볼만한|맛집|카페|당일치기)/u;
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]{3,}/gu;
const MIN_SCORE = 0.7;

/** "熱海のおすすめモデルコース", "金沢の旅行記", "台南おすすめグルメ": Japanese may join the town to the word with の or a word of praise. */
const LINKING_NO = /^の?(?:おすすめの?|人気の?)?/u;

/** Where a town's name may start: a run's start, or after kana ("週末の金沢旅行記"). */
const AFTER_KANA = /[\p{Script=Hiragana}\p{Script=Katakana}ー]$/u;

/** "游览荆州古城", "打卡大理古城": a Chinese verb of touring may open the title before the town. */
const TOURING = /^(?:游览|遊覽|畅游|暢遊|漫游|漫遊|漫步|打卡|探访|探訪|逛|去)$/u;

/** "2025年开封菊花观赏指南": a title that opens with its date names its subject next, whatever word follows it. */
const AFTER_DATE = /^[0-9０-９]{2,4}\s*年$/u;

/** The town before a word of travel in a CJK title ("大理旅游", "週末の金沢旅行記"), after its date or a verb of touring; nothing when there is none. */
export async function cjkTitleTown(titles: readonly string[], geocoder: Geocoder, language?: string): Promise<PageContext> {
  for (const title of titles) {
    for (const run of title.matchAll(CJK_RUN)) {
      const dated = AFTER_DATE.test(title.slice(0, run.index) + run[0].charAt(0));
      for (let start = 0; start < run[0].length - 2; start++) {
        const afterDate = dated && start === 1;
        if (start > 0 && !afterDate && !AFTER_KANA.test(run[0].slice(0, start)) && !TOURING.test(run[0].slice(0, start))) continue;
        for (let size = Math.min(4, run[0].length - start - 2); size >= 2; size--) {
          if (!afterDate && !TRAVEL_WORD.test(run[0].slice(start + size).replace(LINKING_NO, ''))) continue;
          // The page's language lets a Han name be read as its town's romanised one ("荆州": Jingzhou).
          const found = await geocoder.geocode({ name: run[0].slice(start, start + size), kinds: ['city'], ...(language ? { language } : {}) });
          if (found && found.score >= MIN_SCORE) return { city: found.matchedName, countryCode: found.countryCode, countryName: found.countryName, coordinate: found.coordinate };
        }
      }
    }
  }
  return {};
}

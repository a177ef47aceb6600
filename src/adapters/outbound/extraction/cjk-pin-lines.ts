import { cleanPlaceName } from '../../../domain/import/place-names.js';
import { PIN, PINS } from './caption.js';
import { hasCjk } from './languages/cjk-script.js';

/** Where a pinned name ends: a colon, a bracket, a dash, a sentence's punctuation or an emoji ("📍钟楼:必打卡!"). */
const PINNED_END = /[:：(（|｜!！?？。,，、;；]|\s[-–—]\s|——|\p{Extended_Pictographic}/u;
/** Labels of a venue's facts that pages pin too: "📍 주소: ...", "📍地址：", "📍 오사카 맛집 지도". */
const FACT_LABEL = /^(?:주소|위치|지도|주차|영업시간|地址|地點|地点|位置|住所|所在地|アクセス|地図|交通)$|지도$|地图$|地図$/u;
const MAX_LENGTH = 12;

/**
 * The names a post's 📍 lines give in CJK script ("📍秉正堂糖水", "📍文庙"): a note pasted into a page
 * pins its eateries and sights one a line, as a caption does, with nothing around them for the analysers
 * to read. A pinned label of facts (an address, a map) names nothing.
 */
export function cjkPinnedNames(lines: string): string[] {
  const names: string[] = [];
  for (const line of lines.split('\n')) {
    const trimmed = line.trim();
    if (!PIN.test(trimmed.slice(0, 2))) continue;
    // "📍坤师傅 📍老二饭庄｜两家都可以": a line may pin several places, each name after its pin.
    for (const pinned of trimmed.split(PINS).slice(1)) {
      const rest = pinned.trim();
      const end = rest.search(PINNED_END);
      const name = cleanPlaceName(end === -1 ? rest : rest.slice(0, end));
      if (!name || !hasCjk(name) || name.length > MAX_LENGTH || FACT_LABEL.test(name) || name.split(/\s+/).length > 3) continue;
      names.push(name);
    }
  }
  return names;
}

/** A line opened by a bullet typed as text ("・カラーン・モスク", "• Museo del Prado", "- Retiro"), and the rest. */
const BULLET_LINE = /^\s*[・•●○◎◦▪■□◆◇▶►▸✔✓☑➤→*-]\s*(\S.*)$/u;
/** A transfer between two stations or airports ("移動 羽田空港ー仁川空港", "Airport – Hotel transfer"): travel, no item. */
const TRANSFER = /^(?:移動|移动|이동|transfer|traslado|transfert)(?=[\s:：]|$)|(?:空港|駅|站|역|airport|station)\s*[ー－\-–—→~～]\s*\S/iu;
/** So many bulleted lines make a block a list. */
const MIN_LINES = 3;

/**
 * The items of a paragraph written as a list with bullets typed at its lines' start ("・ラビハウズ<br>・カラーン・モスク<br>…"):
 * each is read as a list's item is, but for a transfer between stations. A block with fewer bulleted lines is prose with a dash in it.
 */
export function bulletItems(lines: string): string[] {
  const items = lines.split('\n').map((line) => BULLET_LINE.exec(line)?.[1]?.trim()).filter((item): item is string => Boolean(item));
  return items.length >= MIN_LINES ? items.filter((item) => !TRANSFER.test(item)) : [];
}

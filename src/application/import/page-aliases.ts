import { placeKey } from '../../domain/import/place-key.js';
import type { PlaceMention } from '../ports/place-extractor.port.js';

/**
 * The second names a page gives its places in brackets ("대릉원(천마총)", "경주향교(교촌마을)") name the
 * same places wherever the page uses them again ("대릉원에서 천마총 내부까지"): such a mention is renamed
 * to the place it means, so that it merges with it instead of standing as a stop of its own. Mentions
 * the page located itself keep their names.
 */
export function withPageAliases(mentions: readonly PlaceMention[]): PlaceMention[] {
  const meant = new Map<string, string>();
  for (const mention of mentions) {
    for (const alias of mention.aliases ?? []) if (placeKey(alias) !== placeKey(mention.name)) meant.set(placeKey(alias), mention.name);
  }
  if (meant.size === 0) return [...mentions];
  return mentions.map((mention) => {
    const main = mention.coordinate ? undefined : meant.get(placeKey(mention.name));
    return main ? { ...mention, name: main } : mention;
  });
}

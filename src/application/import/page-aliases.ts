import { isCjk } from '../../domain/import/cjk-script.js';
import { placeKey } from '../../domain/import/place-key.js';
import type { Geocoder } from '../ports/geocoder.port.js';
import type { PlaceMention } from '../ports/place-extractor.port.js';

/**
 * The second names a CJK page gives its places in brackets ("대릉원(천마총)", "경주향교(교촌마을)") name
 * the same places wherever the page uses them again ("대릉원에서 천마총 내부까지"): such a mention is
 * renamed to the place it means, so that it merges with it instead of standing as a stop of its own.
 * Not after a town or a region ("箱根（大涌谷）" names a place in it), and mentions the page located
 * itself keep their names.
 */
export async function withPageAliases(mentions: readonly PlaceMention[], geocoder: Geocoder): Promise<PlaceMention[]> {
  const meant = new Map<string, string>();
  for (const mention of mentions) {
    if (mention.aliasOf && isCjk(mention.aliasOf) && placeKey(mention.aliasOf) !== placeKey(mention.name)) meant.set(placeKey(mention.name), mention.aliasOf);
  }
  for (const [alias, main] of meant) {
    if (await geocoder.geocode({ name: main, kinds: ['city', 'region'] })) meant.delete(alias);
  }
  if (meant.size === 0) return [...mentions];
  return mentions.map((mention) => {
    const main = mention.coordinate ? undefined : meant.get(placeKey(mention.name));
    return main ? { ...mention, name: main } : mention;
  });
}

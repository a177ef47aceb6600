import { isCjk } from './cjk-script.js';
import { placeKey } from './place-key.js';

/** Whether one of the texts (the titles, the summary) names a place: a CJK name inside a word, another as whole words. */
export function namedIn(texts: readonly string[]): (name: string | undefined) => boolean {
  const keys = texts.map((text) => ` ${placeKey(text)} `);
  return (name) => {
    const key = name === undefined ? '' : placeKey(name);
    return Boolean(key) && keys.some((text) => text.includes(isCjk(key) ? key : ` ${key} `));
  };
}

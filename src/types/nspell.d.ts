// nspell ships no types: the one call and the one method link import uses.
declare module 'nspell' {
  export interface Speller {
    correct(word: string): boolean;
  }
  function nspell(dictionary: { aff: Buffer | string; dic?: Buffer | string }): Speller;
  export default nspell;
}

declare module 'dictionary-en' {
  const dictionary: { aff: Uint8Array; dic: Uint8Array };
  export default dictionary;
}

declare module 'dictionary-es' {
  const dictionary: { aff: Uint8Array; dic: Uint8Array };
  export default dictionary;
}

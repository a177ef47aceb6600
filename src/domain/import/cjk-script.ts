/** A character of the scripts the CJK analysers read: Han, kana and Hangul. */
export const CJK_CHARACTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Whether a name holds Chinese, Japanese or Korean script: such names have no spaces and no capitals to go by. */
export const isCjk = (text: string): boolean => CJK_CHARACTER.test(text);

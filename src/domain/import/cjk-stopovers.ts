/**
 * Whether the words after a CJK station's name say the writer broke the journey there to look around:
 * "バロン滝駅でちょっと下車", "バロン川駅でいったん降りて", "○○역에서 잠깐 내려". Stations in prose are
 * directions ("京都駅で降りて徒歩5分"); a stop made on the way, said with "a little", "once" or "on
 * the way", is a stop of the trip, so its mention is read as `locative`. A pure text rule.
 */
const JAPANESE_AFTER = /^\s*で\s*(?:ちょっと|ちょこっと|いったん|一旦|少し|途中)\s*(?:下車|降り)/u;
const KOREAN_AFTER = /^\s*에서\s*(?:잠깐|잠시|중간에|한\s*번)\s*내려/u;

export const brokeJourneyAt = (after: string): boolean => JAPANESE_AFTER.test(after) || KOREAN_AFTER.test(after);

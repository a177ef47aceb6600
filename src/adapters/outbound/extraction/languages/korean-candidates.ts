import type { NameCandidate } from './cjk-candidates.js';

/** Endings that make a word a place, longest first, each with the fewest syllables a name needs. */
const PLACE_SUFFIXES: [suffix: string, minLength: number][] = ([
  ['해수욕장', 5], ['한옥마을', 5], ['전망대', 4], ['수목원', 4], ['동물원', 4], ['식물원', 4], ['박물관', 4],
  ['미술관', 4], ['기념관', 4], ['성당', 3], ['시장', 3], ['공원', 3], ['타워', 3], ['해변', 3], ['마을', 3],
  ['거리', 3], ['폭포', 3], ['다리', 3], ['대교', 3], ['사찰', 3], ['사원', 3], ['식당', 3], ['호수', 3],
  ['계곡', 3], ['광장', 3], ['골목', 3], ['오름', 3], ['동굴', 3], ['포구', 3], ['서원', 3], ['향교', 3],
  ['궁', 2], ['산', 2], ['봉', 2], ['섬', 2], ['역', 2], ['항', 2], ['사', 3], ['교', 3], ['길', 3], ['성', 3],
  ['문', 3], ['대', 3], ['정', 3], ['루', 3], ['천', 3], ['숲', 3], ['도', 3], ['포', 3],
  // District names: 익선동, 해운대구, 애월리.
  ['동', 3], ['구', 3], ['리', 3],
] as [string, number][]).sort((a, b) => b[0].length - a[0].length);

/** Kinds of place without a name: a place only after one ("해운대 해수욕장", "감천 문화마을"). */
const GENERIC_PLACES = new Set([
  '시장', '전통시장', '재래시장', '야시장', '수산시장', '공원', '해변', '해수욕장', '마을', '한옥마을', '거리',
  '카페거리', '골목', '먹자골목', '식당', '박물관', '미술관', '전망대', '지하철역', '기차역', '산책길', '둘레길',
  '골목길', '오솔길', '대학교', '고등학교', '중학교', '초등학교',
]);

/** Words that end like a place and are none ("여행사", "가능성", "친구"), and words pages use for everything. */
const NOT_PLACES = new Set([
  '맛집', '카페', '여행', '관광', '관광지', '명소', '코스', '정류장', '버스정류장', '여행사', '회사', '역사', '기사',
  '감사', '변호사', '의사', '교사', '조사', '인사', '행사', '봉사', '요리사', '가능성', '중요성', '필요성', '정체성',
  '학교', '비교', '종교', '외교', '등산', '하산', '생산', '재산', '예산', '우산', '출구', '입구', '비상구', '친구',
  '연구', '가구', '도구', '요구', '운동', '이동', '활동', '행동', '감동', '자동', '요리', '우리', '머리', '소리',
  '자리', '다리', '마리', '주문', '질문', '방문', '소문', '신문', '전문', '정문', '후문', '시대', '세대', '기대',
  '반대', '최대', '절대', '침대', '상대', '지름길', '출근길', '퇴근길', '가는길', '돌아오는길', '다음날', '첫째날',
  '둘째날', '셋째날', '마지막날', '국물', '호텔', '숙소', '게스트하우스', '인정', '일정', '결정', '과정', '예정',
  '걱정', '감정', '가정', '사정', '여정', '표정', '화장실', '주차장', '정도', '지도', '속도', '포도', '태도', '온도',
  '오늘', '내일', '어제', '아침', '점심', '저녁', '첫째', '둘째', '셋째', '다음', '마지막', '근처', '주변', '유명',
  '전통', '여기', '거기', '바로', '정말', '너무', '진짜',
]);

/** Particles and copulas a noun may carry, longest first ("에서는", "으로", "을"). */
const PARTICLES = [
  '에서부터', '에서는', '에서도', '으로는', '으로도', '이라는', '까지는', '부터는', '에서', '으로', '에게', '한테',
  '처럼', '보다', '까지', '부터', '이나', '이랑', '에는', '에도', '이고', '이며', '이다', '에요', '예요', '이에요',
  '은', '는', '이', '가', '을', '를', '에', '로', '와', '과', '의', '도', '만', '랑', '엔', '나', '고',
].sort((a, b) => b.length - a.length);

/** Endings of verbs and adjectives ("유명한", "맛있는", "걸은"): such a word does not open a name. */
const NOT_A_NAME_ENDING = /[한는은을를던운의고서며면게요다지도에가이로]$/u;
const HANGUL_WORD = /[\p{Script=Hangul}A-Za-z0-9]+/gu;
/** A bare word before a place ("감천 문화마을", "카페 어니언") is part of its name. */
const NAME_WORD = /^[\p{Script=Hangul}A-Za-z0-9]{2,6}$/u;

interface Word { text: string; index: number; bare: boolean }

/**
 * Korean has no dictionary analyser here (none installs as cleanly as kuromoji and jieba): words are cut
 * at spaces and punctuation, particles are stripped, and a word is a place when it ends like one
 * ("경복궁", "광장시장", "해운대 해수욕장"), all with the cue `place-type`.
 */
export function koreanCandidates(text: string, offset: number): NameCandidate[] {
  const words: Word[] = [];
  for (const match of text.matchAll(HANGUL_WORD)) {
    const noun = nounOf(match[0]);
    words.push({ text: noun, index: match.index, bare: noun === match[0] });
  }
  const candidates: NameCandidate[] = [];
  const sameName = (a: Word, b: Word): boolean => /^[ \t]+$/.test(text.slice(a.index + a.text.length, b.index));
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const previous = words[i - 1];
    const next = words[i + 1];
    if (word.text === '카페' && next && sameName(word, next) && !NOT_PLACES.has(next.text)) {
      // "카페 어니언에서": a café's name follows the word for café.
      candidates.push({ name: `카페 ${next.text}`, index: offset + word.index, cue: 'place-type' });
      i++;
    } else if (previous?.bare && sameName(previous, word) && endsLikePlace(word.text) && opensName(previous.text)
      && !(isPlace(previous.text) && isPlace(word.text))) {
      // "감천 문화마을", "해운대 해수욕장": one name in two words (해운대 alone was a candidate already);
      // "경복궁 창덕궁" are two.
      if (candidates.at(-1)?.index === offset + previous.index) candidates.pop();
      candidates.push({ name: `${previous.text} ${word.text}`, index: offset + previous.index, cue: 'place-type' });
    } else if (isPlace(word.text)) {
      candidates.push({ name: word.text, index: offset + word.index, cue: 'place-type' });
    }
  }
  return candidates;
}

/**
 * The word without its particle: "경복궁을" is 경복궁, "부산도" (Busan too) is 부산, while "제주도" and
 * "한옥마을" keep their last syllable, which is not a particle there.
 */
function nounOf(word: string): string {
  const particle = PARTICLES.find((p) => word.endsWith(p) && word.length > p.length + 1);
  if (!particle) return word;
  const stripped = word.slice(0, -particle.length);
  return isPlace(stripped) || !isPlace(word) ? stripped : word;
}

/** Latin letters may open a name ("BIFF광장"), digits may not ("2일차"). */
const suffixOf = (word: string): [string, number] | undefined =>
  /^[\p{Script=Hangul}A-Za-z]/u.test(word) ? PLACE_SUFFIXES.find(([suffix]) => word.endsWith(suffix)) : undefined;

/** Ends like a place, kinds of place included ("해수욕장" after a name). */
const endsLikePlace = (word: string): boolean => suffixOf(word) !== undefined && !NOT_PLACES.has(word);

function isPlace(word: string): boolean {
  const suffix = suffixOf(word);
  return suffix !== undefined && word.length >= suffix[1] && !GENERIC_PLACES.has(word) && !NOT_PLACES.has(word);
}

function opensName(word: string): boolean {
  return NAME_WORD.test(word) && !NOT_A_NAME_ENDING.test(word) && !NOT_PLACES.has(word) && !GENERIC_PLACES.has(word);
}

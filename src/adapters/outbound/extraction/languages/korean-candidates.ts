import { isCarrierOrFirm } from '../../../../domain/import/name-quality.js';
import type { NameCandidate } from './cjk-candidates.js';

/**
 * Endings that make a word a place, longest first, each with the fewest syllables a name needs (and the
 * most, for 리: a village is 성산리, while 블루베리 and 카테고리 only end like one).
 */
const PLACE_SUFFIXES: [suffix: string, minLength: number, maxLength?: number][] = ([
  ['해수욕장', 5], ['한옥마을', 5], ['베이커리', 6], ['본점', 4], ['분점', 4], ['구시가지', 5], ['시가지', 4], ['올드타운', 5], ['전망대', 4], ['수목원', 4], ['동물원', 4], ['식물원', 4], ['박물관', 4],
  ['미술관', 4], ['기념관', 4], ['갤러리', 4], ['센터', 4], ['케이블카', 5], ['요새', 3], ['성당', 3], ['시장', 3], ['공원', 3], ['타워', 3],
  ['정원', 3], ['해변', 3], ['마을', 3], ['습지', 3],
  ['거리', 3], ['폭포', 3], ['다리', 3], ['대교', 3], ['사찰', 3], ['사원', 3], ['식당', 3], ['호수', 3],
  ['계곡', 3], ['광장', 3], ['골목', 3], ['오름', 3], ['동굴', 3], ['포구', 3], ['서원', 3], ['향교', 3],
  ['궁', 2], ['산', 2], ['봉', 2], ['섬', 2], ['역', 2], ['항', 2], ['사', 3], ['교', 3], ['길', 3], ['성', 3],
  ['문', 3], ['대', 3], ['정', 3], ['루', 3], ['천', 3], ['숲', 3], ['도', 3], ['포', 3], ['굴', 3],
  // Halls of a palace or temple: 근정전, 대웅전; hermitages: 향일암, 보리암.
  ['전', 3], ['암', 3],
  // Gardens, pavilions' halls and lakes named in one syllable: 소쇄원, 죽녹원, 환벽당, 명옥헌, 담양호.
  ['원', 3], ['당', 3], ['헌', 3], ['호', 3],
  // Kinds of place written in several syllables: a pier, a ferry landing, a film set, an aquarium, a literature museum.
  ['선착장', 4], ['나루터', 4], ['촬영장', 4], ['수족관', 4], ['문학관', 4], ['전시관', 4], ['체험관', 4], ['과학관', 4],
  // Shops named by their dish: 진미통닭, 우미닭갈비, 명동칼국수.
  ['통닭', 4], ['닭갈비', 5], ['칼국수', 5], ['막국수', 5], ['국밥', 4], ['냉면', 4], ['곱창', 4], ['족발', 4], ['해장국', 5],
  // District names: 익선동, 해운대구, 애월리.
  ['동', 3], ['구', 3], ['리', 3, 3],
  // Places abroad in Hangul, named with their English kind: 킹스파크, 보타닉가든, 존커스트리트, 와이키키비치.
  ['파크', 4], ['가든', 4], ['마켓', 4], ['스트리트', 6], ['비치', 4], ['아울렛', 5], ['스퀘어', 5], ['플라자', 5], ['빌리지', 5], ['하버', 4],
  // Theme parks, valleys, towns and houses named in English: 지리산온천랜드, 허브밸리, 차이나타운, 아리랑하우스 ("월드" ends
  // shops' names as often: 정세월드).
  ['랜드', 4], ['밸리', 4], ['타운', 4], ['하우스', 5],
  // Royal tombs and tumuli (미추왕릉, 천마총), old houses, a photo studio, a bookshop, a folk village, a skywalk, archives,
  // a stone pagoda, a village school, a luge track: 히로쓰 가옥, 초원사진관, 봄날의 책방, 안동민속촌, 만천하스카이워크, 통영루지.
  ['릉', 3], ['총', 3], ['가옥', 4], ['사진관', 4], ['책방', 4], ['민속촌', 4], ['스카이워크', 6], ['기록관', 4], ['석탑', 4], ['서당', 4], ['루지', 4],
  // Eateries named by their kind: a raw-fish house, a Chinese restaurant, a bakery, a tea house, a barbecue house, a street stall
  // (환여횟집, 신승반점, 이성당빵집, 전통찻집, 포장마차).
  ['횟집', 3], ['반점', 3], ['빵집', 3], ['찻집', 3], ['고깃집', 4], ['국숫집', 4], ['포장마차', 5],
] as [string, number, number?][]).sort((a, b) => b[0].length - a[0].length);

/** Kinds of place without a name: a place only after one ("해운대 해수욕장", "감천 문화마을"). */
const GENERIC_PLACES = new Set([
  '시장', '전통시장', '재래시장', '야시장', '수산시장', '공원', '해변', '해수욕장', '마을', '한옥마을', '거리',
  '카페거리', '골목', '먹자골목', '식당', '박물관', '미술관', '전망대', '지하철역', '기차역', '산책길', '둘레길',
  '골목길', '오솔길', '대학교', '고등학교', '중학교', '초등학교', '갤러리', '센터', '문화센터', '정원', '동굴',
  '용암동굴', '석굴', '궁전', '사찰', '성당', '교회', '전망대', '등대', '분화구', '계단길', '본섬', '섬', '습지', '갯벌습지',
  // An old town: a place after the town's name ("호이안 구시가지").
  '구시가지', '시가지', '신시가지', '올드타운',
  // A fortress and a cable car are places after a name ("아프간 요새", "사천바다케이블카").
  '요새', '케이블카',
  // A pier, a ferry landing, a film set, an aquarium, museums of literature, of exhibits, of experiences and of science.
  '선착장', '나루터', '촬영장', '수족관', '문학관', '전시관', '체험관', '과학관',
  // A yard, a hall of worship: kinds that end like a named hall (환벽당).
  '마당', '앞마당', '뒷마당', '예배당',
  // English kinds in Hangul that name no place alone: a water park, a night market, a flea market, a supermarket.
  '워터파크', '테마파크', '나이트마켓', '야시장마켓', '플리마켓', '슈퍼마켓', '프리마켓', '아울렛', '프리미엄아울렛',
  // Kinds of those: a downtown, a new town, greenhouses, a penthouse, a guesthouse (lodging), an open house, a steakhouse.
  // Eateries of a kind, with no name: a raw-fish house, a Chinese restaurant, a bakery, a tea house, a barbecue house, a stall.
  '횟집', '반점', '중화반점', '빵집', '동네빵집', '찻집', '전통찻집', '고깃집', '국숫집', '포장마차', '실내포장마차',
  '다운타운', '뉴타운', '비닐하우스', '온실하우스', '글라스하우스', '펜트하우스', '게스트하우스', '오픈하우스', '스테이크하우스',
]);

/** Words that end like a place and are none ("여행사", "가능성", "친구"), and words pages use for everything. */
const NOT_PLACES = new Set([
  // A railway track, a skyscraper, a carousel: things that end like a place; guns and a general's post end like a tomb.
  '기찻길', '철길', '마천루', '회전목마', '권총', '소총', '기관총', '물총', '장난감총', '사령관총',
  // Dishes, alone or of a style, that end like a shop named by its dish (진미통닭).
  '통닭', '닭갈비', '칼국수', '막국수', '국밥', '냉면', '곱창', '족발', '해장국', '옛날통닭', '치킨통닭', '숯불닭갈비', '철판닭갈비',
  '물냉면', '비빔냉면', '돼지국밥', '순대국밥', '소머리국밥', '콩나물국밥', '내장국밥', '따로국밥', '바지락칼국수', '손칼국수',
  '메밀막국수', '막창', '소곱창', '양곱창', '왕족발', '냉족발',
  // Days of a journey that end like a place: the day one enters, leaves, arrives, books.
  '입국일', '출국일', '도착일', '출발일', '예약일', '귀국일',
  // Dishes that end like a pavilion or a platform (정, 대): fried chicken bites, blood sausage.
  '닭강정', '순대', '아바이순대', '오징어순대',
  // "in advance" ends like a palace's hall (전).
  '사전',
  '맛집', '카페', '여행', '관광', '관광지', '명소', '코스', '정류장', '버스정류장', '여행사', '회사', '역사', '기사',
  '감사', '변호사', '의사', '교사', '조사', '인사', '행사', '봉사', '요리사', '가능성', '중요성', '필요성', '정체성', '수익성', '안정성', '편의성', '접근성', '경제성', '효율성', '다양성',
  '학교', '비교', '종교', '외교', '등산', '하산', '생산', '재산', '예산', '우산', '출구', '입구', '비상구', '친구',
  '연구', '가구', '도구', '요구', '운동', '이동', '활동', '행동', '감동', '자동', '요리', '우리', '머리', '소리',
  '자리', '다리', '마리', '주문', '질문', '방문', '소문', '신문', '전문', '정문', '후문', '시대', '세대', '기대',
  '반대', '최대', '절대', '침대', '상대', '지름길', '출근길', '퇴근길', '가는길', '돌아오는길', '다음날', '첫째날',
  '둘째날', '셋째날', '마지막날', '국물', '호텔', '숙소', '게스트하우스', '인정', '일정', '결정', '과정', '예정',
  '걱정', '감정', '가정', '사정', '여정', '표정', '확정', '수정', '지정', '측정', '화장실', '주차장', '정도', '지도', '속도', '포도', '태도', '온도',
  '오늘', '내일', '어제', '아침', '점심', '저녁', '첫째', '둘째', '셋째', '다음', '마지막', '근처', '주변', '유명',
  '전통', '여기', '거기', '바로', '정말', '너무', '진짜',
  // Everyday words with a place's last syllable: 마무리, 볼거리, 구역, 추천, 유산.
  '마무리', '미나리', '볼거리', '먹거리', '먹을거리', '길거리', '일거리', '갤러리', '정리', '총정리', '항아리', '골고루', '두루',
  '보따리', '개나리', '병아리', '메아리', '실마리', '지역', '구역', '영역', '전역', '무역', '추천', '유산',
  '세계유산', '자연유산', '세계자연유산', '문화유산', '출발', '도착', '이전', '오전', '안전', '발전', '충전',
  '완전', '사진전', '특별전', '기획전', '전시전', '개인전', '결승전', '상설전', '회고전', '고객센터',
  '서비스센터', '쇼핑센터', '안내센터', '관광안내센터', '동선', '구도', '분위기', '관광객', '현지인', '외국인',
  '사항', '공지사항', '주의사항', '참고사항', '유의사항', '환호성', '기다리', '목소리', '이야기',
  '한국인', '방문객', '여행객', '손님', '사람', '사람들',
  // Words in 원, 당, 헌 and 호 that are no garden, hall or lake: people by their work, schools, money, parties, sugars, numbers.
  '대학원', '유치원', '연구원', '공무원', '회사원', '은행원', '종업원', '승무원', '상담원', '안내원', '미용원', '한의원',
  '요양원', '보육원', '양로원', '고아원', '지원', '회원', '위원', '인원', '소원', '병원', '학원', '직원', '동물병원',
  '천원', '만원', '백원', '오천원', '이만원', '삼만원', '사만원', '오만원', '십만원', '일만원', '이천원', '삼천원', '사천원',
  '포도당', '민주당', '공화당', '국민당', '자민당', '노동당', '정의당', '참고문헌', '번호', '전화번호', '비밀번호', '일련번호',
  // Words in 산 that are no mountain: breaking up (a group after arrival), giving birth, scattering.
  '해산', '출산', '분산', '계산', '청산', '결산', '합산', '환산',
  // Where food comes from, on every menu and review: 국내산 (home-grown), 호주산; 내돈내산 ("bought with my own money").
  '국내산', '국산', '수입산', '외국산', '호주산', '미국산', '중국산', '칠레산', '내돈내산',
  // Inside and outside ("카페 실내 모습" is the café's inside), and flour and breadcrumbs, which end like a pavilion (루).
  '실내', '실외', '가루', '빵가루', '밀가루', '고춧가루',
  // A second visit (방문 is in the list above), an interjection (not a temple in 사), the seat beside one.
  '재방문', '감탄사', '옆자리',
  // "because" (불편함 때문에) ends like a gate (문); an airline is a company (사), as 여행사 is.
  '때문', '항공사', '저가항공사',
  // A blind spot ends like a platform (대); "드리" is "to give" (풀어 드리다), and 미리 "in advance", which end like a village (리).
  '사각지대', '드리', '미리',
  // Adverbs in 대로 ("as"): 나름대로 is not 나름대 with a particle.
  '나름대로', '마음대로', '맘대로', '그대로', '생각대로', '계획대로', '예정대로', '멋대로', '제멋대로', '순서대로',
  // "-도" of degree: 완성도 (completeness), 만족도, 난이도.
  '완성도', '만족도', '인지도', '난이도', '선호도', '혼잡도', '인기도', '중요도', '신뢰도', '청결도', '습도',
  '밀도', '농도', '각도', '한도', '용도', '제도', '채도', '명도', '해상도', '정확도', '친밀도', '지명도',
]);

/**
 * Common nouns that 도 ("also, even") follows: "음식도 맛있고" is not an island named 음식도. Islands and
 * provinces (제주도, 울릉도, 경기도) are short and are not such nouns.
 */
const ALSO_NOUNS = new Set([
  '음식', '가격', '사진', '시간', '날씨', '주차', '위치', '직원', '가게', '메뉴', '국물', '커피', '맛집', '지도',
  '여행', '일정', '풍경', '경치', '야경', '바다', '하늘', '공기', '물가', '교통', '버스', '택시', '기차', '숙소',
  '호텔', '계단', '예약', '대기', '리뷰', '평점', '후기', '고기', '김치', '반찬', '디저트', '케이크', '음료',
  '느낌', '마음', '기분', '생각', '추억', '동선', '구도', '완성', '서비스', '분위기', '인테리어', '외관', '내부',
  '입구', '주변', '근처', '가족', '아이', '친구', '연인', '부모님', '사람', '손님', '현지인', '관광객', '외국인',
  '여행객', '하나', '둘', '셋', '모두', '이것', '그것', '저것', '여기', '거기', '오늘', '내일', '어제', '주말',
  '평일', '밤', '낮', '아침', '저녁', '새벽', '점심', '겨울', '여름', '봄', '가을', '비', '눈', '바람', '소리',
  '냄새', '가성비', '양', '값', '맛', '밥', '술', '빵', '차', '면', '물', '국', '줄', '방', '길', '곳', '것', '수',
  '모음', '기록', '투어', '탐방', '일기', '정보', '소개', '리스트', '목록', '순위', '베스트',
  // Papers and money: "비자 규정도 확인", "보험도 필수".
  '규정', '비자', '여권', '서류', '보험', '비용', '요금', '환율', '카드', '현금', '조건', '기간', '준비물',
  // A phone abroad: "로밍도", "데이터도", "요금제도".
  '로밍', '데이터', '와이파이', '요금제', '유심', '이심',
  // Times: "지금도" is "even now".
  '지금', '요즘', '아직', '예전', '이번', '그때', '당시', '언제', '오늘날',
]);

/** A form of 하다 ("to do") right after a word ending in 도: "할 수", "하고", "해 보고". */
const ALSO_DOING = /^[ \t]+(?:하[고며면는다지기]|할|해|했|합)/u;

/** What a word before 도 ends with when 도 is a particle: 도시이기도, 새벽에도, 흘러도, 그중에서도, 것만으로도. */
const ALSO_AFTER = /(?:[에서로기어아여러려워쳐져혀해라만지고며게요다인객들도]|까지|부터|마저|조차|처럼|보다)$/u;

/** Particles and copulas a noun may carry, longest first ("에서는", "으로", "을"). */
const PARTICLES = [
  '에서부터', '에서는', '에서도', '으로는', '으로도', '이라는', '까지는', '부터는', '에서', '으로', '에게', '한테',
  '처럼', '보다', '까지', '부터', '이나', '이랑', '에는', '에도', '이고', '이며', '이다', '에요', '예요', '이에요',
  '은', '는', '이', '가', '을', '를', '에', '로', '와', '과', '의', '도', '만', '랑', '엔', '나', '고',
].sort((a, b) => b.length - a.length);

/**
 * Endings of verbs and adjectives ("유명한", "맛있는", "걸은"), of their connective forms ("있으니", "좋으니까",
 * "비싸지만", "가는데") and of adjectives made nouns ("불편함", "편리함"): such a word does not open a name.
 */
const NOT_A_NAME_ENDING = /(?:[한는은을를던운온의고서며면게요다지도에가이로]|으니|니까|지만|는데|함)$/u;
/**
 * Connective and adnominal forms that end a word before a name without being part of it: "A를 거쳐 B",
 * "문을 나와 B", "길을 따라 B", "A와 B", "동쪽 문인 B", "하얀 B", "등재된 B", "이어진 B", "사라질 B", "명소이자 B".
 */
const LINKING_ENDING = /(?:[와과쳐려워져혀인된긴얀른쁜큰란질할갈될줄킨던쪽까여난]|[어아여러려워쳐펴켜겨]진|만큼|이자|따라|나와|지나|들러|건너|올라|내려|돌아|걸어|향해|통해|위해|대해|가진|지닌|있는|없는)$/u;
const HANGUL_WORD = /[\p{Script=Hangul}A-Za-z0-9]+/gu;
/** A bare word before a place ("감천 문화마을", "카페 어니언") is part of its name. */
const NAME_WORD = /^[\p{Script=Hangul}A-Za-z0-9]{2,6}$/u;

/** Plain descriptive words that make a common phrase with a kind of place ("작은 골목", "세부 구역"), not a name. */
const ADJECTIVE_WORDS = new Set([
  '하루', '세부', '전체', '일부', '주요', '대표', '인근', '근처', '주변', '동쪽', '서쪽', '남쪽', '북쪽', '안쪽', '바깥',
  '맞은편', '건너편', '입구', '출구', '정문', '후문', '옆', '앞', '뒤', '필수', '추천', '인기', '유명', '작은', '큰',
  '예쁜', '조용한', '오래된', '새로운', '현지', '동네', '로컬', '완벽', '최고', '인생', '나만의', '숨은', '빌딩',
  '사진', '계단', '돌담', '돌계단', '나무', '벽화', '오르막', '내리막', '좁은', '넓은', '긴', '짧은', '팁', '첫',
  '먼저', '다시', '바로', '이어서', '그리고', '그다음', '다음', '잠깐', '계속', '처음', '마지막', '드디어', '이후', '어쨌든', '아무튼', '일단', '매번', '항상', '자주', '가끔', '이미',
  '오전', '오후', '입장', '관람', '산책', '도보', '직접', '함께', '모두',
  // What a building or a lane is made of or like: "벽돌 성당" (a brick church), "한옥 골목" (a lane of hanok houses).
  '벽돌', '기와', '목조', '석조', '흙벽', '한옥', '옛날', '레트로',
  // A pier's boats: "유람선 선착장" is the pier where cruise boats leave, not its name.
  '유람선', '여객선', '배',
]);

/** Words for the area of a place: the bare word before one names the place ("도톤보리 지역", "명동 일대"). */
const AREA_WORDS = new Set(['지역', '일대', '일대에서', '부근', '인근']);

/**
 * A word that can name the area after it: not a kind of place, a common word or an adnominal form
 * ("많은 지역", "해당 지역"). Loanwords end in 이 and 다 (신세카이, 우메다), so verb endings are not excluded.
 */
function namesArea(word: string): boolean {
  return /^[\p{Script=Hangul}]{2,6}$/u.test(word) && !isPlace(word) && !/[은는던운한된진른쁜큰란질할갈될줄킨의]$/u.test(word)
    && !LINKING_ENDING.test(word) && !NOT_PLACES.has(word) && !ALSO_NOUNS.has(word) && !ADJECTIVE_WORDS.has(word)
    && !GENERIC_PLACES.has(word) && !AREA_OPENERS.has(word);
}

/** Determiners before 지역: "해당 지역", "모든 지역". */
const AREA_OPENERS = new Set(['해당', '모든', '각', '전체', '우리', '이곳', '그곳', '다른', '여러', '일부', '관광', '산간', '해안', '도심', '외곽', '시내']);

/** Endings of compounds about a place rather than places: 카페추천, 일정정리, 여행지역, 주의사항. */
const NOT_PLACE_TAILS = ['추천', '정리', '마무리', '볼거리', '먹거리', '지역', '구역', '사항', '유산', '비자',
  // Sizes and prices end like a village (리): "3층짜리" (of three storeys), "2량짜리" (of two cars), "만 원짜리".
  '짜리',
  // Rocks end like a hermitage (암): 현무암 (basalt), 화강암 (granite).
  '현무암', '화강암', '응회암', '석회암', '퇴적암', '사암',
  // Pancakes (전) end like a palace's hall (근정전): 해물파전, 김치전; so does a prescription (처방전).
  '파전', '김치전', '녹두전', '감자전', '부추전', '호박전', '동태전', '육전', '처방전',
  // "Per" (당) ends like a hall (환벽당): 사람당, 1인당, 개당, 시간당.
  '사람당', '인당', '개당', '시간당', '박당', '회당',
  // Numbers end like a lake (호): 예약번호 (a booking number), 좌석번호, 편명번호.
  '번호',
  // Money ends like a garden (원): 억원, 만원 ("1조5097억원").
  '억원', '만원', '천원'];

interface Word { text: string; index: number; bare: boolean; raw: string }

/**
 * Korean has no dictionary analyser here (none installs as cleanly as kuromoji and jieba): words are cut
 * at spaces and punctuation, particles are stripped, and a word is a place when it ends like one
 * ("경복궁", "광장시장", "해운대 해수욕장"), all with the cue `place-type`.
 */
export function koreanCandidates(text: string, offset: number): NameCandidate[] {
  const words: Word[] = [];
  for (const match of text.matchAll(HANGUL_WORD)) {
    // "12:30삼청동길에서": a time glued to a place is cut off; "2일차" stays a word that names nothing.
    const glued = /^[0-9]+(?=\p{Script=Hangul})/u.exec(match[0]);
    const rest = glued ? match[0].slice(glued[0].length) : match[0];
    const word = glued && isPlace(nounOf(rest)) ? rest : match[0];
    const index = match.index + match[0].length - word.length;
    // "시음도 할 수 있다" (one can taste too): before a form of 하다, 도 is "also", whatever the word.
    const alsoDoing = word.length > 2 && word.endsWith('도') && ALSO_DOING.test(text.slice(index + word.length));
    const noun = alsoDoing ? word.slice(0, -1) : nounOf(word);
    words.push({ text: noun, index, bare: noun === word, raw: word });
  }
  const candidates: NameCandidate[] = [];
  const sameName = (a: Word, b: Word): boolean => /^[ \t]+$/.test(text.slice(a.index + a.text.length, b.index));
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const previous = words[i - 1];
    const next = words[i + 1];
    // Not "카페 등" ("cafés and so on"): a one-syllable word after it is a function word.
    if (word.text === '카페' && next && sameName(word, next) && !NOT_PLACES.has(next.text) && !ALSO_NOUNS.has(next.text) && !hasNotPlaceTail(next.text) && !ONE_SYLLABLE_WORDS.has(next.text)) {
      // "카페 어니언에서": a café's name follows the word for café.
      candidates.push({ name: `카페 ${next.text}`, index: offset + word.index, cue: 'place-type' });
      i++;
    } else if (previous?.bare && sameName(previous, word) && ADMIN_AREA.test(previous.text) && /[리동]$/u.test(word.text)) {
      // "성산읍 성산리", "중구 남포동": a town and its village make an address, not a stop.
      if (candidates.at(-1)?.index === offset + previous.index) candidates.pop();
    } else if (previous?.bare && sameName(previous, word) && word.text.length > 1 && endsLikePlace(word.text) && opensName(previous.text, word.text)
      && (!(isPlace(previous.text) && isPlace(word.text)) || districtAndKind(previous.text, word.text)) && !fullName(word.text) && !AREA_WORDS.has(word.text)) {
      // "감천 문화마을", "해운대 해수욕장", "보수동 책방골목": one name in two words (해운대 alone was a
      // candidate already); "경복궁 창덕궁" are two.
      if (candidates.at(-1)?.index === offset + previous.index) candidates.pop();
      candidates.push({ name: `${previous.text} ${word.text}`, index: offset + previous.index, cue: 'place-type' });
    } else if (isPlace(word.text) || islandBeforeParticle(word, text)) {
      candidates.push({ name: word.text, index: offset + word.index, cue: 'place-type' });
    } else if (next && /^[ \t]+$/u.test(text.slice(word.index + word.raw.length, next.index)) && AREA_WORDS.has(next.text) && (word.bare || word.raw.endsWith('이')) && namesArea(word.raw)) {
      // "도톤보리 지역", "신세카이 지역": the word before "area" names a place, its last syllable no particle.
      candidates.push({ name: word.raw, index: offset + word.index, cue: 'proper-noun' });
    }
  }
  const listed = (candidates.length >= 2 || PLACES_LISTED.test(text)) && (text.match(/[,、·ㆍ]/gu) ?? []).length >= 2;
  return listed ? [...candidates, ...listedNames(text, offset, candidates)] : candidates;
}

/** Words that say a list of places follows: a place (곳), sights (명소, 관광지), a course (코스), with the topic's particle. */
const PLACES_WORDS = '(?:곳|명소|관광지|여행지|코스|스팟|장소)(?:은|는|으로는|로는|이|가)?';
const PLACES_LISTED = new RegExp(`${PLACES_WORDS}\\s*[:：]?\\s*[\\p{Script=Hangul}]+\\s*[,、·ㆍ]`, 'u');
const PLACES_INTRO = new RegExp(`${PLACES_WORDS}\\s*[:：]?\\s*$`, 'u');

/** "and", "as well as", "or" before a list's last item. */
const LIST_CONJUNCTIONS = new Set(['그리고', '및', '또는', '혹은']);

const ITEM = '[\\p{Script=Hangul}A-Za-z0-9]+(?:[ \\t][\\p{Script=Hangul}A-Za-z0-9]+)?';
/** Three or more short items with commas or middle dots between them: "성산일출봉, 우도, 섭지코지". */
const LIST = new RegExp(`${ITEM}(?:[ \\t]*[,、·ㆍ][ \\t]*${ITEM}){2,}`, 'gu');

/**
 * Names without a place ending in a list of places ("성산일출봉, 우도, 섭지코지, 만장굴"): when most of
 * a list's items are candidates, its other items that are plain nouns are too (cue `listed`).
 * The first item is the last word before the first comma, the last item the first word after the last.
 */
function listedNames(text: string, offset: number, candidates: NameCandidate[]): NameCandidate[] {
  const found: NameCandidate[] = [];
  for (const match of text.matchAll(LIST)) {
    const items: { text: string; index: number }[] = [];
    const parts = [...match[0].matchAll(/[^,、·ㆍ]+/gu)];
    parts.forEach((part, i) => {
      let item = part[0].trim();
      let index = match.index + part.index + part[0].indexOf(item);
      const words = item.split(/[ \t]+/u);
      if (i === 0 && words.length > 1) {
        index += item.length - words.at(-1)!.length;
        item = words.at(-1)!;
      } else if (i === parts.length - 1 && words.length > 1) {
        // "..., 그리고 송강정 같은": the last item after "and".
        const last = LIST_CONJUNCTIONS.has(words[0]!) ? words.slice(1) : words;
        if (last.length < words.length) index += item.indexOf(last[0]!);
        item = last[0]!;
      }
      items.push({ text: item, index });
    });
    const known = (item: { text: string; index: number }): boolean =>
      candidates.some((c) => c.index < offset + item.index + item.text.length && c.index + c.name.length > offset + item.index);
    const knownCount = items.filter(known).length;
    // "가볼만한 곳은 동피랑, 거북선, 다도해": words that say places follow make the list's plain nouns names, known or not.
    const introduced = PLACES_INTRO.test(text.slice(0, items[0]!.index));
    if (!introduced && (knownCount < 2 || knownCount * 2 < items.length)) continue;
    items.forEach((item, i) => {
      if (known(item)) return;
      const words = item.text.split(/[ \t]+/u);
      // Only the list's last item carries the sentence's particle: "동피랑, 거북선" keeps its 랑.
      const last = i === items.length - 1 ? nounOf(words.at(-1)!) : words.at(-1)!;
      const name = [...words.slice(0, -1), last].join(' ');
      if (listedName(words.slice(0, -1), last)) found.push({ name, index: offset + item.index, cue: 'listed' });
    });
  }
  return found;
}

function listedName(firstWords: string[], last: string): boolean {
  // A name may end in a number ("오아시스21"); a verb in the past before "and" ("담갔고") is none.
  const plain = (word: string): boolean => /^[\p{Script=Hangul}]{2,8}[0-9]{0,3}$/u.test(word) && !NOT_PLACES.has(word) && !GENERIC_PLACES.has(word)
    && !ALSO_NOUNS.has(word) && !ADJECTIVE_WORDS.has(word) && !LINKING_ENDING.test(word) && !/[다요죠음]$|[았었였했갔왔겠]고$/u.test(word);
  return plain(last) && firstWords.every(plain);
}

/** A Korean word pages use for other things than places ("입국일", "비자"), which quotes do not make a name. */
export const isKoreanCommonWord = (word: string): boolean => NOT_PLACES.has(word) || ALSO_NOUNS.has(word);

/**
 * The word without its particle: "경복궁을" is 경복궁, "부산도" (Busan too) is 부산, while "제주도" and
 * "한옥마을" keep their last syllable, which is not a particle there.
 */
function nounOf(word: string): string {
  if (NOT_PLACES.has(word)) return word;
  const particle = PARTICLES.find((p) => word.endsWith(p) && word.length > p.length + 1);
  if (!particle) return word;
  const stripped = word.slice(0, -particle.length);
  if (particle === '도' && !isPlace(stripped)) return alsoParticle(stripped) ? stripped : word;
  // "한옥마을" keeps its 을: it ends like a kind of place, which "한옥마" does not.
  return isPlace(stripped) || !(isPlace(word) || (endsLikePlace(word) && !endsLikePlace(stripped))) ? stripped : word;
}

/**
 * Whether 도 after `stem` is the particle "also, even" rather than the 도 of an island or a province:
 * it is after a long stem (현지인도, 관광객도), after a verb ending or another particle (도시이기도,
 * 새벽에도, 흘러도, 것만으로도, 구도도) and after a common noun (음식도, 느낌도).
 */
function alsoParticle(stem: string): boolean {
  if (/[남북]$/u.test(stem) && stem.length === 3) return false; // 전라남도, 경상북도
  return stem.length > 2 || ALSO_AFTER.test(stem) || ALSO_NOUNS.has(stem) || NOT_PLACES.has(stem) || GENERIC_PLACES.has(stem);
}

/** Case particles that 도 "also" never comes before: "소매물도에서", "욕지도를", "비진도의". */
const AFTER_ISLAND = /^도(?:에서|에|를|의)$/u;
/** "소매물도로 가는 배": 로 (to) after 도, then a verb of going. */
const TOWARDS_ISLAND = /^[ \t]+(?:가|가는|갔|향하|향해|들어가|건너|출발)/u;

/**
 * An island of four syllables or more ("소매물도로 가는 배", "욕지도에서"): its 도 is taken for the particle
 * "also" (음식도, 관광객도) when the word is bare, but a case particle after it says it is part of the name.
 */
function islandBeforeParticle(word: Word, text: string): boolean {
  if (word.bare || !word.text.endsWith('도') || word.text.length < 3 || word.text.length > 5 || !/^[\p{Script=Hangul}]+$/u.test(word.text)) return false;
  const stem = word.text.slice(0, -1);
  if (NOT_PLACES.has(word.text) || ALSO_NOUNS.has(stem) || NOT_PLACES.has(stem) || GENERIC_PLACES.has(stem)) return false;
  const particle = word.raw.slice(word.text.length - 1);
  return AFTER_ISLAND.test(particle) || (particle === '도로' && TOWARDS_ISLAND.test(text.slice(word.index + word.raw.length)));
}

/** Latin letters may open a name ("BIFF광장"), digits may not ("2일차"). */
const suffixOf = (word: string): [string, number, number?] | undefined =>
  /^[\p{Script=Hangul}A-Za-z]/u.test(word) ? PLACE_SUFFIXES.find(([suffix]) => word.endsWith(suffix)) : undefined;

/**
 * "한식당", "그리스식당", "인도음식점": a restaurant of a cuisine, as a food list tags its rows, is a kind of
 * eatery, not one. Cuisines by their one-syllable words (Korean, Japanese, Chinese, Western, snack food),
 * by country, and a garden restaurant.
 */
const CUISINE_KIND = new RegExp(
  '^(?:한|일|중|양|분|가든|한국|일본|중국|대만|태국|베트남|인도|네팔|필리핀|인도네시아|말레이시아|싱가포르|터키|튀르키예|그리스|이탈리아|이태리|' +
    '프랑스|스페인|포르투갈|독일|영국|미국|멕시코|브라질|페루|러시아|아랍|중동|유럽|서양|동남아)(?:식당|음식점|요리점|요릿집|레스토랑)$',
  'u',
);

/** Ends like a place, kinds of place included ("해수욕장" after a name), or is a firm ("여행사" ends like a temple). */
const hasNotPlaceTail = (word: string): boolean => NOT_PLACE_TAILS.some((tail) => word.endsWith(tail)) || CUISINE_KIND.test(word) || isCarrierOrFirm(word);

const endsLikePlace = (word: string): boolean => {
  const suffix = suffixOf(word);
  if (suffix === undefined || NOT_PLACES.has(word) || hasNotPlaceTail(word) || word.length > (suffix[2] ?? Infinity)) return false;
  return suffix[0] !== '도' || !alsoParticle(word.slice(0, -1));
};

function isPlace(word: string): boolean {
  const suffix = suffixOf(word);
  if (suffix === undefined || word.length < suffix[1] || word.length > (suffix[2] ?? Infinity)) return false;
  if (suffix[0] === '도' && alsoParticle(word.slice(0, -1))) return false;
  return !GENERIC_PLACES.has(word) && !NOT_PLACES.has(word) && !hasNotPlaceTail(word);
}

/** A district (동) before a place named by a kind of two syllables or more: "보수동 책방골목", "명동 성당". */
const districtAndKind = (district: string, place: string): boolean => district.endsWith('동') && (suffixOf(place)?.[0].length ?? 0) >= 2;

/** Towns and districts that open an address: 성산읍, 애월면, 서귀포시, 해운대구, 울주군. */
const ADMIN_AREA = /^[\p{Script=Hangul}]{1,4}[읍면군시구]$/u;

/**
 * A name complete in itself, of three syllables or more ending in one syllable that says what it is
 * (경복궁, 성산일출봉, 불국사): a word before it says where it is ("서울 경복궁"), not which one.
 */
function fullName(word: string): boolean {
  const suffix = suffixOf(word);
  return suffix !== undefined && suffix[0].length === 1 && word.length >= 3 && isPlace(word);
}

/**
 * Words of one syllable before a kind of place that name none: determiners, numbers, adjectives and
 * nouns of position ("그 박물관", "새 공원", "옆 시장"), and particles cut off a word in Latin letters
 * ("Dotonbori는 골목"). Other ones are a town or an island ("괌 박물관").
 */
const ONE_SYLLABLE_WORDS = new Set([
  '그', '이', '저', '각', '새', '옛', '큰', '첫', '한', '두', '세', '네', '몇', '온', '본', '현', '전', '타', '총', '위', '뒤',
  '앞', '옆', '안', '밖', '꼭', '또', '더', '잘', '좀', '참', '꽤', '왜', '곧', '늘', '다', '못', '및', '제', '내', '뭐',
  '것', '곳', '등', '중', '속', '겸', '딴', '헌', '웬', '양', '외', '동', '서', '남', '북', '왕', '대', '소', '구', '신',
]);

/** "괌 박물관": a name of one syllable opens a place whose kind has two syllables or more. */
const oneSyllableName = (word: string, place: string): boolean =>
  /^\p{Script=Hangul}$/u.test(word) && !ONE_SYLLABLE_WORDS.has(word) && !PARTICLES.includes(word) && (suffixOf(place)?.[0].length ?? 0) >= 2;

function opensName(word: string, place: string): boolean {
  // "오동도 등대", "남망산 조각공원": a place's own name before a kind of place opens it, whatever its last syllable.
  if (oneSyllableName(word, place) || isPlace(word)) return true;
  return NAME_WORD.test(word) && !/^[0-9]/u.test(word) && !NOT_A_NAME_ENDING.test(word) && !LINKING_ENDING.test(word) && !NOT_PLACES.has(word)
    && !GENERIC_PLACES.has(word) && !ALSO_NOUNS.has(word) && !ADJECTIVE_WORDS.has(word);
}

import { placeKey } from './place-key.js';
import { hasPlaceType } from './place-types.js';

/* A page's section labels and headings ("Things to Know", "Anreise", "交通"), which name no place, and the place a section is about. */

/**
 * Words of section headings and labels that are no place ("Things to know", "Best ramen shops",
 * "Historia de Cusco", "Hidden gems", "Vorbereitungen"): a heading or lead holding one is a place
 * only when a gazetteer knows it or it names a kind of place. Compared as place keys, without accents.
 */
export const HEADING_WORDS = new Set(
  (
    'things thing know more itineraries itinerary tips tip getting where how why what when which who best top guide guides overview ' +
    'introduction intro conclusion faq faqs related posts post about contact share comments comment reply budget cost costs prices price ' +
    'transport transportation accommodation day days morning afternoon evening night final thoughts summary history map maps food foods ' +
    'eat eating drink drinks stay sleep see visit visiting travel travelling traveling trip trips plan planning before info ' +
    'information practical useful essential packing list weather season time hidden gems highlights arrival departure check ' +
    'free rest optional bonus recap also tour tours experience experiences ' +
    'activities activity options option ideas idea must places place spots spot attractions attraction sights sightseeing ' +
    'category categories catégorie catégories categoría categorías categoria categorie kategorie transcription transcript transcripción archives archive ' +
    'things-to-do welcome hello goodbye final last first next previous part chapter step steps route routes plus extra ' +
    'show shows train trains bus flight flights ride ceremony class lesson cruise slideshow parade festival performance concert ' +
    'shinkansen bullet ferry drive driving dining shopping nightlife entertainment souvenirs souvenir culture nature relax relaxing ' +
    'historia consejos itinerario cómo llegar dónde donde qué ver hacer mejores imprescindibles guía presupuesto mapa ' +
    'lugares sitios día días mañana tarde noche llegada salida precio precios información informaciones ' +
    'histoire conseils itinéraire où voir faire meilleurs incontournables carte lieux jour jours arrivée départ prix ' +
    'geschichte tipps reiseroute wo sehen machen besten sehenswürdigkeiten karte orte tag tage anreise abreise preise kommentar kommentare ' +
    'storia consigli dove vedere fare migliori cosa cose mappa luoghi giorno giorni arrivo partenza prezzi ' +
    'história dicas roteiro onde fazer melhores mapa lugares dia dias chegada partida preços ' +
    // Sections of a guide (preparations, traditions, conclusions) and what one does (a game, a match).
    'preparation preparations conclusions tradition traditions curiosities vorbereitung vorbereitungen fazit einleitung überblick ' +
    'zusammenfassung allgemeines wissenswertes hintergrund tradition traditionen preparativos tradición tradiciones curiosidades ' +
    'conclusión conclusiones introducción resumen préparatifs curiosités résumé preparativi tradizione tradizioni curiosità ' +
    'conclusione conclusioni introduzione panoramica riassunto preparativos tradição tradições conclusão introdução resumo ' +
    'game match spiel partido partita jogo ' +
    // The labels of a venue's facts ("Endereço:", "Funcionamento:", "Öffnungszeiten:").
    'address hours opening phone website endereco funcionamento horario horarios preco telefone reservas direccion telefono ' +
    'adresse horaires tarif tarifs telephone offnungszeiten eintritt preis telefon anschrift indirizzo orari orario ' +
    'prezzo ingresso costo ' +
    // A trip's facts box ("Wann:", "Was:", "Uhr:") and what a section invites to ("Explorar", "Visiter"); "L'itinéraire" keyed whole.
    'wann was wer wie warum uhr uhrzeit transcricao litineraire ' +
    // Sections of attractions, restaurants and hotels in the Romance languages ("Atrações", "Restaurantes").
    'atracoes atracciones attrazioni restaurantes ristoranti restaurants hoteis hoteles alberghi hotels'
  ).split(' ').map(placeKey),
);

/**
 * Labels a whole name may be: the facts box a Korean, Japanese or Chinese guide gives each place (location,
 * address, hours, price, features, map...), written alone on a line, reads like names; so do a trip report's
 * parts and a heading's bare invitation. Compared without spaces, in lower case.
 */
const SECTION_LABELS = new Set(
  (
    '위치 주소 영업시간 운영시간 가격 요금 메뉴 특징 안내도 지도 주차 주차비 팁 후기 총평 정보 교통 입장료 휴무 ' +
    // A plan table's columns: the itinerary, what a line is for (sightseeing, a meal, getting there, rest).
    '여행일정 오늘일정 관광 식사 이동 휴식 モデルコース みどころ 見どころ ' +
    '시작하며 마치며 들어가며 마무리 프롤로그 에필로그 볼거리 먹거리 놀거리 즐길거리 ' +
    '住所 アクセス 営業時間 料金 定休日 特徴 地図 基本情報 まとめ 感想 駐車場 ' +
    '地址 交通 营业时间 營業時間 价格 價格 门票 門票 特色 推荐 推薦 地图 地圖 总结 總結 心得 停车 停車 ' +
    // An advice page's sections: allowed, not allowed, caution, the gist, the point.
    '가능 불가 불가능 주의 특히주의 요약 결론 결론요약 포인트 현실포인트 참고 체크리스트 준비물 ' +
    '注意 注意点 ポイント 結論 持ち物 チェックリスト 注意事项 注意事項 结论 結論 要点 重点 重點 ' +
    // A trip report's parts: its purpose, plan, impressions, costs, review.
    '목적 일정 소감 경비 비용 리뷰 숙소리뷰 目的 日程 費用 感想 行程 费用 目的地 ' +
    // A post's schedule, its detailed description, a meal, an outing: labels in every language of the page.
    'スケジュール 食事 おでかけ 상세설명 상세정보 스케줄 описание schedule ' +
    // What a heading invites to, alone ("Explorar", "Visiter"); before a name ("Explorar el Circuito Chico") it is cut off elsewhere.
    'explorar visitar explorer visiter esplorare visitare erkunden besuchen'
  ).split(' '),
);

const LABEL_ENDINGS = new Set(['tip', 'tips', 'guide', 'guides', 'itinerary', 'overview', 'info', 'faq', 'summary', 'consejo', 'consejos', 'conseils', 'tipps', 'tipp', 'insidertipp', 'geheimtipp', 'consigli', 'dicas']);

const TRIP_COMPOUND = /^Reise\p{Ll}{3,}$/u;
const VISIT_TIPS = /^[\p{Script=Han}\p{Script=Katakana}ー]{0,8}(?:観光|旅行|散策)の?(?:ポイント|コツ)$/u;

/** True for headings and labels made of section words: "Things to Know", "Arrival and Check-in". */
export function isSectionLabel(name: string): boolean {
  if (SECTION_LABELS.has(name.replace(/\s/g, '').toLowerCase())) return true;
  // "Road trip tip", "Museum guide": a label about places, even with a kind of place in it.
  if (LABEL_ENDINGS.has(placeKey(name).split(' ').pop() ?? '')) return true;
  // "Reiseverlauf", "Reisebaustein", "Reiseplanung": German compounds of a trip's own word; "角館観光のポイント": a visit's tips.
  if (TRIP_COMPOUND.test(name.trim()) || VISIT_TIPS.test(name.trim())) return true;
  if (hasPlaceType(name)) return false;
  return placeKey(name)
    .split(' ')
    .some((word) => HEADING_WORDS.has(word));
}

/** "Sehenswertes in Münster und Umgebung", "Essen in Lübeck": a few words, then "in" and a place. */
const ABOUT_A_PLACE = /^(\S+(?:\s+\S+){0,2})\s+(?:in|im|en|em|à|a|nel|nella|no|na)\s+(\p{Lu}[\p{L}'’-]*)/u;

/**
 * The place a heading says a section is about ("Sehenswertes in Münster" -> "Münster"), when its first
 * words name no kind of place ("Picasso Museum in Münster" is a museum); undefined otherwise.
 */
export function placeSectionIsAbout(name: string): string | undefined {
  const match = ABOUT_A_PLACE.exec(name);
  return match && !hasPlaceType(match[1]!) ? match[2] : undefined;
}

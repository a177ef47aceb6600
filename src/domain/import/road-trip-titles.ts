/**
 * Titles that say the trip is driven ("Siena e dintorni on the road", "Roadtrip durch Schottland", "자동차 여행", "自驾游")
 * or goes round, in a camper or not ("Rundreise", "circuit", "viaggio itinerante", "was sagt ihr zu der Route?"), or that
 * go from one place to another: the towns its prose names along the way are its stops, villages too.
 */
const ROAD_TRIP_TITLE =
  /\broad[\s-]?trips?\b|\bon the road\b|\broadtrip|\b(?:en|in|de|di|mit dem)\s+(?:coche|carro|auto|voiture|macchina)\b|\bdrive\b.*\b(?:through|along|down|up)\b|\b(?:rundreise|rundfahrt|reiseroute|route|circuit|itinerante|wohnmobil|camper(?:van)?|motorhome|camping-car|autocaravana|autocaravan|self[\s-]drive|motorrad)\b|ドライブ|自駕|自驾|드라이브|자동차\s?여행|렌터카\s?여행/iu;

/** The words of a leg from one place to another, in the languages travellers write in: where it sets out from, where it goes. */
const FROM_WORDS = ['from', 'von', 'de', 'desde', 'da', 'du', 'van'];
export const LEG_TO = 'to|nach|bis|a|al|alla|allo|à|au|até|ao|hasta|naar';
/** "From" or "from": the words that open a leg, capitalised or not. */
export const LEG_FROM = FROM_WORDS.map((word) => `[${word[0]!.toUpperCase()}${word[0]}]${word.slice(1)}`).join('|');

/** "von Sossusvlei bis Etosha", "From Cusco to Puno", "de Salta a Cafayate": a title that goes from one place to another. */
const FROM_TO_TITLE = new RegExp(String.raw`(?:^|\s)(?:${LEG_FROM})\s+\p{Lu}[\p{L}'’-]{2,}(?:\s+\p{Lu}[\p{L}'’-]+)*\s+(?:${LEG_TO})\s+\p{Lu}[\p{L}'’-]{2,}`, 'u');

export const titlesSayRoadTrip = (titles: readonly string[]): boolean => titles.some((title) => ROAD_TRIP_TITLE.test(title) || FROM_TO_TITLE.test(title));

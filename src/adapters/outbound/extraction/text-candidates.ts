import type { MentionCue, PlaceMention } from '../../../application/ports/place-extractor.port.js';
import { cjkContext } from '../../../domain/import/cjk-context-cues.js';
import { mentionContext, type MentionContext } from '../../../domain/import/context-cues.js';
import { cleanPlaceName } from '../../../domain/import/place-names.js';
import { nameRejection } from '../../../domain/import/name-quality.js';
import { hasPlaceType, isGermanSightCompound, isPlaceTypeWord, LOWER_CASE_KINDS, placeTypeOf } from '../../../domain/import/place-types.js';
import { walkedAlong } from '../../../domain/import/cjk-walked-streets.js';
import { brokeJourneyAt } from '../../../domain/import/cjk-stopovers.js';
import { cjkGoesThere, cjkListGap, JAPANESE_QUOTE, JAPANESE_QUOTED_SETTING, JAPANESE_TOPIC_SHOP, SCHEDULE_LINE } from '../../../domain/import/cjk-visit-cues.js';
import { endsLikeCjkSight } from '../../../domain/import/cjk-kind-endings.js';
import { cjkPlaceCandidatesSync, type NameCandidate } from './languages/cjk-candidates.js';
import { cjkNamedAs } from './languages/cjk-named-as.js';
import { knownCjkSightsIn } from './languages/known-cjk-sights.js';
import { knownLatinSightsIn } from './languages/known-latin-sights.js';
import { isKoreanCommonWord } from './languages/korean-candidates.js';
import { hasCjk, isHanOnly } from './languages/cjk-script.js';
import { isEverydayPhrase, isGermanEverydayPhrase } from './languages/lexicon.js';
import { unnamedSights } from './languages/unnamed-sights.js';
import { addressAfter, afterGermanTownNoun, insideAddress } from './languages/venue-cues.js';
import { READ_ALSO } from './credit-lines.js';
import { sentences } from './sentences.js';
import { capitalisedRuns, type Run } from './capitalised-runs.js';
import { WEEKDAY_NAMES } from '../../../domain/import/weekdays.js';

/** What a forum or a guide says to do with a place: "try Herbsaint", "check out Frenchmen Street", "we like Zuma's". */
const RECOMMENDING = String.raw`try|tried|check out|checked out|recommend|recommended|suggest|suggested|vote for|(?:we|i)\s+(?:really\s+)?(?:like|love|adore)|don't miss|do not miss`;

/**
 * Words after which a name is where one goes: "dinner at Kikunoi", "head to", "visitar el", "nach".
 * A capitalised word after one of them is a place candidate even alone at a sentence's start.
 */
const LOCATIVE = new RegExp(
  String.raw`(?:^|\s)(?:at|to|into|in|inside|visit|visiting|visited|explore|exploring|explored|see|seeing|through|towards?|toward|around|reach|reached|up|across|along|onto|past|en|a|al|à|au|aux|alla|allo|ai|al|nel|nella|nello|no|na|nos|nas|em|ao|à|para|hasta|hacia|dans|vers|jusqu'à|nach|zum|zur|im|ins|am|bei|vom|zu|visitar|visiter|besuchen|besichtigen|visitare|conhecer|ver|voir|vedere|sehen|recorrer|descubrir|découvrir|entdecken|scoprire|descobrir|passear|pasear|caminar|dine at|lunch at|dinner at|breakfast at|coffee at|${RECOMMENDING})\s+(?:the\s+|el\s+|la\s+|los\s+|las\s+|le\s+|les\s+|l['’]|il\s+|lo\s+|o\s+|os\s+|as\s+|der\s+|die\s+|das\s+|den\s+|dem\s+)?(?:(?:nearby|neighbouring|neighboring|famous|iconic|historic|beautiful|charming|stunning|lovely|little|ancient|legendary|popular|bustling|lively|colou?rful|picturesque|magnificent|impressive|vibrant|trendy|hip)\s+)?$`,
  'iu',
);

/** "dinner at Eleven", "cena en Tragaluz", "Late lunch: Killer Po Boys": where a meal is had is a venue, however everyday its name's words. */
export const MEAL_WORDS = String.raw`breakfast|brunch|lunch|dinner|supper|coffee|drinks|cocktails|desayuno|almuerzo|comida|cena|petit[- ]déjeuner|déjeuner|dîner|colazione|pranzo|aperitivo|café da manhã|almoço|jantar|frühstück|mittagessen|abendessen`;
const DINED_AT = new RegExp(String.raw`(?:^|\s)(?:${MEAL_WORDS})(?:\s+(?:at|en|chez|à|au|al|da|no|na|em|im|in)|\s*:)\s+(?:the\s+|el\s+|la\s+|le\s+|il\s+|o\s+|a\s+)?$`, 'iu');

/** A colon after a word, then the name: what the words before it announce ("next stop: Hobart"). */
const COLON_BEFORE = /\p{L}\s?:\s+$/u;
/** The name ends its sentence, or a comma sets off what follows ("Volterra, una cittadina medievale"). */
const NOTHING_AFTER = /^\s*(?:[.,!]|$)/u;

/** A run without the article that opens it ("The Louvre", "Der Aufstieg"). */
const withoutArticle = (text: string): string => text.replace(/^(?:the|der|die|das|den|dem|des|ein|eine)\s+/i, '');

/**
 * Capitalised words a run of capitals picks up around a name: "Saturdays Salamanca Place" (a day),
 * "Its Cascade Pale Ale" (a possessive opening the sentence), "The Light of Douro At" (a caption in
 * title case, whose prepositions are capitalised too).
 */
const RUN_NOISE_BEFORE = new RegExp(`^(?:(?:its|their|his|her|our|my|your|every|weekends?|(?:${WEEKDAY_NAMES.join('|')})s?)\\s+)+(?=\\p{Lu})`, 'iu');
const RUN_NOISE_AFTER = /\s+(?:At|In|On|To|For|With|From|By|Near|Of)$/u;

const AT_VENUE =
  /(?:^|\s)(?:at|chez|bei|presso|dine at|lunch at|dinner at|breakfast at|coffee at|(?:village|town|city|island|neighbou?rhood|district|area|hamlet|suburb|valley|port|pueblo|ciudad|barrio|isla|village|ville|quartier|île|dorf|stadt|insel|paese|città|borgo|quartiere|isola|vila|cidade|bairro|ilha|zona|zone|site|sitio|sito)(?:\s+\p{Ll}+)?\s+(?:of|de|di|do|da|von)(?:\s+(?:the|la|el))?)\s+(?:the\s+)?$/iu;

/**
 * Nouns of arriving, visiting and staying: a plan's "arrivée à Noto", "visite de Modica", "nuit à Raguse",
 * "llegada a Salta", "two nights in Hoi An". Not where one leaves from ("départ de").
 */
const STAYING = [
  String.raw`(?:arrival|overnight|nights?|days?|stop|stopover)\s+(?:in|at)|(?:visit|return)\s+to|jusqu['’]à`,
  String.raw`(?:arrivées?|nuits?|journées?|étape|escale|séjour|retour)\s+(?:à|au|aux|en)|visites?\s+(?:de|du|des|d['’])`,
  String.raw`llegada\s+(?:a|al)|(?:noches?|día|jornada|parada|escala)\s+en|visitas?\s+(?:a|al|de|del)|(?:regreso|vuelta)\s+(?:a|al)`,
  String.raw`arrivo\s+(?:a|ad|al|in)|(?:nott[ei]|giornata|sosta)\s+(?:a|in)|visita\s+(?:a|al|di|del|della)|ritorno\s+(?:a|al)`,
  String.raw`chegada\s+(?:a|ao|à|em)|(?:noites?|dia|parada)\s+em|visita\s+(?:a|ao|à|de|do|da)|volta\s+(?:a|ao)`,
].join('|');

/**
 * Verbs of going or visiting: a day plan's "we explored Yanahuara", "besuchen wir Dambulla", "conocer
 * Hanoi". A lone word after them is a place one goes to, as after "at".
 */
const GOING = new RegExp(
  String.raw`(?:^|\s)(?:visit|visiting|visited|explore|exploring|explored|${RECOMMENDING}|(?:head|headed|heading|walk|walked|drive|drove|went|go|continue|continued|carry on|back|return|returned)\s+(?:on\s+)?to|by way of|climb(?:ed|ing)?(?:\s+up)?|(?:across|over|on)\s+to|(?:continúa|continuamos|seguimos|sigue|terminamos|termina|acabamos|acaba)\s+en|end(?:ed)? up in|wander(?:ed)?\s+(?:through|around)|visitar|visitamos|conocer|conocimos|recorrer|recorrimos|(?:ir|fuimos|llegar|llegamos|llega|llegan|va|van|vamos|iba|íbamos|volver|volvemos|volvimos|regresar|regresamos|rumbo)\s+a|visiter|visité|découvrir|découverte(?:\s+(?:de|du|des))?|(?:aller|allés|allons|arriver|arrivés|rentrer|rentrons|retourner|retournons)\s+(?:à|au|aux)|besuchen|besuchten|besichtigen|(?:geht es|ging es|fahren wir|fuhren wir)\s+(?:zu|nach|zum|zur)|visitare|visitato|visitammo|scoprire|(?:tappa|andare|andate|andati|andiamo|arrivare|arrivati|arriviamo|arrivammo|tornare|torniamo|tornati)\s+(?:a|ai|al|alla|in)|prosegu(?:iamo|ire|ito|endo)\s+(?:per|verso)|in direzione(?:\s+di)?|conhecer|conhecemos|visitamos|descobrir|(?:ir|fomos|chegar|chegamos|vamos|voltar|voltamos|regressar|regressamos|rumo)\s+(?:a|ao|à|para)|${STAYING})\s+(?:the\s+|el\s+|la\s+|le\s+|l['’]|il\s+|lo\s+|o\s+|a\s+|den\s+|das\s+|die\s+)?$`,
  'iu',
);

/**
 * German writes its nouns in capitals and what stands between a preposition and its noun in lower case:
 * "im prachtvoll wiederaufgebauten Schwarzhäupterhaus", "am Pulverturm vorbei", "im „Skonto Zivju“".
 * A name after such a preposition, past any lower-case words and an opening quote, is where one is.
 */
const GERMAN_AT = /(?:^|\s)(?:[Ii]m|[Aa]m|[Zz]um|[Zz]ur|[Ii]ns|[Bb]eim|[Vv]om|[Nn]ach|[Bb]is zum|[Bb]is zur|(?:[Ii]n|[Aa]n|[Aa]uf|[Zz]u|[Vv]or|[Hh]inter|[Nn]eben|[Bb]ei|[Vv]on|[Dd]urch|[Üü]ber|[Ee]ntlang)\s+(?:der|den|dem|die|das))\s+(?:\p{Ll}+\s+){0,3}[„“"»]?$/u;

/**
 * "diesmal nach Dresden", "bis nach Füssen": German goes to a town with "nach", and to little else named by one word.
 * "von Berlin nach Frankfurt" is a connection, as a fare or a timetable names it, not a visit.
 */
const GERMAN_TO_TOWN = /(?:^|\s)(?:[Nn]ach|[Bb]is nach)\s+$/u;
const GERMAN_FROM_TOWN = /(?:^|\s)[Vv]on\s+\p{Lu}[\p{L}-]*\s+(?:[Bb]is\s+)?nach\s+$/u;

/** Where a place stands: "É ali que fica La Chascona", "la colina donde se encuentra", "Gleich um die Ecke liegt der Fischerort". */
const STANDS_THERE =
  /(?:^|\s)(?:fica|ficam|se encuentra|se encuentran|se halla|se trouve|se trouvent|si trova|si trovano|befindet sich|befinden sich|liegt|is home to|stands)\s+(?:the\s+|el\s+|la\s+|los\s+|las\s+|le\s+|les\s+|l['’]|il\s+|o\s+|a\s+|os\s+|as\s+|der\s+|die\s+|das\s+)?$/iu;

/** Walking along a street: "scendete per via Buozzi", "walk down Pasteur Street", "we walked Frenchmen Street", "bajar por la calle Mercaderes". */
const WALKING =
  /(?:^|\s)(?:walk(?:ed)?(?:\s+(?:down|up))?|stroll(?:ed)?(?:\s+(?:down|up))?|wander(?:ed|ing)?\s+(?:down|up|along)|scend(?:ete|ere|iamo)\s+per|sal(?:ite|ire|iamo)\s+per|percorr(?:ete|ere|iamo)|passeggia(?:te|re)\s+(?:per|lungo)|lungo|baj(?:ar|amos|en)\s+por|sub(?:ir|imos|an)\s+por|pase(?:ar|amos|en)\s+por|camin(?:ar|amos|en)\s+por|descend(?:re|ez|ons)|remont(?:er|ez|ons)|flân(?:er|ez|ons)\s+(?:dans|sur)|promen(?:er|ez|ons)\s+(?:dans|sur)|desc(?:er|emos|am)\s+(?:pela|pelo|a|o)|sub(?:imos|am)\s+(?:pela|pelo|a|o)|percorr(?:er|emos|am))\s+(?:the\s+|la\s+|el\s+|le\s+|il\s+|a\s+|o\s+)?$/iu;

/**
 * Taking a street, in the words that say so of a street only: "follow Portobello Road", "turn off onto Highcliff Road",
 * "tomamos la Calle Gabriela Mistral", "imbocchiamo via Mazzini", "passando per la famosa Via Trinchese", "empruntez la rue des
 * Soeurs", "durch die Schwarze Gasse", "entlang der Sisavangvong Road", "pela rua do Rosário". Not a bare "por": "por la calle del
 * Prado llegamos a la Plaza de Santa Ana" names the street on the way to the stop.
 */
const ALONG_A_STREET =
  /(?:^|\s)(?:follow(?:ed|ing)?|take|took|turn(?:ed)?\s+(?:off\s+)?(?:onto|into)|head(?:ed|ing)?\s+(?:down|up|along|into)|along|through|tom(?:ar|amos|a|en)|imbocc(?:hiamo|are|ate|ando)|passando\s+per|si\s+passa\s+(?:da|dal|per)|emprunt(?:er|ez|ons|ant)|grimp(?:er|ez|ons)|long(?:er|ez|eons)|prenez|par|durch|entlang|pela|pelo)\s+(?:the\s+|la\s+|el\s+|le\s+|il\s+|a\s+|o\s+|die\s+|den\s+|das\s+|der\s+)?(?:\p{Ll}+\s+){0,2}$/iu;

/**
 * "the church Santissima Trinidade", "la rosticceria “Da Nicò”": a kind of place in lower case right
 * before a name of two words or more says what it is. Not a river, a lake or a valley: named from a
 * bridge or a bus ("the river Tiber", "el río Guadalquivir"), they are seldom stops.
 */
function kindBefore(before: string, run: Run): boolean {
  const word = /(?:^|\s)(\p{Ll}+)\s+[“"‘«]?$/u.exec(before)?.[1];
  return run.words >= 2 && word !== undefined && isPlaceTypeWord(word) && placeTypeOf(word) !== 'nature';
}

/**
 * Runs of capitalised words in prose ("the Tower of London", "Miradouro da Senhora do Monte"), as
 * `text` mentions with what the sentence says around them: `locative` when a word like "at", "visit",
 * "nach" stands right before the name, and the context ("if you have more time", "flew from").
 * A single capitalised word that opens a sentence without such a word before it is skipped: it is
 * usually just capitalised.
 */
export function textCandidates(text: string, day?: number, section?: MentionContext, language?: string): PlaceMention[] {
  const mentions: PlaceMention[] = [];
  for (const sentence of sentences(text, language)) {
    if (ADDRESS_LINE.test(sentence) || READ_ALSO.test(sentence)) continue;
    // A short name in quotes is a name the author sets apart: a shop, a restaurant, a sight.
    // Japanese sets many things in 「」 (a dish, a charm, a painting): there the analyser decides.
    const quotes = /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(sentence) ? SINGLE_QUOTED : /\p{Script=Hangul}/u.test(sentence) ? KOREAN_QUOTED : QUOTED;
    // German quotes hold nicknames too ("das „Gold des Nordens“"): a name there says what kind of place it is.
    const germanNames = language === 'de' ? [...sentence.matchAll(GERMAN_QUOTED)].filter((quoted) => hasPlaceType((quoted[1] ?? quoted[2])!) || isGermanSightCompound((quoted[1] ?? quoted[2])!)) : [];
    // Japanese: a name in 「」 or 『』 the sentence goes to or chose ("向かったのが「明神丸」", "「ひろめ市場」へ").
    // Chinese: a name in “” the sentence goes to ("去“孙阳正店”吃一顿"); elsewhere “” hold sayings and slogans.
    const cuedQuotes = quotes === SINGLE_QUOTED ? JAPANESE_QUOTED : isHanOnly(sentence) ? CHINESE_QUOTED : undefined;
    const cuedNames = cuedQuotes ? withQuotedNeighbours(sentence, [...sentence.matchAll(cuedQuotes)], (quoted) => {
      const before = sentence.slice(0, quoted.index);
      const after = sentence.slice(quoted.index + quoted[0].length);
      const japanese = cuedQuotes === JAPANESE_QUOTED && (JAPANESE_QUOTED_SETTING.test(after) || JAPANESE_AT_PLACE.test(after) || JAPANESE_TOPIC_SHOP.test(after) || endsLikeCjkSight(quoted[1]!) || QUOTED_ADDRESS.test(after));
      return JAPANESE_CHOSEN.test(before) || (cuedQuotes === JAPANESE_QUOTED && JAPANESE_SHOP_KIND.test(before)) || japanese || (cuedQuotes === CHINESE_QUOTED && CHINESE_NAMED.test(before)) || cjkGoesThere(before, after);
    }) : [];
    const quotedNames = [...sentence.matchAll(quotes), ...germanNames, ...cuedNames];
    for (const quoted of quotedNames) {
      const name = (quoted[1] ?? quoted[2] ?? quoted[3] ?? quoted[4] ?? '').replace(/[（(][^）)]*[）)]$/u, '').trim();
      // A name the sentence says is a place may hold a possessive or a number ("「チャンガ海鮮の国」では", "「88カンバジ」は、…専門店"),
      // unless a name follows it: then it is that name's epithet ("「美の殿堂」ルーヴル美術館へ").
      const after = sentence.slice(quoted.index! + quoted[0].length);
      const epithet = /^[\p{Script=Han}\p{Script=Katakana}\p{Script=Latin}\p{Script=Hangul}]/u.test(after);
      const reads = cuedNames.includes(quoted) && !epithet ? cuedQuotedName : cjkQuotedName;
      if (!name || name.split(/\s+/).length > 5 || /[.!?。！？,，→]/u.test(name) || (hasCjk(name) && !reads(name))) continue;
      // What follows a quote says what the name is in CJK only ("‘오코노미야키’도 꼭 먹어"): "‘아지노야’ 같은 가게" is an example, not a comparison.
      const context = mentionContext(sentence.slice(0, quoted.index), sentence, '', language) ?? cjkContext(sentence.slice(0, quoted.index), after) ?? section;
      mentions.push({ name, day, evidence: 'text', cue: 'quoted', ...(context ? { context } : {}) });
    }
    if (hasCjk(sentence)) {
      // "血の池地獄" where the analyser cut "血の池": the name the curated table holds wins over the pieces inside it.
      const known = knownCjkSightsIn(sentence);
      const candidates = cjkPlaceCandidatesSync(sentence, language).filter((found) => !known.some((sight) => cutShortBy(found, sight.index, sight.name.length)));
      for (const found of candidates) {
        if (koreanParticleDo(found.name, sentence.slice(found.index + found.name.length))) continue;
        const context = mentionContext(sentence.slice(0, found.index), sentence, sentence.slice(found.index + found.name.length)) ?? section;
        // A name that ends like a kind of place (寺, 夜市, 시장) is one; a bare proper noun may be a person or an era.
        // A street the writer walks along ("チャンフー通りを歩いて") is where one goes, like "along Rua Augusta".
        const after = sentence.slice(found.index + found.name.length);
        const walked = placeTypeOf(found.name) === 'street' && walkedAlong(sentence.slice(0, found.index), after);
        // "バロン滝駅でちょっと下車": a station where the journey breaks to look around.
        const stopover = placeTypeOf(found.name) === 'transport' && brokeJourneyAt(after);
        const cue: MentionCue = walked || stopover ? 'locative' : found.cue === 'proper-noun' ? 'prose' : 'segment';
        const goesThere = cjkGoesThere(sentence.slice(0, found.index), after) || listedWithOthers(sentence, found, candidates) || (SCHEDULE_LINE.test(sentence) && found === candidates[0]);
        mentions.push({
          name: found.name, day, evidence: 'text', cue, ...(context ? { context } : {}), ...(found.everyday ? { everyday: true } : {}), ...(found.aliasOf ? { aliasOf: found.aliasOf } : {}),
          ...(goesThere ? { goesThere } : {}),
        });
      }
      // "大三巴", "하회마을": a sight the curated table names, which no segmenter cut out of the sentence.
      for (const sight of known) {
        if (candidates.some((found) => spansMeet(found.index, found.name.length, sight.index, sight.name.length))) continue;
        const after = sentence.slice(sight.index + sight.name.length);
        // "부산 중구 광복로 56-2": a name before a house number is an address's.
        if (/^\s*\d+(?:[-‐−]\d|号|號|番地|번지|$)/u.test(after)) continue;
        const context = mentionContext(sentence.slice(0, sight.index), sentence, after) ?? section;
        mentions.push({ name: sight.name, day, evidence: 'text', cue: 'prose', ...(context ? { context } : {}) });
      }
      // "MOHB라는 카페", "「ひだまり」という喫茶店": the sentence says the name is a place, as "at" does.
      for (const named of cjkNamedAs(sentence)) {
        const context = mentionContext(sentence.slice(0, named.index), sentence, sentence.slice(named.index + named.name.length)) ?? section;
        mentions.push({ name: named.name, day, evidence: 'text', cue: 'locative', ...(context ? { context } : {}) });
      }
    }
    // "We walked to the cathedral": the town's one sight of a kind, in lower case.
    for (const sight of unnamedSights(sentence)) {
      const context = mentionContext(sentence.slice(0, sight.index), sentence, sentence.slice(sight.index + sight.name.length), language) ?? section;
      mentions.push({ name: sight.name, day, evidence: 'text', cue: 'kind', ...(context ? { context } : {}) });
    }
    // "la maison carrée", "Diocletian's palace": sights the curated table names, which the capitalised runs miss or cut short.
    const known = knownLatinSightsIn(sentence);
    const cutShort = (found: Run): boolean => known.some((sight) => cutShortBy(found, sight.index, sight.length));
    // English writes the kind of place in lower case before common nouns ("the temple of the Aztecs").
    const typed = (language === 'en' ? [] : typedNames(sentence)).filter((found) => !cutShort(found));
    const inside = (run: Run): boolean => typed.some((t) => run.index >= t.index && run.index < t.index + t.length);
    const runs = capitalisedRuns(sentence)
      .filter((run) => !inside(run) && !cutShort(run))
      .map((run) => (ROMANCE.has(language ?? '') ? withLowerTail(withoutOpeningVerb(run), sentence) : run));
    // The table's sights no run or kind covers, or that stand for runs they cut short, as runs of their own.
    const knownRuns: Run[] = known
      .filter((sight) => ![...runs, ...typed].some((found) => spansMeet(found.index, found.length, sight.index, sight.length)))
      .map((sight) => ({ name: sight.name, index: sight.index, length: sight.length, words: sight.name.split(/\s+/u).length, sentenceStart: false }));
    // "la Place Royale, l’église Notre-Dame-des-Victoires, la rue du Petit Champlain": kinds in lower case are listed too.
    const lists = enumerations(sentence, [...runs, ...typed, ...knownRuns].sort((a, b) => a.index - b.index));
    for (const found of [...runs, ...typed]) {
      const before = sentence.slice(0, found.index);
      const after = sentence.slice(found.index + found.length);
      // "Via dei Tribunali, 32" and "433, rue Mayor" are addresses, not places to visit.
      if (HOUSE_NUMBER_AFTER.test(after) || HOUSE_NUMBER_BEFORE.test(before)) continue;
      // "Visit the Statue of Liberty", "Mattina a Central Park": the opener says where one goes.
      // "l'Ippodromo di Costantinopoli": the elided article is the sentence's, not the name's; so is the
      // elided "of" of "la découverte d'Essaouira", which says nothing of going there.
      const written = found.name.replace(/^d['’](?=\p{Lu})/iu, '');
      const cleaned = cleanPlaceName(written.replace(/^(?:l|dell|dall|all|nell|sull)['’](?=\p{Lu})/iu, '').replace(RUN_NOISE_BEFORE, '').replace(RUN_NOISE_AFTER, ''), language);
      if (!cleaned) continue;
      // "die Hauptstadt Windhoek": the town, introduced by what it is.
      const town = language === 'de' ? afterGermanTownNoun(cleaned) : undefined;
      const name = town ?? cleaned;
      // An article is no opener: "Der Aufstieg ist kurz" says nothing of going anywhere.
      const opener = withoutArticle(cleaned) !== withoutArticle(written);
      // "Wayané (Calle 15, 92 E)": a name with its address is a venue, even a word the language uses every day ("Néctar").
      const address = addressAfter(after);
      // "fuimos a Cúrcuma, un restaurante escondido": a name the sentence says is a kind of place is one, however everyday its word.
      const apposed = kindAfter(before, after);
      const venue = address !== undefined || DINED_AT.test(before) || apposed;
      // A lone word after "in" or "to" is as often a region or a thing as a place; after "at" it is a venue.
      // "Rosticceria Vitale, in via della Maddalena": a street after "in" or "di" is an address; one walks along it or goes to it.
      // A lone German noun after a preposition is as often a thing ("zur Stärkung") as a place: it needs its kind ("zur Jakobikirche");
      // a name of two words there is one ("an der Deutschen Nationalbibliothek").
      const germanAt = language === 'de' && ((GERMAN_AT.test(before) && (found.words >= 2 || isGermanSightCompound(name))) || (GERMAN_TO_TOWN.test(before) && !GERMAN_FROM_TOWN.test(before)));
      const near = placeTypeOf(name) === 'street' ? GOING.test(before) || ALONG_A_STREET.test(before) : germanAt || (found.words === 1 ? AT_VENUE.test(before) || GOING.test(before) : LOCATIVE.test(before));
      const locative = opener || venue || town !== undefined || kindBefore(before, found) || apposed || WALKING.test(before) || STANDS_THERE.test(before) || near || EXAMPLES_OF_SIGHTS.test(before);
      // "tiriamo dritto verso un'altra tappa in programma: Volterra.": a word a colon introduces, and nothing after it, is named;
      // so is the first of three names or more the sentence opens with ("Siena, Pienza and Montepulciano are close"), unless
      // it is a kind of place ("Waterfront, V&A and Bo-Kaap": the town's own).
      const heads = found.sentenceStart && COMMA_AFTER.test(after) && listed(lists, found) >= LISTED_OPENER && !isPlaceTypeWord(found.name);
      if (found.sentenceStart && found.words === 1 && !locative && !heads && !(COLON_BEFORE.test(before) && NOTHING_AFTER.test(after))) continue;
      const cue: MentionCue = locative ? 'locative' : 'prose';
      const addressed = insideAddress(sentence, found.index) ? 'directions' : undefined;
      const context = mentionContext(before, sentence, after, language) ?? addressed ?? (locatesPrevious(found, runs, sentence) ? 'landmark' : section);
      const enumeration = lists.get(found);
      // "the Art Institute", "the Signature Lounge": words in capitals inside a sentence are a name, however everyday each word is;
      // but German capitalises every noun ("für Hunderte Menschen"), so there everyday words alone are none.
      const everydayWords = (found.words === 1 || found.sentenceStart) && isEverydayPhrase(name, language, isPlaceTypeWord);
      const germanNouns = language === 'de' && isGermanEverydayPhrase(name, (word) => placeTypeOf(word) !== undefined || isPlaceTypeWord(word));
      const everyday = !venue && (everydayWords || germanNouns);
      const aliasOf = bracketAliasOf(found, runs, sentence);
      mentions.push({
        name, day, evidence: 'text', cue, ...(address ? { address } : {}), ...(context ? { context } : {}), ...(enumeration ? { enumeration } : {}), ...(everyday ? { everyday } : {}), ...(aliasOf ? { aliasOf } : {}),
      });
    }
    // Words in lower case are as often a description ("a little island", "the red dunes"): a place only where a gazetteer
    // knows them near the trip.
    for (const sight of knownRuns) {
      const before = sentence.slice(0, sight.index);
      const after = sentence.slice(sight.index + sight.length);
      const context = mentionContext(before, sentence, after, language) ?? section;
      const lowerCase = !/\p{Lu}/u.test(sentence.slice(sight.index, sight.index + sight.length));
      const enumeration = lists.get(sight);
      mentions.push({
        name: sight.name, day, evidence: 'text', cue: LOCATIVE.test(before) ? 'locative' : 'prose', ...(lowerCase ? { everyday: true } : {}), ...(context ? { context } : {}), ...(enumeration ? { enumeration } : {}),
      });
    }
  }
  return mentions;
}

/**
 * Whether a candidate lies inside a longer name the curated table holds, from `index` for `length` characters: a piece
 * of it. A run's span may hold the full stop after its name ("Industry."): its name says where it ends.
 */
const cutShortBy = (found: { index: number; name: string }, index: number, length: number): boolean =>
  index <= found.index && found.index + found.name.length <= index + length && found.name.length < length;

/** Whether two spans of a sentence share a character: a candidate and a table name that cover the same words. */
const spansMeet = (index: number, length: number, otherIndex: number, otherLength: number): boolean => index < otherIndex + otherLength && otherIndex < index + length;

/**
 * "a Ballarò, uno dei mercati storici", "a Mondello, la spiaggia più amata", "at Skybar, a rooftop bar": a
 * name followed by a comma and an article whose phrase names a kind of place is introduced as one.
 */
const APPOSITION = /^\s*,\s*(?:one of the|one of|uno dei|uno degli|una delle|uno de los|una de las|l['’]un(?:e)? des|um dos|uma das|einer der|eine der|eines der|the|an?|la|il|lo|l['’]|el|le|les|os?|as?|der|die|das|une?|una|uno|uma?|eine?)\s*((?:[\p{L}'’-]+\s+){0,3}[\p{L}'’-]+)/iu;
/**
 * A word and, were it an Italian plural ("mercati", "chiese"), its singular, and were it a diminutive ("una tiendecita",
 * "um barzinho", "un ristorantino"), the word it makes small.
 */
const kindForms = (word: string): string[] => {
  const stem = DIMINUTIVE.exec(word)?.[1];
  return [word, word.replace(/i$/u, 'o'), word.replace(/e$/u, 'a'), ...(stem ? [stem, `${stem}a`, `${stem}o`, `${stem}e`] : [])];
};
const DIMINUTIVE = /^(\p{L}{3,}?)(?:ecit|cit|it|zinh|inh|in|ett)[oa]s?$/u;

/** What stands before such a name: a word of place or an article ("a Ballarò", "at Skybar"), not "by" or "pela" of a clause that opens the sentence. */
const BEFORE_APPOSED = /(?:^|\s)(?:a|at|to|en|in|em|no|na|nel|nella|al|alla|à|au|aux|im|am|zum|zur|il|el|la|le|the|como|come|comme|like|wie)\s+$/iu;

/** Whose a kind of place is: "de Jordi Roca", "of the Roca brothers", "di Carlo". */
const OWNER = /\s(?:de|del|di|of|du|von|do|da)\s+\p{Lu}.*$/u;

function kindAfter(before: string, after: string): boolean {
  if (!BEFORE_APPOSED.test(before)) return false;
  const words = APPOSITION.exec(after)?.[1]!.split(/\s+/u);
  // "Paseo Güemes, el bar Febrero": a kind with a name of its own is another place; "la heladería de Jordi Roca" names its owner.
  const phrase = (/^\s*,([^,.;:!?()]*)/u.exec(after)?.[1] ?? '').replace(OWNER, '');
  if (!words || /\s\p{Lu}/u.test(phrase)) return false;
  return words.some((word) => /^\p{Ll}/u.test(word) && kindForms(word).some(isPlaceTypeWord));
}

/** Between a place and the area it is in: "Bennelong Point in Sydney Harbour", "Kap der Guten Hoffnung im Naturreservat". */
const IN_AREA_GAP = /^[”"»’]?\s+(?:in(?: the)?|en(?: el| la)?|em|no|na|nel|nella|dans(?: le| la)?|im|in der|in dem)\s+$/iu;

/** "<strong>Stadium Restaurant</strong> at Churchgate": the area after a name set in bold (read as a lead, left as "•" here) and "at" or "in". */
const AFTER_BOLD_VENUE = /•\s+(?:at|in|en|em|no|na|nel|nella|dans|im|à|a)\s+$/u;

/**
 * "Bennelong Point in Sydney Harbour": a name right after another place's name and "in" says where
 * that place is; it is no stop of its own. The place before must read as one (two words or more, or
 * a kind of place): "Abendessen im Timeout Market" and "a day in Sintra" go there.
 */
function locatesPrevious(run: Run, runs: Run[], sentence: string): boolean {
  if (AFTER_BOLD_VENUE.test(sentence.slice(0, run.index))) return true;
  const previous = runs.filter((other) => other.index + other.length <= run.index).pop();
  if (!previous || !IN_AREA_GAP.test(sentence.slice(previous.index + previous.length, run.index))) return false;
  return (previous.words >= 2 || hasPlaceType(previous.name)) && !nameRejection(previous.name);
}

/**
 * "Valencia Cathedral (people also call it the Cathedral of the Holy Grail)": the one name in brackets
 * right after a name is its other name, not another place. Several names in the brackets are what the
 * place holds ("Sacred Valley (Pisac, Ollantaytambo)").
 */
function bracketAliasOf(run: Run, runs: Run[], sentence: string): string | undefined {
  const open = sentence.lastIndexOf('(', run.index);
  const close = sentence.indexOf(')', run.index);
  if (open < 0 || close < 0 || sentence.slice(open, run.index).includes(')')) return undefined;
  const previous = runs.filter((other) => other.index + other.length <= open).pop();
  if (!previous || !/^\s*$/.test(sentence.slice(previous.index + previous.length, open))) return undefined;
  const inside = runs.filter((other) => other.index > open && other.index < close);
  return inside.length === 1 ? previous.name : undefined;
}

const LIST_GAP = /^\s*(?:,|;|&|\+|\/)?\s*(?:and|or|y|e|et|ou|und|oder|sowie|o|og|en|i)?\s*(?:the\s+|la\s+|el\s+|le\s+|les\s+|il\s+|o\s+|a\s+)?$/i;

/** A sentence's first word heads a list of names when this many or more follow it, the first after a comma. */
const LISTED_OPENER = 3;
const COMMA_AFTER = /^\s*,/u;
/** How many runs the list that holds a run has (0 when it is in none). */
const listed = (lists: Map<Run, string>, run: Run): number => {
  const key = lists.get(run);
  return key === undefined ? 0 : [...lists.values()].filter((other) => other === key).length;
};

/** Runs listed together ("Qenqo, Puka Pukara y Tambomachay"), each list under one key. */
function enumerations(sentence: string, runs: Run[]): Map<Run, string> {
  const lists = new Map<Run, string>();
  let chain: Run[] = [];
  const close = (): void => {
    if (chain.length >= 2) for (const run of chain) lists.set(run, `${sentence.length}:${chain[0]!.index}:${sentence.slice(0, 24)}`);
    chain = [];
  };
  runs.forEach((run, i) => {
    const previous = runs[i - 1];
    const gap = previous ? sentence.slice(previous.index + previous.length, run.index) : undefined;
    if (gap === undefined || !LIST_GAP.test(gap) || !/[,;&+/]|\b\w+\b/.test(gap)) close();
    chain.push(run);
  });
  close();
  return lists;
}

/** What stands between quoted names set side by side: nothing, a comma, "・" or "と" ("「いたる本店」「まいもん寿司」と「もりもり寿し」"). */
const BESIDE = /^[\s、,，・と]*$/u;

/**
 * The quoted names the sentence says are places, and those set side by side with one of them: "地元で人気なのは「いたる本店」
 * 「まいもん寿司」「もりもり寿し」" names three shops, one of which ends like a shop.
 */
function withQuotedNeighbours(sentence: string, quotes: RegExpExecArray[], cued: (quoted: RegExpExecArray) => boolean): RegExpExecArray[] {
  const named = quotes.map(cued);
  // Only a name that reads as one vouches for its neighbours: "「あやめ団子」と「広島：宮島」" is a dish beside a caption.
  const vouches = (i: number): boolean => named[i]! && cuedQuotedName(quotes[i]![1]!);
  const beside = (i: number): boolean => BESIDE.test(sentence.slice(quotes[i]!.index + quotes[i]![0].length, quotes[i + 1]!.index));
  for (let i = 0; i + 1 < quotes.length; i++) if (vouches(i) && beside(i)) named[i + 1] = true;
  for (let i = quotes.length - 2; i >= 0; i--) if (vouches(i + 1) && beside(i)) named[i] = true;
  return quotes.filter((_, i) => named[i]);
}

/** Names set in quotes: ‘…’ in most languages, 「…」 and 『…』 in Chinese and Japanese. */
const QUOTED = /‘([^’]{2,40})’|「([^」]{2,30})」|『([^』]{2,30})』/gu;
/** Korean sets a shop's name in straight quotes as often as in curly ones: "대성동 '은행나무가든'". */
const KOREAN_QUOTED = new RegExp(String.raw`${QUOTED.source}|(?<![\p{L}\p{N}])'([^'\s][^']{1,30}?)'(?![\p{L}\p{N}])`, 'gu');
const SINGLE_QUOTED = /‘([^’]{2,40})’/gu;
const JAPANESE_QUOTED = new RegExp(JAPANESE_QUOTE, 'gu');
const CHINESE_QUOTED = /“([^”]{2,12})”/gu;
/** "就是“富春茶社”", "比如“老李煎饼”", "认准“黄家老店”", "有家“…”": a shop or sight the sentence names as one. */
const CHINESE_NAMED = /(?:就是|就到|比如|例如|认准|認準|叫做|名叫|名为|名為|推荐|推薦|有家|有一家)\s*$/u;
/** "「猩猩」(石川県金沢市香林坊2-12-15)": a quoted name and its address in brackets is a venue. */
const QUOTED_ADDRESS = /^\s*[（(][^）)]{0,30}(?:[都道府県市区町村]|\d+-\d+)[^）)]{0,30}[）)]/u;
/** "目当ては", "向かったのが", "選んだのは": what the writer went for or chose, then its name. */
const JAPANESE_CHOSEN = /(?:目当て|向かった|選んだ|訪れた|入った|行った|寄った)(?:の)?[はが]\s*$/u;
/** "尾道ラーメン「ふたつじ」", "回転寿司「輝らり」", "金沢おでんの「黒百合」": what a shop serves, or its kind, right before its name in quotes. */
const JAPANESE_SHOP_KIND = /(?:ラーメン|らーめん|寿司|鮨|すし|焼肉|焼き?鳥|カフェ|喫茶店?|居酒屋|そば|蕎麦|うどん|餃子|食堂|レストラン|バー|パン屋|ベーカリー|お好み焼き?|たこ焼き?|定食屋?|甘味処|和菓子店?|洋菓子店?|料亭|割烹|茶屋|カレー|ちゃんぽん|ピザ|ステーキ|とんかつ|天ぷら|うなぎ|鰻|海鮮|丼|おでん)の?\s*$/u;
/**
 * What a sentence does at a place named in quotes: "「狭霧台」から眺めた", "「御手洗場」があります", "「文学のこみち」を歩き",
 * "「からさわ」のアイスモナカ" (a shop's own sweet or dish), "「パク・オクヒ元祖フグ汁」も見逃せない".
 */
const JAPANESE_AT_PLACE = /^(?:から(?:眺め|見)|があり|がある|を(?:歩|散策|散歩|見学|参拝)|も見逃せない|の[^、。「」]{0,8}(?:プリン|アイス|モナカ|大福|団子|まんじゅう|饅頭|ケーキ|パン|ラーメン|そば|うどん|餃子|カレー|丼|定食|コーヒー|ソフトクリーム))/u;
/**
 * German sets a building's or a venue's name in double quotes after its article: "das „Grasweghaus“",
 * "die "Neue Residenz"", "vor dem "Göbelbrunnen"", "sein «Pakhus»", "auf dem »Unterortlhof«". Elsewhere double quotes hold sayings.
 */
const GERMAN_QUOTED = /(?<=(?:^|\s)(?:[Dd]er|[Dd]ie|[Dd]as|[Dd]en|[Dd]em|[Dd]es|[Ii]m|[Aa]m|[Zz]um|[Zz]ur|[Vv]om|[Bb]eim|[Ii]ns|[Aa]ns|[Ss]ein|[Ss]eine|[Ii]hr|[Ii]hre)\s+(?:\p{Ll}+\s+)?)(?:["„“«]\s*(\p{Lu}[^"„“”«»]{1,40}?)\s*["“”»]|»\s*(\p{Lu}[^"„“”«»]{1,40}?)\s*«)/gu;

/** A quoted CJK phrase that reads as a name, not a saying ("먹다가 망해도 좋다", "오사카의 맛", "1日で楽しめるコース"). */
const cjkQuotedName = (name: string): boolean => cuedQuotedName(name) && !/[の의的之]|\d/u.test(name);
/** A quoted CJK phrase the sentence sets a visit at, or calls a shop: a name unless it reads as a sentence. */
const cuedQuotedName = (name: string): boolean => name.length <= 14 && name.split(/\s+/).length <= 3 && !/[：:]|[다요]$/u.test(name) && !isKoreanCommonWord(name);

/** Lines of practical facts ("Address:", "営業時間：", "地址：", "위치:"): streets and stations, not stops. */
export const ADDRESS_LINE =
  /^\W*(?:address|adresse|dirección|direccion|indirizzo|morada|endereço|anschrift|location|ubicación|opening hours|hours|price|prices|phone|tel|access|getting there|how to get there|cómo llegar|horario|precio|accès|horaires|anfahrt|öffnungszeiten|orari|come arrivare|horário|como chegar|住所|地址|地點|地点|주소|위치|営業時間|營業時間|营业时间|入場料|门票|門票|電話|电话|交通|アクセス|最寄り駅|定休日|休息|公休|가격|영업시간|휴무|전화|주차|价格|價格|人均|料金)\s*[:：]/iu;
const HOUSE_NUMBER_AFTER = /^,?\s*(?:n[º°o.]\s*)?\d{1,5}(?:[/\-]\d+)?[a-z]?\b(?!\s*(?:am|pm|h|min|km|m|€|\$|%|days?|nights?|hours?|minutes?|years?))/iu;
/** "433, rue Mayor"; not a day's number ("Day 8 Milford Sound", "Tag 3 Hallstatt", "Día 2 Cusco"), which heads the day's line. */
const HOUSE_NUMBER_BEFORE = /(?<!(?<![\p{L}\p{N}])(?:day|days|tag|día|dia|jour|giorno|dag|etapa|étape|tappa)\s+)\b\d{1,5}[a-z]?,?\s+$/iu;

/**
 * Romance languages write the kind of place in lower case before the name: "la place Jamaâ El-Fna",
 * "el museo de la Guerra", "il palazzo Reale", "o mosteiro dos Jerónimos". The kind word, connectors
 * and at most one other lower-case word, and a capitalised run make one candidate.
 */
function typedNames(sentence: string): Run[] {
  const runs: Run[] = [];
  for (const match of sentence.matchAll(LOWER_TYPED_NAME)) {
    const name = match[1]!.replace(/[.,;:]+$/, '');
    const words = name.split(/\s+/);
    if (words.some((word) => NOT_IN_TYPED_NAME.has(word))) continue;
    // "fortaleza del siglo XVII", "muralla del siglo XIII": a kind and its century describe, they name nothing.
    const named = words.filter((word) => /^\p{Lu}/u.test(word));
    if (named.length > 0 && named.every((word) => ROMAN_NUMERAL.test(word))) continue;
    runs.push({ name, index: match.index + match[0].length - match[1]!.length, length: match[1]!.length, words: words.length, sentenceStart: false });
  }
  return runs;
}

/** A century or a king's number in Roman numerals: "XVII", "XIIe", "XVº". */
const ROMAN_NUMERAL = /^[IVXLC]+(?:e|è|ème|º|°)?$/u;

/**
 * Between the kind and the name: connectors, and at most one other word ("museo de la guerra de Vietnam").
 * An elided connector is written against the name: "la baie d'Opunohu", "les jardins de l'Europe".
 */
const TYPED_CONNECTORS = "de|del|della|delle|dei|degli|di|da|do|dos|das|du|des|la|le|les|los|las|el|il|lo|l'|l’|d'|d’|dell'|dell’";
/** Prepositions and verbs that may not stand between the kind and the name ("place dans le Shikoku"). */
const NOT_IN_TYPED_NAME = new Set(['dans', 'sur', 'en', 'à', 'pour', 'avec', 'est', 'es', 'está', 'é', 'è', 'ist', 'sul', 'sulla', 'nel', 'nella', 'con', 'per', 'para', 'com', 'no', 'na', 'em']);

/** A capitalised word, after an initial if it has one ("S. Damiano", "S.Miguel"). */
const CAPITALISED_WORD = String.raw`(?:\p{Lu}\.\s*)?[\p{Lu}][\p{L}\p{M}'’\-]*`;
const LOWER_TYPED_NAME = new RegExp(
  `(?:^|[\\s(«"“'’])((?:${LOWER_CASE_KINDS.join('|')})(?:\\s+(?:${TYPED_CONNECTORS}))*(?:\\s+[\\p{Ll}]+)?(?:\\s+(?:${TYPED_CONNECTORS}))*(?:\\s+|(?<=\\s(?:l|d|dell)['’]))${CAPITALISED_WORD}(?:\\s+(?:(?:de|da|do|del|della|di|des|du|la|le|los|las|dos|das)\\s+)?${CAPITALISED_WORD}){0,4})`,
  'gu',
);

/** Whether a CJK name stands in a list or a route with another candidate of its sentence, next to it. */
function listedWithOthers(sentence: string, found: NameCandidate, candidates: readonly NameCandidate[]): boolean {
  const spaced = /\p{Script=Hangul}/u.test(found.name);
  return candidates.some((other) => {
    if (other === found) return false;
    const [first, second] = other.index < found.index ? [other, found] : [found, other];
    const gap = sentence.slice(first.index + first.name.length, second.index);
    return gap.length <= 4 && cjkListGap(gap, spaced);
  });
}

/**
 * "Sitios como la Garganta del Diablo", "otras formaciones como El Obelisco, el Sapo…", "sights such as the Belfry",
 * "des lieux comme", "Orte wie": a list of examples of the trip's sights; its first name opens it, and the list is one of places.
 */
const EXAMPLES_OF_SIGHTS = /(?:^|\s)(?:sitios|lugares|formaciones|atracciones|rincones|sights|attractions|landmarks|spots|lieux|endroits|sites|monuments|Orte|Sehenswürdigkeiten|luoghi|posti|monumenti|locais|pontos|atrações)\s+(?:\p{Ll}+\s+){0,2}(?:como|such as|like|comme|tels? que|wie|come|quali)\s+(?:(?:la|el|los|las|le|les|l['’]|the|il|lo|o|a|os|as|der|die|das|den)\s+)?$/u;

/**
 * "잡내도 났다", "그래도 광주까지", "쉼터도 안에 있어서": Korean 도 ("also", "even") closes a word like the 도 of an
 * island or a province ("오동도로", "월미도는", "오동도·"), which a particle or a list's mark follows, not a space.
 */
const koreanParticleDo = (name: string, after: string): boolean => /^\p{Script=Hangul}{2,}도$/u.test(name) && /^(?:\s|$)/u.test(after);

const ROMANCE = new Set(['es', 'fr', 'it', 'pt']);

/**
 * "Saímos do Rio de Janeiro", "Salimos de Quito", "Partiamo da Bari", "Saindo do Porto": a sentence that
 * opens with a verb (we…, …ing) and a preposition capitalises the verb only because it comes first.
 */
const OPENING_VERB = /^(\p{Lu}\p{Ll}+(?:mos|ndo|iamo|ammo|emmo|immo|ons))\s+(?:de|do|da|dos|das|del|desde|du|des|di|dal|dalla|em|no|na|en|a|al|ao|à|au|in|nel|nella|para|pra|por|per|pour)\s+(?=\p{Lu})/u;

function withoutOpeningVerb(run: Run): Run {
  const verb = run.sentenceStart ? OPENING_VERB.exec(run.name) : null;
  if (!verb) return run;
  const cut = verb[0].length;
  return { name: run.name.slice(cut), index: run.index + cut, length: run.length - cut, words: run.words - verb[0].trim().split(/\s+/u).length, sentenceStart: false };
}
/** "del dragone", "da cultura", "de los peluqueros": the words in lower case a Romance name keeps after its kind. */
const LOWER_TAIL = /^\s+(?:de|del|della|dello|dei|di|da|do|dos|das|du|des|de la|de los|de las)\s+(\p{Ll}{3,}(?:\s+\p{Ll}{4,})?)(?![\p{L}])/u;
/** Words that end a name's lower-case tail: a verb or a joining word of the sentence. */
const NOT_IN_TAIL = new Set(['que', 'che', 'qui', 'con', 'per', 'para', 'pour', 'avec', 'est', 'era', 'son', 'sono', 'sont', 'fue', 'foi', 'muy', 'molto', 'très', 'muito']);

/**
 * "la Porta del dragone", "el Callejón de los peluqueros": Romance names in sentence case are a
 * capitalised kind of place and its words in lower case. A run of that one kind takes them.
 */
function withLowerTail(run: Run, sentence: string): Run {
  if (run.words !== 1 || !isPlaceTypeWord(run.name) || !sentence.startsWith(run.name, run.index)) return run;
  // The run's span may hold the connector already ("Porta del"): the tail is read from the end of the word.
  const tail = LOWER_TAIL.exec(sentence.slice(run.index + run.name.length));
  if (!tail) return run;
  const words = tail[1]!.split(/\s+/);
  const kept = words[1] && NOT_IN_TAIL.has(words[1]) ? words.slice(0, 1) : words;
  if (NOT_IN_TAIL.has(kept[0]!)) return run;
  const name = `${run.name}${tail[0].slice(0, tail[0].length - tail[1]!.length)}${kept.join(' ')}`;
  return { ...run, name, length: name.length, words: name.split(/\s+/).length };
}

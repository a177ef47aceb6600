/**
 * What the words around a place say about it, in the languages travellers write in: a place the
 * author skipped, only compared with, flew from, lives in or slept at is not a stop of the trip.
 * Pure text rules; the extractor applies them to a mention's sentence, or to the sentence that
 * introduces a list or the heading of a section.
 */
import { cjkContext } from './cjk-context-cues.js';

/**
 * JavaScript's \\b and \\w know only ASCII letters: before "à" or "über" \\b never matches, and \\w
 * is no letter of "près". The cues are written with them and turned into ones that know the letters of
 * the Latin, Greek and Cyrillic scripts, the ones the cues are written in (\\w only outside a character
 * class). Named ranges, not \\p{L}: V8 builds a Unicode property class anew at each use, case-folded
 * under the i flag, and the cues hold a few hundred boundaries; with \\p{L} a new thread's first page
 * spent 1.2 s compiling them.
 */
const LETTER = 'A-Za-z0-9\\u00AA\\u00B5\\u00BA\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02AF\\u0370-\\u03FF\\u0400-\\u052F\\u1E00-\\u1EFF';
const BOUNDARY = `(?:(?<![${LETTER}])(?=[${LETTER}])|(?<=[${LETTER}])(?![${LETTER}]))`;
const WORD_CHARACTER = `[${LETTER}\\u0300-\\u036F_]`;
function unicodeWord(cue: RegExp): RegExp {
  return new RegExp(cue.source.replace(/\\b/g, BOUNDARY).replace(/\\w/g, WORD_CHARACTER), cue.flags.includes('u') ? cue.flags : `${cue.flags}u`);
}
const unicodeWords = (cues: RegExp[]): RegExp[] => cues.map(unicodeWord);

/**
 * `person`: a name after "dedicated to", "named after" (a memorial's person); `generic`: a common noun
 * after "a", "another", "our", a superlative ("in a Tuk Tuk", "a maior igreja católica do Chile");
 * `directions`: a transit line or a station ("Metro Ginza", "the Town Hall train station"); `dish`:
 * eaten or drunk ("막걸리 한 주전자"); `alias`: another name of a place the page names ("「八坂庚申堂」の名で");
 * `related`: the title of another post the page links to, under "Related posts" ("Isla de Pascua: cinco días entre moáis").
 */
export type MentionContext = 'skipped' | 'compared' | 'origin' | 'lodging' | 'landmark' | 'person' | 'generic' | 'directions' | 'dish' | 'alias' | 'related';

const SKIPPED = unicodeWords([
  // en
  /\bskip(?:ped|ping)?\b(?!\s+(?:the\s+|a\s+|all\s+(?:the\s+)?)?(?:[\d,]+\s+)?(?:queues?|lines?|crowds?|steps|stairs|climb|wait(?:ing)?|hassle|traffic|ticket)\b)/i, /\b(?:didn'?t|did not|don'?t|won'?t|couldn'?t|never) (?:have|had|get|got|make|made|go|visit|manage)\b.{0,20}\b(?:time|it|there|to)\b/i,
  /\bno time (?:for|to)\b/i, /\bnext time\b/i, /\b(?:if|when) you have (?:more|extra|an extra|additional|spare) (?:time|days?)\b/i,
  /\b(?:with|given|have) (?:more|extra) (?:time|days)\b/i, /\bon (?:another|a future|our next) (?:trip|visit)\b/i, /\bmissed out on\b/i,
  /\boverrated\b/i, /\bnot worth (?:it|the|a)\b/i, /\b(?:give|gave) (?:it )?a miss\b/i, /\bfurther afield\b/i,
  /\bif you (?:stay|have) longer\b/i, /\bwith a longer stay\b/i, /\bif .{0,60}\bon your (?:list|bucket list|radar)\b/i,
  /\b(?:we|i) (?:dropped|cancell?ed|scrapped|abandoned|gave up on|decided against)\b/i, /\bthe original (?:idea|plan) was\b/i,
  /\b(?:a |my )?(?:separate|another|dedicated) (?:post|article|guide)\b/i, /\b(?:that'?s|is|for) (?:another|a different|a future) trip\b/i,
  // es
  /\bsi (?:tienes|tenéis|tienen|dispones de) (?:más|algo más de) tiempo\b/i, /\bno (?:nos |me )?(?:dio|dió) tiempo\b/i, /\bla próxima vez\b/i,
  /\bnos (?:lo )?saltamos\b/i, /\bno vale la pena\b/i, /\bno (?:pudimos|alcanzamos a) (?:ir|visitar|ver)\b/i,
  /\b(?:es|será|sería|queda para) (?:otro|el próximo) viaje\b/i, /\b(?:me quedé|nos quedamos) con (?:las )?ganas\b/i,
  // fr
  /\bsi vous avez (?:plus de|davantage de|un peu plus de) temps\b/i, /\bpas eu le temps\b/i, /\bla prochaine fois\b/i, /\bsurcoté/i,
  /\b(?:pour|sera|c'est) (?:un autre|le prochain|un prochain) voyage\b/i,
  // de
  /\bwenn (?:ihr|du|sie|man) (?:mehr|noch mehr|etwas mehr) zeit\b/i, /\bwenn (?:du|ihr|sie|man) länger (?:bleibst|bleibt|bleiben)\b/i,
  /\beinen eigenen (?:artikel|beitrag)\b/i, /\bsi te quedas más\b/i, /\bsi (?:tienes|tenéis) más días\b/i, /\bsi vous restez plus longtemps\b/i,
  /\bse (?:restate|rimanete|resti) più a lungo\b/i, /\bse (?:ficar|ficarem) mais (?:tempo|dias)\b/i, /\bkeine zeit (?:für|mehr)\b/i, /\bnächstes mal\b/i, /\bausgelassen\b/i,
  /\b(?:nicht|kaum) geschafft\b/i, /\b(?:für|auf) (?:eine andere|die nächste|eine nächste) reise\b/i,
  // it
  /\bse (?:avete|hai|avessi|avete ancora) (?:più|ancora) tempo\b/i, /\bnon (?:abbiamo|ho) avuto (?:il )?tempo\b/i, /\bla prossima volta\b/i,
  /\b(?:è|sarà|per) (?:un altro|il prossimo) viaggio\b/i,
  // pt
  /\bse (?:tiver|tiverem|você tiver) mais tempo\b/i, /\bnão (?:deu|tivemos|tive) tempo\b/i, /\bda próxima vez\b/i, /\bficou de fora\b/i,
  /\b(?:é|fica para|será) (?:outra|a próxima) viagem\b/i,
  // "If you have an extra day, a trip to Niagara Falls is possible": a day more than the trip has.
  /\b(?:if you have|with) (?:an? )?(?:extra|spare|additional) day\b/i, /\bsi (?:tienes|tenéis|tienen) un día (?:más|extra)\b/i,
  /\bse (?:invece )?(?:hai|avete) un giorno in più\b/i, /\bsi vous avez (?:un jour|une journée) de plus\b/i,
  /\b(?:einen|noch einen) (?:tag mehr|zusätzlichen tag)\b/i, /\bse (?:tiver|tiverem|você tiver) um dia (?:a mais|extra)\b/i,
  // ja, zh, ko
  /時間があれば|時間に余裕があれば|行けなかった|行かなかった|次回は|今回は断念|スキップ/u,
  /如果(?:时间|時間)?(?:还|還)?(?:充裕|允许|允許|多|够|夠)|如果(?:还|還)有(?:余力|餘力|时间|時間)|没(?:有)?(?:时间|時間)|下次|[没沒](?:有)?(?:能)?(?:去|爬)(?![过過])|另一篇|不另外/u,
  /시간이 (?:있다면|남으면|된다면)|못 갔|가지 못했|다음에는|다음엔|다음 기회/u,
]);

/** "The one place you can't skip", "two spots nobody should skip": the opposite of skipping. */
const MUST_NOT_SKIP = unicodeWord(/\b(?:can'?t|cannot|can not|don'?t|do not|shouldn'?t|should not|must not|mustn'?t|never|won'?t want to|wouldn'?t)\s+(?:\w+\s+)?skip\b|\b(?:nobody|no one|no-one)\s+(?:\w+\s+){0,2}skip\b|\bno (?:te lo )?(?:puedes|debes) (?:saltar|perder)|\bà ne pas manquer\b|\bnicht verpassen\b|\bda non perdere\b|\bnão (?:pode|deve) perder\b/i);

const COMPARED = unicodeWords([
  /\bunlike\b/i, /\bcompared (?:to|with)\b/i, /\b(?:similar to|reminds? (?:me|us) of|reminiscent of)\b/i, /\b(?:rather|more|less|cheaper|bigger|smaller|better) than\b/i,
  /\bthe \w+ of (?:the )?(?:south|north|east|west|asia|europe|africa|america)\b/i, /\bversion of\b/i,
  /\ba diferencia de\b/i, /\bcomparad[oa] con\b/i, /\bmás que\b/i, /\bcontrairement à\b/i, /\bcomparé à\b/i, /\bplus que\b/i, /\bim vergleich zu\b/i,
  /\banders als\b/i, /\bähnlich wie\b/i, /\bso wie man\b/i, /\brispetto a\b/i, /\bdiversamente da\b/i, /\bao contrário de\b/i, /\bcomparad[oa] com\b/i,
  // "modelled on the harbours of San Francisco", "Als Vorbild dienten...": the model, not the place.
  /\b(?:modell?ed (?:on|after)|inspired by|inspirad[oa] (?:en|em|n[oa]|por)|inspiré(?:e|s|es)? (?:de|par|des|du)|ispirat[oa] (?:a|al|alla|da)|vorbild)\b/i,
  /に比べ|と比べ|のような|みたいな/u, /相比|比起|不像|就像/u, /보다|처럼|비해/u,
]);

const ORIGIN = unicodeWords([
  /\b(?:fl(?:y|ew|ying|ights?)|depart(?:ed|ing|ure)?|leav(?:e|ing)|left|took off|connect(?:ing|ed)?) (?:out )?(?:from|of)\s*$/i,
  /\b(?:live|lived|living|based|home|grew up|born|reside)\s+(?:here\s+)?in\s*$/i, /\bback home (?:to|in)\s*$/i, /\bhome(?:town)? (?:of|in)\s*$/i,
  /\b(?:vol(?:amos|é|ar|ó)?|vuelo|vuelos|viajas|viajamos|venimos|salimos|sal(?:e|en)) (?:directo )?desde\s*$/i, /\b(?:salimos|saliendo|partimos) (?:de|del)\s*$/i,
  /\b(?:vivo|vivimos|vive) en\s*$/i,
  /\b(?:vol|vols|au départ|partis?|décoll\w*) (?:direct )?(?:de|d'|depuis)\s*$/i, /\b(?:j'habite|nous habitons|habite) (?:à|en)\s*$/i,
  /\b(?:flug|flüge|flogen|abflug|geflogen) (?:ab|von|aus)\s*$/i, /\b(?:wohne|wohnen|lebe|leben) in\s*$/i, /\bab\s*$/i,
  /\b(?:volo|voli|volato|partiti|partenza) da\s*$/i, /\b(?:vivo|abito|viviamo) a\s*$/i,
  /\b(?:voo|voos|voamos|saindo|saímos|partimos) (?:direto )?(?:de|da|do|desde)\s*$/i, /\b(?:moro|moramos) (?:em|no|na)\s*$/i,
  /(?:から(?:の)?(?:直行便|飛行機|フライト|出発))|(?:出発地)/u, /(?:从|從)$/u,
  // Where the author was born, grew up or spent years: "nasci ... e passei os meus primeiros 18 anos em Maputo".
  /\b(?:nasci|nací|nacimos|morei|vivi|viví|cresci|crecí|née?|grandi|vécu|nat[oa]|cresciut[oa]|vissut[oa]|geboren|aufgewachsen) (?:em|no|na|en|à|a|in)\s*$/i,
  /\b(?:anos|años|ans|anni|years|jahre) (?:da minha vida |de mi vida |de ma vie |della mia vita |of my life )?(?:em|no|na|en|à|a|in)\s*$/i,
  // "This trip started in Colônia do Sacramento": where the author came from.
  /\b(?:(?:trip|journey|travels?) )?(?:started|began) (?:in|at|from)\s*$/i, /\b(?:começou|começamos|empezó|comenzó|empezamos|comenzamos) (?:em|en|no|na|por)\s*$/i,
  // Where the author works: "I work at", "trabajo en", "ich arbeite bei".
  /\b(?:work(?:s|ed|ing)?|employed) (?:at|for)\s*$/i, /\b(?:trabaj(?:o|a|aba|amos)|travaill(?:e|ais|ons)|arbeite(?:n|t|te)?|lavor(?:o|a|avo|iamo)|trabalh(?:o|a|ava|amos)) (?:en|para|à|au|chez|pour|bei|für|in|presso|per|da|em|na|no|para)\s*$/i,
  // "a nine-to-five office job in Washington DC", "an office without windows in", "my life on the Iberian Peninsula": where they lived.
  /\b(?:job|office|desk|career)\s+(?:\S+\s+){0,3}in\s*$/i, /\bmy (?:life|home|years) (?:in|on)(?:\s+the)?\s*$/i,
]);

/** A sentence about the author's work ("saying goodbye to all the colleagues I had worked with"): its places are workplaces. */
const WORK_SENTENCE = unicodeWords([
  /\b(?:colleagues|co-?workers)\b.*\bwork(?:ed|ing)?\b|\bwork(?:ed|ing)?\b.*\b(?:colleagues|co-?workers)\b/i,
  /\b(?:colegas|compañeros de trabajo|collègues|kollegen|kolleginnen|colleghi)\b.*\b(?:trabaj|travail|arbeit|lavor|trabalh)/i,
]);

/** A sentence that is about where one sleeps: its places are the lodging, not stops. */
const LODGING_SENTENCE = unicodeWords([
  /^\W*(?:(?:we |i )?(?:stay(?:ed)?|sle(?:ep|pt)|check(?:ed)?[- ]in|drop (?:your|our) bags)\b|accommodation\b|our (?:hotel|riad|hostel|apartment)\b|where to stay\b)/i,
  /^\W*(?:nos alojamos|alojamiento|dormimos|dónde dormir|nous avons dormi|hébergement|wir (?:übernachteten|schliefen|wohnten)|unterkunft|abbiamo dormito|alloggio|ficamos hospedados|hospedagem)\b/i,
  /^(?:宿泊|宿は|住宿|入住|숙소)/u,
]);

/** Said right before a name: "we stayed at", "check in to". */
const LODGING_BEFORE = unicodeWords([
  /\b(?:stay(?:ed|ing)?|sle(?:ep|pt|eping)|check(?:ed)?[- ]in|booked (?:a room|into)) (?:at|in|into|to)\s+(?:the\s+)?$/i,
  /\b(?:alojados? en|hospedados? en|dormir en|logés? (?:à|au|chez)|übernachte(?:n|ten)? (?:im|in)|alloggiati (?:a|al|presso)|hospedados? (?:no|na|em))\s*$/i,
]);

/** A name that is itself a place to sleep ("Meliá", "Barceló": the cue's word boundaries are Unicode ones). */
export const LODGING_NAME = unicodeWord(/\b(?:hotel|hôtel(?![\s-]+(?:de[\s-]+ville|dieu|particulier|des\s+invalides))|hostel|hostal|hostería|inn|ryokan|riad|lodge|resort|suites|guesthouse|guest house|homestay|bed (?:&|and) breakfast|pousada|posada|albergo|pension|b&b|apartments?|aparthotel|camping|campingplatz|stellplatz|wohnmobilstellplatz|zeltplatz|campsite|campground|campismo|sofitel|novotel|ibis|mercure|hilton|marriott|sheraton|hyatt|radisson|ritz-carlton|four seasons|intercontinental|holiday inn|best western|wyndham|accor|kempinski|mandarin oriental|shangri-la|westin|le méridien|crowne plaza|premier inn|travelodge|motel one|nh hotel|meliá|melia|barceló|barcelo|airbnb)\b|ホテル|旅館|酒店|飯店|民宿|宿泊|住宿|호텔|게스트하우스|모텔|숙소|숙박/iu);

/**
 * The context of a mention from the words of its sentence before it (`before`) and the sentence as a
 * whole (`sentence`): origin cues must stand right before the name, the others anywhere in the sentence.
 */
/**
 * Said right before a name that only locates or frames another place: "overlooking Sydney Harbour",
 * "a short walk from", "views over", "next to", "cerca de", "près de", "vicino a", "Blick auf".
 */
const LANDMARK_BEFORE = unicodeWords([
  /\b(?:overlook(?:s|ing)?|view(?:s)? (?:of|over|across|to)|looks? (?:out )?(?:over|onto)|next (?:door )?to|close to|near(?:by)?|beside|behind|opposite|across (?:from|the street from)|(?:a )?(?:short |few minutes'? )?walk(?:ing distance)? from|in front of|just off|a stone'?s throw from|surrounded by|backdrop of|shadow of|facing)\s+(?:the\s+)?$/i,
  /\b(?:vistas? (?:a|al|de|del|sobre)|cerca de(?:l)?|junto a(?:l)?|al lado de(?:l)?|frente a(?:l)?|detrás de(?:l)?|a pasos de(?:l)?|pegad[oa] a(?:l)?)\s+(?:la\s+|el\s+|los\s+|las\s+)?$/i,
  // The corner a venue stands on: "on the corner of", "en la esquina de", "au coin de", "all'angolo con", "an der Ecke".
  /\b(?:(?:on|at) the corner of|en la esquina de(?:l)?|esquina con|au coin d[eu']|all['’]angolo (?:di|con|tra)|na esquina d[aeo]s?|an der ecke(?: zur?| von)?)\s*(?:the\s+|la\s+|el\s+|le\s+|l['’]|a\s+|o\s+)?$/i,
  /\b(?:vue (?:sur|de)|près d[eu']|à côté d[eu']|en face d[eu']|derrière|face à|à deux pas d[eu'])\s*(?:la\s+|le\s+|les\s+|l['’])?$/i,
  /\b(?:vista (?:su|sul|sulla|sull['’])|vicino (?:a|al|alla)|accanto (?:a|al|alla)|di fronte (?:a|al|alla)|dietro|a due passi da(?:l|lla)?)\s*(?:la\s+|il\s+|lo\s+|l['’])?$/i,
  /\b(?:vista (?:para|sobre)|perto d[eoa]s?|ao lado d[eoa]s?|em frente a[o]?|atrás d[eoa]s?)\s+(?:o\s+|a\s+)?$/i,
  /\b(?:blick (?:auf|über)|neben|gegenüber|in der nähe (?:von|des|der)|hinter|unweit)\s+(?:dem\s+|der\s+|den\s+|die\s+|das\s+)?$/i,
  // "a 5- to 10-minute stroll from Luna Park", "10 minutos a pie de", "à 5 minutes à pied de".
  /\b\d+(?:\s*-?\s*(?:to|-|–|a|à|bis)\s*\d+)?[- ]?(?:minutes?|mins?|minutos?|minuti|minuten)(?:'|’)?\s*(?:(?:(?:walk|stroll|drive|ride)\s+)?(?:away\s+)?from|(?:a pie|andando|caminando|à pied|a piedi|zu fuß|a pé)\s+(?:de(?:l)?|d[eu']|da(?:l)?|von|do|da)|(?:de|da|von)\s+)\s*(?:the\s+|la\s+|el\s+|le\s+|l['’]|il\s+|o\s+|a\s+)?$/i,
  // A later building on an older one: "levantada entre 1560 y 1654 sobre el antiguo palacio inca", "built on the site of".
  /\b(?:built|erected|constructed|levantad[oa]s?|construid[oa]s?|edificad[oa]s?|erigid[oa]s?|costruit[oa]|construit(?:e|s|es)?|bâti(?:e|s|es)?|erbaut|errichtet)\b(?:\s+\S+){0,5}?\s+(?:on|over|upon|atop|sobre|sur|su|sopra|sul|sulla|auf|über)\s+(?:the\s+)?(?:(?:site|ruins|remains|foundations) of\s+(?:the\s+)?)?(?:el\s+|la\s+|los\s+|las\s+|le\s+|les\s+|l['’]|il\s+|lo\s+|o\s+|a\s+|den\s+|dem\s+|der\s+)?(?:(?:old|former|ancient|antiguo|antigua|ancien|ancienne|antico|antica|antigo|antiga|alten|ehemaligen)\s+)?$/i,
  /\b(?:on|upon|over|sobre|sur|su|sopra|auf) (?:its|their|sus|ses|leurs|i suoi|le sue|seus|suas|seinen|ihren|deren) (?:foundations|ruins|remains|cimientos|ruinas|restos|fondations|ruines|fondamenta|rovine|fundações|ruínas|fundamenten|ruinen)\b.{0,60}$/i,
  // "the Byodoin Temple, whose Phoenix Hall": a part of the place just named.
  /\b(?:whose|cuy[oa]s?|dessen|deren|il cui|la cui|i cui|le cui|cuj[oa]s?)\s+(?:the\s+)?$/i,
]);

/**
 * "el canciller Alberto van Klaveren", "la ministra de Relaciones Exteriores de Islandia, Thórdis…", "the mayor
 * Anne Hidalgo", "chef Massimo Bottura": an office or a trade in lower case just before a name makes it a person's.
 * In capitals the word is part of a name ("Avenida Presidente Vargas", "Place du Président-Wilson").
 */
const OFFICE = String.raw`(?:presidente?|presidenta|président(?:e)?|präsident(?:in)?|ministr[oae]|minister(?:in)?|ministre|canciller|chancellor|kanzler(?:in)?|alcalde(?:sa)?|mayor|maire|sindac[oa]|prefeit[oa]|bürgermeister(?:in)?|gobernador(?:a)?|governor|gouverneur|governador(?:a)?|senador(?:a)?|senator|sénateur|embajador(?:a)?|ambassador|ambassadeur|ambasciatore|embaixador(?:a)?|botschafter(?:in)?|secretary|secretari[oa]|secrétaire|segretari[oa]|amministratore|amministratrice|administrador(?:a)?|administrateur|chef|cocinero|cocinera|cuoco|cuoca|cozinheir[oa]|koch|köchin|arquitect[oa]|architect|architecte|architett[oa]|arquitet[oa]|architekt(?:in)?|escritor(?:a)?|writer|écrivain|scrittore|scrittrice|schriftsteller(?:in)?|pintor(?:a)?|painter|peintre|pittore|pittrice|maler(?:in)?|fundador(?:a)?|founder|fondateur|fondatrice|fondatore|gründer(?:in)?|ceo|director(?:a)?|directeur|directrice|direttore|direttrice|diretor(?:a)?|direktor(?:in)?)`;
/** "direttore generale", "amministratore delegato", "chief executive": an office's rank after it. */
const RANK = String.raw`(?:\s+(?:generale|general|générale?|delegat[oa]|executive|ejecutiv[oa]|exécutif|executiv[oa]|commerciale|comercial))?`;
const OFFICE_BEFORE = new RegExp(String.raw`(?<![\p{L}\p{N}])${OFFICE}${RANK}(?:\s+(?:de|del|of|du|des|di|della|der|do|da)\s+[^,.;:]{1,60},)?\s+$`, 'u');

/** Whether the words before a name make it a person's: an office or a trade ("el canciller …"), or "dedicated to". */
export const namedAsPerson = (before: string): boolean => PERSON_BEFORE.some((cue) => cue.test(before)) || OFFICE_BEFORE.test(before);

/** "dedicated to John Lennon", "named after Queen Victoria", "en honor a": a person remembered, not a place. */
const PERSON_BEFORE = unicodeWords([
  /\b(?:dedicated to|named (?:after|for)|in (?:honou?r|memory) of|a tribute to|dedicad[oa]s? a(?:l)?|en (?:honor|memoria|homenaje) (?:a|de)(?:l)?|dédiée?s? à|en (?:l['’]honneur|mémoire|hommage) (?:de|d['’]|à)|gewidmet|benannt (?:nach|wurde .{0,40} nach)|zu ehren (?:von)?|dedicat[oa] a(?:l|lla)?|in (?:onore|memoria) (?:di|del|della)|dedicad[oa]s? (?:a|ao|à)|em (?:homenagem|memória) (?:a|de|ao|à|do|da))\s+(?:the\s+|el\s+|la\s+|le\s+|il\s+|o\s+|a\s+|der\s+|dem\s+|den\s+)?(?:\p{Ll}+\s+){0,2}$/iu,
]);

/**
 * A common noun, not a name: after "a", "another", "our" ("jumped in a Tuk Tuk", "our Airbnb") or a
 * superlative ("A maior igreja católica do Chile", "the largest Buddhist temple"). Portuguese,
 * Spanish and Italian "a" is an article or a preposition before names: "a" counts in English only.
 */
const GENERIC_BEFORE = unicodeWords([
  /\b(?:an|another|other|our|my|your|their|un|une|una|uno|otro|otra|nuestro|nuestra|mi|notre|mon|autre|altro|altra|nostro|nostra|uma|outro|outra|nosso|nossa|ein|eine|einen|einem|einer|unser|unsere|unserem|unseren)\s+$/i,
  /\b(?:the (?:largest|biggest|oldest|tallest|most \w+)|(?:el|la|lo) (?:más|mayor|menor)(?: \w+)?|(?:le|la) plus(?: \w+)?|(?:il|la) più(?: \w+)?|(?:a|o) (?:maior|mais \w+)|(?:der|die|das) (?:größte|älteste|höchste|schönste))\s+$/i,
]);
/** "a" in English and "um" in Portuguese only: elsewhere they are prepositions ("Mattina a Central Park", "um Mitternacht"). */
const ARTICLE_A: Record<string, RegExp> = { en: unicodeWord(/\ba\s+$/i), pt: unicodeWord(/\bum\s+$/i) };

/** "Metro Ginza", "JR Yamanote", "línea Ginza": a transit line's name. */
const LINE_BEFORE = unicodeWord(/\b(?:metro|subway|line|línea|linea|ligne|linie|jr|u-bahn|s-bahn|tram|tranvía|mrt|bts|lrt)\s+$/i);
/** "the Town Hall train station", "Shibuya stop": a station's name. */
const STATION_AFTER = /^\s+(?:(?:train|metro|subway|tube|underground|bus|tram|railway|rail|mrt|bts|lrt)\s+)?(?:station|stop|stn)\b/i;

/**
 * Said right before a name that only tells where another place is: "perched high in the Constantia
 * Valley", "right on Rossio Square", "liegt direkt am Hang des Signal Hill", "dentro del Parque
 * Savello", "no bairro de", "就在宽窄巷子里", "开在上下九步行街".
 */
const LOCATION_BEFORE = unicodeWords([
  /\b(?:located|situated|set|perched|nestled|tucked|housed|sits|sitting|lies|lying|built) (?:\w+ ){0,2}(?:in|on|at|inside|within|atop|above)\s+(?:the\s+)?$/i,
  /\bright (?:on|in|by)\s+(?:the\s+)?$/i,
  /\b(?:situad[oa]s?|ubicad[oa]s?|localizad[oa]s?|se encuentra|se localiza|dentro|fica|ficam) (?:en|em|de(?:l)?|do|da|no|na|nos|nas)\s+(?:el\s+|la\s+|los\s+|las\s+|o\s+|a\s+)?$/i,
  /\b(?:no|na) (?:bairro|barrio) (?:de|do|da)\s+$/i,
  /\b(?:situé(?:e|s|es)?|se trouve|niché(?:e|s|es)?|perché(?:e|s|es)?|installé(?:e|s|es)?) (?:\w+ )?(?:dans|sur|à|au|en)\s+(?:le\s+|la\s+|les\s+|l['’])?$/i,
  /\b(?:liegt|liegen|gelegen|befindet sich|befinden sich) (?:\w+ ){0,2}(?:am|im|in|auf|an)\s+(?:der\s+|dem\s+|des\s+|den\s+)?(?:\p{L}+\s+(?:des|der)\s+)?$/iu,
  /\b(?:si trova|si trovano|situat[oaie]|immers[oaie]) (?:in|a|al|nel|nella|nei|sul|sulla)\s+(?:la\s+|il\s+|lo\s+|l['’])?$/i,
  /(?:位于|位於|就在|开在|開在|坐落(?:在|於|于))\s*$/u,
]);

/** Said right after a name that only tells where another place is: "古宇利島にある展望施設", "宽巷子里", "한옥마을 입구에". */
const LOCATION_AFTER = /^\s*(?:にある|の中の|の中にある|内の|にあり|里的|里面的|內的|内的|里,|里，|에 있는|안에 있는|안의|입구에)/u;

/**
 * A sentence about what one sees: "the reward is a view across ... Princes Street", "La vista es
 * ... la isla Tiberina", "展望台からは大通公園が見えて", "남산과 도심 빌딩이 보이는 풍경". The places
 * in it are the view, not where one goes.
 */
const VIEW_SENTENCE = unicodeWords([
  /\b(?:views? (?:of|over|across|to|from|onto)|panoram\w*|overlook(?:s|ing)?|looking (?:out )?(?:over|onto|across|down)|can be seen|is visible|are visible)\b/i,
  /\b(?:la vista|las vistas|vistas? (?:\w+ )?(?:a|al|de|del|sobre)|se ven?|verás|se divisa|panorámica)\b/i,
  /\b(?:la vue|vue (?:sur|de|panoramique)|on (?:voit|aperçoit))\b/i,
  /\b(?:blick (?:auf|über)|aussicht (?:auf|über)|sieht man)\b/i,
  /\b(?:vista (?:su|sul|sulla)|si vede|si vedono)\b/i,
  /\b(?:a vista|vista (?:para|sobre)|se vê|vê-se)\b/i,
  /看到|看見|看见|眺望|远眺|遠眺|俯瞰|一览|一覽/u,
  // A town's setting among mountains: "la rodean varios volcanes, el Misti…", "au pied de trois volcans : le Pichu Pichu…".
  /\b(?:surrounded by|at the foot of|ringed by|rodead[oa] (?:de|por)|(?:la|lo|le|las|los) rodean|al pie de|entouré(?:e|s|es)? (?:de|par)|au pied d(?:e|es|u)|circondat[oa] (?:da|dai|dalle)|ai piedi d(?:el|ei|ella|elle)|umgeben von|am fu(?:ß|ss)e? d(?:es|er)|cercad[oa] (?:de|por)|aos pés d[eao]s?)\s+(?:\S+\s+){0,2}?(?:volcan\w*|volcán|vulcan\w*|vulkan\w*|vulcões|vulcão|mountains?|peaks|montañas|montagnes|montagne|montanhas|bergen?|gipfeln?|cerros|sierras)\b/i,
]);
/** Japanese and Korean views, whose object comes before the verb. */
const VIEW_AFTER = /見え|見渡|一望|眺め|見下ろ|보이는|보인다|보여|내려다|한눈에/u;

/**
 * Between a view and a name, a move: "views as you pass the towns of Positano" passes through them; or the clause's end
 * ("…el Chachani; para verlos bien no hay nada como el mirador de Carmen Alto").
 */
const MOVE_BETWEEN = unicodeWord(/\b(?:pass(?:es|ing)?|driv(?:e|es|ing)|walk(?:s|ing)?|visit(?:s|ing)?|stop(?:s|ping)?|through|cross(?:es|ing)?|pasa(?:r|mos|ndo)?|passe[rz]?|passando|attraverso)\b|;/i);
/** Japanese and Korean put what one sees before the verb, marked as its object: "大通公園が…見えて", "남산과 … 보이는". */
const SEEN_AFTER = /^\s*(?:が|を|も|と|과|와|이 |가 |을|를|도 )/u;

/**
 * Whether a name is what a view shows: after the view in most languages ("the reward is a view across
 * ... Princes Street"), before it as its object in Japanese and Korean. The place one sees it from
 * comes before the view ("Driving over the Forth Road Bridge gives you a superb view").
 */
function inView(before: string, after: string): boolean {
  if (SEEN_AFTER.test(after) && VIEW_AFTER.test(after)) return true;
  for (const cue of VIEW_SENTENCE_ALL) {
    const seen = [...before.matchAll(cue)].pop();
    if (seen && !MOVE_BETWEEN.test(before.slice(seen.index + seen[0].length))) return true;
  }
  return false;
}
const VIEW_SENTENCE_ALL = VIEW_SENTENCE.map((cue) => new RegExp(cue.source, `${cue.flags}g`));

/**
 * How far from the name the cues that frame it are looked for: a view names what it shows within a
 * sentence's clause or two; a long run of text (a page of links read as one sentence) is not scanned
 * again for every name in it.
 */
const NEAR_BEFORE = 200;
const NEAR_AFTER = 60;

/** Right before a name, a word that goes there: "climb up to", "visit", "hacia": the view is from there. */
const GOING_BEFORE = unicodeWord(/\b(?:to|visit(?:ing|ed)?|climb(?:ing|ed)?(?: up)?|hike(?: up)?|hiking(?: up)?|up|from|a|al|hacia|desde|à|au|depuis|nach|zum|zur|von|alla|al|dal|dalla|ao|à|para|do|da)\s+(?:the\s+|el\s+|la\s+|le\s+|l['’]|der\s+|die\s+|das\s+|il\s+|o\s+|a\s+)?$/i);

/** "从十字街逛到洛邑古城": a walk from one place to the next starts at a stop, not at home. */
const WALKED_FROM = /^\s*(?:一路)?(?:逛|走|玩|散步|步行|溜达|溜達)(?:到|至|去)/u;

/** Japanese, Korean and Chinese compare after the name: "アメリカ西海岸のような", "파리처럼", "像巴黎一样". */
const COMPARED_AFTER = /^\s*(?:のような|のよう|みたいな|みたい|に比べ|と比べ|に似た|처럼|같은|같이|보다|一样|一樣|似的|般的)/u;

/**
 * "면앙정, 식영정, 그리고 송강정 같은 정자들", "金閣寺や銀閣寺のような": the last of a list before 같은 or のような
 * gives examples of what the sentence is about, it does not compare.
 */
const LISTED_BEFORE = /(?:[,，、]\s*|\s(?:그리고|및)\s+|[\p{Script=Han}\p{Script=Katakana}ー]や)$/u;

export function mentionContext(before: string, sentence: string, after = '', language?: string): MentionContext | undefined {
  if (COMPARED_AFTER.test(after) && !LISTED_BEFORE.test(before)) return 'compared';
  const cjk = cjkContext(before, after);
  if (cjk) return cjk;
  if ((ORIGIN.some((cue) => cue.test(before)) && !WALKED_FROM.test(after)) || WORK_SENTENCE.some((cue) => cue.test(sentence))) return 'origin';
  if (namedAsPerson(before)) return 'person';
  if (GENERIC_BEFORE.some((cue) => cue.test(before)) || (language !== undefined && ARTICLE_A[language]?.test(before))) return 'generic';
  if (LINE_BEFORE.test(before) || STATION_AFTER.test(after)) return 'directions';
  if (SKIPPED.some((cue) => cue.test(sentence)) && !MUST_NOT_SKIP.test(sentence)) return 'skipped';
  if (COMPARED.some((cue) => cue.test(before))) return 'compared';
  if (LODGING_BEFORE.some((cue) => cue.test(before)) || LODGING_SENTENCE.some((cue) => cue.test(sentence))) return 'lodging';
  if (LANDMARK_BEFORE.some((cue) => cue.test(before))) return 'landmark';
  const near = before.slice(-NEAR_BEFORE);
  const next = after.slice(0, NEAR_AFTER);
  if (LOCATION_BEFORE.some((cue) => cue.test(near)) || LOCATION_AFTER.test(next)) return 'landmark';
  if (inView(near, next) && !GOING_BEFORE.test(near)) return 'landmark';
  return undefined;
}

/** "Cómo llegar:", "Getting there", "Anfahrt": the lines under it are stations and lines, not stops. */
const HOW_TO_GET_THERE = unicodeWord(
  /^\W*(?:how to get there|getting there|how to reach|cómo llegar|como llegar|cómo ir|comment (?:s'y|y) (?:rendre|aller)|accès|anfahrt|so kommst? (?:du|ihr|man) hin|come arrivare|como chegar)\b\W*$/i,
);

/** "Related posts", "Diarios relacionados", "À lire aussi", "関連記事": the posts a blog links to under its own, about other trips. */
const RELATED_POSTS = unicodeWord(
  /^\W*(?:related (?:posts?|articles?|stories|reads|trips)|you (?:may|might) also (?:like|enjoy)|more from (?:the|this) blog|also read|further reading|(?:diarios|art[ií]culos|entradas|posts|publicaciones|notas|viajes) relacionad[oa]s|te puede interesar|quiz[aá]s te interese|tambi[eé]n te puede (?:gustar|interesar)|le[ea] tambi[eé]n|articles? (?:similaires|connexes)|(?:à|a) lire aussi|vous aimerez aussi|sur le m[eê]me sujet|ähnliche (?:beiträge|artikel|reiseberichte)|das könnte (?:dich|sie) auch interessieren|weitere (?:beiträge|artikel|reiseberichte)|articoli correlati|post correlati|potrebbe(?:ro)? interessarti|leggi anche|posts? relacionados|artigos relacionados|leia tamb[eé]m|voc[eê] tamb[eé]m pode gostar|veja tamb[eé]m)\b|^\s*(?:関連記事|関連する記事|あわせて読みたい|合わせて読みたい|相关文章|相關文章|相关推荐|相關推薦|推荐阅读|推薦閱讀|延伸阅读|延伸閱讀|관련\s?글|관련\s?포스트|함께 보면 좋은 글)/i,
);

/**
 * The context a heading or a list's introduction gives everything under it: "If you have more time",
 * "Where to stay", "Skip these", "Cómo llegar:". Comparisons and origins are told per mention, not per section.
 */
export function sectionContext(text: string): MentionContext | undefined {
  if (SKIPPED.some((cue) => cue.test(text)) && !MUST_NOT_SKIP.test(text)) return 'skipped';
  if (/^\W*(?:where to stay|accommodation|hotels?\b|dónde (?:dormir|alojarse)|où (?:dormir|loger)|unterkunft|dove dormire|onde ficar|宿泊|住宿|숙소)/iu.test(text)) {
    return 'lodging';
  }
  if (HOW_TO_GET_THERE.test(text)) return 'directions';
  if (RELATED_POSTS.test(text)) return 'related';
  return undefined;
}

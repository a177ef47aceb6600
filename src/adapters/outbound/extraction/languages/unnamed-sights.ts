/**
 * The one sight of its kind in the page's town, written in lower case where the prose goes there: "we
 * walked up to the cathedral", "visitamos la catedral", "on a flâné dans le marché aux poissons", "we
 * explored the night market". Travellers pin these as surely as named ones; the name is the phrase as
 * written, without its article ("night market", "marché aux poissons"). Only after a word of going and
 * a definite article: "a market" or "the market" in passing is nothing to pin.
 */

/** Kinds of sight a town has one of, or one the page means: not eateries, shops or transport. */
const SIGHT_KINDS = [
  'cathedral', 'catedral', 'cathédrale', 'cattedrale', 'duomo', 'dom', 'church', 'iglesia', 'église', 'chiesa', 'igreja', 'kirche',
  'synagogue', 'sinagoga', 'mosque', 'mezquita', 'mosquée', 'moschea', 'mesquita', 'moschee', 'basilica', 'basílica', 'basilique',
  'market', 'mercado', 'marché', 'mercato', 'markt', 'souk', 'souks', 'bazaar', 'medina', 'kasbah', 'ramparts', 'remparts', 'walls',
  'muralla', 'murallas', 'mura', 'muralhas', 'stadtmauer', 'harbour', 'harbor', 'port', 'porto', 'puerto', 'hafen', 'waterfront',
  'malecón', 'malecon', 'promenade', 'castle', 'castillo', 'château', 'castello', 'castelo', 'burg', 'fort', 'fortress', 'fortaleza',
  'forteresse', 'fortezza', 'festung', 'citadel', 'citadelle', 'cittadella', 'palace', 'palacio', 'palais', 'palazzo', 'palácio',
  'lighthouse', 'faro', 'phare', 'leuchtturm', 'gardens', 'jardín', 'jardin', 'giardino', 'jardim', 'beach', 'playa', 'plage',
  'spiaggia', 'praia', 'strand', 'bridge', 'puente', 'pont', 'ponte', 'brücke', 'temple', 'templo', 'tempio', 'tempel', 'monastery',
  'monasterio', 'monastère', 'monastero', 'mosteiro', 'kloster', 'viewpoint', 'mirador', 'miradouro', 'belvedere', 'belvédère',
  'lookout', 'ruins', 'ruinas', 'ruines', 'rovine', 'ruínas', 'amphitheatre', 'anfiteatro', 'amphithéâtre', 'waterfall', 'cascada',
  'cascade', 'cascata', 'cachoeira', 'statue', 'estatua', 'estátua', 'statua',
  // A town's museum and its tanneries, where the prose goes: "we visited the tunnel museum" (the Romance languages name a
  // museum after its kind, "el museo de la guerra de Vietnam", read as a name elsewhere). Not its old town: a page's
  // labels take "the old town" for a stop about as often as for the town itself.
  'museum', 'tanneries', 'curtidurías',
];

const ARTICLE = "(?:the|el|la|los|las|le|les|l['’]|il|lo|gli|o|os|a|as|der|die|das|den|dem|au|aux|al|ao|à|zum|zur|alla|allo|ai)";
const CONNECTOR = '(?:de|of|aux|du|des|da|do|dos|das|del|di|della|dei)';
/** One lower-case word may stand before the kind ("night market", "vieille synagogue"); a phrase in "de" after it ("port de pêche"). */
const SIGHT = new RegExp(
  `(?<![\\p{L}])${ARTICLE}\\s*((?:\\p{Ll}{3,}\\s+)?(?:${SIGHT_KINDS.join('|')})(?:\\s+${CONNECTOR}\\s+(?:(?:la|the|les|los)\\s+)?\\p{Ll}{3,})?)(?![\\p{L}])(?!\\s+(?:${CONNECTOR}\\s+)?\\p{Lu})`,
  'gu',
);

/**
 * German writes the kind in capitals: "zur Zitadelle", "in den Dom", "besichtigen das Rathaus". Only
 * after an article or a preposition joined to one, and only kinds a German town has one of.
 */
const GERMAN_SIGHT_KINDS = [
  'Dom', 'Münster', 'Kathedrale', 'Zitadelle', 'Festung', 'Burg', 'Schloss', 'Kloster', 'Rathaus', 'Marktplatz', 'Hafen', 'Leuchtturm',
  'Stadtmauer', 'Moschee', 'Synagoge', 'Basar', 'Altstadt', 'Strand',
];
const GERMAN_SIGHT = new RegExp(`(?<![\\p{L}])(?:zum|zur|ins|den|die|das|dem|der)\\s+(${GERMAN_SIGHT_KINDS.join('|')})(?![\\p{L}])(?!\\s+\\p{Lu})`, 'gu');

/** Words that may not stand before the kind: they belong to the sentence, not the name ("the same market", "the next church"). */
const NOT_BEFORE = new Set(['same', 'next', 'other', 'first', 'last', 'main', 'local', 'whole', 'only', 'nearest', 'nearby', 'mismo', 'misma', 'otro', 'otra', 'même', 'autre', 'stesso', 'stessa', 'altro', 'altra', 'mesmo', 'mesma', 'outro', 'outra', 'gleichen', 'anderen']);

/**
 * Words of going or visiting right before the article: "we walked (to) the", "direction le", "nous rejoignons le",
 * "caminamos el", "on commence par l'", "besuchten den", "siamo andati al", "fomos ao".
 */
const VISIT_BEFORE = new RegExp(
  `(?<![\\p{L}])(?:${[
    'visit(?:s|ed|ing)?', 'explor(?:e|es|ed|ing)', 'check(?:s|ed|ing)?\\s+out', 'took\\s+(?:us|me)\\s+(?:in)?to', 'walk(?:s|ed|ing)?(?:\\s+(?:up|down|along|around|through|over|back))?(?:\\s+to)?', 'wander(?:s|ed|ing)?(?:\\s+(?:around|through))?',
    'stroll(?:s|ed|ing)?(?:\\s+(?:along|around|through))?(?:\\s+to)?', 'reach(?:es|ed|ing)?', 'climb(?:s|ed|ing)?(?:\\s+up)?(?:\\s+to)?',
    '(?:go|goes|went|going|head|heads|headed|heading|drove|drive|came|come|back|return(?:s|ed)?|made\\s+(?:our|my)\\s+way)(?:\\s+(?:up|down|over|back|on))?\\s+to',
    '(?:start|started|begin|began|end|ended|finish|finished)\\s+(?:at|with)',
    'visitar', 'visitamos', 'visité', 'conocer', 'conocimos', 'recorr(?:er|imos|emos)', 'camin(?:ar|amos)(?:\\s+por)?', 'pase(?:ar|amos)(?:\\s+por)?',
    '(?:llegamos|fuimos|subimos|vamos|bajamos)\\s+(?:a|hasta)', '(?:dimos|damos|dar)\\s+una\\s+vuelta\\s+por', 'en\\s+busca\\s+de', 'jusqu[\'’](?:à|au|aux)', 'long(?:er|eons|eait|é|ent)', 'direction', 'rejoign(?:ons|ez|ent|ions|ait)', 'visit(?:er|ons|ez|é|ée)', 'découvr(?:ir|ons|ez)',
    '(?:on\\s+)?commence\\s+par', 'flân(?:er|ons|é)\\s+(?:dans|sur)', '(?:allons|allés|sommes\\s+allés)\\s+(?:à|au|aux)',
    'besuch(?:en|ten|t)(?:\\s+(?:wir|ich|man))?', 'besichtig(?:en|ten|t)(?:\\s+(?:wir|ich|man))?',
    '(?:gingen|fuhren|gehen|fahren|spazieren|spazierten|laufen|liefen|wandern|wanderten|schlendern|schlenderten|geht\\s+es|ging\\s+es)(?:\\s+(?:wir|ich|man))?(?:\\s+\\p{Ll}+){0,2}\\s+(?:zu|zum|zur|in|ins|an|auf|durch)',
    'visit(?:are|ato|iamo|ammo)', '(?:andiamo|andati|siamo\\s+andati|arriviamo|arrivati)\\s+(?:a|al|alla|allo|in)', 'scopr(?:ire|iamo)',
    'conhec(?:er|emos)', 'visitamos', '(?:fomos|vamos|chegamos)\\s+(?:a|ao|à|até)', 'passe(?:ar|amos)\\s+(?:por|pelo|pela)',
  ].join('|')})\\s+(?:${ARTICLE.slice(3, -1)})?\\s*$`,
  'iu',
);

export interface UnnamedSight {
  name: string;
  /** Where the phrase starts in the sentence (UTF-16 code units), after its article. */
  index: number;
}

/** The unnamed sights of a sentence that a word of going or visiting leads to. */
export function unnamedSights(sentence: string): UnnamedSight[] {
  const found: UnnamedSight[] = [];
  for (const match of [...sentence.matchAll(SIGHT), ...sentence.matchAll(GERMAN_SIGHT)]) {
    const name = match[1]!;
    if (NOT_BEFORE.has(name.split(/\s+/)[0]!)) continue;
    if (!VISIT_BEFORE.test(sentence.slice(0, match.index + match[0].length - name.length))) continue;
    found.push({ name, index: match.index + match[0].length - name.length });
  }
  return found;
}

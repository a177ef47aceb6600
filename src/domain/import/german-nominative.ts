/**
 * German names change with their case: "in der Alten Hofhaltung", "im Fränkischen Brauereimuseum", "an
 * der Deutschen Nationalbibliothek" are the Alte Hofhaltung, the Fränkisches Brauereimuseum and the
 * Deutsche Nationalbibliothek. A stop keeps the page's words; the gazetteer is asked as a sign names the place,
 * in the nominative, without article.
 */

/** Endings of a name's last word that say its gender (the last part of a compound decides). */
const FEMININE = /(?:ung|heit|keit|schaft|ei|ie|ion|enz|anz|ik|tät|thek|kirche|brücke|burg|straße|strasse|gasse|halle|kapelle|residenz|galerie|mauer|mühle|oper|allee|insel|festung|hütte|kathedrale|synagoge|moschee|promenade|passage|stadt|schule|akademie|station|aue|quelle|schlucht|klamm|wand|spitze|hofhaltung)$/;
const NEUTER = /(?:haus|häuschen|museum|schloss|schloß|schlösschen|tor|theater|zentrum|viertel|kloster|münster|denkmal|gewölbe|ufer|tal|dorf|stift|palais|kino|café|amt|gebäude|bad|werk|land|horn)$/;
const MASCULINE = /(?:dom|turm|platz|markt|garten|park|palast|hof|bahnhof|berg|see|wald|brunnen|friedhof|hafen|keller|saal|zoo|fluss|bach|stein|weg|steg|damm|graben|kanal|strand)$/;

/** Adjectives as names use them: "Alte", "Neuen", "Fränkischen", "Goldenen", "Heiligen" (not "Münchner", "München"). */
const ADJECTIVE_STEM = /^(?:\p{Lu}\p{Ll}*(?:sch|lich|ig|bar|sam|haft|ern|en)|Alt|Neu|Groß|Gross|Klein|Hoch|Lang|Breit|Schön|Grün|Rot|Blau|Schwarz|Weiß|Weiss|Heilig|Ober|Unter|Mittler|Nieder|Frei|Jung|Fein|Bunt|Still|Wild|Tief|Dunkel|Hell|Ost|West|Nord|Süd)$/u;

type Gender = 'f' | 'n' | 'm';

function genderOf(noun: string): Gender | undefined {
  const word = noun.toLowerCase();
  if (MASCULINE.test(word)) return 'm';
  if (NEUTER.test(word)) return 'n';
  if (FEMININE.test(word) || word.endsWith('e')) return 'f';
  return undefined;
}

const NOMINATIVE: Record<Gender, string> = { f: 'e', n: 'es', m: 'er' };

/** "Der Lange Markt", "Das Krantor": a heading's name with its article, in the nominative already. */
const DEFINITE_ARTICLE = /^(?:Der|Die|Das)\s+(?=\p{Lu})/u;

/** A heading's name without its article, the adjective kept as the page writes it after one ("Lange Markt"). */
export function withoutGermanArticle(name: string): string {
  return name.replace(DEFINITE_ARTICLE, '');
}

/** The name with its adjectives in the nominative of its last noun's gender; unchanged when that is unsure. */
export function germanNominative(name: string): string {
  const words = name.trim().split(/\s+/);
  // "Kirche zum Heiligen Geist": what follows a preposition inside a name keeps its case.
  if (words.length < 2 || words.some((word) => !/^\p{Lu}/u.test(word))) return name;
  const gender = genderOf(words[words.length - 1]!);
  if (!gender) return name;
  let changed = false;
  const nominative = words.map((word, i) => {
    if (i === words.length - 1) return word;
    const inflected = /^(\p{Lu}\p{Ll}+?)(en|em|e)$/u.exec(word);
    if (!inflected || !ADJECTIVE_STEM.test(inflected[1]!)) return word;
    // "Alte Brücke" is nominative already; "Fränkische Brauereimuseum" was so after "das" only.
    if (inflected[2] === 'e' && gender === 'f') return word;
    changed = true;
    return inflected[1]! + NOMINATIVE[gender];
  });
  return changed ? nominative.join(' ') : name;
}

/**
 * The name with its adjectives cut to their stems ("Langen Markt", "Lange Markt" -> "Lang Markt";
 * "Europäischen Zentrum der Solidarność" -> "Europäisch Zentrum der Solidarność"): a German place
 * named in its several cases, as headings and prose name it, compares as one.
 */
export function withoutGermanDeclension(name: string): string {
  return name.replace(/(?<![\p{L}'’-])(\p{Lu}\p{Ll}+?)(?:en|em|er|es|e)(?=\s+\S)/gu, (word, stem: string) => (ADJECTIVE_STEM.test(stem) ? stem : word));
}

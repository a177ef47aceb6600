/**
 * How European prose says a name is somewhere to go even without "at" or "visit" before it: a food
 * guide gives a venue's address right after its name, and German introduces a town by what it is.
 */

/**
 * Words that open a street's name ("Via Filzi", "Calle 15", "rue du Bac"), as addresses write them; not
 * squares, whose name in brackets is as often a sight's other name ("Main Square (Plaza Mayor)").
 */
const STREET_OPENERS = [
  'via', 'viale', 'corso', 'piazzetta', 'vicolo', 'calle', 'avenida', 'avda\\.?', 'av\\.', 'carrera', 'rua', 'travessa', 'rue', 'boulevard', 'bd', 'avenue', 'quai', 'chemin', 'impasse',
].map((word) => `[${word[0]}${word[0]!.toUpperCase()}]${word.slice(1)}`).join('|');
/** Streets German and English write with the kind last ("Marktgasse 5", "12 Orchard Rd"). */
const STREET_ENDINGS = '\\p{Lu}[\\p{L}\\-]*(?:straße|strasse|gasse|platz|weg|allee|ufer)|\\p{Lu}[\\p{L}\\-]*\\s+(?:Street|St\\.?|Road|Rd\\.?|Avenue|Ave\\.?|Lane)\\b';

/** A street's name: an opener, maybe connectors, then a capital or a number ("Piazzetta de Santis Brizio", "Calle 15"). */
const STREET = `(?:${STREET_OPENERS})\\s+(?:(?:de|del|della|di|da|do|dos|du|des|la|le)\\s+)*[\\p{Lu}\\d]|${STREET_ENDINGS}`;

/**
 * "Wayané (Calle 15, 92 E, Itzimná)", "“La Sirena” (Via Filzi)", "Néctar (Andrés García Lavín, 334, San
 * Antonio Cucul)": an address in brackets right after a name (a street, or a name then a house number).
 */
const BRACKETED_ADDRESS = new RegExp(
  `^\\s*[”"»’]?\\s*\\((\\s*(?:\\d{1,5}[a-z]?,?\\s+)?(?:${STREET}|[\\p{Lu}][^(),]{2,40},\\s*(?:n[º°o.]\\s*)?\\d{1,4}[a-zA-Z]?\\s*[,\\-/])[^()]{0,80})\\)`,
  'u',
);

/** "“La Rusticana” in Corso Vittorio Emanuele", "Da Michele on Via Sersale": a name then the street it is on. */
const ON_A_STREET = new RegExp(`^\\s*[”"»’]?\\s*(?:in|on|en|em|na|no|sur|dans|an der|in der)\\s+(?:la\\s+|el\\s+|the\\s+|a\\s+)?((?:${STREET})[\\p{L}\\p{M}\\d'’\\-]*(?:\\s+(?:(?:de|di|del|della|da|do|dos|du|des|la|le)\\s+)?[\\p{Lu}\\d][\\p{L}\\p{M}\\d'’\\-]*)*)`, 'u');

/**
 * The address the words after a name give, when they give one: the name is a venue ("Magna Magna
 * (Via Trinchese)" -> "Via Trinchese"; "La Rusticana in Corso Vittorio Emanuele" -> the street).
 */
export function addressAfter(after: string): string | undefined {
  const found = BRACKETED_ADDRESS.exec(after) ?? ON_A_STREET.exec(after);
  return found?.[1]!.trim();
}

/** Whether the text at `index` of `sentence` is inside brackets that give an address: a street or a district, not a stop. */
export function insideAddress(sentence: string, index: number): boolean {
  const open = sentence.lastIndexOf('(', index);
  if (open < 0 || sentence.slice(open, index).includes(')')) return false;
  return BRACKETED_ADDRESS.test(sentence.slice(open));
}

/**
 * "die Hauptstadt Windhoek", "der Fischerort Stykkisholmur", "das Bergdorf Alpbach", "die Karibikinsel San Andres": German says what a
 * town is before its name, in one capitalised noun. The noun is cut off and the name is a town one goes to.
 */
const GERMAN_TOWN_NOUN = /^(?:\p{Lu}\p{Ll}*(?:stadt|städtchen|dorf|dörfchen|ort|insel)|Stadt|Städtchen|Dorf|Ort|Ortschaft|Gemeinde|Hafenstadt|Oase|Insel)$/u;
const NOT_TOWN_NOUN = /^(?:Altstadt|Innenstadt|Neustadt|Vorstadt|Heimatstadt|Partnerstadt|Wohnort|Standort|Nachbarinsel|Hauptinsel)$/u;

/** The name after a German town noun ("Hauptstadt Windhoek" -> "Windhoek"), or undefined. */
export function afterGermanTownNoun(name: string): string | undefined {
  const [first, ...rest] = name.split(/\s+/);
  if (!first || !rest.length || !GERMAN_TOWN_NOUN.test(first) || NOT_TOWN_NOUN.test(first)) return undefined;
  return /^\p{Lu}/u.test(rest[0]!) ? rest.join(' ') : undefined;
}

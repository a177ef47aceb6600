import { isCompanyName } from '../../../domain/import/name-quality.js';

/**
 * "Sandra Burns from Courtenay, Canada writes:", "Marta (Sevilla) escribe:": a reader's letter or a forum
 * post opens with who writes it and where they live, no place of the trip.
 */
export const WRITES_LINE = /^[^.!?]{2,80}\s(?:writes|wrote|says|said|asks|escribe|escribió|écrit|a écrit|schreibt|schrieb|scrive|ha scritto|escreve|escreveu)\s*:\s*$/iu;

/**
 * "À lire : notre reportage Dakar, porte du Sénégal", "Leia também: …", "Read more: …": a pointer to another article,
 * whose title names that article's places, not the trip's.
 */
export const READ_ALSO = /^\W*(?:à lire|a lire|lire aussi|à voir aussi|read also|see also|read more|also read|leia também|leia mais|veja também|lee también|ver también|leer más|leggi anche|vedi anche|auch lesenswert|lesetipp|lies auch|mehr dazu)\b[^:：]{0,24}[:：]/iu;

/** "© Turismo de Lisboa", "Foto: M. Rossi", "Courtesy of Ivana Larrosa": a credit's label. */
const CREDIT_LABEL = /^\s*(?:©|\(c\)|(?:photo|foto|fotos|bild|crédit|credit|crédito|credito)s?\s*:|(?:photo\s+)?courtesy\s+of\b|cortesía\s+de\b|cortesia\s+de\b)/iu;

/** "Tobias Schwerdt / Heidelberg Marketing GmbH", "Foto: M. Rossi": who took the photo, not what it shows. */
export const isPhotoCredit = (text: string): boolean => CREDIT_LABEL.test(text) || (text.includes(' / ') && isCompanyName(text.split(' / ').pop()!));

/**
 * "🎵 Music: licensed via Epidemic Sound", "Song Two: Wandering Nomad by Cody Francis", "BGM：…", "音楽：…": a video's music
 * credit. The word ends where no letter follows: \b knows only ASCII letters and never ends "音楽".
 */
const MUSIC_CREDIT = /^\W*(?:🎵|🎶|♪|♫|(?:all\s+)?(?:music|songs?|soundtrack|bgm|música|musique|musik|musica|canción|canciones|chanson|lied|音楽|音乐|배경음악)(?![\p{L}\p{N}]))/iu;

/** A block's prose without its music credit lines (`lines`: the block's lines): the songs and labels a video credits are no places. */
export function withoutMusicCredits(prose: string, lines: string): string {
  let kept = prose;
  for (const line of lines.split('\n')) if (MUSIC_CREDIT.test(line) && line.trim()) kept = kept.replace(line.trim(), ' • ');
  return kept;
}

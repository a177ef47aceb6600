import { isCompanyName } from '../../../domain/import/name-quality.js';

/**
 * "Sandra Burns from Courtenay, Canada writes:", "Marta (Sevilla) escribe:": a reader's letter or a forum
 * post opens with who writes it and where they live, no place of the trip.
 */
export const WRITES_LINE = /^[^.!?]{2,80}\s(?:writes|wrote|says|said|asks|escribe|escribió|écrit|a écrit|schreibt|schrieb|scrive|ha scritto|escreve|escreveu)\s*:\s*$/iu;

/** "© Turismo de Lisboa", "Foto: M. Rossi": a credit's label. */
const CREDIT_LABEL = /^\s*(?:©|\(c\)|(?:photo|foto|fotos|bild|crédit|credit|crédito|credito)s?\s*:)/iu;

/** "Tobias Schwerdt / Heidelberg Marketing GmbH", "Foto: M. Rossi": who took the photo, not what it shows. */
export const isPhotoCredit = (text: string): boolean => CREDIT_LABEL.test(text) || (text.includes(' / ') && isCompanyName(text.split(' / ').pop()!));

/**
 * The days of the week in the European languages travellers write in, with the spellings that leave out
 * their accents ("miercoles", "lunedi", "terca"); Portuguese names its days by number ("segunda", "quinta"),
 * adding "-feira" or not, and shares "sábado" and "domingo" with Spanish. One list for every reader of
 * days: a plan's line labelled by its weekday, a weekday before a capitalised run, a word that is never a place.
 */
export const WEEKDAY_NAMES: readonly string[] = [
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
  'lunes', 'martes', 'miércoles', 'miercoles', 'jueves', 'viernes', 'sábado', 'sabado', 'domingo',
  'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche',
  'montag', 'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag', 'sonntag',
  'lunedì', 'lunedi', 'martedì', 'martedi', 'mercoledì', 'mercoledi', 'giovedì', 'giovedi', 'venerdì', 'venerdi', 'sabato', 'domenica',
  'segunda', 'terça', 'terca', 'quarta', 'quinta', 'sexta',
];

/** Calendar dates (YYYY-MM-DD) and RFC 3339 date-times with an explicit offset. Pure string checks. */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})[Tt]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?([Zz]|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

const isLeapYear = (year: number): boolean => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** A real calendar date in YYYY-MM-DD form: 2024-02-29 is one, 2023-02-29 is not. */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** A date-time that says which offset it is in (`Z` or `±hh:mm`), so it names one instant. Seconds are optional. */
export function isDateTimeWithOffset(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DATE_TIME.exec(value);
  return match !== null && isCalendarDate(match[1]);
}

/** Milliseconds since the epoch of a date-time that passed isDateTimeWithOffset (its offset applied). */
export const instantOf = (dateTime: string): number => Date.parse(dateTime.toUpperCase());

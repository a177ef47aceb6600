/** Value types of the Account aggregate. */

export const PLANS = ['free', 'pro'] as const;
export type Plan = (typeof PLANS)[number];

export const isPlan = (value: unknown): value is Plan => (PLANS as readonly unknown[]).includes(value);

/** The form every stored and compared email takes: trimmed and lower-cased. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

const EMAIL_MAX = 254;
const DISPLAY_NAME_MAX = 80;

/** Deliberately loose (one @, a dot in the domain, no spaces): the sign-up page is the real check. */
export const isEmail = (value: string): boolean =>
  value.length <= EMAIL_MAX && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

export const isDisplayName = (value: string): boolean =>
  value.trim().length > 0 && value.trim().length <= DISPLAY_NAME_MAX && !/[\u0000-\u001f\u007f]/.test(value);

export const DISPLAY_NAME_MAX_LENGTH = DISPLAY_NAME_MAX;

/** The UTC calendar year of an ISO date-time: the unit of the link-import allowance. */
export const utcYearOf = (isoDateTime: string): number => new Date(isoDateTime).getUTCFullYear();

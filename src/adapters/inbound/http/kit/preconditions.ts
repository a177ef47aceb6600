import { HttpProblem } from './problem.js';
import { invalid } from './validation.js';
import type { IfMatchRule } from './route-definition.js';

/** The ETag of an itinerary: its stream revision as a strong entity tag (docs/design.md §2). */
export const etag = (revision: number): string => `"${revision}"`;

const REVISION = /^(?:"(0|[1-9]\d{0,15})"|(0|[1-9]\d{0,15}))$/;

/**
 * The revision a write must apply to, from If-Match: `"N"` (also a bare `N`, as some clients strip
 * the quotes) names revision N; `*` means whatever is current (undefined). We only issue strong tags
 * of that form, so a weak tag (never equal under RFC 9110's strong comparison), a list or anything
 * else is a malformed request (400). Absent: 428 where required, else undefined.
 */
export function expectedRevision(header: string | undefined, rule: IfMatchRule): number | undefined {
  if (rule === 'none') return undefined;
  const value = header?.trim();
  if (value === undefined || value === '') {
    if (rule === 'optional') return undefined;
    throw new HttpProblem(
      'preconditionRequired',
      'This route needs If-Match with the ETag of your last read of the itinerary (or * to overwrite).',
    );
  }
  if (value === '*') return undefined;
  const match = REVISION.exec(value);
  const revision = Number(match?.[1] ?? match?.[2]);
  if (!match || !Number.isSafeInteger(revision)) {
    throw invalid([{ path: 'If-Match', message: 'must be one ETag as returned by this API, e.g. "3", or *' }]);
  }
  return revision;
}

import * as z from 'zod';
import { validationFailed } from '../../../../domain/shared/domain-error.js';

/**
 * Merge-patch as the MCP tools take it: a field sent replaces the stored one, a field left out stays,
 * and `clear` names the optional fields to remove (what null does in a REST PATCH). A list rather
 * than nullable fields: those become `type: [..., "null"]` or an anyOf per field in tools/list, which
 * strict clients flag or models misread, and one list is smaller than either.
 */
export const clearable = <Name extends string>(names: readonly Name[]) =>
  z.array(z.enum(names)).max(names.length).optional().describe('Fields to remove');

/** The patch with each cleared field set to null, as the domain's merge takes it. */
export function withCleared<Patch extends object>(
  patch: Patch,
  clear: readonly string[] = [],
): { [K in keyof Patch]: Patch[K] | null } {
  const both = clear.filter((name) => (patch as Record<string, unknown>)[name] !== undefined);
  if (both.length > 0) {
    throw validationFailed([{ path: 'clear', message: `names ${both.join(', ')}, also sent with a value` }]);
  }
  return { ...patch, ...Object.fromEntries(clear.map((name) => [name, null])) };
}

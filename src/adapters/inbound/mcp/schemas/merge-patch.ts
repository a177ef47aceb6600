import { ArrayMaxSize, IsArray, IsIn } from 'class-validator';
import { validationFailed } from '../../../../domain/shared/domain-error.js';
import { compose, Described, Optional } from '../../shapes/decorators.js';
import { dtoSchemas } from '../../shapes/json-schemas.js';

/**
 * Merge-patch as the MCP tools take it: a field sent replaces the stored one, a field left out stays,
 * and `clear` names the optional fields to remove (what null does in a REST PATCH). A list rather
 * than nullable fields: those become `type: [..., "null"]` or an anyOf per field in tools/list, which
 * strict clients flag or models misread, and one list is smaller than either.
 */
export const Clearable = (names: readonly string[]): PropertyDecorator =>
  compose(Described('Fields to remove'), Optional(IsArray(), ArrayMaxSize(names.length), IsIn(names, { each: true })));

/** The fields of a wire shape that a patch may clear: all but `kept` (its id, the fields it cannot be without). */
export const clearableFields = (dto: Function, kept: readonly string[]): string[] =>
  Object.entries(dtoSchemas()[dto.name]?.properties ?? {})
    .filter(([name, schema]) => !kept.includes(name) && !schema.readOnly)
    .map(([name]) => name);

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

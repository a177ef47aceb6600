/**
 * Structural equality of JSON-like values. A key whose value is undefined counts as absent, as it
 * would after a round trip through JSON, so `{a: undefined}` equals `{}`.
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, i) => jsonEqual(item, other[i]));
  }
  const left = definedKeys(a as Record<string, unknown>);
  const right = definedKeys(b as Record<string, unknown>);
  return (
    left.length === right.length &&
    left.every((key) => jsonEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

const definedKeys = (value: Record<string, unknown>): string[] =>
  Object.keys(value).filter((key) => value[key] !== undefined);

/**
 * Path parameters as clients see them named (the OpenAPI document, the paths of validationFailed):
 * for the id they hold, as MCP's tools and the bodies name that id (`itineraryId`, `flightId`,
 * `documentId`), so that a generated client and an agent say the same. Route templates keep the
 * interface's placeholders (docs/interface.md: `{id}`, `{itemId}`, `{docId}`); a path parameter's
 * name is never sent, so this changes no request.
 */
const PLACEHOLDERS = new Set(['id', 'itemId', 'docId']);

/** Where `<segment>Id` is not the name: a packing list's entries are packing items; /t/ is a trip page's short path. */
const IDS: Record<string, string> = { packing: 'packingItemId', t: 'itineraryId' };

const camel = (segment: string): string => segment.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** Templates are few and fixed: each is read once (the pipeline asks on every request). */
const named = new Map<string, Record<string, string>>();

/** The public name of each placeholder of `template` (the id of the segment before it), by its name there. */
export function pathParamNames(template: string): Record<string, string> {
  let names = named.get(template);
  if (!names) named.set(template, (names = namesIn(template)));
  return names;
}

function namesIn(template: string): Record<string, string> {
  const names: Record<string, string> = {};
  const segments = template.split('/');
  segments.forEach((segment, i) => {
    const name = /^\{(\w+)\}$/.exec(segment)?.[1];
    if (!name) return;
    const before = segments[i - 1] ?? '';
    names[name] = PLACEHOLDERS.has(name) && before && !before.startsWith('{') ? (IDS[before] ?? `${camel(before)}Id`) : name;
  });
  return names;
}

/** `template` with its placeholders under their public names. */
export const publicPath = (template: string): string => {
  const names = pathParamNames(template);
  return template.replace(/\{(\w+)\}/g, (_, name: string) => `{${names[name] ?? name}}`);
};

/**
 * The JSON object literal that follows `marker` in a page's scripts (`var ytInitialData = {...};`),
 * found by matching braces outside strings, so the rest of the script does not matter.
 */
export function jsonAfter(source: string, marker: string | RegExp): unknown {
  const found = typeof marker === 'string' ? { index: source.indexOf(marker), length: marker.length } : locate(source, marker);
  if (found.index < 0) return undefined;
  const start = source.indexOf('{', found.index + found.length);
  if (start < 0 || start - (found.index + found.length) > 20) return undefined;
  let depth = 0;
  let inString = false;
  for (let i = start; i < source.length; i++) {
    const char = source[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) {
      try {
        return JSON.parse(source.slice(start, i + 1));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

function locate(source: string, pattern: RegExp): { index: number; length: number } {
  const match = pattern.exec(source);
  return match ? { index: match.index, length: match[0].length } : { index: -1, length: 0 };
}

/** Every object in a JSON tree (depth-first, bounded) that satisfies `test`. */
export function findObjects(root: unknown, test: (node: Record<string, unknown>) => boolean, limit = 200): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const stack: Array<{ node: unknown; depth: number }> = [{ node: root, depth: 0 }];
  while (stack.length && found.length < limit) {
    const { node, depth } = stack.pop()!;
    if (depth > 40 || typeof node !== 'object' || node === null) continue;
    if (!Array.isArray(node) && test(node as Record<string, unknown>)) found.push(node as Record<string, unknown>);
    const children = Array.isArray(node) ? node : Object.values(node);
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i], depth: depth + 1 });
  }
  return found;
}

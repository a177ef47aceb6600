import { create } from 'jsondiffpatch';
import { format, patch, type Op } from 'jsondiffpatch/formatters/jsonpatch';

/** A JSON Patch operation (RFC 6902) with the value it replaced or removed, for people to read. */
export type ReadableOp = Op & { was?: unknown };

/** Items of lists (days, stops, bookings...) are matched by id, so a removal is not read as many changes. */
const differ = create({
  objectHash: (item, index) => ((item as { id?: unknown }).id === undefined ? `#${index}` : String((item as { id: unknown }).id)),
  arrays: { detectMove: true },
});

/** The changes that turn `before` into `after`, in order; each path is valid after the operations before it. */
export function stateDiff(before: unknown, after: unknown): ReadableOp[] {
  const delta = differ.diff(before, after);
  if (!delta) return [];
  const doc = structuredClone(before);
  return format(delta).map((op) => {
    const was = op.op === 'replace' || op.op === 'remove' ? valueAt(doc, op.path) : undefined;
    patch(doc, [op]);
    return was === undefined ? op : { ...op, was };
  });
}

/** The value at a JSON Pointer (RFC 6901). */
function valueAt(doc: unknown, pointer: string): unknown {
  let node = doc;
  for (const token of pointer.split('/').slice(1)) {
    const key = token.replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as Record<string, unknown> | undefined)?.[key];
  }
  return node;
}

import type { PositionOrder } from '../../../application/ports/position-order.port.js';
import { isAfter, parsePosition } from './recorded-event.js';

/** $all positions "<commit>/<prepare>": ordered by commit, then prepare; distance in transaction-log bytes. */
export const eventStoreDbPositionOrder: PositionOrder = {
  compare: (a, b) => {
    const [pa, pb] = [parsePosition(a), parsePosition(b)];
    return isAfter(pa, pb) ? 1 : isAfter(pb, pa) ? -1 : 0;
  },
  distance: (from, to) => {
    const gap = parsePosition(to).commit - (from === undefined ? 0n : parsePosition(from).commit);
    return gap > 0n ? Number(gap) : 0;
  },
};

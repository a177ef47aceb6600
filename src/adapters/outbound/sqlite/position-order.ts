import type { PositionOrder } from '../../../application/ports/position-order.port.js';

/** Embedded positions are the events table's AUTOINCREMENT keys: decimal integers, one per event. */
export const sqlitePositionOrder: PositionOrder = {
  compare: (a, b) => Number(a) - Number(b),
  distance: (from, to) => Math.max(0, Number(to) - Number(from ?? 0)),
};

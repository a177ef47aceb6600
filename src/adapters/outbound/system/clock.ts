import { randomUUID } from 'node:crypto';
import type { Clock, IdGenerator } from '../../../application/ports/clock.port.js';

export const systemClock: Clock = { now: () => new Date() };
export const randomIds: IdGenerator = { uuid: () => randomUUID() };

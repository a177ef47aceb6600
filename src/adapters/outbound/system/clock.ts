import { randomUUID } from 'node:crypto';
import { v7 } from 'uuid';
import type { Clock } from '../../../application/ports/clock.port.js';
import type { IdGenerator } from '../../../application/ports/id-generator.port.js';

export const systemClock: Clock = { now: () => new Date() };

export const randomIds: IdGenerator = { uuid: () => randomUUID(), eventId: () => v7() };

import { randomFillSync, randomUUID } from 'node:crypto';
import { v7 } from 'uuid';
import type { Clock } from '../../../application/ports/clock.port.js';
import type { IdGenerator } from '../../../application/ports/id-generator.port.js';

export const systemClock: Clock = { now: () => new Date() };

const POOL_BYTES = 4096;

/**
 * UUIDv7 event ids from pooled random bytes. Called bare, the uuid package fetches 16 fresh bytes
 * per id, a system call each (about 20 µs under load in a VM, measured on every append); here one
 * call serves 256 ids. Giving the package its bytes means giving it the time and counter too:
 * ids made in the same millisecond count up from a random start (RFC 9562 §6.2, method 1), so they
 * sort in the order they were made, as the package's own state does.
 */
class EventIds {
  private readonly pool = Buffer.alloc(POOL_BYTES);
  private offset = POOL_BYTES;
  private msecs = -Infinity;
  private seq = 0;

  next(): string {
    if (this.offset === POOL_BYTES) {
      randomFillSync(this.pool);
      this.offset = 0;
    }
    const random = this.pool.subarray(this.offset, (this.offset += 16));
    const now = Date.now();
    if (now > this.msecs) {
      this.msecs = now;
      // 31 bits, so that counting up from it has room before it wraps.
      this.seq = random.readUInt32BE(0) >>> 1;
    } else if (++this.seq > 0xffffffff) {
      // The counter ran out within one millisecond: borrow the next one.
      this.msecs++;
      this.seq = 0;
    }
    return v7({ random, msecs: this.msecs, seq: this.seq });
  }
}

const eventIds = new EventIds();

export const randomIds: IdGenerator = { uuid: () => randomUUID(), eventId: () => eventIds.next() };

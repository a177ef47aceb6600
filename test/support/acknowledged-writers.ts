import { randomUUID } from 'node:crypto';
import { expect } from 'chai';

/** A write as its client saw it acknowledged: the itinerary, the revision its ETag gave, the summary it set. */
export interface AcknowledgedWrite {
  itineraryId: string;
  revision: number;
  /** '' for the creation. */
  summary: string;
}

export interface Writers {
  /** Every acknowledgement so far, in the order the clients received them. */
  acknowledged: AcknowledgedWrite[];
  /** Call before killing the service: errors from then on are the kill's, not failures. */
  stop(): void;
  /** Settles once every writer has ended (after `stop`, when its connection dies or its write returns). */
  finished: Promise<void>;
}

/**
 * Clients writing until the service dies under them, for crash tests: each creates an itinerary, then
 * patches its summary with the ETag it was given, recording each acknowledgement as it arrives.
 */
export function startWriters(url: string, token: string, count: number): Writers {
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const acknowledged: AcknowledgedWrite[] = [];
  let stopped = false;
  const writer = async (n: number): Promise<void> => {
    try {
      const created = await fetch(`${url}/v1/itinerary`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ title: `Writer ${n}`, destination: `Crash ${randomUUID()}`, center: { latitude: 1, longitude: 2 } }),
      });
      expect(created.status).to.equal(201);
      const itineraryId = ((await created.json()) as { id: string }).id;
      let etag = created.headers.get('etag')!;
      acknowledged.push({ itineraryId, revision: Number(JSON.parse(etag)), summary: '' });
      for (let i = 0; !stopped; i++) {
        const summary = `writer ${n} write ${i}`;
        const res = await fetch(`${url}/v1/itinerary/${itineraryId}`, {
          method: 'PATCH',
          headers: { ...headers, 'If-Match': etag },
          body: JSON.stringify({ summary }),
        });
        expect(res.status, await res.clone().text()).to.equal(200);
        await res.arrayBuffer();
        etag = res.headers.get('etag')!;
        acknowledged.push({ itineraryId, revision: Number(JSON.parse(etag)), summary });
      }
    } catch (error) {
      if (!stopped) throw error;
    }
  };
  const finished = Promise.all(Array.from({ length: count }, (_, n) => writer(n))).then(() => undefined);
  return { acknowledged, stop: () => (stopped = true), finished };
}

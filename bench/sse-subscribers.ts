/**
 * The subscribers of bench/live-events.ts, a child process so that reading a hundred event streams
 * never shares the event loop of the server it measures. Told {urls, token} over IPC, it opens one
 * Server-Sent Events connection per URL, notes when each change message arrives (by revision, on the
 * machine's clock), answers "ready" once every connection has its `ready` message, and sends the
 * arrival times when asked for a "report".
 */
import { once } from 'node:events';

interface Start {
  urls: string[];
  token: string;
}

const now = (): number => performance.timeOrigin + performance.now();
const arrivals = new Map<number, number[]>();
const controller = new AbortController();
let ready = 0;

async function subscribe(url: string, token: string, opened: () => void): Promise<void> {
  const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` }, signal: controller.signal });
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  const decoder = new TextDecoder();
  let pending = '';
  for await (const chunk of res.body!) {
    const at = now();
    pending += decoder.decode(chunk as Uint8Array, { stream: true });
    const messages = pending.split('\n\n');
    pending = messages.pop()!;
    for (const message of messages) {
      if (message.includes('event: ready')) opened();
      const id = /^id: (\d+)$/m.exec(message);
      if (id && message.includes('event: change')) {
        const revision = Number(id[1]);
        arrivals.set(revision, [...(arrivals.get(revision) ?? []), at]);
      }
    }
  }
}

const [start] = (await once(process, 'message')) as [Start];
for (const url of start.urls) {
  subscribe(url, start.token, () => {
    if (++ready === start.urls.length) process.send!({ type: 'ready' });
  }).catch((error: unknown) => {
    if (!controller.signal.aborted) {
      console.error(error);
      process.exit(1);
    }
  });
}
process.on('message', (message: { type: string }) => {
  if (message.type === 'report') process.send!({ type: 'report', arrivals: [...arrivals] });
  if (message.type === 'stop') {
    controller.abort();
    process.disconnect();
  }
});

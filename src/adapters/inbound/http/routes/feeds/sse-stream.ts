import { Readable } from 'node:stream';
import type { ChangeMessage } from '../../../../../application/feeds/change-message.js';
import type { ChangeSink, FeedEnd } from '../../../../../application/feeds/live-changes.js';

/**
 * What a reader may leave unread before the feed drops it: a client that stopped reading must not
 * make the server hold its changes forever. It reconnects with Last-Event-ID and misses nothing.
 */
const MAX_UNREAD_BYTES = 1024 * 1024;
/** How long an EventSource waits before reconnecting after the server ended the feed. */
const RETRY_MS = 2_000;

/**
 * One Server-Sent Events response (text/event-stream, WHATWG HTML §9.2): a `ready` message with the
 * revision the feed starts from, then one `change` message per event (`id:` the revision, `data:` the
 * change as JSON, its `type` the event's), a comment line as heartbeat, and an `end` message with the
 * reason before the server closes it. One message name for every change, so a client needs one
 * listener whatever event types the itinerary grows later.
 */
export class SseStream implements ChangeSink {
  readonly readable = new Readable({ read: () => undefined });
  private readonly heartbeat: NodeJS.Timeout;
  private closed = false;

  constructor(heartbeatMs: number) {
    this.heartbeat = setInterval(() => this.write(': heartbeat\n\n'), heartbeatMs).unref();
    this.readable.on('close', () => this.finish());
    this.write(`retry: ${RETRY_MS}\n\n`);
  }

  /** Called once the client has gone (or the feed ended), to leave the feed. */
  onClose(leave: () => void): void {
    if (this.closed) return leave();
    this.readable.once('close', leave);
  }

  open(revision: number): void {
    this.write(`id: ${revision}\nevent: ready\ndata: ${JSON.stringify({ revision })}\n\n`);
  }

  send(message: ChangeMessage): void {
    this.write(`id: ${message.revision}\nevent: change\ndata: ${JSON.stringify(message)}\n\n`);
  }

  end(reason: FeedEnd): void {
    if (this.closed) return;
    this.write(`event: end\ndata: ${JSON.stringify({ reason })}\n\n`);
    this.finish();
    this.readable.push(null);
  }

  private write(text: string): void {
    if (this.closed) return;
    this.readable.push(text);
    if (this.readable.readableLength > MAX_UNREAD_BYTES) {
      this.finish();
      this.readable.destroy();
    }
  }

  private finish(): void {
    this.closed = true;
    clearInterval(this.heartbeat);
  }
}

import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { WebhookRequest, WebhookResponse, WebhookTransport } from '../../../application/ports/webhook-transport.port.js';
import { validationFailed } from '../../../domain/shared/domain-error.js';
import { pinnedLookup, requestHost, TargetGuard, type Resolver } from './target-guard.js';

export interface WebhookSenderOptions {
  /** `host:port` (or `host`) entries that may receive webhooks over http and although private: tests only. */
  allowedHosts?: readonly string[];
  timeoutMs?: number;
  resolve?: Resolver;
  /** Seconds since the epoch, for `webhook-timestamp` (tests pin it). */
  now?: () => number;
}

const USER_AGENT = 'ItineraryWebhooks/1.0';
/** What is read of a receiver's answer: its status is the outcome, the body only needs draining. */
const MAX_ANSWER_BYTES = 64 * 1024;
const SECRET_PREFIX = 'whsec_';

class Refused extends Error {}

/**
 * Standard Webhooks signature (https://www.standardwebhooks.com): HMAC-SHA256 with the secret's
 * key bytes over `<webhook-id>.<webhook-timestamp>.<body>`, base64, as `v1,<signature>`; one per
 * secret, space-separated, so a receiver still holding the previous secret verifies during a rotation.
 */
export function sign(secrets: string[], id: string, timestamp: number, payload: string): string {
  return secrets
    .map((secret) => {
      const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
      return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${payload}`).digest('base64')}`;
    })
    .join(' ');
}

/**
 * Sends webhooks: POST of the signed JSON body to the endpoint's URL under the link reader's network
 * rules (TargetGuard: public addresses only, pinned, standard port), https only except for allow-listed
 * test hosts. Redirects are not followed (a 3xx is a failed attempt: the URL is the endpoint's, and a
 * redirect could lead anywhere). Connections are kept alive between deliveries.
 */
export class WebhookSender implements WebhookTransport {
  private readonly guard: TargetGuard;
  private readonly timeoutMs: number;
  private readonly now: () => number;
  private readonly agents = {
    http: new http.Agent({ keepAlive: true, maxSockets: 64 }),
    https: new https.Agent({ keepAlive: true, maxSockets: 64 }),
  };

  constructor(options: WebhookSenderOptions = {}) {
    this.guard = new TargetGuard(options.allowedHosts ?? [], { notAllowed: (m) => new Refused(m), notFound: (m) => new Refused(m) }, options.resolve);
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.now = options.now ?? (() => Math.floor(Date.now() / 1000));
  }

  async checkUrl(url: string): Promise<void> {
    try {
      await this.guard.checkedTarget(this.parse(url));
    } catch (error) {
      if (error instanceof Refused) throw validationFailed([{ path: 'url', message: error.message }]);
      throw error;
    }
  }

  newSecret(): string {
    return `${SECRET_PREFIX}${randomBytes(24).toString('base64')}`;
  }

  async send(request: WebhookRequest): Promise<WebhookResponse> {
    try {
      const url = this.parse(request.url);
      const target = await this.guard.checkedTarget(url);
      const timestamp = this.now();
      const secure = url.protocol === 'https:';
      const body = Buffer.from(request.payload);
      return await new Promise<WebhookResponse>((resolve) => {
        const req = (secure ? https : http).request(
          {
            protocol: url.protocol,
            host: requestHost(url),
            port: url.port || (secure ? 443 : 80),
            path: `${url.pathname}${url.search}`,
            method: 'POST',
            lookup: pinnedLookup(target),
            agent: secure ? this.agents.https : this.agents.http,
            timeout: this.timeoutMs,
            headers: {
              'content-type': 'application/json',
              'content-length': String(body.length),
              'user-agent': USER_AGENT,
              'webhook-id': request.id,
              'webhook-timestamp': String(timestamp),
              'webhook-signature': sign(request.secrets, request.id, timestamp, request.payload),
            },
          },
          (res) => {
            let read = 0;
            res.on('data', (chunk: Buffer) => {
              read += chunk.length;
              if (read > MAX_ANSWER_BYTES) res.destroy();
            });
            res.on('close', () => resolve({ status: res.statusCode ?? 0 }));
            res.on('error', () => undefined);
          },
        );
        req.on('timeout', () => req.destroy(new Error(`no answer within ${this.timeoutMs} ms`)));
        req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
        req.end(body);
      });
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }

  close(): void {
    this.agents.http.destroy();
    this.agents.https.destroy();
  }

  /** https, no credentials; http only for allow-listed test hosts. */
  private parse(link: string): URL {
    let url: URL;
    try {
      url = new URL(link);
    } catch {
      throw new Refused('must be an absolute https URL');
    }
    if (url.username || url.password) throw new Refused('must not carry a user name or password');
    if (url.protocol === 'https:') return url;
    if (url.protocol === 'http:' && this.guard.isAllowListed(url)) return url;
    throw new Refused('must be an https URL');
  }
}

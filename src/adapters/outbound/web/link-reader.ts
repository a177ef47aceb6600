import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import zlib from 'node:zlib';
import type { FetchedPage, LinkReader, ReadOptions } from '../../../application/ports/link-reader.port.js';
import { DomainError } from '../../../domain/shared/domain-error.js';
import { BODY_SLICE_BYTES, decodeBody } from './decode-body.js';
import { DEFAULT_PORTS, pinnedLookup, requestHost, TargetGuard, type ResolvedAddress, type Resolver } from './target-guard.js';

export type { ResolvedAddress, Resolver } from './target-guard.js';
/** Opens one HTTP(S) request (injectable so that tests can prove nothing was sent). */
export type Transport = (options: https.RequestOptions, secure: boolean) => http.ClientRequest;

export interface WebLinkReaderOptions {
  /** `host:port` (or `host`) entries that may be fetched although they are not public: tests only. */
  allowedHosts?: readonly string[];
  userAgent?: string;
  maxRedirects?: number;
  timeoutMs?: number;
  maxBytes?: number;
  resolve?: Resolver;
  transport?: Transport;
}

export const DEFAULT_USER_AGENT = 'ItineraryLinkImport/1.0 (+reads one page a traveller asked to import)';

const ACCEPTED_TYPES = [/^text\/html$/, /^application\/xhtml\+xml$/, /^(application|text)\/([a-z.+-]+\+)?(json|xml)$/, /^application\/json\+oembed$/];
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const systemTransport: Transport = (options, secure) => (secure ? https.request(options) : http.request(options));

/**
 * Reads a public web page without letting the link reach the server's own network: every hop's
 * address (literal or every DNS answer) must be public unicast, and the connection goes to the very
 * address that was checked, so a second DNS answer cannot swap in a private one (DNS rebinding).
 */
export class WebLinkReader implements LinkReader {
  private readonly guard: TargetGuard;
  private readonly userAgent: string;
  private readonly maxRedirects: number;
  private readonly timeoutMs: number;
  private readonly maxBytes: number;
  private readonly transport: Transport;

  constructor(options: WebLinkReaderOptions = {}) {
    this.guard = new TargetGuard(options.allowedHosts ?? [], { notAllowed, notFound: unreadable }, options.resolve);
    this.userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
    this.maxRedirects = options.maxRedirects ?? 5;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.maxBytes = options.maxBytes ?? 5 * 1024 * 1024;
    this.transport = options.transport ?? systemTransport;
  }

  async read(link: string, options: ReadOptions = {}): Promise<FetchedPage> {
    const timeout = AbortSignal.timeout(this.timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    let url = parseLink(link);
    for (let redirects = 0; ; redirects++) {
      const target = await this.guard.checkedTarget(url);
      const response = await this.send(url, target, signal);
      const location = response.headers.location;
      if (REDIRECTS.has(response.statusCode ?? 0) && location) {
        response.resume();
        if (redirects >= this.maxRedirects) throw unreadable(`The link redirects more than ${this.maxRedirects} times.`);
        url = parseLink(new URL(location, url).toString());
        continue;
      }
      return this.page(link, url, response, signal);
    }
  }

  private send(url: URL, target: ResolvedAddress, signal: AbortSignal): Promise<http.IncomingMessage> {
    return new Promise((resolve, reject) => {
      let request: http.ClientRequest;
      try {
        request = this.transport(
          {
            protocol: url.protocol,
            host: requestHost(url),
            port: url.port || DEFAULT_PORTS[url.protocol],
            path: `${url.pathname}${url.search}`,
            method: 'GET',
            lookup: pinnedLookup(target),
            signal,
            headers: {
              'user-agent': this.userAgent,
              accept: 'text/html,application/xhtml+xml,application/json;q=0.9,application/xml;q=0.8,*/*;q=0.1',
              'accept-encoding': 'gzip, deflate, br',
              'accept-language': 'en;q=1, *;q=0.5',
            },
          },
          url.protocol === 'https:',
        );
      } catch (error) {
        reject(failure(error, signal));
        return;
      }
      request.once('response', resolve);
      request.once('error', (error) => reject(failure(error, signal)));
      request.end();
    });
  }

  private async page(link: string, url: URL, response: http.IncomingMessage, signal: AbortSignal): Promise<FetchedPage> {
    const status = response.statusCode ?? 0;
    if (status < 200 || status > 299) {
      response.resume();
      throw unreadable(`The page answered with HTTP status ${status}.`, { upstreamStatus: status });
    }
    const contentTypeHeader = response.headers['content-type'] ?? '';
    const contentType = contentTypeHeader.split(';')[0]!.trim().toLowerCase();
    if (!ACCEPTED_TYPES.some((pattern) => pattern.test(contentType))) {
      response.resume();
      throw unreadable(`Pages of type ${contentType || 'unknown'} cannot be imported; HTML, JSON and XML can.`);
    }
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > this.maxBytes) {
      response.destroy();
      throw tooLarge(this.maxBytes);
    }
    const bytes = await this.collect(decompressed(response), signal);
    const body = await decodeBody(bytes, contentTypeHeader, contentType);
    const { 'cache-control': cacheControl, expires } = response.headers;
    return {
      url: link,
      finalUrl: url.toString(),
      status,
      contentType,
      body,
      ...(cacheControl ? { cacheControl } : {}),
      ...(expires ? { expires } : {}),
    };
  }

  /** Reads at most maxBytes of the (decompressed) body, then gives up. */
  private async collect(body: Readable, signal: AbortSignal): Promise<Buffer> {
    const chunks: Buffer[] = [];
    let size = 0;
    let yieldedAt = 0;
    try {
      for await (const chunk of body) {
        size += (chunk as Buffer).length;
        if (size > this.maxBytes) {
          body.destroy();
          throw tooLarge(this.maxBytes);
        }
        chunks.push(chunk as Buffer);
        // A body that has arrived whole is read chunk after chunk without a turn of the event loop between them
        // (with its decoding, about 30 ms of the API's loop for 2 MB): a turn every slice answers other requests meanwhile.
        if (size - yieldedAt >= BODY_SLICE_BYTES) {
          yieldedAt = size;
          await nextTurn();
        }
      }
    } catch (error) {
      throw failure(error, signal);
    }
    return Buffer.concat(chunks);
  }
}

function decompressed(response: http.IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? '').trim().toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : undefined;
  if (!decoder) return response;
  response.once('error', (error) => decoder.destroy(error));
  return response.pipe(decoder);
}

function parseLink(link: string): URL {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw unreadable('The link is not a valid URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw notAllowed(`Only http and https links are read, not ${url.protocol}`);
  if (url.username || url.password) throw notAllowed('Links that carry a user name or password are not read.');
  return url;
}

const notAllowed = (message: string): DomainError => new DomainError('linkNotAllowed', message);
const unreadable = (message: string, details: Record<string, unknown> = {}): DomainError =>
  new DomainError('linkUnreadable', message, details);
const tooLarge = (maxBytes: number): DomainError =>
  unreadable(`The page is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`);

function failure(error: unknown, signal: AbortSignal): DomainError {
  if (error instanceof DomainError) return error;
  if (signal.aborted) return unreadable('The page took too long to read.');
  const code = (error as NodeJS.ErrnoException)?.code;
  return unreadable(`The page could not be read${code ? ` (${code})` : ''}.`);
}

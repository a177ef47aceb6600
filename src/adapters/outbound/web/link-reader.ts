import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { FetchedPage, LinkReader, ReadOptions } from '../../../application/ports/link-reader.port.js';
import { DomainError } from '../../../domain/shared/domain-error.js';
import { isLocalName, isPublicAddress, literalAddress } from './address-policy.js';
import { decodeBody } from './decode-body.js';

export interface ResolvedAddress {
  address: string;
  family: number;
}
/** Every address a host name resolves to (injectable so that tests can resolve names to anything). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;
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
const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });
const systemTransport: Transport = (options, secure) => (secure ? https.request(options) : http.request(options));

/**
 * Reads a public web page without letting the link reach the server's own network: every hop's
 * address (literal or every DNS answer) must be public unicast, and the connection goes to the very
 * address that was checked, so a second DNS answer cannot swap in a private one (DNS rebinding).
 */
export class WebLinkReader implements LinkReader {
  private readonly allowedHosts: Set<string>;
  private readonly userAgent: string;
  private readonly maxRedirects: number;
  private readonly timeoutMs: number;
  private readonly maxBytes: number;
  private readonly resolve: Resolver;
  private readonly transport: Transport;

  constructor(options: WebLinkReaderOptions = {}) {
    this.allowedHosts = new Set((options.allowedHosts ?? []).map((h) => h.toLowerCase()));
    this.userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
    this.maxRedirects = options.maxRedirects ?? 5;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.maxBytes = options.maxBytes ?? 5 * 1024 * 1024;
    this.resolve = options.resolve ?? systemResolver;
    this.transport = options.transport ?? systemTransport;
  }

  async read(link: string, options: ReadOptions = {}): Promise<FetchedPage> {
    const timeout = AbortSignal.timeout(this.timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    let url = parseLink(link);
    for (let redirects = 0; ; redirects++) {
      const target = await this.checkedTarget(url);
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

  /** The address to connect to, after the host passed the policy. */
  private async checkedTarget(url: URL): Promise<ResolvedAddress> {
    const port = url.port || DEFAULT_PORTS[url.protocol];
    const allowListed = this.allowedHosts.has(`${url.hostname}:${port}`) || this.allowedHosts.has(url.hostname);
    const target = await this.addressOf(url, allowListed);
    // Other ports of public hosts are refused too: the reader must not become a port scanner.
    if (!allowListed && url.port !== '') {
      throw notAllowed(`Only the standard ports of http and https are imported, not ${url.port}.`);
    }
    return target;
  }

  private async addressOf(url: URL, allowListed: boolean): Promise<ResolvedAddress> {
    const literal = literalAddress(url.hostname);
    if (literal) {
      if (!allowListed && !isPublicAddress(literal)) throw notAllowed(`${url.hostname} is not a public address.`);
      return { address: literal, family: literal.includes(':') ? 6 : 4 };
    }
    if (!allowListed && isLocalName(url.hostname)) throw notAllowed(`${url.hostname} is not a public host name.`);
    let answers: ResolvedAddress[];
    try {
      answers = await this.resolve(url.hostname);
    } catch {
      throw unreadable(`The host ${url.hostname} could not be found.`);
    }
    const first = answers[0];
    if (!first) throw unreadable(`The host ${url.hostname} could not be found.`);
    const refused = answers.find((answer) => !isPublicAddress(answer.address));
    if (!allowListed && refused) {
      throw notAllowed(`${url.hostname} resolves to ${refused.address}, which is not a public address.`);
    }
    return first;
  }

  private send(url: URL, target: ResolvedAddress, signal: AbortSignal): Promise<http.IncomingMessage> {
    const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
      if (lookupOptions?.all) callback(null, [target]);
      else callback(null, target.address, target.family);
    };
    return new Promise((resolve, reject) => {
      let request: http.ClientRequest;
      try {
        request = this.transport(
          {
            protocol: url.protocol,
            host: literalAddress(url.hostname) ?? url.hostname,
            port: url.port || DEFAULT_PORTS[url.protocol],
            path: `${url.pathname}${url.search}`,
            method: 'GET',
            lookup: pinned,
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
    const { 'cache-control': cacheControl, expires } = response.headers;
    return {
      url: link,
      finalUrl: url.toString(),
      status,
      contentType,
      body: decodeBody(bytes, contentTypeHeader, contentType),
      ...(cacheControl ? { cacheControl } : {}),
      ...(expires ? { expires } : {}),
    };
  }

  /** Reads at most maxBytes of the (decompressed) body, then gives up. */
  private async collect(body: Readable, signal: AbortSignal): Promise<Buffer> {
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of body) {
        size += (chunk as Buffer).length;
        if (size > this.maxBytes) {
          body.destroy();
          throw tooLarge(this.maxBytes);
        }
        chunks.push(chunk as Buffer);
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

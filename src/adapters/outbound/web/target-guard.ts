import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { isLocalName, isPublicAddress, literalAddress } from './address-policy.js';

export interface ResolvedAddress {
  address: string;
  family: number;
}
/** Every address a host name resolves to (injectable so that tests can resolve names to anything). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** How the guard's user words its refusals: a refused host, or one that could not be found. */
export interface TargetRefusals {
  notAllowed(message: string): Error;
  notFound(message: string): Error;
}

/**
 * The network rules of every request a user's URL makes the service send (link import, webhooks):
 * only public unicast addresses (literal or every DNS answer), no local names, only the standard
 * port of the scheme, except for `host:port` (or `host`) entries of an allow-list (tests only). The
 * request then connects to the very address that was checked (`pinnedLookup`), so a second DNS
 * answer cannot swap in a private one (DNS rebinding).
 */
export class TargetGuard {
  private readonly allowedHosts: Set<string>;

  constructor(
    allowedHosts: readonly string[],
    private readonly refusals: TargetRefusals,
    private readonly resolve: Resolver = systemResolver,
  ) {
    this.allowedHosts = new Set(allowedHosts.map((h) => h.toLowerCase()));
  }

  isAllowListed(url: URL): boolean {
    const port = url.port || DEFAULT_PORTS[url.protocol];
    return this.allowedHosts.has(`${url.hostname}:${port}`) || this.allowedHosts.has(url.hostname);
  }

  /** The address to connect to, after the host passed the rules. */
  async checkedTarget(url: URL): Promise<ResolvedAddress> {
    const allowListed = this.isAllowListed(url);
    const target = await this.addressOf(url, allowListed);
    // Other ports of public hosts are refused too: the service must not become a port scanner.
    if (!allowListed && url.port !== '') {
      throw this.refusals.notAllowed(`Only the standard ports of http and https are allowed, not ${url.port}.`);
    }
    return target;
  }

  private async addressOf(url: URL, allowListed: boolean): Promise<ResolvedAddress> {
    const literal = literalAddress(url.hostname);
    if (literal) {
      if (!allowListed && !isPublicAddress(literal)) throw this.refusals.notAllowed(`${url.hostname} is not a public address.`);
      return { address: literal, family: literal.includes(':') ? 6 : 4 };
    }
    if (!allowListed && isLocalName(url.hostname)) throw this.refusals.notAllowed(`${url.hostname} is not a public host name.`);
    let answers: ResolvedAddress[];
    try {
      answers = await this.resolve(url.hostname);
    } catch {
      throw this.refusals.notFound(`The host ${url.hostname} could not be found.`);
    }
    const first = answers[0];
    if (!first) throw this.refusals.notFound(`The host ${url.hostname} could not be found.`);
    const refused = answers.find((answer) => !isPublicAddress(answer.address));
    if (!allowListed && refused) {
      throw this.refusals.notAllowed(`${url.hostname} resolves to ${refused.address}, which is not a public address.`);
    }
    return first;
  }
}

/** A DNS lookup that answers only the address the guard checked. */
export const pinnedLookup =
  (target: ResolvedAddress): LookupFunction =>
  (_hostname, options, callback) => {
    if (options?.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };

/** The host to put in a request's options: a literal address without its IPv6 brackets. */
export const requestHost = (url: URL): string => literalAddress(url.hostname) ?? url.hostname;

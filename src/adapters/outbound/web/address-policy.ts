import ipaddr from 'ipaddr.js';

/**
 * Which network addresses link import may connect to: public unicast only. Everything a server
 * could reach inside its own network (private, loopback, link-local, CGNAT, ULA, multicast,
 * reserved, documentation, and IPv6 forms that embed an IPv4 address) is refused.
 */

/** IPv6 global unicast is 2000::/3; anything outside it is not a public host. */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  // Mapped (::ffff:a.b.c.d), compatible (::a.b.c.d), NAT64, 6to4 and Teredo all carry an IPv4
  // address that some stack may route to; none of them is a plain public IPv6 host.
  return v6.match(GLOBAL_UNICAST_V6) && v6.range() === 'unicast';
}

/**
 * The IP address a URL's host names literally (URL has already turned 0x7f.1, 2130706433 and 127.1
 * into dotted decimal), without the brackets of IPv6; undefined for a host name.
 */
export function literalAddress(hostname: string): string | undefined {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) && (bare.includes(':') || ipaddr.IPv4.isValidFourPartDecimal(bare)) ? bare : undefined;
}

/** Names that always mean this machine or its local network, whatever a resolver says (RFC 6761, 6762). */
export function isLocalName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name.endsWith('.local') ||
    name.endsWith('.internal') ||
    name.endsWith('.home.arpa') ||
    !name.includes('.')
  );
}

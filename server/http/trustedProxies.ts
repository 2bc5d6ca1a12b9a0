// What TRUST_PROXY may name: reverse proxies by address, network or proxy-addr's names, never a range so wide
// that any client could pass as a proxy and choose its own address (and so dodge the per-address sign-in limit).
import net from 'node:net';

/** proxy-addr's names for the loopback, link-local and private ranges. */
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
/** The widest networks allowed: 10.0.0.0/8 and fc00::/7 are the private ranges; wider is no proxy's. */
const WIDEST_IPV4_PREFIX = 8;
const WIDEST_IPV6_PREFIX = 7;
/** ::ffff:0:0/96, where IPv6 writes IPv4 addresses: proxy-addr matches IPv4 clients against it. */
const IPV4_MAPPED = 0xffffn << 32n;

/** An IPv6 address (one net.isIP accepted) as a 128-bit number. */
function ipv6Number(address: string): bigint {
  const groupsOf = (part: string) =>
    part
      .split(':')
      .filter(Boolean)
      .flatMap((group) => {
        if (!group.includes('.')) return [parseInt(group, 16)];
        const [a, b, c, d] = group.split('.').map(Number);
        return [(a << 8) | b, (c << 8) | d];
      });
  const [head, tail = ''] = address.split('%')[0].split('::');
  const [first, last] = [groupsOf(head), groupsOf(tail)];
  const groups = [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
  return groups.reduce((number, group) => (number << 16n) | BigInt(group), 0n);
}

/** Whether the IPv6 network `address/bits` reaches past the widest allowed, IPv4 written as IPv6 included. */
function isTooWideIpv6(address: string, bits: number): boolean {
  const shift = BigInt(128 - bits);
  const holdsAllIpv4 = bits <= 96 && ipv6Number(address) >> shift === IPV4_MAPPED >> shift;
  const ipv4Bits = ipv6Number(address) >> 32n === IPV4_MAPPED >> 32n ? bits - 96 : undefined;
  return bits < WIDEST_IPV6_PREFIX || holdsAllIpv4 || (ipv4Bits ?? 32) < WIDEST_IPV4_PREFIX;
}

/** Why one comma-separated entry of TRUST_PROXY is refused, or undefined when it names proxies. */
export function proxyEntryProblem(entry: string): 'not a proxy' | 'everyone' | undefined {
  if (PROXY_NAMES.includes(entry)) return undefined;
  const [address, bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length)
    return ['true', '*', 'all', 'any'].includes(entry.toLowerCase()) ? 'everyone' : 'not a proxy';
  if (bits === undefined) return undefined;
  if (!/^\d+$/.test(bits) || Number(bits) > (family === 4 ? 32 : 128)) return 'not a proxy';
  const tooWide = family === 4 ? Number(bits) < WIDEST_IPV4_PREFIX : isTooWideIpv6(address, Number(bits));
  return tooWide ? 'everyone' : undefined;
}

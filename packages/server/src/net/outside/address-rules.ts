import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { networkInterfaces } from 'node:os';

/**
 * Addresses a fetch for a user-supplied URL must never reach (SSRF): this machine, its networks,
 * the cloud metadata service at 169.254.169.254, multicast and the ranges reserved for special
 * uses (IANA's special-purpose registries). IPv6 forms that carry an IPv4 address (mapped, NAT64,
 * 6to4) are judged by the IPv4 address they carry.
 */
const never = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, the metadata service
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const)
  never.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo and more)
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local, deprecated
  ['ff00::', 8], // multicast
] as const)
  never.addSubnet(network, prefix, 'ipv6');

/** The IPv4 address an IPv6 address carries: ::ffff:a.b.c.d, 64:ff9b::/96 (NAT64), 2002::/16 (6to4). */
function carriedIPv4(address: string): string | null {
  const groups = expandIPv6(address);
  if (!groups) return null;
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  const zeros = (from: number, to: number) => groups.slice(from, to).every((g) => g === 0);
  if (zeros(0, 5) && groups[5] === 0xffff) return v4(groups[6]!, groups[7]!);
  if (zeros(0, 6) && (groups[6] !== 0 || groups[7]! > 1)) return v4(groups[6]!, groups[7]!); // ::a.b.c.d
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return v4(groups[6]!, groups[7]!);
  if (groups[0] === 0x2002) return v4(groups[1]!, groups[2]!);
  return null;
}

/** The eight 16-bit groups of an IPv6 address (dotted IPv4 tails included), or null. */
function expandIPv6(address: string): number[] | null {
  let text = address.replace(/%.*$/, '').toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (s: string) => (s ? s.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  const groups = [...left, ...Array<number>(missing).fill(0), ...right];
  return groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

/** The machine's own addresses (public ones included): the server's own ports are never fetched. */
function ownAddresses(): Set<string> {
  const own = new Set<string>();
  for (const list of Object.values(networkInterfaces())) for (const info of list ?? []) own.add(info.address);
  return own;
}

/** Whether a fetch may connect to `address` (an IP address as DNS answered it). */
export function isFetchableAddress(address: string): boolean {
  if (isIPv4(address)) return !never.check(address, 'ipv4') && !ownAddresses().has(address);
  if (!isIPv6(address)) return false;
  const v4 = carriedIPv4(address);
  if (v4 !== null) return isFetchableAddress(v4);
  return !never.check(address, 'ipv6') && !ownAddresses().has(address);
}

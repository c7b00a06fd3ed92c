import { isIPv6 } from 'node:net';

/**
 * The client address a per-address budget is kept for. An IPv4 address as is (also when it comes
 * IPv4-mapped, `::ffff:192.0.2.1`); an IPv6 address by its /64, since one household or one
 * attacker's server gets a whole /64 and could otherwise use a fresh address for every request.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const bare = ip.split('%')[0] ?? ip;
  if (!isIPv6(bare)) return ip;
  return `${hextets(bare).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, `::` expanded, each without leading zeros. */
function hextets(ip: string): string[] {
  const groups = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  const [head = '', tail] = ip.split('::');
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const zeros = Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => Number.parseInt(g, 16).toString(16));
}

import { isIPv4, isIPv6 } from 'node:net';

/**
 * A client's address cut short for the event store (issue 20): the network, never the machine.
 * IPv4 keeps its first three parts (/24), IPv6 its first three groups (/48); an IPv4 address
 * written as IPv6 (::ffff:a.b.c.d) is cut as IPv4. Anything else is not kept.
 */
export function shortAddress(address: string | undefined): string | null {
  if (!address) return null;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0`;
  if (!isIPv6(address)) return null;
  const [head = ''] = address.split('::');
  const groups = head.split(':').filter(Boolean);
  const whole = address.includes('::') ? [...groups, '0', '0', '0'].slice(0, 3) : groups.slice(0, 3);
  return `${whole.join(':')}::`;
}

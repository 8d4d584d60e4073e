// Where a connection comes from, as the per-network limits count it (Limits.connectionsPerAddress,
// Limits.roomsPerAddress). A household's devices share one IPv4 address behind their router, and
// an IPv6 home network gets a whole /64 from which any device may pick new addresses at will: so an
// IPv4 address counts as itself and an IPv6 address by its first 64 bits. The address is the TCP
// peer's; a header such as X-Forwarded-For is anyone's to write and is never read here (a server
// behind a proxy passes its own `addressOf` to createOnlineServer).
import { isIPv4, isIPv6 } from 'node:net';

/** The network an address belongs to: an IPv4 address, or an IPv6 /64 written `a:b:c:d::/64`. */
export function networkOf(address: string): string {
  const bare = address.split('%')[0] ?? address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped?.[1] !== undefined && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(bare)) return bare;
  return `${groupsOf(bare).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, `::` filled out, each without leading zeros. */
function groupsOf(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const part = (text: string): string[] =>
    text === '' ? [] : text.split(':').flatMap((g) => (isIPv4(g) ? ['0', '0'] : [g]));
  const before = part(head);
  const after = tail === undefined ? [] : part(tail);
  const zeros = Array.from({ length: 8 - before.length - after.length }, () => '0');
  return [...before, ...zeros, ...after].map((g) => parseInt(g, 16).toString(16));
}

/** How many of something each network holds (connections, rooms). */
export class PerNetwork {
  private readonly counts = new Map<string, number>();

  count(network: string): number {
    return this.counts.get(network) ?? 0;
  }

  add(network: string): void {
    this.counts.set(network, this.count(network) + 1);
  }

  remove(network: string): void {
    const left = this.count(network) - 1;
    if (left > 0) this.counts.set(network, left);
    else this.counts.delete(network);
  }
}

import { isIPv4, isIPv6 } from 'node:net';

/**
 * Which addresses an integration call may reach. Only public unicast addresses are allowed:
 * private, loopback, link-local (cloud metadata at 169.254.169.254), shared, multicast, reserved
 * and documentation ranges are refused, in IPv4 and IPv6 alike, including IPv4 addresses carried
 * inside IPv6 (mapped `::ffff:a.b.c.d`, compatible `::a.b.c.d`, NAT64 `64:ff9b::/96`, 6to4).
 */

interface Range {
  bytes: number[];
  prefix: number;
  name: string;
}

const v4 = (cidr: string, name: string): Range => {
  const [address = '', prefix = '32'] = cidr.split('/');
  return { bytes: address.split('.').map(Number), prefix: Number(prefix), name };
};

const v6 = (cidr: string, name: string): Range => {
  const [address = '', prefix = '128'] = cidr.split('/');
  const bytes = parseIPv6(address);
  if (!bytes) throw new Error(`bad range ${cidr}`);
  return { bytes, prefix: Number(prefix), name };
};

const BLOCKED_V4: Range[] = [
  v4('0.0.0.0/8', 'unspecified'),
  v4('10.0.0.0/8', 'private'),
  v4('100.64.0.0/10', 'shared (carrier-grade NAT)'),
  v4('127.0.0.0/8', 'loopback'),
  v4('169.254.0.0/16', 'link-local'),
  v4('172.16.0.0/12', 'private'),
  v4('192.0.0.0/24', 'reserved'),
  v4('192.0.2.0/24', 'documentation'),
  v4('192.88.99.0/24', 'reserved'),
  v4('192.168.0.0/16', 'private'),
  v4('198.18.0.0/15', 'benchmarking'),
  v4('198.51.100.0/24', 'documentation'),
  v4('203.0.113.0/24', 'documentation'),
  v4('224.0.0.0/4', 'multicast'),
  v4('240.0.0.0/4', 'reserved'),
];

const BLOCKED_V6: Range[] = [
  v6('::/128', 'unspecified'),
  v6('::1/128', 'loopback'),
  v6('100::/64', 'discard'),
  v6('2001::/23', 'reserved'),
  v6('2001:db8::/32', 'documentation'),
  v6('fc00::/7', 'private (unique local)'),
  v6('fe80::/10', 'link-local'),
  v6('fec0::/10', 'site-local'),
  v6('ff00::/8', 'multicast'),
];

function matches(bytes: readonly number[], range: Range): boolean {
  let bits = range.prefix;
  for (let i = 0; bits > 0; i++, bits -= 8) {
    const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
    if (((bytes[i] ?? 0) & mask) !== ((range.bytes[i] ?? 0) & mask)) return false;
  }
  return true;
}

/** The 16 bytes of an IPv6 address (with or without brackets or a zone), or undefined. */
export function parseIPv6(input: string): number[] | undefined {
  const address = input.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!isIPv6(address)) return undefined;
  let text = address;
  // A trailing dotted quad (::ffff:1.2.3.4) becomes two hex groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(zeros).fill('0'), ...tailGroups];
  if (groups.length !== 8) return undefined;
  return groups.flatMap((group) => {
    const value = Number.parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}

const NAT64 = v6('64:ff9b::/96', 'NAT64');

/** The IPv4 address an IPv6 address carries, when it is one of the embedding forms. */
function embeddedIPv4(bytes: readonly number[]): number[] | undefined {
  const firstTenZero = bytes.slice(0, 10).every((byte) => byte === 0);
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible, deprecated)
  if (
    firstTenZero &&
    ((bytes[10] === 0xff && bytes[11] === 0xff) || (bytes[10] === 0 && bytes[11] === 0))
  ) {
    return bytes.slice(12);
  }
  // 64:ff9b::a.b.c.d (NAT64 well-known prefix)
  if (matches(bytes, NAT64)) return bytes.slice(12);
  // 2002:aabb:ccdd::/48 (6to4) carries a.b.c.d in bytes 2..5
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return bytes.slice(2, 6);
  return undefined;
}

/**
 * Why an address must not be reached ('loopback', 'private', 'link-local', …), or null when it
 * is a public address. Anything that is not an IP address at all is refused too.
 */
export function blockedAddressReason(address: string): string | null {
  if (isIPv4(address)) {
    const bytes = address.split('.').map(Number);
    return BLOCKED_V4.find((range) => matches(bytes, range))?.name ?? null;
  }
  const bytes = parseIPv6(address);
  if (!bytes) return 'not an IP address';
  const carried = embeddedIPv4(bytes);
  if (carried) {
    // ::0.0.0.0 and ::1 are the unspecified and loopback addresses, not carriers of IPv4.
    const direct = BLOCKED_V6.find((range) => matches(bytes, range));
    if (direct) return direct.name;
    return BLOCKED_V4.find((range) => matches(carried, range))?.name ?? null;
  }
  return BLOCKED_V6.find((range) => matches(bytes, range))?.name ?? null;
}

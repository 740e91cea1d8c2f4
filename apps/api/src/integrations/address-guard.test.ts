import { describe, expect, it } from 'vitest';
import { blockedAddressReason, parseIPv6 } from './address-guard.js';

describe('blockedAddressReason', () => {
  it.each([
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.10', 'private'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['169.254.169.254', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['100.64.0.1', 'shared (carrier-grade NAT)'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'link-local'],
    ['fd00::1', 'private (unique local)'],
    ['fc12:3456::1', 'private (unique local)'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:a9fe:a9fe', 'link-local'],
    ['::127.0.0.1', 'loopback'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['2002:c0a8:0101::1', 'private'],
    ['fe80::1%eth0', 'link-local'],
  ])('refuses %s (%s)', (address, reason) => {
    expect(blockedAddressReason(address)).toBe(reason);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '172.15.255.255',
    '169.255.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::8.8.8.8',
  ])('allows the public address %s', (address) => {
    expect(blockedAddressReason(address)).toBeNull();
  });

  it('refuses what is not an IP address', () => {
    expect(blockedAddressReason('localhost')).toBe('not an IP address');
    expect(blockedAddressReason('')).toBe('not an IP address');
  });
});

describe('parseIPv6', () => {
  it('expands compressed forms and dotted tails', () => {
    expect(parseIPv6('::1')).toEqual([...Array(15).fill(0), 1]);
    expect(parseIPv6('[::ffff:1.2.3.4]')).toEqual([...Array(10).fill(0), 0xff, 0xff, 1, 2, 3, 4]);
    expect(parseIPv6('2001:db8::')).toEqual([0x20, 0x01, 0x0d, 0xb8, ...Array(12).fill(0)]);
    expect(parseIPv6('1.2.3.4')).toBeUndefined();
  });
});

/**
 * The IANA special-purpose address registries (IPv4 and IPv6, as of 2025), as data: each range
 * with its first and last address, and public neighbours just outside where there are any.
 * Every address in these ranges is refused: the guard allows only globally reachable public
 * unicast, and refuses the registry's globally reachable exceptions (anycast infrastructure such
 * as 192.0.0.9, 192.0.0.10, AS112, AMT, 2001:1::1) too, since no customer's API lives there.
 */
interface RegistryRange {
  cidr: string;
  first: string;
  last: string;
  reason?: string;
  outside?: string[];
}

const IPV4_SPECIAL: RegistryRange[] = [
  {
    cidr: '0.0.0.0/8',
    first: '0.0.0.0',
    last: '0.255.255.255',
    reason: 'unspecified',
    outside: ['1.0.0.0'],
  },
  {
    cidr: '10.0.0.0/8',
    first: '10.0.0.0',
    last: '10.255.255.255',
    reason: 'private',
    outside: ['9.255.255.255', '11.0.0.0'],
  },
  {
    cidr: '100.64.0.0/10',
    first: '100.64.0.0',
    last: '100.127.255.255',
    reason: 'shared (carrier-grade NAT)',
    outside: ['100.63.255.255', '100.128.0.0'],
  },
  {
    cidr: '127.0.0.0/8',
    first: '127.0.0.0',
    last: '127.255.255.255',
    reason: 'loopback',
    outside: ['126.255.255.255', '128.0.0.0'],
  },
  {
    cidr: '169.254.0.0/16',
    first: '169.254.0.0',
    last: '169.254.255.255',
    reason: 'link-local',
    outside: ['169.253.255.255', '169.255.0.0'],
  },
  {
    cidr: '172.16.0.0/12',
    first: '172.16.0.0',
    last: '172.31.255.255',
    reason: 'private',
    outside: ['172.15.255.255', '172.32.0.0'],
  },
  {
    cidr: '192.0.0.0/24',
    first: '192.0.0.0',
    last: '192.0.0.255',
    reason: 'reserved',
    outside: ['191.255.255.255', '192.0.1.0'],
  },
  { cidr: '192.0.0.0/29', first: '192.0.0.0', last: '192.0.0.7', reason: 'reserved' },
  { cidr: '192.0.0.8/32', first: '192.0.0.8', last: '192.0.0.8', reason: 'reserved' },
  { cidr: '192.0.0.9/32', first: '192.0.0.9', last: '192.0.0.9', reason: 'reserved' },
  { cidr: '192.0.0.10/32', first: '192.0.0.10', last: '192.0.0.10', reason: 'reserved' },
  { cidr: '192.0.0.170/32', first: '192.0.0.170', last: '192.0.0.170', reason: 'reserved' },
  { cidr: '192.0.0.171/32', first: '192.0.0.171', last: '192.0.0.171', reason: 'reserved' },
  {
    cidr: '192.0.2.0/24',
    first: '192.0.2.0',
    last: '192.0.2.255',
    reason: 'reserved',
    outside: ['192.0.1.255', '192.0.3.0'],
  },
  {
    cidr: '192.31.196.0/24',
    first: '192.31.196.0',
    last: '192.31.196.255',
    reason: 'AS112 (anycast DNS)',
    outside: ['192.31.195.255', '192.31.197.0'],
  },
  {
    cidr: '192.52.193.0/24',
    first: '192.52.193.0',
    last: '192.52.193.255',
    reason: 'AMT (anycast)',
    outside: ['192.52.192.255', '192.52.194.0'],
  },
  {
    cidr: '192.88.99.0/24',
    first: '192.88.99.0',
    last: '192.88.99.255',
    reason: 'reserved',
    outside: ['192.88.98.255', '192.88.100.0'],
  },
  {
    cidr: '192.168.0.0/16',
    first: '192.168.0.0',
    last: '192.168.255.255',
    reason: 'private',
    outside: ['192.167.255.255', '192.169.0.0'],
  },
  {
    cidr: '192.175.48.0/24',
    first: '192.175.48.0',
    last: '192.175.48.255',
    reason: 'AS112 (anycast DNS)',
    outside: ['192.175.47.255', '192.175.49.0'],
  },
  {
    cidr: '198.18.0.0/15',
    first: '198.18.0.0',
    last: '198.19.255.255',
    reason: 'reserved',
    outside: ['198.17.255.255', '198.20.0.0'],
  },
  {
    cidr: '198.51.100.0/24',
    first: '198.51.100.0',
    last: '198.51.100.255',
    reason: 'reserved',
    outside: ['198.51.99.255', '198.51.101.0'],
  },
  {
    cidr: '203.0.113.0/24',
    first: '203.0.113.0',
    last: '203.0.113.255',
    reason: 'reserved',
    outside: ['203.0.112.255', '203.0.114.0'],
  },
  {
    cidr: '224.0.0.0/4',
    first: '224.0.0.0',
    last: '239.255.255.255',
    reason: 'multicast',
    outside: ['223.255.255.255'],
  },
  { cidr: '240.0.0.0/4', first: '240.0.0.0', last: '255.255.255.254', reason: 'reserved' },
  {
    cidr: '255.255.255.255/32',
    first: '255.255.255.255',
    last: '255.255.255.255',
    reason: 'reserved',
  },
];

const ALL_ONES = 'ffff:ffff:ffff:ffff';

const IPV6_SPECIAL: RegistryRange[] = [
  { cidr: '::1/128', first: '::1', last: '::1', reason: 'loopback' },
  { cidr: '::/128', first: '::', last: '::', reason: 'unspecified' },
  // IPv4-mapped and IPv4-translated: refused for what they carry (here 0.0.0.0 and 255.255.255.255).
  { cidr: '::ffff:0:0/96', first: '::ffff:0.0.0.0', last: '::ffff:255.255.255.255' },
  { cidr: '::ffff:0:0:0/96', first: '::ffff:0:0.0.0.0', last: '::ffff:0:255.255.255.255' },
  { cidr: '64:ff9b::/96', first: '64:ff9b::', last: '64:ff9b::ffff:ffff' },
  {
    cidr: '64:ff9b:1::/48',
    first: '64:ff9b:1::',
    last: `64:ff9b:1:${ALL_ONES}:ffff`,
    reason: 'NAT64 (local use)',
  },
  { cidr: '100::/64', first: '100::', last: `100::${ALL_ONES}`, reason: 'discard' },
  {
    cidr: '2001::/23',
    first: '2001::',
    last: `2001:1ff:ffff:ffff:${ALL_ONES}`,
    outside: ['2001:200::', '2000:ffff:ffff:ffff:ffff:ffff:ffff:ffff'],
  },
  // Teredo: refused for the inverted client address it carries (255.255.255.255, 0.0.0.0).
  { cidr: '2001::/32', first: '2001::', last: `2001:0:ffff:ffff:${ALL_ONES}` },
  { cidr: '2001:1::1/128', first: '2001:1::1', last: '2001:1::1', reason: 'reserved' },
  { cidr: '2001:1::2/128', first: '2001:1::2', last: '2001:1::2', reason: 'reserved' },
  { cidr: '2001:1::3/128', first: '2001:1::3', last: '2001:1::3', reason: 'reserved' },
  {
    cidr: '2001:2::/48',
    first: '2001:2::',
    last: `2001:2:0:ffff:${ALL_ONES}`,
    reason: 'benchmarking',
  },
  {
    cidr: '2001:3::/32',
    first: '2001:3::',
    last: `2001:3:ffff:ffff:${ALL_ONES}`,
    reason: 'AMT (anycast)',
  },
  {
    cidr: '2001:4:112::/48',
    first: '2001:4:112::',
    last: `2001:4:112:ffff:${ALL_ONES}`,
    reason: 'AS112 (anycast DNS)',
  },
  {
    cidr: '2001:10::/28',
    first: '2001:10::',
    last: `2001:1f:ffff:ffff:${ALL_ONES}`,
    reason: 'ORCHID',
  },
  {
    cidr: '2001:20::/28',
    first: '2001:20::',
    last: `2001:2f:ffff:ffff:${ALL_ONES}`,
    reason: 'ORCHIDv2',
  },
  {
    cidr: '2001:30::/28',
    first: '2001:30::',
    last: `2001:3f:ffff:ffff:${ALL_ONES}`,
    reason: 'drone remote ID',
  },
  {
    cidr: '2001:db8::/32',
    first: '2001:db8::',
    last: `2001:db8:ffff:ffff:${ALL_ONES}`,
    reason: 'reserved',
    outside: [`2001:db7:ffff:ffff:${ALL_ONES}`, '2001:db9::'],
  },
  {
    cidr: '2002::/16',
    first: '2002::',
    last: `2002:ffff:ffff:ffff:${ALL_ONES}`,
    outside: [`2001:ffff:ffff:ffff:${ALL_ONES}`, '2003::'],
  },
  {
    cidr: '2620:4f:8000::/48',
    first: '2620:4f:8000::',
    last: `2620:4f:8000:ffff:${ALL_ONES}`,
    reason: 'AS112 (anycast DNS)',
    outside: [`2620:4f:7fff:ffff:${ALL_ONES}`, '2620:4f:8001::'],
  },
  {
    cidr: '3fff::/20',
    first: '3fff::',
    last: `3fff:fff:ffff:ffff:${ALL_ONES}`,
    reason: 'reserved',
    outside: [`3ffe:ffff:ffff:ffff:${ALL_ONES}`, '3fff:1000::'],
  },
  {
    cidr: '5f00::/16',
    first: '5f00::',
    last: `5f00:ffff:ffff:ffff:${ALL_ONES}`,
    reason: 'segment routing (SRv6)',
  },
  {
    cidr: 'fc00::/7',
    first: 'fc00::',
    last: `fdff:ffff:ffff:ffff:${ALL_ONES}`,
    reason: 'private (unique local)',
  },
  {
    cidr: 'fe80::/10',
    first: 'fe80::',
    last: `febf:ffff:ffff:ffff:${ALL_ONES}`,
    reason: 'link-local',
  },
  {
    cidr: 'ff00::/8',
    first: 'ff00::',
    last: `ffff:ffff:ffff:ffff:${ALL_ONES}`,
    reason: 'multicast',
  },
];

describe.each([
  ['IPv4', IPV4_SPECIAL],
  ['IPv6', IPV6_SPECIAL],
])('the IANA %s special-purpose registry', (_family, ranges) => {
  it.each(ranges)('refuses the first and last address of $cidr', ({ first, last, reason }) => {
    for (const address of [first, last]) {
      const refused = blockedAddressReason(address);
      expect(refused, address).not.toBeNull();
      if (reason) expect(refused, address).toBe(reason);
    }
  });

  it.each(ranges.filter((range) => range.outside))(
    'allows the public neighbours of $cidr',
    ({ outside = [] }) => {
      for (const address of outside) expect(blockedAddressReason(address), address).toBeNull();
    },
  );
});

describe('IPv4 carried inside IPv6', () => {
  it.each([
    // IPv4-mapped
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:192.0.0.9', 'reserved'],
    // IPv4-translated (::ffff:0:a.b.c.d), in dotted and hex forms
    ['::ffff:0:10.0.0.1', 'private'],
    ['::ffff:0:a00:1', 'private'],
    ['::ffff:0:127.0.0.1', 'loopback'],
    ['::ffff:0:169.254.169.254', 'link-local'],
    ['0:0:0:0:ffff:0:c0a8:101', 'private'],
    // IPv4-compatible (deprecated)
    ['::10.0.0.1', 'private'],
    // NAT64 well-known prefix
    ['64:ff9b::192.168.0.1', 'private'],
    ['64:ff9b::169.254.169.254', 'link-local'],
    ['64:ff9b::7f00:1', 'loopback'],
    // 6to4: a.b.c.d in the second and third groups
    ['2002:a9fe:a9fe::1', 'link-local'],
    ['2002:7f00:1::', 'loopback'],
    ['2002:ac10:1:1::1', 'private'],
    // Teredo: the client's address, inverted, in the last 32 bits (10.0.0.1, 127.0.0.1)
    ['2001:0:4136:e378:8000:63bf:f5ff:fffe', 'private'],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'loopback'],
  ])('refuses %s (%s)', (address, reason) => {
    expect(blockedAddressReason(address)).toBe(reason);
  });

  it.each([
    ['::ffff:0:8.8.8.8', 'IPv4-translated'],
    ['::8.8.8.8', 'reserved'],
    ['2002:808:808::1', '6to4'],
    ['2001:0:4136:e378:8000:63bf:f7f7:f7f7', 'Teredo'],
    ['64:ff9b:1::808:808', 'NAT64 (local use)'],
  ])('refuses the form %s even with a public IPv4 inside (%s)', (address, reason) => {
    expect(blockedAddressReason(address)).toBe(reason);
  });

  it.each(['::ffff:8.8.8.8', '::ffff:808:808', '64:ff9b::1.1.1.1', '64:ff9b::808:808'])(
    'allows the public IPv4 %s reached through a mapped or NAT64 address',
    (address) => {
      expect(blockedAddressReason(address)).toBeNull();
    },
  );
});

describe('what is not an IP address in its plain form', () => {
  it.each([
    '127.1',
    '0x7f.0.0.1',
    '0177.0.0.1',
    '2130706433',
    '::ffff:0:1.2.3',
    '1.2.3.4.5',
    '[::1',
    'fe80::1%',
  ])('refuses %s', (address) => {
    expect(blockedAddressReason(address)).toBe('not an IP address');
  });
});

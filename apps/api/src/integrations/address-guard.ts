import { isIPv4, isIPv6 } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which addresses an integration call may reach: only globally reachable public unicast.
 * Addresses are classified by ipaddr.js, whose named ranges (`range()`) follow the IANA IPv4 and
 * IPv6 special-purpose address registries; anything it does not call `unicast` is refused —
 * private, loopback, link-local (cloud metadata at 169.254.169.254), shared, multicast,
 * documentation, benchmarking, reserved, and also the registry's globally reachable anycast
 * entries (192.0.0.9, 192.0.0.10, AS112, AMT, 2001:1::1…), where no customer's API lives. In IPv6
 * only global unicast (2000::/3) is allowed. IPv4 carried inside IPv6 is judged as the IPv4
 * address it carries: mapped `::ffff:a.b.c.d` and NAT64 `64:ff9b::a.b.c.d` reach a public
 * address through it and are allowed with one; the other carrying forms (translated
 * `::ffff:0:a.b.c.d`, compatible `::a.b.c.d`, 6to4, Teredo, local-use NAT64) are refused in
 * any case, naming the carried address's range when that is not public.
 */

type V6 = ipaddr.IPv6;

const cidr = (text: string) => ipaddr.IPv6.parseCIDR(text);

const GLOBAL_UNICAST = cidr('2000::/3');
const IPV4_MAPPED = cidr('::ffff:0:0/96');
const IPV4_TRANSLATED = cidr('::ffff:0:0:0/96');
const IPV4_COMPATIBLE = cidr('::/96');
const NAT64_WELL_KNOWN = cidr('64:ff9b::/96');
const NAT64_LOCAL_USE = cidr('64:ff9b:1::/48');
const SIX_TO_FOUR = cidr('2002::/16');
const TEREDO = cidr('2001::/32');

/** The words for ipaddr.js's range names; a name missing here is refused under its own name. */
const RANGE_NAMES: Record<string, string> = {
  unspecified: 'unspecified',
  broadcast: 'reserved',
  multicast: 'multicast',
  linkLocal: 'link-local',
  loopback: 'loopback',
  carrierGradeNat: 'shared (carrier-grade NAT)',
  private: 'private',
  reserved: 'reserved',
  as112: 'AS112 (anycast DNS)',
  as112v6: 'AS112 (anycast DNS)',
  amt: 'AMT (anycast)',
  uniqueLocal: 'private (unique local)',
  deprecatedSiteLocal: 'site-local',
  discard: 'discard',
  ipv4Mapped: 'IPv4-mapped',
  rfc6145: 'IPv4-translated',
  rfc6052: 'NAT64',
  '6to4': '6to4',
  teredo: 'Teredo',
  benchmarking: 'benchmarking',
  deprecatedOrchid: 'ORCHID',
  orchid2: 'ORCHIDv2',
  droneRemoteIdProtocolEntityTags: 'drone remote ID',
  segmentRouting: 'segment routing (SRv6)',
};

const rangeName = (range: string): string => RANGE_NAMES[range] ?? range;

function ipv4Reason(address: ipaddr.IPv4): string | null {
  const range: string = address.range();
  return range === 'unicast' ? null : rangeName(range);
}

const ipv4From = (bytes: number[]) => new ipaddr.IPv4(bytes);

/** The IPv4 address an IPv6 address carries, and whether that form may reach it. */
function carriedIPv4(address: V6): { ipv4: ipaddr.IPv4; form: string | null } | undefined {
  const bytes = address.toByteArray();
  const last32 = bytes.slice(12, 16);
  if (address.match(IPV4_MAPPED)) return { ipv4: ipv4From(last32), form: null };
  if (address.match(NAT64_WELL_KNOWN)) return { ipv4: ipv4From(last32), form: null };
  if (address.match(IPV4_TRANSLATED)) return { ipv4: ipv4From(last32), form: 'IPv4-translated' };
  // ::a.b.c.d (compatible, deprecated); :: and ::1 are the unspecified and loopback addresses.
  if (address.match(IPV4_COMPATIBLE) && !['::', '::1'].includes(address.toString())) {
    return { ipv4: ipv4From(last32), form: 'reserved' };
  }
  // 2002:aabb:ccdd::/48 carries a.b.c.d in bytes 2..5.
  if (address.match(SIX_TO_FOUR)) return { ipv4: ipv4From(bytes.slice(2, 6)), form: '6to4' };
  // Teredo: the client's address, every bit inverted, in the last 32 bits.
  if (address.match(TEREDO)) {
    return { ipv4: ipv4From(last32.map((byte) => byte ^ 0xff)), form: 'Teredo' };
  }
  return undefined;
}

function ipv6Reason(address: V6): string | null {
  const carried = carriedIPv4(address);
  if (carried) return ipv4Reason(carried.ipv4) ?? carried.form;
  if (address.match(NAT64_LOCAL_USE)) return 'NAT64 (local use)';
  const range: string = address.range();
  if (range !== 'unicast') return rangeName(range);
  // Outside 2000::/3 nothing is allocated as global unicast today.
  return address.match(GLOBAL_UNICAST) ? null : 'reserved';
}

/** The address without the brackets of a URL's host or an IPv6 zone, if it is an IP literal. */
function bare(input: string): string {
  const unbracketed = /^\[(.*)\]$/.exec(input)?.[1] ?? input;
  return unbracketed.replace(/%[0-9A-Za-z._~-]+$/, '');
}

/**
 * A valid IPv6 address for ipaddr.js, its dotted IPv4 tail written as two hex groups first:
 * ipaddr.js reads `::a.b.c.d` (IPv4-compatible) as `::ffff:a.b.c.d` (mapped), which would let
 * `::8.8.8.8`, an address that does not reach 8.8.8.8, pass as the mapped one.
 */
function parseValidIPv6(address: string): V6 {
  const dotted = /^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  if (!dotted) return ipaddr.IPv6.parse(address);
  const [a, b, c, d] = dotted.slice(2).map(Number) as [number, number, number, number];
  const hexTail = `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  return ipaddr.IPv6.parse(`${dotted[1]}${hexTail}`);
}

/** The 16 bytes of an IPv6 address (with or without brackets or a zone), or undefined. */
export function parseIPv6(input: string): number[] | undefined {
  const address = bare(input);
  if (!isIPv6(address)) return undefined;
  return parseValidIPv6(address).toByteArray();
}

/**
 * Why an address must not be reached ('loopback', 'private', 'link-local', …), or null when it
 * is a public address. Anything that is not an IP address in its plain form (dotted decimal
 * IPv4, IPv6) is refused too: Node's own check decides what is one, ipaddr.js only classifies.
 */
export function blockedAddressReason(input: string): string | null {
  const address = bare(input);
  if (isIPv4(address)) return ipv4Reason(ipaddr.IPv4.parse(address));
  if (isIPv6(address)) return ipv6Reason(parseValidIPv6(address));
  return 'not an IP address';
}

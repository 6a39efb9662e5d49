// Address rules of the audit fetcher: which resolved addresses a visitor's website may point at. Pure, so every
// range has a unit test (tests/functions/audit-ip.test.ts).

/** Parses a dotted-quad IPv4 address in its canonical spelling only (four decimal parts, no leading zeros). */
function parseIPv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const bytes: number[] = [];
  for (const part of parts) {
    if (!/^(0|[1-9]\d{0,2})$/.test(part)) return null;
    const n = Number(part);
    if (n > 255) return null;
    bytes.push(n);
  }
  return bytes;
}

/** Parses an IPv6 address (with `::` and an embedded IPv4 tail) into eight 16-bit groups. */
function parseIPv6(text: string): number[] | null {
  let s = text.toLowerCase();
  if (s.startsWith('[') && s.endsWith(']')) s = s.slice(1, -1);
  if (s.includes('%')) return null; // zone ids never belong in a public address
  const lastColon = s.lastIndexOf(':');
  if (lastColon >= 0 && s.slice(lastColon + 1).includes('.')) {
    const v4 = parseIPv4(s.slice(lastColon + 1));
    if (!v4) return null;
    const hi = ((v4[0]! << 8) | v4[1]!).toString(16);
    const lo = ((v4[2]! << 8) | v4[3]!).toString(16);
    s = `${s.slice(0, lastColon + 1)}${hi}:${lo}`;
  }
  const halves = s.split('::');
  if (halves.length > 2) return null;
  const group = (h: string) => (h === '' ? [] : h.split(':'));
  const head = group(halves[0]!);
  const rest = halves.length === 2 ? group(halves[1]!) : [];
  const parse = (g: string) => (/^[0-9a-f]{1,4}$/.test(g) ? parseInt(g, 16) : NaN);
  const headN = head.map(parse);
  const restN = rest.map(parse);
  if ([...headN, ...restN].some(Number.isNaN)) return null;
  const total = headN.length + restN.length;
  if (halves.length === 1) {
    if (total !== 8) return null;
    return headN;
  }
  if (total > 7) return null;
  return [...headN, ...new Array<number>(8 - total).fill(0), ...restN];
}

const inV4 = (ip: number[], base: number[], bits: number) => {
  const a = ((ip[0]! << 24) | (ip[1]! << 16) | (ip[2]! << 8) | ip[3]!) >>> 0;
  const b = ((base[0]! << 24) | (base[1]! << 16) | (base[2]! << 8) | base[3]!) >>> 0;
  const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
  return (a & mask) === (b & mask);
};

/** IPv4 ranges that are not the public internet (RFC 6890 and friends), including cloud metadata (169.254/16). */
const V4_BLOCKED: [number[], number][] = [
  [[0, 0, 0, 0], 8], // "this network", unspecified
  [[10, 0, 0, 0], 8], // private
  [[100, 64, 0, 0], 10], // CGNAT
  [[127, 0, 0, 0], 8], // loopback
  [[169, 254, 0, 0], 16], // link-local, cloud metadata 169.254.169.254
  [[172, 16, 0, 0], 12], // private
  [[192, 0, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2, 0], 24], // documentation
  [[192, 88, 99, 0], 24], // 6to4 relay
  [[192, 168, 0, 0], 16], // private
  [[198, 18, 0, 0], 15], // benchmarking
  [[198, 51, 100, 0], 24], // documentation
  [[203, 0, 113, 0], 24], // documentation
  [[224, 0, 0, 0], 4], // multicast
  [[240, 0, 0, 0], 4], // reserved, broadcast
];

type AddressVerdict = 'public' | 'loopback' | 'blocked' | 'invalid';

function classifyIPv4(bytes: number[]): AddressVerdict {
  if (inV4(bytes, [127, 0, 0, 0], 8)) return 'loopback';
  return V4_BLOCKED.some(([base, bits]) => inV4(bytes, base, bits)) ? 'blocked' : 'public';
}

function classifyIPv6(g: number[]): AddressVerdict {
  const zeroUpTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeroUpTo(7) && g[7] === 1) return 'loopback'; // ::1
  if (zeroUpTo(8)) return 'blocked'; // ::
  // IPv4-mapped ::ffff:a.b.c.d, IPv4-compatible ::a.b.c.d, IPv4-translated ::ffff:0:a.b.c.d: refused outright,
  // whatever the embedded address, so no spelling can smuggle an internal IPv4 through.
  if (zeroUpTo(5) && (g[5] === 0xffff || g[5] === 0)) return 'blocked';
  if (zeroUpTo(4) && g[4] === 0xffff && g[5] === 0) return 'blocked';
  if (g[0] === 0x64 && g[1] === 0xff9b) return 'blocked'; // NAT64 64:ff9b::/96 and 64:ff9b:1::/48
  if (g[0] === 0x2002) return 'blocked'; // 6to4 embeds an IPv4 address
  if (g[0] === 0x2001 && g[1]! < 0x200) return 'blocked'; // Teredo, benchmarking, ORCHID... (2001::/23)
  if (g[0] === 0x2001 && g[1] === 0xdb8) return 'blocked'; // documentation
  if (g[0] === 0x100 && g[1] === 0 && g[2] === 0 && g[3] === 0) return 'blocked'; // discard-only 100::/64
  if ((g[0]! & 0xfe00) === 0xfc00) return 'blocked'; // unique-local fc00::/7 (incl. fd00:ec2::254 metadata)
  if ((g[0]! & 0xffc0) === 0xfe80) return 'blocked'; // link-local fe80::/10
  if ((g[0]! & 0xffc0) === 0xfec0) return 'blocked'; // site-local (deprecated) fec0::/10
  if ((g[0]! & 0xff00) === 0xff00) return 'blocked'; // multicast
  if ((g[0]! & 0xe000) !== 0x2000) return 'blocked'; // only global unicast 2000::/3 is public
  return 'public';
}

/** Classifies a resolved address as returned by DNS (canonical IPv4 or any IPv6 spelling). */
export function classifyAddress(address: string): AddressVerdict {
  const v4 = parseIPv4(address);
  if (v4) return classifyIPv4(v4);
  const v6 = parseIPv6(address);
  if (v6) return classifyIPv6(v6);
  return 'invalid';
}

/**
 * True when a URL hostname is written as an IP address in any spelling the URL parser or a resolver might accept:
 * dotted or not, decimal, octal (0177.0.0.1), hex (0x7f.1), a single 32-bit number (2130706433), or IPv6 in
 * brackets. The audit only fetches websites by name, so every literal address is refused before any lookup.
 */
export function isIpLiteral(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/\.$/, '');
  if (h.startsWith('[') || h.includes(':')) return true;
  // WHATWG URL parsing already turns decimal/octal/hex forms into dotted decimal; this catches whatever remains,
  // e.g. a last label that is all digits or a 0x number (such hostnames are IPv4 to the URL standard anyway).
  const last = h.split('.').pop() ?? '';
  if (/^(0x[0-9a-f]*|\d+)$/.test(last)) return true;
  return parseIPv4(h) !== null;
}

import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a client ID metadata document may never be fetched from: unspecified, private (RFC 1918, unique
 * local), shared (CGNAT), loopback, link-local, documentation, benchmarking, multicast and reserved ranges, and
 * IPv4-mapped IPv6 forms of them. oidc-provider's own fetch refuses these again at connect time, after DNS
 * resolution, so a name that resolves differently the second time (DNS rebinding) is refused too.
 */
const refusedAddresses = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  refusedAddresses.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  refusedAddresses.addSubnet(network, prefix, 'ipv6');
}

/** True when `address` (an IPv4 or IPv6 literal) is private, loopback, link-local or otherwise not public. */
export function isNonPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped !== undefined) return refusedAddresses.check(mapped, 'ipv4');
  return refusedAddresses.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Resolves host names (all addresses); tests pass their own. */
export type ResolveHost = (hostname: string) => Promise<readonly string[]>;

/** Every address `hostname` resolves to (A and AAAA). */
export const resolveHostAddresses: ResolveHost = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * Whether a client ID metadata document may be fetched from `clientId`: an https URL without credentials, on the
 * default or a named port, whose host (a literal or every address its name resolves to) is public. Answers
 * `false` rather than throwing; a name that does not resolve is refused.
 */
export async function mayFetchClientMetadata(clientId: string, resolveHost: ResolveHost = resolveHostAddresses): Promise<boolean> {
  const url = URL.parse(clientId);
  if (url === null || url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false;
  const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  if (isIP(hostname) !== 0) return !isNonPublicAddress(hostname);
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) return false;
  let addresses: readonly string[];
  try {
    addresses = await resolveHost(hostname);
  } catch {
    return false;
  }
  return addresses.length > 0 && addresses.every((address) => !isNonPublicAddress(address));
}

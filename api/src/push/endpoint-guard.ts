import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import dns from 'node:dns';

/**
 * Addresses a push endpoint may never point at: a push is a request this server makes for whoever
 * subscribed, so an endpoint on loopback, a private network or link-local (cloud metadata) would let
 * a stranger make the server call inside its own network.
 */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return isPublicAddress(mapped[1]!);
    return !blocked.check(address, 'ipv6');
  }
  return !blocked.check(address, 'ipv4');
}

/** Why an endpoint is refused, or null when it may be used. */
export async function endpointProblem(endpoint: string, allowLocal: boolean): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'not a URL';
  }
  if (url.username || url.password) return 'credentials in URL';
  if (allowLocal) return url.protocol === 'https:' || url.protocol === 'http:' ? null : 'not http(s)';
  if (url.protocol !== 'https:') return 'not https';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isPublicAddress(host) ? null : 'private address';
  if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.')) return 'local host name';
  try {
    const addresses = await lookup(host, { all: true, verbatim: true });
    if (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address))) return 'resolves to a private address';
  } catch {
    return 'host not found';
  }
  return null;
}

/**
 * The DNS lookup used when sending: the address actually connected to is checked again, so a name
 * that pointed at a public address when the browser subscribed cannot be moved onto a private one.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 0);
    const list = addresses as unknown as dns.LookupAddress[];
    const good = list.filter((a) => isPublicAddress(a.address));
    if (good.length === 0)
      return callback(Object.assign(new Error(`push endpoint ${hostname} is not a public address`), { code: 'EPRIVATE' }), '', 0);
    if ((options as dns.LookupOptions).all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, good);
    return callback(null, good[0]!.address, good[0]!.family);
  });
};

import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { isIP, isIPv4, type LookupFunction } from 'node:net'

// A push endpoint is an address a member hands the server, which then sends requests to it: unguarded, a member
// could make the server call into its own network (a database, a metadata service, an admin page on loopback).
// Push services are public hosts, so an endpoint whose host is, or resolves to, any address that is not public
// unicast is refused, when it is subscribed and again at every connection (a name may resolve elsewhere later).

/** [first address, prefix length] of IPv4 ranges that are not public unicast (RFC 6890 and its updates). */
const V4_RANGES: [string, number][] = [
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
]

const v4Number = (address: string) => address.split('.').reduce((n, part) => n * 256 + Number(part), 0)
const v4Ranges = V4_RANGES.map(([first, bits]) => ({ first: v4Number(first), size: 2 ** (32 - bits) }))

function isPrivateV4(address: string) {
  const n = v4Number(address)
  return v4Ranges.some(({ first, size }) => n >= first && n < first + size)
}

/** The 16 bytes of an IPv6 address (zone and brackets stripped), dotted-quad tails included. */
function v6Bytes(address: string): number[] {
  let text = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1]
  if (quad) {
    const n = v4Number(quad)
    text = `${text.slice(0, -quad.length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const groups = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : [])
  const front = groups(head)
  const back = tail === undefined ? [] : groups(tail)
  const words = [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back]
  return words.flatMap((w) => [w >> 8, w & 0xff])
}

const startsWith = (bytes: number[], prefix: number[], bits: number) => {
  for (let bit = 0; bit < bits; bit++) {
    const mask = 0x80 >> bit % 8
    if ((bytes[bit >> 3]! & mask) !== (prefix[bit >> 3]! & mask)) return false
  }
  return true
}
const v4Of = (bytes: number[], at: number) => bytes.slice(at, at + 4).join('.')

function isPrivateV6(address: string) {
  const b = v6Bytes(address)
  const zero = Array<number>(16).fill(0)
  // ::ffff:a.b.c.d (mapped), ::a.b.c.d (the old compatible form), 64:ff9b::a.b.c.d (NAT64): the IPv4 address decides.
  if (startsWith(b, [...zero.slice(0, 10), 0xff, 0xff], 96)) return isPrivateV4(v4Of(b, 12))
  if (startsWith(b, [0, 0x64, 0xff, 0x9b, ...zero.slice(4)], 96)) return isPrivateV4(v4Of(b, 12))
  // 6to4 carries its IPv4 address in bytes 2 to 5.
  if (startsWith(b, [0x20, 0x02], 16)) return isPrivateV4(v4Of(b, 2))
  if (startsWith(b, zero, 96)) return true
  return [
    [[0x00, 0x64, 0xff, 0x9b, 0x00, 0x01], 48], // 64:ff9b:1::/48, local NAT64
    [[0x01, 0x00, ...zero.slice(0, 6)], 64], // 100::/64, discard
    [[0x20, 0x01, 0x00], 23], // 2001::/23, IETF protocols (Teredo among them)
    [[0x20, 0x01, 0x0d, 0xb8], 32], // 2001:db8::/32, documentation
    [[0xfc], 7], // fc00::/7, unique local
    [[0xfe, 0x80], 10], // fe80::/10, link-local
    [[0xfe, 0xc0], 10], // fec0::/10, the old site-local
    [[0xff], 8], // ff00::/8, multicast
  ].some(([prefix, bits]) => startsWith(b, prefix as number[], bits as number))
}

/** True for any address that is not public unicast, IPv4 or IPv6 (mapped and embedded IPv4 addresses included). */
export function isPrivateAddress(address: string) {
  const bare = address.replace(/^\[|\]$/g, '')
  if (isIPv4(bare)) return isPrivateV4(bare)
  if (isIP(bare.replace(/%.*$/, '')) === 6) return isPrivateV6(bare)
  return true
}

export class PrivateAddressError extends Error {
  readonly code = 'EPRIVATEADDRESS'
  constructor(host: string) {
    super(`${host} is not a public address`)
    this.name = 'PrivateAddressError'
  }
}

/** Every address a name resolves to now; rejects with the resolver's error (ENOTFOUND) when it resolves to none. */
export function resolveAll(hostname: string) {
  return new Promise<LookupAddress[]>((resolve, reject) => dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))))
}

/**
 * Whether the endpoint's host is or resolves to a public address only. `allowPrivate` is the tests' loopback push
 * service's setting. 'unknown' when the name does not resolve.
 */
export async function checkHost(hostname: string, allowPrivate: boolean): Promise<'public' | 'private' | 'unknown'> {
  const bare = hostname.replace(/^\[|\]$/g, '')
  if (isIP(bare)) return allowPrivate || !isPrivateAddress(bare) ? 'public' : 'private'
  const addresses = await resolveAll(bare).catch(() => undefined)
  if (!addresses?.length) return 'unknown'
  return allowPrivate || !addresses.some((a) => isPrivateAddress(a.address)) ? 'public' : 'private'
}

/**
 * The lookup the push agent connects with: the name is resolved as Node would resolve it, and refused when any of its
 * addresses is private, so the address checked is the address connected to.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return ((hostname: string, options: { all?: boolean; family?: number; hints?: number }, callback: (...args: unknown[]) => void) => {
    dnsLookup(hostname, { family: options.family, hints: options.hints, all: true }, (err, addresses) => {
      if (err) return callback(err)
      if (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address))) return callback(new PrivateAddressError(hostname))
      if (options.all) return callback(null, addresses)
      const [first] = addresses
      return callback(null, first?.address, first?.family)
    })
  }) as LookupFunction
}

import { BlockList, isIP } from 'node:net'

/** Parses a CIDR block ("10.0.0.0/8", "2001:db8::/32", or a single address). */
export function parseCidr(text: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | null {
  const [address = '', prefixText, ...rest] = text.trim().split('/')
  if (rest.length) return null
  const version = isIP(address)
  if (version === 0) return null
  const family = version === 4 ? 'ipv4' : 'ipv6'
  const max = version === 4 ? 32 : 128
  if (prefixText === undefined) return { address, prefix: max, family }
  if (!/^\d{1,3}$/.test(prefixText)) return null
  const prefix = Number(prefixText)
  if (prefix > max) return null
  return { address, prefix, family }
}

/** Drops the IPv4-mapped IPv6 prefix that dual-stack servers report (::ffff:127.0.0.1). */
export function normaliseIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  return mapped?.[1] ?? ip
}

export function ipInRanges(ip: string, ranges: readonly string[]): boolean {
  const address = normaliseIp(ip)
  const version = isIP(address)
  if (version === 0) return false
  const list = new BlockList()
  for (const range of ranges) {
    const cidr = parseCidr(range)
    if (cidr) list.addSubnet(cidr.address, cidr.prefix, cidr.family)
  }
  return list.check(address, version === 4 ? 'ipv4' : 'ipv6')
}

/** The eight 16-bit groups of an IPv6 address (zone id dropped), or null. */
function ipv6Groups(address: string): number[] | null {
  const text = address.split('%')[0] ?? ''
  if (isIP(text) !== 6) return null
  let body = text
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(body)
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number]
    body = `${body.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = body.split('::')
  const parse = (part: string) => (part ? part.split(':').map((g) => Number.parseInt(g, 16)) : [])
  const left = parse(head)
  const right = tail === undefined ? [] : parse(tail)
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right]
}

/**
 * The address a per-address rate limit counts: an IPv4 address itself, an IPv6 address by its
 * /64 (a single host or household is handed a whole /64, so counting single addresses would
 * give it billions of budgets).
 */
export function rateLimitAddress(ip: string): string {
  const address = normaliseIp(ip)
  const groups = ipv6Groups(address)
  if (!groups) return address
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`
}

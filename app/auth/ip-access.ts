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

// Which proxies may tell the server the client's address (X-Forwarded-For). Plain JavaScript:
// server.js imports it before the build is loaded; app/utils/env.server.ts validates with it.
import { isIP } from 'node:net'

// The names Express (proxy-addr) accepts for its own lists of private ranges.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isAddressOrCidr(text) {
  if (NAMED_RANGES.has(text)) return true
  const [address = '', prefix, ...rest] = text.split('/')
  const version = isIP(address)
  if (version === 0 || rest.length) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128)
}

/**
 * Reads TRUST_PROXY: off (unset or `false`), a hop count (`1`), or a comma-separated list of
 * proxy addresses, CIDR blocks and Express's names (`loopback`, `linklocal`, `uniquelocal`).
 * `true` trusts every hop, so any client could choose its address: refused.
 * @param {string | undefined} value
 * @returns {{ ok: true, setting: false | number | string[] } | { ok: false, message: string }}
 */
export function parseTrustProxy(value) {
  const text = value?.trim() ?? ''
  if (text === '' || text === 'false' || text === '0') return { ok: true, setting: false }
  if (/^\d+$/.test(text)) return { ok: true, setting: Number(text) }
  if (text === 'true') {
    return {
      ok: false,
      message:
        '"true" would let any client choose its address through X-Forwarded-For. Give the number of proxies in front of Consilium (e.g. 1) or their addresses or CIDR blocks (e.g. loopback or 10.0.0.0/8).',
    }
  }
  const entries = text.split(',').map((s) => s.trim())
  const bad = entries.filter((s) => !isAddressOrCidr(s))
  if (bad.length) {
    return {
      ok: false,
      message: `${bad.map((s) => JSON.stringify(s)).join(', ')} is not a hop count, an IP address, a CIDR block or one of loopback, linklocal, uniquelocal.`,
    }
  }
  return { ok: true, setting: entries }
}

/**
 * The Express "trust proxy" value. An invalid TRUST_PROXY trusts no proxy here; the start-up
 * check of the environment then stops the server with the variable named.
 * @param {string | undefined} value
 */
export function trustProxySetting(value) {
  const parsed = parseTrustProxy(value)
  return parsed.ok ? parsed.setting : false
}

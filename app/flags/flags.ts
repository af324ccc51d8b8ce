/** Experiment flags known to the product (spec 01 §9). */
export const SYSTEM_CHECK_FLAG = 'f45679_system_check'
export const MAINTENANCE_ALERT_FLAG = 'dd-maintenance-alert'

/** The flags on for one visitor, by key, with their payloads. */
export type FlagAssignments = Record<string, { payload: unknown }>

export type FlagRow = {
  key: string
  enabled: boolean
  rolloutPercent: number
  payload: unknown
}

/** Flag keys: letters, digits, '_', '-', '.'; 1–64 characters, starting with a letter or digit. */
export const FLAG_KEY = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/

/**
 * The bucketing key of one visitor: the EHR session when launched from one, else the
 * signed-in account, else a customer id the caller names, else the client address.
 * The root loader and GET /experimentVariants both use it, so a visitor gets the same
 * assignments from both.
 */
export function bucketKeyFor(visitor: {
  sessionNumber?: string | null
  userId?: string | null
  customerId?: string | null
  clientIp: string
}): string {
  if (visitor.sessionNumber) return `session:${visitor.sessionNumber}`
  if (visitor.userId) return `user:${visitor.userId}`
  if (visitor.customerId) return `customer:${visitor.customerId}`
  return `ip:${visitor.clientIp}`
}

/** 0–99, the same for the same flag and bucket key on every node and every request. */
export async function bucketOf(flagKey: string, bucketKey: string): Promise<number> {
  const bytes = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${flagKey}\u0000${bucketKey}`)),
  )
  const n = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0
  return n % 100
}

export async function assignFlags(rows: FlagRow[], bucketKey: string): Promise<FlagAssignments> {
  const out: FlagAssignments = {}
  for (const row of rows) {
    if (!row.enabled || row.rolloutPercent <= 0) continue
    if (row.rolloutPercent < 100 && (await bucketOf(row.key, bucketKey)) >= row.rolloutPercent) continue
    out[row.key] = { payload: row.payload ?? null }
  }
  return out
}

export function isFlagOn(flags: FlagAssignments | null | undefined, key: string): boolean {
  return Boolean(flags && Object.hasOwn(flags, key))
}

export type MaintenanceAlert = { alert: string | null; heading: string; message: string }

export const MAINTENANCE_DEFAULT_HEADING = 'Site-Wide Alert'
export const MAINTENANCE_DEFAULT_MESSAGE = 'A message has not been set for this alert.'

/** The maintenance banner's texts from the flag payload, with the spec's defaults. */
export function maintenanceAlert(flags: FlagAssignments): MaintenanceAlert | null {
  const flag = flags[MAINTENANCE_ALERT_FLAG]
  if (!flag) return null
  const p = (flag.payload && typeof flag.payload === 'object' ? flag.payload : {}) as Record<string, unknown>
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null)
  return {
    alert: text(p.alert),
    heading: text(p.heading) ?? MAINTENANCE_DEFAULT_HEADING,
    message: text(p.message) ?? MAINTENANCE_DEFAULT_MESSAGE,
  }
}

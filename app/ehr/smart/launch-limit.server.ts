import { rateLimitAddress } from '#app/auth/ip-access.ts'
import { hit, peek, type RateLimitResult, type Window } from '#app/auth/rate-limit.server.ts'
import type { Db } from '#app/db/client.server.ts'
import { getEnv } from '#app/utils/env.server.ts'

export function launchWindow(): Window {
  const env = getEnv()
  return { limit: env.SMART_LAUNCHES_PER_IP, windowSeconds: env.SMART_LAUNCH_WINDOW_SECONDS }
}

const keyFor = (clientIp: string) => `smart-launch-address:${rateLimitAddress(clientIp)}`

/** Counts one launch from this address (each stores a launch row). */
export function countLaunch(db: Db, clientIp: string, window = launchWindow(), now = new Date()): Promise<RateLimitResult> {
  return hit(db, keyFor(clientIp), window, now)
}

/** Whether this address has spent its launch budget, without counting. */
export function launchBudget(db: Db, clientIp: string, window = launchWindow(), now = new Date()): Promise<RateLimitResult> {
  return peek(db, keyFor(clientIp), window, now)
}

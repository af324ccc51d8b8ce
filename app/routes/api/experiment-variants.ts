import type { Route } from './+types/experiment-variants.ts'
import { requestInfoContext, sessionContext } from '#app/context.server.ts'
import { bucketKeyFor } from '#app/flags/flags.ts'
import { flagsFor } from '#app/flags/flags.server.ts'
import { jsonError } from '#app/utils/http.server.ts'

const noStore = { 'Cache-Control': 'no-store' }
const CUSTOMER_ID = /^[A-Za-z0-9._~:@-]{1,128}$/
// As the pages read it (app/utils/session-number.ts).
const SESSION_NUMBER = /^[A-Za-z0-9._~-]{1,128}$/
const MAX_LOCATION = 2048

/**
 * GET /experimentVariants?customer_id=&session-number=&location= (spec 01 §7): the flags on
 * for this visitor, as `{ variants: [{ key, payload }] }` sorted by key. The visitor is
 * bucketed like the pages do (session-number, else the signed-in account, else customer_id,
 * else the client address), so the answer matches what the page was rendered with.
 * `location` (the page the caller is on) is accepted for the spec's call and not used.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const problems: string[] = []
  const read = (name: string, valid: (v: string) => boolean, rule: string) => {
    const all = params.getAll(name)
    if (all.length > 1) problems.push(`${name} is given more than once.`)
    const value = all[0]
    if (value === undefined || value === '') return null
    if (!valid(value)) {
      problems.push(`${name} ${rule}`)
      return null
    }
    return value
  }
  const customerId = read('customer_id', (v) => CUSTOMER_ID.test(v), 'must be 1-128 letters, digits or . _ ~ : @ -.')
  const sessionNumber = read('session-number', (v) => SESSION_NUMBER.test(v), 'must be 1-128 letters, digits or . _ ~ -.')
  read(
    'location',
    // eslint-disable-next-line no-control-regex
    (v) => v.length <= MAX_LOCATION && !/[\u0000-\u001f\u007f]/.test(v),
    `must be a page address of at most ${MAX_LOCATION} characters.`,
  )
  if (problems.length) {
    return jsonError(400, 'invalid_parameters', problems.join(' '), { problems }, noStore)
  }
  const flags = await flagsFor(
    bucketKeyFor({
      sessionNumber,
      userId: context.get(sessionContext)?.userId,
      customerId,
      clientIp: context.get(requestInfoContext).clientIp,
    }),
  )
  const variants = Object.keys(flags)
    .sort()
    .map((key) => ({ key, payload: flags[key]!.payload }))
  return Response.json({ variants }, { headers: noStore })
}

export function action() {
  return jsonError(405, 'method_not_allowed', 'Use GET.', {}, { Allow: 'GET', ...noStore })
}

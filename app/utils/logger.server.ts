import { pino, type DestinationStream, type LevelWithSilent } from 'pino'

import { getEnv } from './env.server.ts'

// PostgreSQL's SQLSTATE: five digits or capitals ("23514").
const SQLSTATE = /^[0-9A-Z]{5}$/
// Identifiers the database names in its errors; never values.
const DATABASE_FIELDS = ['constraint', 'table', 'column', 'dataType', 'routine'] as const

type ErrorLike = Error & Record<string, unknown>

/**
 * "insert into users", "select from sessions", "update snapshots": what a query did, from
 * its SQL text alone (drizzle sends every value as a parameter).
 */
export function queryName(sql: string): string {
  const text = sql.replaceAll('"', '').trim()
  const write = /^(insert\s+into|update|delete\s+from)\s+([\w.]+)/i.exec(text)
  if (write?.[1] && write[2]) return `${write[1].toLowerCase().replace(/\s+/, ' ')} ${write[2]}`
  const read = /^select\b[\s\S]*?\bfrom\s+([\w.]+)/i.exec(text)
  if (read?.[1]) return `select from ${read[1]}`
  return (text.split(/\s+/, 1)[0] ?? '').toLowerCase()
}

/** Errors from a database driver or from drizzle: their messages and details carry row values. */
function isDatabaseError(e: ErrorLike): boolean {
  return (
    e.constructor.name === 'DrizzleQueryError' ||
    'params' in e ||
    'query' in e ||
    'detail' in e ||
    (typeof e.code === 'string' && SQLSTATE.test(e.code) && 'severity' in e)
  )
}

/**
 * What a logged error may say: its class, code, the query's name and where it was
 * thrown. A database error's message, detail, query parameters and the stack's
 * first line (which repeats the message) are never logged: they hold the values
 * that were being written — patient inputs, email addresses, password hashes.
 */
export function serializeError(value: unknown, depth = 0): Record<string, unknown> {
  if (!(value instanceof Error)) return { type: typeof value }
  const e = value as ErrorLike
  const database = isDatabaseError(e)
  // The class, as `name` is often left as "Error" (drizzle) or set to "error" (pg).
  const out: Record<string, unknown> = { type: e.constructor.name || e.name }
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = e.code
  if (database) {
    if (typeof e.query === 'string') out.query = queryName(e.query)
    for (const field of DATABASE_FIELDS) if (typeof e[field] === 'string') out[field] = e[field]
  } else if (!(e instanceof SyntaxError)) {
    // A SyntaxError's message quotes the text it could not parse (a request body).
    out.message = e.message
  }
  const frames = (e.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line))
  if (frames.length > 0) out.stack = frames.join('\n')
  if (e.cause !== undefined && depth < 4) out.cause = serializeError(e.cause, depth + 1)
  if (e instanceof AggregateError && depth < 4) out.errors = e.errors.slice(0, 4).map((x) => serializeError(x, depth + 1))
  return out
}

/**
 * Structured JSON logs. Redaction is a safety net: callers never pass passwords,
 * session ids, cookies or patient values to the logger in the first place.
 */
export function createLogger(level: LevelWithSilent, destination?: DestinationStream) {
  return pino(
    {
      level,
      base: { service: 'consilium' },
      serializers: { err: serializeError, error: serializeError },
      redact: {
        paths: [
          'password',
          '*.password',
          'req.headers.cookie',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
          'sessionId',
          '*.sessionId',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  )
}

export const logger = createLogger(process.env.VITEST ? 'silent' : getEnv().LOG_LEVEL)

export type Logger = typeof logger

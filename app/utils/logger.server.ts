import { pino } from 'pino'

import { getEnv } from './env.server.ts'

/**
 * Structured JSON logs. Redaction is a safety net: callers never pass passwords,
 * session ids, cookies or patient values to the logger in the first place.
 */
export const logger = pino({
  level: process.env.VITEST ? 'silent' : getEnv().LOG_LEVEL,
  base: { service: 'consilium' },
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
})

export type Logger = typeof logger

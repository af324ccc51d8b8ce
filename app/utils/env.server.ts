import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'

import { z } from 'zod'

import { parseTrustProxy } from '../../server/trust-proxy.js'

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)))

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback)

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  SESSION_SECRET: z
    .string()
    .refine(
      (v) => v.split(',').every((s) => s.trim().length >= 32),
      'each comma-separated secret must be at least 32 characters',
    )
    .optional(),
  SESSION_IDLE_MINUTES: positiveInt(30),
  SESSION_ABSOLUTE_HOURS: positiveInt(12),
  /** Proxies trusted for X-Forwarded-For: a hop count or their addresses/CIDR blocks, never "true". */
  TRUST_PROXY: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      const parsed = parseTrustProxy(value)
      if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message })
    }),
  /**
   * The address the app is reached at from outside (scheme, host, optional port and path
   * prefix), e.g. https://consilium.example.org. EHR integration builds its own URLs from it:
   * the audience CDS Hooks JWTs must name and the SMART launch URL in CDS cards. Never taken
   * from the request's Host header.
   */
  PUBLIC_URL: z
    .url()
    .regex(/^https?:\/\/[^?#]*$/, 'must be an http:// or https:// URL without query or fragment')
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  /**
   * SMART launches (`/smart/launch` with an allow-listed iss) per address (IPv6: per /64) per
   * window: each stores a launch row. Sized for a hospital whose clinicians share one address.
   */
  SMART_LAUNCHES_PER_IP: positiveInt(30),
  SMART_LAUNCH_WINDOW_SECONDS: positiveInt(600),
  /** CDS Hooks calls per allow-listed EHR (CDS client) per minute. */
  CDS_CLIENT_CALLS_PER_MINUTE: positiveInt(6000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_DATA: bool(true),
  /**
   * Run the background job worker (encounter reports) inside the app process. Turn it off on app
   * nodes when `npm run worker` runs the jobs as their own process.
   */
  JOB_WORKER: bool(true),
  /** Time limit of one report job; past it the job fails and is retried. */
  REPORT_JOB_TIMEOUT_SECONDS: positiveInt(600),
  /** Failed sign-ins per account per hour from browsers that have not signed in to it. */
  SIGNIN_MAX_FAILURES_PER_ACCOUNT_HOUR: positiveInt(100),
  /**
   * Failed sign-ins per address (IPv6: per /64) per window from browsers unknown to the account:
   * a coarse outer limit, sized for a hospital whose clinicians share one address.
   */
  SIGNIN_MAX_ATTEMPTS_PER_IP: positiveInt(300),
  SIGNIN_IP_WINDOW_SECONDS: positiveInt(300),
  /** Registrations per address (IPv6: per /64) per hour, sized for a hospital's address. */
  REGISTER_MAX_PER_IP_HOUR: positiveInt(100),
  /**
   * Where email (password reset links) is sent: smtp://user:pass@host:587 (STARTTLS when the
   * server offers it) or smtps://…:465. Unset: nothing is sent and the log says so.
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** The sender of those emails, e.g. "Consilium <no-reply@example.org>". */
  MAIL_FROM: z.string().min(3).default('Consilium <no-reply@consilium.health>'),
  /** Password reset requests per address (IPv6: per /64) per hour, and per email address per hour. */
  PASSWORD_RESET_MAX_PER_IP_HOUR: positiveInt(30),
  PASSWORD_RESET_MAX_PER_EMAIL_HOUR: positiveInt(3),
  /** Comma-separated host names that get the consumer brand (default: five names in app/brand). */
  CONSUMER_HOSTS: z.string().optional(),
  ABOUT_URL: z.url().default('https://consilium.health/subscriptions'),
  CONSUMER_ABOUT_URL: z.url().default('https://patients.consilium.health/about-us'),
  HELP_URL: z.url().default('https://consilium.health/help'),
  TERMS_URL: z.string().min(1).default('/terms-of-use.md'),
  /** Sign-in link to the sister product; its toInterfaceId (dmx or dmp) shows the interface switcher. */
  SEAMLESS_AUTH_URL: z.url().optional(),
  /** How long a shared snapshot link works, in days. */
  SNAPSHOT_TTL_DAYS: positiveInt(90),
  /** Where security researchers report vulnerabilities (/.well-known/security.txt): a mailto: or https: URI. */
  SECURITY_CONTACT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'must be a mailto: or https:// URI')
    .default('mailto:security@consilium.health'),
  /**
   * Where readers write about the content (errors, evidence, the editorial board): a mailto: or
   * https: URI shown on /editorial-leadership. Unset: the page points to the Feedback form.
   */
  EDITORIAL_CONTACT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'must be a mailto: or https:// URI')
    .optional(),
  /** Optional: every stored analytics batch is also posted here (sanitised, 2 s time-out). */
  ANALYTICS_FORWARD_URL: z.url().optional(),
  /**
   * Keys (comma-separated, each 32 bytes base64url) that encrypt EHR tokens at rest; the first
   * encrypts, all decrypt. Unset: one is generated on first start and kept in the database.
   */
  EHR_TOKEN_KEY: z
    .string()
    .refine(
      (v) => v.split(',').every((s) => Buffer.from(s.trim(), 'base64url').length === 32),
      'each comma-separated key must be 32 bytes, base64url-encoded',
    )
    .optional(),
  /**
   * Consilium's SMART signing keys from the operator's secret store instead of the database: a
   * JWKS (JSON) of ES384 private keys, the first signs, all are published. Unset: generated on
   * first start and kept encrypted (EHR_TOKEN_KEY) in the database, rotated with `npm run ehr`.
   */
  EHR_SIGNING_KEYS: z
    .string()
    .refine((v) => {
      try {
        const parsed = JSON.parse(v) as { keys?: unknown }
        return (
          Array.isArray(parsed.keys) &&
          parsed.keys.length > 0 &&
          parsed.keys.every((k: unknown) => {
            const key = k as Record<string, unknown>
            return key && key.kty === 'EC' && key.crv === 'P-384' && typeof key.d === 'string'
          })
        )
      } catch {
        return false
      }
    }, 'must be a JWKS ({"keys":[…]}) of ES384 private keys (kty EC, crv P-384, with d), the current one first')
    .optional(),
  /** How long a call to an EHR's FHIR or token endpoint may take, in milliseconds. */
  EHR_FETCH_TIMEOUT_MS: positiveInt(10_000),
  /** How long a tool page waits, at most, for all of its prefill reads from the EHR. */
  EHR_PREFILL_BUDGET_MS: positiveInt(4_000),
  /** How long an EHR session lasts without a request, and at most, in minutes. */
  EHR_SESSION_IDLE_MINUTES: positiveInt(30),
  EHR_SESSION_ABSOLUTE_MINUTES: positiveInt(12 * 60),
  /** Requests worked on at once (server/admission.ts); the others wait in arrival order. */
  ADMISSION_CONCURRENCY: positiveInt(2 * availableParallelism()),
  /** Requests that may wait for their turn; beyond that the server answers 503 at once. */
  ADMISSION_QUEUE_LENGTH: positiveInt(256),
  /** The longest a request waits for its turn before a 503 with Retry-After, in milliseconds. */
  ADMISSION_MAX_WAIT_MS: positiveInt(4_000),
  /**
   * Accuracy test mode (spec 02 §4): tool pages outside an EHR launch prefill from a mock FHIR
   * Bundle of one synthetic patient, and POST /mock-ehr answers. Never on in front of patients.
   */
  EHR_ACCURACY_TEST_MODE: z
    .enum(['on', 'off'])
    .default('off')
    .transform((v) => v === 'on'),
  /**
   * Measurement setting, never for users: the catalogue holds this many times every tool, the
   * extra ones synthetic copies (engine/library.ts), to measure how pages scale with its size
   * (`node scripts/bench.js --catalogue-only`). Refused at start-up together with DATABASE_URL.
   */
  MEASUREMENT_CATALOGUE_COPIES: z.coerce.number().int().min(1).max(20).default(1),
  /** The mock Bundle of accuracy test mode (a JSON file); default: the demo bundle app/ehr/prefill/demo-bundle.json. */
  EHR_MOCK_BUNDLE: z.string().min(1).refine((path) => existsSync(path), 'no such file').optional(),
})

export type Env = z.infer<typeof EnvSchema>

export class EnvError extends Error {
  override name = 'EnvError'
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings count as "not set", as most process managers write them.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''))
  const result = EnvSchema.safeParse(cleaned)
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`,
    )
    throw new EnvError(`Invalid environment variables:\n${lines.join('\n')}`)
  }
  return result.data
}

let cached: Env | undefined
export function getEnv(): Env {
  cached ??= parseEnv(process.env)
  return cached
}

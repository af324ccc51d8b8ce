import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

export const organisations = pgTable('organisations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  subscriptionStatus: text('subscription_status', { enum: ['active', 'inactive'] })
    .notNull()
    .default('inactive'),
  /** Members of the network ranges below are treated as the organisation without signing in. */
  ipAccessEnabled: boolean('ip_access_enabled').notNull().default(false),
  /** CIDR blocks, e.g. 10.20.0.0/16 or 2001:db8::/32. */
  ipRanges: text('ip_ranges').array().notNull().default(sql`'{}'::text[]`),
  displaySignIn: boolean('display_sign_in').notNull().default(true),
  ehrVendor: text('ehr_vendor'),
  /**
   * Origins of the EHR pages allowed to frame Consilium for this organisation's EHR sessions
   * (CSP frame-ancestors). Empty: never framed.
   */
  frameAncestors: text('frame_ancestors').array().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-cased and trimmed. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    organisationId: uuid('organisation_id').references(() => organisations.id, {
      onDelete: 'set null',
    }),
    patientEncounterReportAccess: boolean('patient_encounter_report_access')
      .notNull()
      .default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
)

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the random id held by the cookie; the id itself is never stored. */
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
)

/**
 * Password reset links: the SHA-256 of the random token the email carries (the token itself is
 * never stored), good once and for a short time.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId), index('password_resets_expires_idx').on(t.expiresAt)],
)

export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('rate_limits_expires_idx').on(t.expiresAt),
  ],
)

export const userPreferences = pgTable('user_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  showBanner: boolean('show_banner').notNull().default(true),
  /** JSON text keyed by DSD or DCD, listing tool content names whose EHR banner is dismissed. */
  productCode: text('product_code').notNull().default('{}'),
  showInfoPopup: boolean('show_info_popup').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Secrets generated on first start when not given in the environment, shared by every node. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Tools a signed-in user keeps under My Tools (spec 01 §3: favourite tools). */
export const favouriteTools = pgTable(
  'favourite_tools',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The tool's content name ("an"). */
    an: text('an').notNull(),
    toolType: text('tool_type', { enum: ['clinicalTools', 'sharedTools'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('favourite_tools_user_an_unique').on(t.userId, t.an)],
)

/** Experiment flags: on/off, a JSON payload and a percentage rollout with stable bucketing. */
export const experimentFlags = pgTable('experiment_flags', {
  key: text('key').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  /** 0–100: the share of buckets that see the flag when it is enabled. */
  rolloutPercent: integer('rollout_percent').notNull().default(100),
  payload: jsonb('payload'),
  description: text('description').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** First-party analytics, stored only after consent; never location or IP address. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    properties: jsonb('properties').notNull().default(sql`'{}'::jsonb`),
    /** Path of the page the event happened on, without its query string. */
    path: text('path'),
    referrer: text('referrer'),
    /** A random id the browser keeps for the visit; not linked to an account. */
    visitId: text('visit_id'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_name_idx').on(t.name, t.occurredAt)],
)

/** Messages from the feedback widget. */
export const feedbackMessages = pgTable('feedback_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  message: text('message').notNull(),
  category: text('category').notNull().default('general'),
  /** Page path without its query string. */
  path: text('path'),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  email: text('email'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** One tool session (aggregate): the subject of encounter events and snapshots. */
export const encounters = pgTable(
  'encounters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    toolSlug: text('tool_slug').notNull(),
    toolVersion: text('tool_version').notNull(),
    /** Language of the tool definition shown (en-US, es-US, …). */
    language: text('language'),
    /** Brand variant of the host it was shown on (clinician, consumer). */
    brand: text('brand'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('encounters_org_created_idx').on(t.organisationId, t.createdAt)],
)

/** Encounter events; they carry no patient identifiers. */
export const encounterEvents = pgTable(
  'encounter_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    aggregateId: uuid('aggregate_id')
      .notNull()
      .references(() => encounters.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
    toolSlug: text('tool_slug').notNull(),
    toolVersion: text('tool_version').notNull(),
    payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('encounter_events_aggregate_idx').on(t.aggregateId, t.occurredAt),
    index('encounter_events_org_idx').on(t.organisationId, t.occurredAt),
  ],
)

/** Read-only snapshots of a tool session; the id is a capability and only its hash is kept. */
export const snapshots = pgTable(
  'snapshots',
  {
    idHash: text('id_hash').primaryKey(),
    aggregateId: uuid('aggregate_id').references(() => encounters.id, { onDelete: 'set null' }),
    toolSlug: text('tool_slug').notNull(),
    toolVersion: text('tool_version').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('snapshots_expires_idx').on(t.expiresAt), index('snapshots_aggregate_idx').on(t.aggregateId)],
)

/**
 * Things about an account its owner should know, shown at the next sign-in (there is no email
 * yet): the sign-in limit reached by failed attempts, a registration tried with its email.
 */
export const accountNotices = pgTable(
  'account_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['sign-in-limit', 'registration-attempt'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [index('account_notices_user_idx').on(t.userId, t.seenAt)],
)

/**
 * EHRs allowed to launch Consilium (SMART App Launch), one row per FHIR base URL (`iss`),
 * each belonging to one organisation. A launch from an `iss` not listed here is refused
 * before anything is fetched from it.
 */
export const ehrIssuers = pgTable(
  'ehr_issuers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** The FHIR base URL exactly as the EHR sends it in `iss` (no trailing slash). */
    iss: text('iss').notNull(),
    /** The client id the EHR registered Consilium under. */
    clientId: text('client_id').notNull(),
    /** The EHR's `tenant` value for this organisation, when it sends one. */
    tenant: text('tenant'),
    /** Scopes requested at launch (space-separated, SMART v2 syntax). */
    scope: text('scope').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ehr_issuers_iss_unique').on(t.iss)],
)

/**
 * A SMART launch between the redirect to the EHR's authorize endpoint and the callback.
 * Keyed by the hash of `state`; read once (deleted on use). The PKCE verifier is encrypted.
 */
export const smartLaunches = pgTable(
  'smart_launches',
  {
    stateHash: text('state_hash').primaryKey(),
    /** Hash of the browser-binding cookie set with the redirect: the callback must carry it. */
    browserHash: text('browser_hash').notNull(),
    issuerId: uuid('issuer_id')
      .notNull()
      .references(() => ehrIssuers.id, { onDelete: 'cascade' }),
    /** Encrypted JSON: PKCE verifier, the EHR's launch value, the discovered endpoints. */
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('smart_launches_expires_idx').on(t.expiresAt)],
)

/**
 * A clinician's session opened by an EHR launch: separate from account sessions. Tokens,
 * patient and encounter live only in `secret` (encrypted JSON); the cookie holds a random id
 * of which only the hash is stored.
 */
export const ehrSessions = pgTable(
  'ehr_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    issuerId: uuid('issuer_id')
      .notNull()
      .references(() => ehrIssuers.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** Hash of the EHR user (iss + fhirUser or sub): the key of their preferences. */
    userHash: text('user_hash'),
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ehr_sessions_expires_idx').on(t.expiresAt)],
)

/** Preferences of an EHR-launched clinician (who has no Consilium account), as user_preferences. */
export const ehrUserPreferences = pgTable('ehr_user_preferences', {
  userHash: text('user_hash').primaryKey(),
  showBanner: boolean('show_banner').notNull().default(true),
  productCode: text('product_code').notNull().default('{}'),
  showInfoPopup: boolean('show_info_popup').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** CDS Hooks clients (EHRs) trusted to call the CDS services: JWT `iss` and its JWKS URL. */
export const cdsClients = pgTable(
  'cds_clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    iss: text('iss').notNull(),
    /** The only `jku` (JWKS URL) accepted for this `iss`; its keys verify the JWTs. */
    jku: text('jku').notNull(),
    tenant: text('tenant'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cds_clients_iss_unique').on(t.iss)],
)

/** Token ids already used (JWT `jti`), kept until the token would have expired: replays are refused. */
export const usedTokenIds = pgTable(
  'used_token_ids',
  {
    key: text('key').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_token_ids_expires_idx').on(t.expiresAt)],
)

/** CDS Hooks card feedback (accepted / overridden), per organisation; no patient data. */
export const cdsFeedback = pgTable(
  'cds_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
    serviceId: text('service_id').notNull(),
    cardId: text('card_id').notNull(),
    outcome: text('outcome', { enum: ['accepted', 'overridden'] }).notNull(),
    overrideReason: jsonb('override_reason'),
    acceptedSuggestions: jsonb('accepted_suggestions'),
    outcomeAt: timestamp('outcome_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cds_feedback_org_idx').on(t.organisationId, t.receivedAt)],
)

/** What was written to an EHR chart (resource type and id the EHR returned); no patient data. */
export const chartWrites = pgTable(
  'chart_writes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
    issuerId: uuid('issuer_id').references(() => ehrIssuers.id, { onDelete: 'set null' }),
    toolSlug: text('tool_slug').notNull(),
    toolVersion: text('tool_version').notNull(),
    resourceType: text('resource_type').notNull(),
    resourceId: text('resource_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chart_writes_org_idx').on(t.organisationId, t.createdAt)],
)

/**
 * Patient encounter CSV reports of an organisation (spec 02 §3): requested by a user, made by a
 * background job (app/jobs), kept as CSV chunks so any app node can stream the file.
 */
export const encounterReports = pgTable(
  'encounter_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    status: text('status', { enum: ['pending', 'generating', 'ready', 'no-data', 'failed'] })
      .notNull()
      .default('pending'),
    statusChecks: integer('status_checks').notNull().default(0),
    /** Tries at making the file (a retried or restarted job adds one). */
    attempts: integer('attempts').notNull().default(0),
    errorCode: text('error_code'),
    rowCount: integer('row_count'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('encounter_reports_org_created_idx').on(t.organisationId, t.createdAt)],
)

/** The CSV of a ready report, in order; the first chunk holds the header line. */
export const encounterReportChunks = pgTable(
  'encounter_report_chunks',
  {
    reportId: uuid('report_id')
      .notNull()
      .references(() => encounterReports.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: text('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.seq] })],
)

/** Who requested or downloaded which report, append-only (a trigger refuses update and delete). */
export const encounterReportAudit = pgTable(
  'encounter_report_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action', { enum: ['request', 'download'] }).notNull(),
    reportId: uuid('report_id').notNull(),
    organisationId: uuid('organisation_id').notNull(),
    userId: uuid('user_id'),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    rowCount: integer('row_count'),
  },
  (t) => [index('encounter_report_audit_org_at_idx').on(t.organisationId, t.at)],
)

/**
 * Sign-in through an organisation's own OpenID provider (decision 0063): one provider per
 * organisation, for the email domains it vouches for. The client secret is encrypted at rest.
 */
export const organisationSignIns = pgTable('organisation_sign_ins', {
  organisationId: uuid('organisation_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  /** The provider's issuer exactly as its discovery document names it. */
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  /** Encrypted (AES-256-GCM, the EHR token key); never logged or sent to a browser. */
  clientSecret: text('client_secret').notNull(),
  /** Lower-case email domains whose people sign in here (the provider must vouch for the address). */
  emailDomains: text('email_domains').array().notNull(),
  /** Whether an existing password account with a verified matching address is linked on first sign-in. */
  linkExistingAccounts: boolean('link_existing_accounts').notNull().default(false),
  /** Whether signing out of Consilium also ends the session at the provider (when it publishes an end_session_endpoint). */
  endProviderSession: boolean('end_provider_session').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * An organisation sign-in between the redirect to the provider and its callback, keyed by the
 * hash of `state` and read once. PKCE verifier and nonce are encrypted in `secret`.
 */
export const organisationSignInAttempts = pgTable(
  'organisation_sign_in_attempts',
  {
    stateHash: text('state_hash').primaryKey(),
    /** Hash of the browser-binding cookie set with the redirect: the callback must carry it. */
    browserHash: text('browser_hash').notNull(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('organisation_sign_in_attempts_expires_idx').on(t.expiresAt)],
)

/**
 * A session opened by an organisation sign-in whose provider ends sessions on request: what
 * signing out needs to end the provider's session too. Goes with the session.
 */
export const organisationSessions = pgTable('organisation_sessions', {
  sessionIdHash: text('session_id_hash')
    .primaryKey()
    .references(() => sessions.idHash, { onDelete: 'cascade' }),
  organisationId: uuid('organisation_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  /** The issuer the session came from: a provider changed since is not sent the sign-out. */
  issuer: text('issuer').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** An account's identity at an organisation's OpenID provider (issuer + subject). */
export const userIdentities = pgTable(
  'user_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index('user_identities_user_idx').on(t.userId)],
)

/**
 * The editorial board shown on /editorial-leadership: operator data (`npm run editorial`), empty
 * until the operator names real people. Roles are the keys of app/content/editorial-board.ts.
 */
export const editorialBoardMembers = pgTable('editorial_board_members', {
  id: uuid('id').primaryKey().defaultRandom(),
  role: text('role').notNull(),
  name: text('name').notNull(),
  /** Degrees, specialty and affiliation, e.g. "MD, MPH, Internal Medicine"; empty when none given. */
  credentials: text('credentials').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

import { randomUUID } from 'node:crypto'

import type { RouterContextProvider } from 'react-router'
import { z } from 'zod'

import { hit } from '#app/auth/rate-limit.server.ts'
import { databaseContext, requestInfoContext } from '#app/context.server.ts'
import type { Db } from '#app/db/client.server.ts'
import { cdsFeedback } from '#app/db/schema.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { jsonError, readJsonBody } from '#app/utils/http.server.ts'

import { allowedFhirServer, DataUnavailable, gatherData } from './prefetch.server.ts'
import { discovery, findService } from './services.ts'
import { verifyCdsCall, type CdsClient } from './trust.server.ts'

/*
 * The three CDS Hooks endpoints. CORS headers are set by the request gate for the whole
 * /cds-services class (server/route-classes.ts), not here; these routes never read cookies
 * and never check the Origin: the signed JWT is the only credential.
 */

const NO_STORE = { 'Cache-Control': 'no-store' }

type Ctx = Readonly<RouterContextProvider>

let warnedUnconfigured = false

export function cdsPath(suffix = '') {
  return `/cds-services${suffix}`
}

function unauthorised(): Response {
  return jsonError(401, 'unauthorized', 'The request is not authorised.', {}, { ...NO_STORE, 'WWW-Authenticate': 'Bearer' })
}

/**
 * The verified client of this call, or the Response to send. The audience is the exact URL
 * of the endpoint under PUBLIC_URL: without it, the service is off (404).
 */
async function authorise(request: Request, context: Ctx, path: string): Promise<{ db: Db; client: CdsClient } | Response> {
  const base = getEnv().PUBLIC_URL
  const log = context.get(requestInfoContext).log
  if (!base) {
    // Off until configured: without the public address no token audience can be checked.
    if (!warnedUnconfigured) log.warn('CDS Hooks is off: PUBLIC_URL is not set')
    warnedUnconfigured = true
    return jsonError(404, 'not_found', 'There is no CDS service here.', {}, NO_STORE)
  }
  const db = await context.get(databaseContext)
  const verified = await verifyCdsCall(db, request, `${base}${path}`)
  if (!verified.ok) {
    log.warn({ cdsRefusal: verified.reason }, 'CDS Hooks call refused')
    return unauthorised()
  }
  // Per allow-listed client (EHR issuer), counted once its token is verified, so nobody can
  // spend an EHR's budget with tokens it did not sign.
  const limited = await hit(db, `cds-client:${verified.client.id}`, { limit: getEnv().CDS_CLIENT_CALLS_PER_MINUTE, windowSeconds: 60 })
  if (!limited.allowed) {
    return jsonError(429, 'rate_limited', 'Too many requests. Please try again later.', {}, {
      ...NO_STORE,
      'Retry-After': String(limited.retryAfterSeconds),
    })
  }
  return { db, client: verified.client }
}

export async function discoveryEndpoint(request: Request, context: Ctx): Promise<Response> {
  const auth = await authorise(request, context, cdsPath())
  if (auth instanceof Response) return auth
  return Response.json(discovery(), { headers: NO_STORE })
}

const FHIR_ID = /^[A-Za-z0-9\-.]{1,64}$/

const HookRequest = z.object({
  hook: z.string().min(1).max(100),
  hookInstance: z.string().min(1).max(200),
  fhirServer: z.string().max(2000).optional(),
  fhirAuthorization: z
    .object({
      access_token: z.string().min(1).max(8192),
      token_type: z.string().regex(/^bearer$/i),
      expires_in: z.number().optional(),
      scope: z.string().max(4000).optional(),
      subject: z.string().max(500).optional(),
    })
    .nullish(),
  context: z.object({
    patientId: z.string().regex(FHIR_ID),
    userId: z.string().max(500).optional(),
    encounterId: z.string().max(500).optional(),
  }),
  prefetch: z.record(z.string(), z.unknown()).nullish(),
})

export async function serviceEndpoint(request: Request, context: Ctx, serviceId: string): Promise<Response> {
  const auth = await authorise(request, context, cdsPath(`/${encodeURIComponent(serviceId)}`))
  if (auth instanceof Response) return auth
  const service = findService(serviceId)
  if (!service) return jsonError(404, 'unknown_service', 'There is no such CDS service.', {}, NO_STORE)
  const parsed = HookRequest.safeParse(await readJsonBody(request))
  if (!parsed.success) {
    return jsonError(400, 'invalid_request', 'The request is not a valid CDS Hooks call for this service.', {}, NO_STORE)
  }
  const call = parsed.data
  if (call.hook !== service.hook) {
    return jsonError(400, 'wrong_hook', `This service answers the ${service.hook} hook.`, {}, NO_STORE)
  }
  if (call.fhirServer !== undefined && !allowedFhirServer(call.fhirServer)) {
    return jsonError(400, 'invalid_fhir_server', 'The FHIR server must be an https URL.', {}, NO_STORE)
  }
  const access =
    call.fhirServer && call.fhirAuthorization ? { fhirServer: call.fhirServer, accessToken: call.fhirAuthorization.access_token } : null
  const base = getEnv().PUBLIC_URL!
  try {
    const data = await gatherData(service, call.prefetch ?? undefined, call.context, access)
    const cards = service.cards(data, { now: new Date(), baseUrl: base, newId: randomUUID })
    return Response.json({ cards }, { headers: NO_STORE })
  } catch (error) {
    if (!(error instanceof DataUnavailable)) throw error
    context.get(requestInfoContext).log.info({ cdsDataUnavailable: error.category, service: service.id }, 'CDS Hooks data unavailable')
    return jsonError(412, 'data_unavailable', 'The data this service needs was neither prefetched nor readable from the FHIR server.', {}, NO_STORE)
  }
}

const Coding = z.object({ system: z.string().max(500).optional(), code: z.string().max(200).optional(), display: z.string().max(500).optional() })

const FeedbackRequest = z.object({
  feedback: z
    .array(
      z.object({
        card: z.string().min(1).max(200),
        outcome: z.enum(['accepted', 'overridden']),
        acceptedSuggestions: z.array(z.object({ id: z.string().min(1).max(200) })).max(50).optional(),
        overrideReason: z.object({ reason: Coding.optional(), userComment: z.string().max(2000).optional() }).optional(),
        outcomeTimestamp: z.iso.datetime({ offset: true }),
      }),
    )
    .min(1)
    .max(100),
})

export async function feedbackEndpoint(request: Request, context: Ctx, serviceId: string): Promise<Response> {
  const auth = await authorise(request, context, cdsPath(`/${encodeURIComponent(serviceId)}/feedback`))
  if (auth instanceof Response) return auth
  const service = findService(serviceId)
  if (!service) return jsonError(404, 'unknown_service', 'There is no such CDS service.', {}, NO_STORE)
  const parsed = FeedbackRequest.safeParse(await readJsonBody(request))
  if (!parsed.success) return jsonError(400, 'invalid_feedback', 'The feedback is not valid CDS Hooks feedback.', {}, NO_STORE)
  // The clinician's free-text comment may name the patient: only the coded reason is kept.
  await auth.db.insert(cdsFeedback).values(
    parsed.data.feedback.map((f) => ({
      organisationId: auth.client.organisationId,
      serviceId: service.id,
      cardId: f.card,
      outcome: f.outcome,
      overrideReason: f.overrideReason?.reason ?? null,
      acceptedSuggestions: f.acceptedSuggestions?.map((s) => s.id) ?? null,
      outcomeAt: new Date(f.outcomeTimestamp),
    })),
  )
  return Response.json({}, { headers: NO_STORE })
}

/** Any method other than the one a CDS endpoint answers. */
export function methodNotAllowed(allow: string): Response {
  return jsonError(405, 'method_not_allowed', `Use ${allow}.`, {}, { Allow: allow })
}

// CDS Hooks service latency under concurrent calls, bundled and run by scripts/bench.js.
// Plays the EHR: an ES384 key served as a JWKS on loopback, an allow-listed CDS client in a
// fresh embedded database, a fresh signed JWT per call (signed outside the timed part).
import { randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { exportJWK, generateKeyPair, SignJWT } from 'jose'

import { addCdsClient } from '../app/cds/trust.server.ts'
import { openDb } from '../app/db/client.server.ts'
import { organisations } from '../app/db/schema.ts'

const ISS = 'https://bench-ehr.example.test'

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString()
const loinc = (code: string) => ({ coding: [{ system: 'http://loinc.org', code }] })
const bundle = (...resources: object[]) => ({ resourceType: 'Bundle', type: 'searchset', entry: resources.map((resource) => ({ resource })) })
const lab = (code: string, value: number, unit: string) => ({
  resourceType: 'Observation',
  status: 'final',
  code: loinc(code),
  effectiveDateTime: daysAgo(40),
  valueQuantity: { value, unit },
})

function preventCall(i: number) {
  return JSON.stringify({
    hook: 'patient-view',
    hookInstance: randomUUID(),
    context: { userId: 'Practitioner/bench', patientId: `pt-${i}` },
    prefetch: {
      patient: { resourceType: 'Patient', id: `pt-${i}`, gender: i % 2 ? 'male' : 'female', birthDate: '1968-03-14' },
      conditions: bundle({ resourceType: 'Condition', code: { coding: [{ system: 'http://snomed.info/sct', code: '44054006' }] } }),
      cholesterol: bundle(lab('2093-3', 213, 'mg/dL')),
      hdl: bundle(lab('2085-9', 1.3, 'mmol/L')),
      systolicBp: bundle(lab('8480-6', 132, 'mm[Hg]')),
      kidney: bundle(lab('98979-8', 82, 'mL/min/{1.73_m2}')),
      score: null,
    },
  })
}

type Start = (o: { tag: string; env: Record<string, string> }) => Promise<{ child: { kill: (signal: string) => void } }>

/** `startProduction` comes from bench.js: bundled, this file would not find server.js from its own folder. */
export async function runCdsBench({ seconds, concurrency, startProduction }: { seconds: number; concurrency: number; startProduction: Start }) {
  const { publicKey, privateKey } = await generateKeyPair('ES384')
  const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'ES384' }
  const jwks: Server = createServer((_, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] })))
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve))
  const jku = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/jwks.json`

  const dataDir = mkdtempSync(path.join(tmpdir(), 'consilium-bench-cds-'))
  const handle = await openDb({ pgliteDir: path.join(dataDir, 'pg') })
  const [org] = await handle.db.insert(organisations).values({ name: 'Bench Hospital' }).returning()
  await addCdsClient(handle.db, { organisationId: org!.id, iss: ISS, jku })
  await handle.close()

  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const { child } = await startProduction({
    tag: 'bench-cds',
    env: { DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: base, DEMO_DATA: 'false', CDS_CLIENT_CALLS_PER_MINUTE: '1000000' },
  })
  const sign = (endpoint: string) => {
    const now = Math.floor(Date.now() / 1000)
    return new SignJWT({})
      .setProtectedHeader({ alg: 'ES384', typ: 'JWT', kid: 'bench', jku })
      .setIssuer(ISS)
      .setAudience(`${base}${endpoint}`)
      .setIssuedAt(now)
      .setExpirationTime(now + 300)
      .setJti(randomUUID())
      .sign(privateKey)
  }

  async function load(label: string, endpoint: string, body: ((i: number) => string) | null) {
    const latencies: number[] = []
    let errors = 0
    let n = 0
    const end = Date.now() + seconds * 1000
    async function worker() {
      while (Date.now() < end) {
        const i = n++
        const token = await sign(endpoint)
        const payload = body?.(i)
        const t0 = performance.now()
        try {
          const res = await fetch(`${base}${endpoint}`, {
            method: body ? 'POST' : 'GET',
            headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
            body: payload,
          })
          await res.arrayBuffer()
          if (res.status !== 200) errors++
        } catch {
          errors++
        }
        latencies.push(performance.now() - t0)
      }
    }
    await Promise.all(Array.from({ length: concurrency }, worker))
    latencies.sort((a, b) => a - b)
    return {
      label,
      'req/s': Math.round(latencies.length / seconds),
      'p50 ms': Number(percentile(latencies, 50).toFixed(1)),
      'p99 ms': Number(percentile(latencies, 99).toFixed(1)),
      errors,
    }
  }

  try {
    // Warm-up: the first calls fetch the EHR's keys and compile the routes.
    for (let i = 0; i < 20; i++) {
      await fetch(`${base}/cds-services`, { headers: { authorization: `Bearer ${await sign('/cds-services')}` } }).then((r) => r.arrayBuffer())
    }
    return [
      await load(`GET /cds-services, discovery (${concurrency} concurrent)`, '/cds-services', null),
      await load(`POST /cds-services/consilium-prevent, patient-view with prefetch, one card (${concurrency} concurrent)`, '/cds-services/consilium-prevent', preventCall),
    ]
  } finally {
    child.kill('SIGTERM')
    await new Promise((resolve) => jwks.close(resolve))
  }
}

import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { count, sql } from 'drizzle-orm'

import { peek } from '#app/auth/rate-limit.server.ts'
import { getDb } from '#app/db/db.server.ts'
import { analyticsEvents, feedbackMessages, sessions } from '#app/db/schema.ts'
import { readFlagRows } from '#app/flags/flags.server.ts'
import { supportedLanguages } from '#app/i18n/config.ts'
import { loadNamespace } from '#app/i18n/messages.server.ts'
import { searchTools } from '#app/search/search.server.ts'
import { execute } from '#engine/execute.ts'
import { ToolDefinitionSchema } from '#engine/schema/tool.ts'
import { TOOL_DEFINITIONS, toolLibrary } from '#engine/library.ts'

import { runCheck, type Check, type CheckResult } from './run-check.server.ts'

export const CHECK_TIMEOUT_MS = 2_000
/** The first render loads PDFKit and its font metrics (over a second when cold). */
const PDF_TIMEOUT_MS = 5_000

/** The parts checked, in the order shown. Their names are translated on the page (platform.systemCheck.checks). */
export const CHECK_IDS = [
  'database',
  'sessions',
  'toolLibrary',
  'executor',
  'searchIndex',
  'pdfRenderer',
  'qrRenderer',
  'locales',
  'staticAssets',
  'experimentFlags',
  'rateLimits',
  'analytics',
  'feedback',
] as const
export type CheckId = (typeof CHECK_IDS)[number]

export type SystemCheckReport = { checkedAt: string; ok: boolean; results: CheckResult<CheckId>[] }


/** The tool whose reference vector the executor and search checks use. */
const REFERENCE_TOOL = 'cha2ds2-vasc'

function referenceTool() {
  const tool = toolLibrary().get(REFERENCE_TOOL) ?? toolLibrary().values().next().value
  if (!tool) throw new Error('no tool is loaded')
  return tool
}

let validDefinitions: number | undefined

const checks: Record<CheckId, Check> = {
  async database() {
    await (await getDb()).execute(sql`select 1`)
    return 'select 1 answered'
  },
  async sessions() {
    await (await getDb()).select({ idHash: sessions.idHash }).from(sessions).limit(1)
    return 'session table readable'
  },
  async toolLibrary() {
    const total = TOOL_DEFINITIONS.length
    // Definitions cannot change while the process runs: validating them once is enough.
    validDefinitions ??= TOOL_DEFINITIONS.filter((d) => ToolDefinitionSchema.safeParse(d).success).length
    const valid = validDefinitions
    if (total === 0) throw new Error('no definitions are loaded')
    if (valid !== total) throw new Error(`${total - valid} of ${total} definitions are not valid`)
    if (toolLibrary().size !== total) throw new Error('slugs are not unique')
    return `${valid} of ${total} definitions valid`
  },
  async executor() {
    const tool = referenceTool()
    const vector = tool.testVectors[0]!
    const result = execute(tool, vector.inputs)
    if (!result.ok) throw new Error(`${tool.slug}: the reference inputs were refused`)
    for (const [key, expected] of Object.entries(vector.expected)) {
      const actual = result.outcome[key]
      const same =
        typeof expected === 'number'
          ? typeof actual === 'number' && Math.abs(actual - expected) <= (vector.tolerance ?? 1e-9)
          : actual === expected
      if (!same) throw new Error(`${tool.slug}: ${key} is ${String(actual)}, expected ${String(expected)}`)
    }
    return `${tool.slug} ${tool.version}: reference vector matches`
  },
  async searchIndex() {
    const tool = referenceTool()
    const hits = searchTools(tool.name, 5)
    if (!hits.some((h) => h.slug === tool.slug)) throw new Error(`a search for "${tool.name}" does not find ${tool.slug}`)
    return `"${tool.name}" found`
  },
  async pdfRenderer() {
    const { default: PDFDocument } = await import('pdfkit')
    const doc = new PDFDocument({ size: 'A7', tagged: true, pdfVersion: '1.7', lang: 'en-US' })
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    const ended = new Promise<void>((resolve) => doc.on('end', resolve))
    doc.text('System check')
    doc.end()
    await ended
    const pdf = Buffer.concat(chunks)
    if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error('the output is not a PDF')
    return `one page, ${pdf.length} bytes`
  },
  async qrRenderer() {
    const { default: QRCode } = await import('qrcode')
    const svg = await QRCode.toString('https://consilium.health/systemcheck', { type: 'svg', errorCorrectionLevel: 'M' })
    if (!svg.startsWith('<svg') || !svg.includes('<path')) throw new Error('the output is not an SVG QR code')
    return `SVG, ${svg.length} characters`
  },
  async locales() {
    for (const lng of supportedLanguages) {
      const bundle = await loadNamespace(lng, 'common')
      if (!bundle || typeof bundle !== 'object' || Object.keys(bundle).length === 0) throw new Error(`${lng} is empty`)
    }
    return `${supportedLanguages.length} locales load`
  },
  async staticAssets() {
    if (import.meta.env.DEV) return 'served by the development server'
    const build = await import('virtual:react-router/server-build')
    const entry = build.assets.entry.module
    const file = path.join(path.resolve(build.assetsBuildDirectory), entry.replace(/^\/+/, ''))
    const head = await readFile(file)
    if (head.length === 0) throw new Error(`${entry} is empty`)
    return `${entry.split('/').pop() ?? entry} readable`
  },
  async experimentFlags() {
    const rows = await readFlagRows(await getDb())
    return `${rows.length} flags stored`
  },
  async rateLimits() {
    await peek(await getDb(), 'system-check', { limit: 1, windowSeconds: 60 })
    return 'rate-limit table readable'
  },
  async analytics() {
    await (await getDb()).select({ n: count() }).from(analyticsEvents)
    return 'count query answered'
  },
  async feedback() {
    await (await getDb()).select({ n: count() }).from(feedbackMessages)
    return 'count query answered'
  },
}

let running: Promise<SystemCheckReport> | undefined

/** Every check in parallel; visitors arriving while a run is under way share its result. */
export function runSystemCheck(): Promise<SystemCheckReport> {
  running ??= (async () => {
    try {
      const results = await Promise.all(
        CHECK_IDS.map((id) => runCheck(id, checks[id], id === 'pdfRenderer' ? PDF_TIMEOUT_MS : CHECK_TIMEOUT_MS)),
      )
      return { checkedAt: new Date().toISOString(), ok: results.every((r) => r.status === 'ok'), results }
    } finally {
      running = undefined
    }
  })()
  return running
}

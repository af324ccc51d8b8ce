import { afterAll, describe, expect, test, vi } from 'vitest'

import { optionGridView } from '#engine/aids/grid-view.ts'
import { findTool, findToolIn } from '#engine/library.ts'

import { handoutDocument, snapshotDocument, type PdfDocumentModel } from './grid-document.server.ts'
import { AF_INPUT, contentStreams, normaliseSpace, pdfText, storedSnapshot } from '#tests/support/pdf.ts'
import { locatePdfAssets, PdfRenderer, type PdfUnavailableError } from './renderer.server.ts'
import { renderGridPdf } from './worker/grid-pdf.mjs'
import { iconArrayPaths } from './worker/icon-array.mjs'
import { PALETTE } from './worker/theme.mjs'

// A render takes about half a second on an idle machine, several on a busy one.
vi.setConfig({ testTimeout: 60_000 })

const renderer = new PdfRenderer()
afterAll(() => renderer.close())

const af = findTool('af-stroke-prevention-choice')!
const afSnapshot = storedSnapshot(af, AF_INPUT, ['warfarin', 'doac'])
const afModel = snapshotDocument(af, afSnapshot)!
const kneeEs = findToolIn('knee-osteoarthritis-treatment-choice', 'es')!
const kneeModel = handoutDocument(kneeEs)!

describe('the PDF says what the option grid says', () => {
  test('AF snapshot: shown options, questions, answers and counts; the hidden option is absent', async () => {
    const pdf = await renderer.render(afModel)
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
    const { text } = await pdfText(pdf)
    const view = optionGridView(af, afSnapshot.calculatorBatch.output!)!
    const shown = view.options.filter((o) => o.optionKey !== 'none')
    for (const o of shown) expect(text).toContain(o.name)
    // Named once, in the line that says it was left out; its answers are absent.
    expect(text.replace(afModel.hiddenNote!, '')).not.toContain('No anticoagulant')
    expect(text).toContain(afModel.hiddenNote!)
    for (const row of view.rows) {
      expect(text).toContain(normaliseSpace(row.question))
      for (const cell of row.cells) {
        if (cell.optionKey === 'none') expect(text).not.toContain(normaliseSpace(cell.text))
        else expect(text).toContain(normaliseSpace(cell.text))
        if (cell.graph && cell.optionKey !== 'none') expect(text).toContain(`${cell.graph.numerator} out of 1000`)
      }
    }
    expect(text).toContain('Generated on Mar 4, 2026')
    expect(text).toContain('If you have concerns that information might be out of date, please contact your healthcare provider.')
    expect(text).toContain(normaliseSpace(af.optiongrid!.neutralityStatement))
    expect(text).toContain(normaliseSpace(view.referenceClass))
    // Characters outside Latin-1 survive with the embedded font.
    expect(text).toContain('CHA₂DS₂-VASc')
    expect(text).toMatch(/\d–\d/)
  })

  test('Spanish knee handout: every option and answer, accents and ñ', async () => {
    const pdf = await renderer.render(kneeModel)
    const { text } = await pdfText(pdf)
    const view = optionGridView(kneeEs, {})!
    for (const o of view.options) expect(text).toContain(normaliseSpace(o.name))
    for (const row of view.rows) {
      expect(text).toContain(normaliseSpace(row.question))
      for (const cell of row.cells) expect(text).toContain(normaliseSpace(cell.text))
    }
    for (const ch of ['é', 'ñ', 'ó', '¿', '–']) expect(text).toContain(ch)
    expect(text).toContain('Preguntas del paciente')
  })

  test('symbols the built-in fonts would mangle: ≥ ’ “ ” − ×', async () => {
    const model: PdfDocumentModel = { ...afModel, neutrality: 'Risk ≥ 10 % – the person’s “score” − 2 × 3' }
    const { text } = await pdfText(await renderer.render(model))
    expect(text).toContain('Risk ≥ 10 % – the person’s “score” − 2 × 3')
  })
})

describe('print and size', () => {
  test('greyscale only: every colour the pages set has equal red, green and blue', async () => {
    const streams = contentStreams(await renderer.render(afModel)).concat(contentStreams(await renderer.render(kneeModel)))
    const colours = streams.flatMap((s) => [...s.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (?:rg|RG|scn|SCN|sc|SC)\b/g)])
    expect(colours.length).toBeGreaterThan(10)
    for (const [op, r, g, b] of colours) expect([op, Number(g), Number(b)]).toEqual([op, Number(r), Number(r)])
    expect(streams.join('\n')).not.toMatch(/\b(k|K)\n/)
    for (const hex of PALETTE as string[]) expect(hex).toMatch(/^#([0-9a-f]{2})\1\1$/)
  })

  test('the fonts are the embedded DejaVu Sans subsets, never a built-in font', async () => {
    const raw = Buffer.from(await renderer.render(afModel)).toString('latin1')
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/)
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold\b/)
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/)
  })

  test('icon arrays are a few paths: one per group (blocks: one rectangle per row run)', () => {
    const blocks = iconArrayPaths(45, 1000)
    expect(blocks.viewBox).toBe('0 0 400 250')
    // 45 = one full row of 40 and 5 more: 2 filled runs; 24 empty runs (row 2 partly, 23 untouched).
    expect(blocks.filled.match(/M/g)).toHaveLength(2)
    expect(blocks.empty.match(/M/g)).toHaveLength(24)
    const people = iconArrayPaths(7, 100)
    expect(people.viewBox).toBe('0 0 100 100')
    expect(people.filled.match(/M/g)).toHaveLength(7 * 2)
    expect(people.empty.match(/M/g)).toHaveLength(93 * 2)
    expect(iconArrayPaths(1000, 1000).empty).toBe('')
  })

  test('a snapshot PDF with six 1000-icon arrays stays small', async () => {
    const pdf = await renderer.render(afModel)
    expect(pdf.byteLength).toBeLessThan(80_000)
  })
})

describe('the worker', () => {
  test('is found next to the sources (and, in the build, beside the server bundle)', () => {
    const assets = locatePdfAssets()
    expect(assets.workerFile).toMatch(/app\/pdf\/worker\/render-worker\.mjs$/)
    expect(assets.fontDir).toMatch(/server\/fonts\/?$/)
    expect(() => locatePdfAssets('file:///nowhere/index.js')).toThrow(/PDF worker was not found/)
  })

  test('the main thread stays responsive while PDFs render', async () => {
    // The longest pause of a 5 ms timer while `work` runs.
    const longestPause = async (work: () => Promise<unknown>) => {
      const ticks: number[] = [performance.now()]
      const timer = setInterval(() => ticks.push(performance.now()), 5)
      await work()
      ticks.push(performance.now())
      clearInterval(timer)
      return Math.max(...ticks.slice(1).map((t, i) => t - ticks[i]!))
    }
    // Drawn on this thread, a document stops the timer for about its whole render…
    const { fontDir } = locatePdfAssets()
    const inline = await longestPause(async () => {
      for (const model of [kneeModel, afModel, kneeModel]) await renderGridPdf(model, fontDir)
    })
    // …in the worker, the longest pause stays well under that.
    const inWorker = await longestPause(() => Promise.all([renderer.render(kneeModel), renderer.render(afModel), renderer.render(kneeModel)]))
    expect(inline).toBeGreaterThan(20)
    expect(inWorker).toBeLessThan(inline / 2)
  })

  test('a render past the time-out is refused and the next one gets a fresh worker', async () => {
    const hasty = new PdfRenderer({ timeoutMs: 1 })
    try {
      await expect(hasty.render(kneeModel)).rejects.toMatchObject({ name: 'PdfUnavailableError', reason: 'timeout' })
      expect(hasty.pending).toBe(0)
    } finally {
      await hasty.close()
    }
  })

  test('a full queue refuses more work at once', async () => {
    const small = new PdfRenderer({ maxQueue: 1 })
    try {
      const results = await Promise.allSettled([small.render(afModel), small.render(afModel), small.render(afModel)])
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected'])
      const refused = (results[2] as PromiseRejectedResult).reason as PdfUnavailableError
      expect(refused.reason).toBe('busy')
    } finally {
      await small.close()
    }
  })
})

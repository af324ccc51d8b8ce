import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { findTool, findToolIn } from '#engine/library.ts'
import { AF_INPUT, nodesOf, normaliseSpace, pdfStructure, storedSnapshot, type PdfStructure, type StructNode } from '#tests/support/pdf.ts'

import { handoutDocument, snapshotDocument, type PdfDocumentModel } from './grid-document.server.ts'
import { PdfRenderer } from './renderer.server.ts'
import { PAGE } from './worker/grid-pdf.mjs'

const renderer = new PdfRenderer()
afterAll(() => renderer.close())

const af = findTool('af-stroke-prevention-choice')!
const afModel = snapshotDocument(af, storedSnapshot(af, AF_INPUT, ['warfarin', 'doac']))!
const kneeModel = handoutDocument(findToolIn('knee-osteoarthritis-treatment-choice', 'es')!)!

/** The text of every marked content in the order of the structure tree, page after page. */
function readingOrder(structure: PdfStructure): string[] {
  const out: string[] = []
  const visit = (n: StructNode) => {
    if (n.role === 'content' && n.text) out.push(n.text)
    n.children.forEach(visit)
  }
  structure.pages.forEach(visit)
  return out
}

/** Asserts that the texts come in this order in the reading order (each after the one before). */
function expectInOrder(order: string[], expected: string[]) {
  const joined = order.join(' ')
  let at = 0
  for (const text of expected) {
    const found = joined.indexOf(normaliseSpace(text), at)
    expect(found, `"${text}" after position ${at}`).toBeGreaterThanOrEqual(0)
    at = found + normaliseSpace(text).length
  }
}

/** Question, then each option's answer (and its icon array's caption), row after row. */
function rowByRow(model: PdfDocumentModel): string[] {
  return model.rows.flatMap((row) => [row.question, ...row.cells.flatMap((c) => (c ? [c.text, ...(c.iconArray ? [c.iconArray.caption] : [])] : []))])
}

describe.each([
  ['AF snapshot (English, two of three options shown)', () => afModel],
  ['knee handout (Spanish, five options)', () => kneeModel],
])('%s as a tagged PDF', (_, modelOf) => {
  let model: PdfDocumentModel
  let structure: PdfStructure
  let pdf: Uint8Array
  beforeAll(async () => {
    model = modelOf()
    pdf = await renderer.render(model)
    structure = await pdfStructure(pdf)
  }, 60_000)

  test('the viewer shows its title and knows its language; it says it is PDF/UA', () => {
    expect(structure.title).toBe(model.title)
    expect(structure.displayDocTitle).toBe(true)
    expect(structure.language).toBe(model.language)
    expect(structure.xmp).toMatch(/<pdfuaid:part>1<\/pdfuaid:part>/)
    expect(structure.marked).toBe(true)
    expect(Buffer.from(pdf.subarray(0, 8)).toString('latin1')).toBe('%PDF-1.7')
  })

  test('one Document holding the title heading first, then the lines to fill in and one table', () => {
    const documents = structure.pages.flatMap((p) => p.children).filter((n) => n.role === 'Document')
    expect(documents.length).toBe(structure.pages.length)
    const first = documents[0]!
    expect(first.children[0]).toMatchObject({ role: 'H1', text: model.title })
    const paragraphs = first.children.filter((n) => n.role === 'P').map((n) => n.text)
    expect(paragraphs).toContain(`${model.patientNameLabel}:`)
    expect(paragraphs).toContain(`${model.dateLabel}:`)
    expect(first.children.filter((n) => n.role === 'Table')).toHaveLength(1)
  })

  test('the table: the options as column headers, then one row per question read row by row', () => {
    const header = nodesOf(structure.pages[0]!, 'TR')[0]!
    expect(header.children.map((n) => n.role)).toEqual(['TH', ...model.options.map(() => 'TH')])
    expect(header.children[0]!.text).toBe(model.questionsHeading)
    model.options.forEach((o, i) => expect(header.children[i + 1]!.text).toBe(normaliseSpace([o.name, ...o.parts.map((p) => `• ${p}`)].join(' '))))
    const rowHeads = nodesOf(structure.pages, 'TH').filter((th) => model.rows.some((r) => normaliseSpace(r.question) === th.text))
    expect(rowHeads.map((th) => th.text)).toEqual(model.rows.map((r) => normaliseSpace(r.question)))
    expectInOrder(readingOrder(structure), [model.title, `${model.patientNameLabel}:`, model.questionsHeading, ...model.options.map((o) => o.name), ...rowByRow(model), model.disclaimer])
  })

  test('every icon array is a figure with alternative text, in row order', () => {
    const figures = nodesOf(structure.pages, 'Figure')
    const expected = model.rows.flatMap((r) => r.cells.flatMap((c) => (c?.iconArray ? [c.iconArray.alt] : [])))
    expect(expected.length).toBeGreaterThan(0)
    expect(figures.map((f) => f.alt)).toEqual(expected)
    for (const alt of expected) expect(alt).toMatch(/\d+ .* \d+/)
  })

  test('page numbers and the running footer are artifacts, not part of the text read aloud', () => {
    const order = readingOrder(structure).join(' ')
    const pages = structure.pages.length
    expect(structure.artifacts.join(' ')).toContain(model.pageOf.replace('{{page}}', String(pages)).replace('{{count}}', String(pages)))
    expect(order).not.toContain(model.pageOf.replace('{{page}}', '1').replace('{{count}}', String(pages)))
  })
})

test('a snapshot that hid options says so in the PDF; a handout hides none', async () => {
  expect(afModel.hiddenNote).toBe('Options hidden in the grid and not included in this PDF: No anticoagulant')
  expect(kneeModel.hiddenNote).toBeNull()
  const order = readingOrder(await pdfStructure(await renderer.render(afModel))).join(' ')
  expect(order).toContain(afModel.hiddenNote)
})

test('pages are A5 portrait: a phone shows the page width at a legible size', async () => {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const doc = await getDocument({ data: new Uint8Array(await renderer.render(afModel)), verbosity: 0 }).promise
  for (let n = 1; n <= doc.numPages; n++) {
    const [x0, y0, x1, y1] = (await doc.getPage(n)).view
    expect([Math.round(x1! - x0!), Math.round(y1! - y0!)]).toEqual([Math.round(PAGE.width), Math.round(PAGE.height)])
  }
  await doc.destroy()
}, 60_000)

import { describe, expect, test } from 'vitest'

import { optionGridView } from '#engine/aids/grid-view.ts'
import { findTool, findToolIn } from '#engine/library.ts'

import { formatPdfDate, handoutDocument, pdfFileName, plainText, snapshotDocument } from './grid-document.server.ts'
import { AF_INPUT, storedSnapshot } from '#tests/support/pdf.ts'

const af = findTool('af-stroke-prevention-choice')!
const kneeEs = findToolIn('knee-osteoarthritis-treatment-choice', 'es')!

describe('snapshot document', () => {
  const snapshot = storedSnapshot(af, AF_INPUT, ['doac', 'warfarin'])
  const model = snapshotDocument(af, snapshot)!
  const view = optionGridView(af, snapshot.calculatorBatch.output!)!

  test('shows only the selected options, in the tool’s order', () => {
    expect(model.options.map((o) => o.name)).toEqual(['Warfarin', 'DOAC'])
    expect(model.rows.every((r) => r.cells.length === 2)).toBe(true)
  })

  test('rows carry the grid view’s questions, answers and icon arrays', () => {
    expect(model.rows.map((r) => r.question)).toEqual(view.rows.map((r) => r.question))
    model.rows.forEach((row, i) => {
      for (const cell of row.cells) {
        const viewCell = view.rows[i]!.cells.find((c) => c.optionKey === cell!.optionKey)!
        expect(cell!.text).toBe(viewCell.text)
        expect(cell!.iconArray && { numerator: cell!.iconArray.numerator, denominator: cell!.iconArray.denominator }).toEqual(viewCell.graph)
      }
    })
    const strokes = model.rows[0]!.cells[0]!
    expect(strokes.iconArray).toEqual({ numerator: 10, denominator: 1000, caption: '10 out of 1000', alt: 'Icon array: 10 out of 1000 people are shaded dark' })
  })

  test('header, numbers, neutrality and the snapshot disclaimer', () => {
    expect(model.title).toBe(af.name)
    expect(model.version).toBe('Version 1.0.0')
    expect(model.dateLine).toBe('Generated on Mar 4, 2026')
    expect([model.patientNameLabel, model.dateLabel]).toEqual(['Patient name', 'Date'])
    expect(model.hiddenNote).toBe('Options hidden in the grid and not included in this PDF: No anticoagulant')
    expect(model.numbers).toEqual([
      { label: 'The numbers are about', value: view.referenceClass },
      { label: 'Time frame', value: view.timeFrame },
    ])
    expect(model.neutrality).toBe(af.optiongrid!.neutralityStatement)
    expect(model.disclaimer).toBe('If you have concerns that information might be out of date, please contact your healthcare provider.')
  })

  test('references: those the shown cells cite, numbered in order of first citation', () => {
    const cited = new Set(view.rows.flatMap((r) => r.cells.filter((c) => c.optionKey !== 'none').flatMap((c) => c.citations)))
    expect(model.references).toHaveLength(cited.size)
    expect(model.references.map((r) => r.number)).toEqual(model.references.map((_, i) => i + 1))
    for (const r of model.references) expect(af.references.some((ref) => ref.citation === r.citation)).toBe(true)
  })

  test('a snapshot with nothing valid selected shows the defaults', () => {
    const all = snapshotDocument(af, { ...snapshot, ui: { ...snapshot.ui, selected: [] } })!
    expect(all.options.map((o) => o.optionKey)).toEqual(view.defaultSelected)
  })

  test('a tool without an option grid has no PDF', () => {
    const calculator = findTool('cha2ds2-vasc')!
    expect(snapshotDocument(calculator, snapshot)).toBeNull()
    expect(handoutDocument(calculator)).toBeNull()
  })
})

describe('handout document', () => {
  test('Spanish knee aid: Spanish labels, every option, compound parts, last-updated date', () => {
    const model = handoutDocument(kneeEs)!
    expect(model.language).toBe('es')
    expect(model.questionsHeading).toBe('Preguntas del paciente')
    expect([model.patientNameLabel, model.dateLabel, model.pageOf]).toEqual(['Nombre del paciente', 'Fecha', 'Página {{page}} de {{count}}'])
    expect(model.hiddenNote).toBeNull()
    expect(model.options).toHaveLength(kneeEs.optiongrid!.options.length)
    expect(model.options.find((o) => o.optionKey === 'medicines')!.parts).toEqual(['Antiinflamatorios en pastillas o gel (AINE)', 'Inyección de corticoides'])
    expect(model.dateLine).toBe(`Última actualización: ${formatPdfDate(kneeEs.modified, 'es')}`)
    expect(model.rows[0]!.cells.find((c) => c?.iconArray)!.iconArray!.caption).toMatch(/^\d+ de cada 100$/)
    expect(model.disclaimer).toMatch(/^Las ayudas para decidir/)
  })

  test('English handout of the breast cancer aid is dated by its last change', () => {
    const tool = findTool('early-breast-cancer-surgery-choice')!
    const model = handoutDocument(tool)!
    expect(model.dateLine).toBe(`Last updated on ${formatPdfDate(tool.modified, 'en-US')}`)
    expect(model.options.map((o) => o.name)).toEqual(tool.optiongrid!.options.map((o) => o.name))
  })
})

test('dates: Mon D, YYYY in UTC', () => {
  expect(formatPdfDate('2026-03-04T23:59:00.000Z', 'en-US')).toBe('Mar 4, 2026')
  expect(formatPdfDate('2026-12-25', 'en-US')).toBe('Dec 25, 2026')
})

test('answer markup becomes plain text', () => {
  expect(plainText('<p>One&nbsp;pill</p><ul><li>a &amp; b</li><li>c</li></ul>')).toBe('One pill\n• a & b\n• c')
  expect(plainText('No markup – ≥ 5')).toBe('No markup – ≥ 5')
})

test('file name: tool slug and the day', () => {
  expect(pdfFileName('af-stroke-prevention-choice', '2026-03-04T15:30:00.000Z')).toBe('af-stroke-prevention-choice-2026-03-04.pdf')
})

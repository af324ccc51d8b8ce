// The option grid PDF, drawn from the plain document model (app/pdf/grid-document.server.ts)
// with PDFKit as a tagged PDF (PDF/UA): a structure tree in reading order, row by row, the
// language, the title shown by the viewer, alternative text for icon arrays, and page chrome
// marked as artifacts (decision 0064). Plain JavaScript: this runs in a worker thread under plain
// Node, with no bundler (decision 0026).
import path from 'node:path'

import { readFileSync } from 'node:fs'

import * as fontkit from 'fontkit'
import PDFDocument from 'pdfkit'

import { iconArrayPaths } from './icon-array.mjs'
import { FONT_FILES, GREY_DARK, GREY_FAINT, GREY_LIGHT, GREY_LINE, GREY_MID, INK, PAPER } from './theme.mjs'

/** A5 portrait: fits a phone screen's width at a legible scale and prints on any paper. */
export const PAGE = { width: 419.53, height: 595.28, margin: 28, footer: 22 }

const SIZE = { title: 15, meta: 9, body: 9.5, part: 8, caption: 8, heading: 11, small: 8.5, footer: 7.5 }
const PAD = 4
/** Answers side by side on one line, at most: wider than a word of the aids' languages at the body size. */
const MAX_COLUMNS = 3
const LINE_GAP = 1.5

const fill = (template, values) => template.replace(/\{\{(\w+)\}\}/g, (_, k) => String(values[k] ?? ''))

/** Content that is not part of the document's text (rules, shading, repeated headers, footers). */
function artifact(doc, draw, type = 'Layout') {
  doc.markContent('Artifact', { type })
  draw()
  doc.endMarkedContent()
}

const parsedFonts = new Map()

/** The embedded TTFs (every character the aids use: ≥ – é ñ ₂ ’ …), parsed once per thread. */
function fontsOf(fontDir) {
  let fonts = parsedFonts.get(fontDir)
  if (!fonts) {
    const open = (file) => fontkit.create(readFileSync(path.join(fontDir, file)))
    fonts = { regular: open(FONT_FILES.regular), bold: open(FONT_FILES.bold) }
    parsedFonts.set(fontDir, fonts)
  }
  return fonts
}

function createDocument(model, fontDir) {
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: 8 },
    pdfVersion: '1.7',
    subset: 'PDF/UA',
    tagged: true,
    lang: model.language,
    displayTitle: true,
    bufferPages: true,
    info: { Title: model.title, Author: 'Consilium', Creator: 'Consilium', Producer: 'Consilium' },
  })
  const fonts = fontsOf(fontDir)
  doc.registerFont('regular', fonts.regular)
  doc.registerFont('bold', fonts.bold)
  doc.font('regular')
  return doc
}

export function renderGridPdf(model, fontDir) {
  const doc = createDocument(model, fontDir)
  const chunks = []
  doc.on('data', (chunk) => chunks.push(chunk))
  const done = new Promise((resolve, reject) => {
    doc.on('end', () => {
      // A copy of its own, so the bytes can be transferred to the main thread without the Buffer pool.
      const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0))
      let at = 0
      for (const c of chunks) {
        out.set(c, at)
        at += c.length
      }
      resolve(out)
    })
    doc.on('error', reject)
  })
  drawGrid(doc, model)
  doc.end()
  return done
}

function drawGrid(doc, model) {
  const left = PAGE.margin
  const width = PAGE.width - 2 * PAGE.margin
  const bottom = PAGE.height - PAGE.margin - PAGE.footer
  let y = PAGE.margin

  const root = doc.struct('Document')
  doc.addStructure(root)

  const heightOf = (text, font, size, w) => doc.font(font).fontSize(size).heightOfString(text, { width: w, lineGap: LINE_GAP })
  const write = (text, font, size, x, top, w, color = INK) =>
    doc.font(font).fontSize(size).fillColor(color).text(text, x, top, { width: w, lineGap: LINE_GAP, lineBreak: true })
  /** One tagged block of text across the page; a new page first when it would not fit. */
  const block = (type, text, font, size, { gapBefore = 0, color = INK, parent = root } = {}) => {
    const h = heightOf(text, font, size, width)
    if (y + gapBefore + h > bottom) newPage()
    else y += gapBefore
    const top = y
    parent.add(doc.struct(type, () => write(text, font, size, left, top, width, color)))
    y += h
  }
  const newPage = () => {
    doc.addPage()
    y = PAGE.margin
  }

  block('H1', model.title, 'bold', SIZE.title)
  block('P', `${model.version} · ${model.dateLine}`, 'regular', SIZE.meta, { gapBefore: 3, color: GREY_DARK })

  // The lines filled in by hand: the label is text, the rule to write on is not.
  y += 12
  const nameWidth = width * 0.62
  const fillLine = (label, x, w) => {
    const top = y
    root.add(doc.struct('P', () => write(`${label}:`, 'regular', SIZE.small, x, top, w)))
    const labelWidth = doc.font('regular').fontSize(SIZE.small).widthOfString(`${label}: `)
    artifact(doc, () => {
      doc.moveTo(x + labelWidth, top + SIZE.small + 2).lineTo(x + w - 8, top + SIZE.small + 2).lineWidth(0.6).strokeColor(GREY_MID).stroke()
    })
  }
  fillLine(model.patientNameLabel, left, nameWidth)
  fillLine(model.dateLabel, left + nameWidth, width - nameWidth)
  y += SIZE.small + 12

  if (model.hiddenNote) block('P', model.hiddenNote, 'bold', SIZE.small, { gapBefore: 0 })
  y += 8

  drawTable(doc, model, root, { left, width, bottom, top: () => y, setTop: (v) => (y = v), newPage, heightOf, write })

  const numbers = model.numbers.map((n) => `${n.label}: ${n.value}`)
  numbers.forEach((text, i) => block('P', text, 'regular', SIZE.small, { gapBefore: i === 0 ? 12 : 2 }))
  if (model.neutrality) block('P', model.neutrality, 'regular', SIZE.body, { gapBefore: 10 })
  if (model.references.length > 0) {
    block('H2', model.referencesHeading, 'bold', SIZE.heading, { gapBefore: 12 })
    for (const r of model.references) block('P', `${r.number}. ${r.citation}`, 'regular', SIZE.caption, { gapBefore: 2 })
  }
  block('P', model.disclaimer, 'regular', SIZE.small, { gapBefore: 12 })

  root.end()
  drawFooters(doc, model)
}

/**
 * The grid as a table: a header row of the options, then one row per question. Each row is the
 * question across the page and its answers side by side under it, at most three to a line so
 * that words are never split; the structure reads the same order (question, then each option's
 * answer), row by row. With more than three options each answer also carries its option's name.
 */
function drawTable(doc, model, root, layout) {
  const { left, width, bottom, heightOf, write } = layout
  const count = model.options.length
  const perLine = Math.min(count, MAX_COLUMNS)
  const labelled = count > perLine
  const columnWidth = width / perLine
  const inner = columnWidth - 2 * PAD
  const iconWidth = Math.min(120, inner)
  const slot = (i) => ({ line: Math.floor(i / perLine), x: left + (i % perLine) * columnWidth })
  const lines = (items) => {
    const out = []
    items.forEach((item, i) => (out[slot(i).line] ??= []).push({ item, i }))
    return out
  }

  const table = doc.struct('Table')
  root.add(table)

  const optionHeight = (o) => PAD * 2 + heightOf(o.name, 'bold', SIZE.body, inner) + o.parts.reduce((n, p) => n + heightOf(`• ${p}`, 'regular', SIZE.part, inner), 0)
  const cornerHeight = PAD + heightOf(model.questionsHeading, 'bold', SIZE.part, width - 2 * PAD)
  const headerLines = lines(model.options).map((line) => Math.max(...line.map(({ item }) => optionHeight(item))))
  const headerHeight = cornerHeight + headerLines.reduce((n, h) => n + h, 0)

  /** The option names; tagged once (the table's column headers), repeated on later pages as artifacts. */
  const drawHeader = (tagged) => {
    const top = layout.top()
    artifact(doc, () => {
      doc.rect(left, top, width, headerHeight).fillColor(GREY_FAINT).fill()
      doc.moveTo(left, top + headerHeight).lineTo(left + width, top + headerHeight).lineWidth(1.2).strokeColor(INK).stroke()
    })
    const drawCorner = () => write(model.questionsHeading, 'bold', SIZE.part, left + PAD, top + PAD, width - 2 * PAD, GREY_DARK)
    const lineTops = headerLines.map((_, n) => top + cornerHeight + headerLines.slice(0, n).reduce((a, h) => a + h, 0))
    const drawOption = (o, i) => {
      const { line, x } = slot(i)
      let at = lineTops[line] + PAD
      write(o.name, 'bold', SIZE.body, x + PAD, at, inner)
      at += heightOf(o.name, 'bold', SIZE.body, inner)
      for (const p of o.parts) {
        write(`• ${p}`, 'regular', SIZE.part, x + PAD, at, inner, GREY_DARK)
        at += heightOf(`• ${p}`, 'regular', SIZE.part, inner)
      }
    }
    if (tagged) {
      const tr = doc.struct('TR')
      table.add(tr)
      tr.add(doc.struct('TH', { scope: 'Column' }, drawCorner))
      model.options.forEach((o, i) => tr.add(doc.struct('TH', { scope: 'Column' }, () => drawOption(o, i))))
      tr.end()
    } else {
      artifact(
        doc,
        () => {
          drawCorner()
          model.options.forEach(drawOption)
        },
        'Pagination',
      )
    }
    layout.setTop(top + headerHeight)
  }

  const cellHeight = (cell, i) => {
    if (!cell) return 0
    let h = PAD * 2 + heightOf(cell.text, 'regular', SIZE.body, inner)
    if (labelled) h += heightOf(model.options[i].name, 'bold', SIZE.part, inner) + 2
    if (cell.iconArray) {
      const p = iconArrayPaths(cell.iconArray.numerator, cell.iconArray.denominator)
      h += 4 + iconWidth * p.aspect + 2 + heightOf(cell.iconArray.caption, 'regular', SIZE.caption, inner)
    }
    return h
  }
  const newPageWithHeader = () => {
    layout.newPage()
    drawHeader(false)
  }

  if (layout.top() + headerHeight + 60 > bottom) layout.newPage()
  drawHeader(true)

  for (const row of model.rows) {
    const questionHeight = PAD * 2 + heightOf(row.question, 'bold', SIZE.body, width - 2 * PAD)
    const answerLines = lines(row.cells).map((line) => ({ line, height: Math.max(...line.map(({ item, i }) => cellHeight(item, i))) }))
    // The question stays with its first line of answers; a row taller than a page breaks between lines.
    if (layout.top() + questionHeight + answerLines[0].height > bottom) newPageWithHeader()
    const questionTop = layout.top()
    artifact(doc, () => {
      doc.rect(left, questionTop, width, questionHeight).fillColor(GREY_FAINT).fill()
      doc.rect(left, questionTop, width, questionHeight).lineWidth(0.6).strokeColor(GREY_LINE).stroke()
    })
    const tr = doc.struct('TR')
    table.add(tr)
    tr.add(doc.struct('TH', { scope: 'Row' }, () => write(row.question, 'bold', SIZE.body, left + PAD, questionTop + PAD, width - 2 * PAD)))
    layout.setTop(questionTop + questionHeight)
    for (const { line, height } of answerLines) {
      if (layout.top() + height > bottom) newPageWithHeader()
      const top = layout.top()
      artifact(doc, () => {
        doc.rect(left, top, width, height).lineWidth(0.6).strokeColor(GREY_LINE).stroke()
        for (let c = 1; c < perLine; c++) doc.moveTo(left + c * columnWidth, top).lineTo(left + c * columnWidth, top + height).stroke()
      })
      for (const { item: cell, i } of line) {
        const td = doc.struct('TD')
        tr.add(td)
        if (cell) drawCell(doc, td, cell, { label: labelled ? model.options[i].name : null, x: slot(i).x + PAD, top: top + PAD, inner, iconWidth, heightOf, write })
        td.end()
      }
      layout.setTop(top + height)
    }
    tr.end()
  }
  table.end()
}

function drawCell(doc, td, cell, { label, x, top, inner, iconWidth, heightOf, write }) {
  let at = top
  if (label) {
    td.add(doc.struct('P', () => write(label, 'bold', SIZE.part, x, at, inner, GREY_DARK)))
    at += heightOf(label, 'bold', SIZE.part, inner) + 2
  }
  const textTop = at
  td.add(doc.struct('P', () => write(cell.text, 'regular', SIZE.body, x, textTop, inner)))
  if (!cell.iconArray) return
  at += heightOf(cell.text, 'regular', SIZE.body, inner) + 4
  const p = iconArrayPaths(cell.iconArray.numerator, cell.iconArray.denominator)
  const height = iconWidth * p.aspect
  const figureTop = at
  td.add(
    doc.struct('Figure', { alt: cell.iconArray.alt, bbox: [x, figureTop, x + iconWidth, figureTop + height], placement: 'Block' }, () =>
      drawIconArray(doc, p, x, figureTop, iconWidth),
    ),
  )
  at += height + 2
  const captionTop = at
  td.add(doc.struct('P', () => write(cell.iconArray.caption, 'regular', SIZE.caption, x, captionTop, inner, GREY_DARK)))
}

/** Dark filled icons are the people the number is about; the others are outlined or light. */
function drawIconArray(doc, p, x, top, width) {
  const scale = width / Number(p.viewBox.split(' ')[2])
  doc.save()
  doc.translate(x, top).scale(scale)
  if (p.shape === 'person') {
    if (p.empty) doc.path(p.empty).lineWidth(0.6).fillAndStroke(PAPER, GREY_MID)
    if (p.filled) doc.path(p.filled).fillColor(INK).fill()
  } else {
    if (p.empty) doc.path(p.empty).fillColor(GREY_LIGHT).fill()
    if (p.filled) doc.path(p.filled).fillColor(INK).fill()
    doc.path(p.separators).lineWidth(2).strokeColor(PAPER).stroke()
  }
  doc.restore()
}

/** Title, date and page number at the foot of every page, once the page count is known. */
function drawFooters(doc, model) {
  const { start, count } = doc.bufferedPageRange()
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i)
    const top = PAGE.height - PAGE.margin - SIZE.footer
    const width = PAGE.width - 2 * PAGE.margin
    artifact(
      doc,
      () => {
        doc.font('regular').fontSize(SIZE.footer).fillColor(GREY_MID)
        doc.text(`${model.title} · ${model.dateLine}`, PAGE.margin, top, { width: width * 0.72, height: SIZE.footer * 1.4, lineBreak: false, ellipsis: true })
        doc.text(fill(model.pageOf, { page: i + 1, count }), PAGE.margin, top, { width, align: 'right', lineBreak: false })
      },
      'Pagination',
    )
  }
}

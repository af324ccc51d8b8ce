// The option grid PDF, drawn from the plain document model (app/pdf/grid-document.server.ts).
// Plain JavaScript with React.createElement: this runs in a worker thread under plain Node,
// with no bundler (decision 0026).
import path from 'node:path'

import { Document, Font, Page, Path, StyleSheet, Svg, Text, View, renderToBuffer } from '@react-pdf/renderer'
import { createElement as h } from 'react'

import { iconArrayPaths } from './icon-array.mjs'
import { FONT_FAMILY, FONT_FILES, GREY_DARK, GREY_FAINT, GREY_LIGHT, GREY_LINE, GREY_MID, INK, PAPER } from './theme.mjs'

let fontsRegistered = false

/** Registers the embedded TTF (every character the aids use: ≥ – é ñ ₂ ’ …) once per thread. */
export function registerFonts(fontDir) {
  if (fontsRegistered) return
  Font.register({
    family: FONT_FAMILY,
    fonts: [
      { src: path.join(fontDir, FONT_FILES.regular), fontWeight: 'normal' },
      { src: path.join(fontDir, FONT_FILES.bold), fontWeight: 'bold' },
    ],
  })
  // Whole words only: a hyphen inserted by the layout would change the text people read (and search).
  Font.registerHyphenationCallback((word) => [word])
  fontsRegistered = true
}

const styles = StyleSheet.create({
  page: { fontFamily: FONT_FAMILY, fontSize: 9, color: INK, paddingTop: 36, paddingBottom: 48, paddingHorizontal: 36 },
  title: { fontSize: 16, lineHeight: 1.25, fontWeight: 'bold', marginBottom: 4 },
  meta: { fontSize: 8.5, color: GREY_DARK, marginBottom: 12 },
  row: { flexDirection: 'row', borderBottomWidth: 1, borderLeftWidth: 1, borderColor: GREY_LINE },
  headerRow: { flexDirection: 'row', borderTopWidth: 1, borderLeftWidth: 1, borderBottomWidth: 1.5, borderColor: GREY_LINE, borderBottomColor: INK, backgroundColor: GREY_FAINT },
  cell: { flex: 1, padding: 5, borderRightWidth: 1, borderColor: GREY_LINE },
  questionCell: { flex: 1.1, padding: 5, borderRightWidth: 1, borderColor: GREY_LINE, backgroundColor: GREY_FAINT },
  body: { fontSize: 9, lineHeight: 1.35 },
  bold: { fontSize: 9, fontWeight: 'bold', lineHeight: 1.35 },
  part: { fontSize: 7.5, lineHeight: 1.3, color: GREY_DARK },
  caption: { fontSize: 7.5, color: GREY_DARK, marginTop: 2 },
  section: { marginTop: 12 },
  heading: { fontSize: 10, fontWeight: 'bold', marginBottom: 3 },
  small: { fontSize: 8, lineHeight: 1.35 },
  reference: { fontSize: 7.5, lineHeight: 1.3, marginBottom: 2 },
  disclaimer: { marginTop: 12, paddingTop: 6, borderTopWidth: 1, borderColor: GREY_LINE, fontSize: 8.5, lineHeight: 1.35 },
  footer: { position: 'absolute', bottom: 20, fontSize: 7.5, color: GREY_MID },
})

/** Dark filled icons are the people the number is about; the others are outlined or light. */
function IconArray({ iconArray, width }) {
  const p = iconArrayPaths(iconArray.numerator, iconArray.denominator)
  const shapes =
    p.shape === 'person'
      ? [
          p.empty && h(Path, { key: 'e', d: p.empty, fill: PAPER, stroke: GREY_MID, strokeWidth: 0.6 }),
          p.filled && h(Path, { key: 'f', d: p.filled, fill: INK }),
        ]
      : [
          p.empty && h(Path, { key: 'e', d: p.empty, fill: GREY_LIGHT }),
          p.filled && h(Path, { key: 'f', d: p.filled, fill: INK }),
          h(Path, { key: 's', d: p.separators, stroke: PAPER, strokeWidth: 2 }),
        ]
  return h(
    View,
    { style: { marginTop: 4 }, wrap: false },
    h(Svg, { width, height: width * p.aspect, viewBox: p.viewBox }, ...shapes.filter(Boolean)),
    h(Text, { style: styles.caption }, iconArray.caption),
  )
}

function HeaderRow({ model }) {
  return h(
    View,
    { style: styles.headerRow, fixed: true },
    h(View, { style: styles.questionCell }, h(Text, { style: styles.bold }, model.questionsHeading)),
    ...model.options.map((o) =>
      h(
        View,
        { key: o.optionKey, style: styles.cell },
        h(Text, { style: styles.bold }, o.name),
        ...o.parts.map((part, i) => h(Text, { key: i, style: styles.part }, `• ${part}`)),
      ),
    ),
  )
}

function Row({ row, iconWidth }) {
  return h(
    View,
    { style: styles.row, wrap: false },
    h(View, { style: styles.questionCell }, h(Text, { style: styles.bold }, row.question)),
    ...row.cells.map((cell, i) =>
      h(
        View,
        { key: i, style: styles.cell },
        cell && h(Text, { style: styles.body }, cell.text),
        cell?.iconArray && h(IconArray, { iconArray: cell.iconArray, width: iconWidth }),
      ),
    ),
  )
}

export function GridPdf({ model }) {
  const landscape = model.options.length > 2
  const usable = (landscape ? 842 : 595) - 72
  const columnWidth = usable / (model.options.length + 1.1)
  const iconWidth = Math.min(110, columnWidth - 12)
  return h(
    Document,
    { title: model.title, author: 'Consilium', creator: 'Consilium', producer: 'Consilium', language: model.language },
    h(
      Page,
      { size: 'A4', orientation: landscape ? 'landscape' : 'portrait', style: styles.page },
      h(Text, { style: styles.title }, model.title),
      h(Text, { style: styles.meta }, `${model.version} · ${model.dateLine}`),
      h(View, null, h(HeaderRow, { model }), ...model.rows.map((row, i) => h(Row, { key: i, row, iconWidth }))),
      h(
        View,
        { style: styles.section, wrap: false },
        ...model.numbers.map((n, i) => h(Text, { key: i, style: styles.small }, h(Text, { style: { fontWeight: 'bold' } }, `${n.label}: `), n.value)),
      ),
      h(View, { style: styles.section, wrap: false }, h(Text, { style: styles.body }, model.neutrality)),
      model.references.length > 0 &&
        h(
          View,
          { style: styles.section },
          h(Text, { style: styles.heading }, model.referencesHeading),
          ...model.references.map((r) => h(Text, { key: r.number, style: styles.reference }, `${r.number}. ${r.citation}`)),
        ),
      h(Text, { style: styles.disclaimer, wrap: false }, model.disclaimer),
      // Two fixed texts, not one fixed row: react-pdf 4.9 drops a fixed View holding a render-prop Text.
      h(Text, { style: { ...styles.footer, left: 36 }, fixed: true }, `${model.title} · ${model.dateLine}`),
      h(Text, { style: { ...styles.footer, right: 36 }, fixed: true, render: ({ pageNumber, totalPages }) => `${pageNumber} / ${totalPages}` }),
    ),
  )
}

/** One PDF, as bytes. */
export async function renderGridPdf(model, fontDir) {
  registerFonts(fontDir)
  // A copy of its own, so the bytes can be transferred to the main thread without the Buffer pool.
  return new Uint8Array(await renderToBuffer(h(GridPdf, { model })))
}

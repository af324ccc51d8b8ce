import { useId } from 'react'

import { ICON_ARRAY_GEOMETRY } from '#engine/iconarray/layout.ts'

const FILLED = '#1e293b'
const OUTLINE = '#64748b'

/**
 * A graph tag's icon array in an option grid cell: `numerator` filled icons out of
 * `denominator`, filled row by row from the top left (never scattered). Each row's run of one
 * kind is a single rectangle painted with a tiled icon pattern, so a 1000-icon array is a few
 * dozen elements rather than a thousand. Filled vs outlined, not colour, tells them apart.
 */
export function GridIconArray({ numerator, denominator, label }: { numerator: number; denominator: 100 | 1000; label: string }) {
  const uid = useId().replace(/[^A-Za-z0-9_-]/g, '')
  const { columns, rows, cell, gap, iconKind } = ICON_ARRAY_GEOMETRY[denominator]
  const pitch = cell + gap
  const width = columns * pitch - gap
  const height = rows * pitch - gap
  const runs: { key: string; x: number; y: number; n: number; filled: boolean }[] = []
  for (let row = 0; row < rows; row++) {
    const start = row * columns
    const filledHere = Math.max(0, Math.min(columns, numerator - start))
    if (filledHere > 0) runs.push({ key: `f${row}`, x: 0, y: row * pitch, n: filledHere, filled: true })
    if (filledHere < columns) runs.push({ key: `o${row}`, x: filledHere * pitch, y: row * pitch, n: columns - filledHere, filled: false })
  }
  const icon = (filled: boolean) =>
    iconKind === 'person' ? (
      <>
        <circle cx="17" cy="7" r="5.5" fill={filled ? FILLED : '#fff'} stroke={filled ? FILLED : OUTLINE} strokeWidth="1.5" />
        <path d="M7 33 L7 21 Q7 14 17 14 Q27 14 27 21 L27 33 Z" fill={filled ? FILLED : '#fff'} stroke={filled ? FILLED : OUTLINE} strokeWidth="1.5" />
      </>
    ) : (
      <rect x="0.5" y="0.5" width={cell - 1} height={cell - 1} fill={filled ? FILLED : '#fff'} stroke={filled ? FILLED : OUTLINE} strokeWidth="1" />
    )
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${width} ${height}`} className="h-auto w-full max-w-[11rem]" preserveAspectRatio="xMinYMin meet">
      <defs>
        {[true, false].map((filled) => (
          <pattern key={String(filled)} id={`${uid}-${filled ? 'f' : 'o'}`} width={pitch} height={pitch} patternUnits="userSpaceOnUse">
            {iconKind === 'person' ? <g transform={`scale(${cell / 34})`}>{icon(filled)}</g> : icon(filled)}
          </pattern>
        ))}
      </defs>
      {runs.map((r) => (
        <rect key={r.key} x={r.x} y={r.y} width={r.n * pitch} height={cell} fill={`url(#${uid}-${r.filled ? 'f' : 'o'})`} />
      ))}
    </svg>
  )
}

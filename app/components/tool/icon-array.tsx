import { useId } from 'react'

import { useToolLang } from '#app/i18n/content-language.ts'

import type { IconArrayLayout, IconCell, IconPattern } from '#engine/iconarray/index.ts'
import type { PopulationArray } from '#app/tools/tool-view.ts'

// Colour helps, but each group also has its own fill pattern, so colour is never the only cue.
const COLOURS = ['#9f1d20', '#0f5d6a', '#7a4a00', '#4b3f8f', '#2f5d1e']
const OUTLINE = '#475569'

function fillFor(pattern: IconPattern, colour: string, ids: Record<string, string>): string {
  if (pattern === 'solid') return colour
  if (pattern === 'outline') return '#ffffff'
  return `url(#${ids[pattern]})`
}

function Person({ cell, size, fill, stroke }: { cell: IconCell; size: number; fill: string; stroke: string }) {
  const s = size / 34
  const x = cell.x
  const y = cell.y
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <circle cx="17" cy="7" r="5.5" fill={fill} stroke={stroke} strokeWidth="1.5" />
      <path d="M7 33 L7 21 Q7 14 17 14 Q27 14 27 21 L27 33 Z" fill={fill} stroke={stroke} strokeWidth="1.5" />
    </g>
  )
}

export function IconArray({ layout, description }: { layout: IconArrayLayout; description: string | null }) {
  const uid = useId().replace(/:/g, '')
  const ids: Record<string, string> = {
    hatched: `${uid}-hatched`,
    dotted: `${uid}-dotted`,
    'cross-hatched': `${uid}-cross`,
    striped: `${uid}-striped`,
  }
  const colourOf = new Map(layout.groups.map((g, i) => [g.key, g.pattern === 'outline' ? OUTLINE : COLOURS[i % COLOURS.length]!]))
  const person = layout.iconKind === 'person'
  return (
    <svg
      role="img"
      aria-label={description ?? undefined}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      className="h-auto w-full max-w-md"
      preserveAspectRatio="xMinYMin meet"
    >
      <defs>
        {layout.groups.map((g) => {
          const c = colourOf.get(g.key)!
          switch (g.pattern) {
            case 'hatched':
              return (
                <pattern key={g.key} id={ids.hatched} width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                  <rect width="4" height="4" fill="#fff" />
                  <rect width="2" height="4" fill={c} />
                </pattern>
              )
            case 'dotted':
              return (
                <pattern key={g.key} id={ids.dotted} width="4" height="4" patternUnits="userSpaceOnUse">
                  <rect width="4" height="4" fill="#fff" />
                  <circle cx="2" cy="2" r="1.2" fill={c} />
                </pattern>
              )
            case 'cross-hatched':
              return (
                <pattern key={g.key} id={ids['cross-hatched']} width="4" height="4" patternUnits="userSpaceOnUse">
                  <rect width="4" height="4" fill="#fff" />
                  <path d="M0 0L4 4M4 0L0 4" stroke={c} strokeWidth="1" />
                </pattern>
              )
            case 'striped':
              return (
                <pattern key={g.key} id={ids.striped} width="4" height="4" patternUnits="userSpaceOnUse">
                  <rect width="4" height="4" fill="#fff" />
                  <rect width="4" height="2" fill={c} />
                </pattern>
              )
            default:
              return null
          }
        })}
      </defs>
      {layout.cells.map((cell) => {
        const colour = colourOf.get(cell.groupKey) ?? OUTLINE
        const fill = fillFor(cell.pattern, colour, ids)
        const stroke = cell.pattern === 'outline' ? OUTLINE : colour
        return person ? (
          <Person key={cell.index} cell={cell} size={layout.cell} fill={fill} stroke={stroke} />
        ) : (
          <rect key={cell.index} x={cell.x} y={cell.y} width={layout.cell} height={layout.cell} fill={fill} stroke={stroke} strokeWidth="1" />
        )
      })}
    </svg>
  )
}

export function LegendSwatch({ pattern, index }: { pattern: IconPattern; index: number }) {
  const colour = pattern === 'outline' ? OUTLINE : COLOURS[index % COLOURS.length]!
  const fill = pattern === 'solid' ? colour : '#fff'
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
      <rect x="1" y="1" width="16" height="16" rx="3" fill={fill} stroke={colour} strokeWidth="2" strokeDasharray={pattern === 'solid' || pattern === 'outline' ? undefined : '2 2'} />
    </svg>
  )
}

/**
 * A laid-out icon array with its heading and legend (the population view, key data): the text
 * alternative is the array's label, and the legend repeats each group's count in words.
 */
export function IconArrayFigure({ array, compact = false }: { array: PopulationArray; compact?: boolean }) {
  const { heading, layout, description } = array
  // Heading, legend and the described picture are the tool's texts.
  const lang = useToolLang()
  return (
    <figure lang={lang} className={compact ? 'space-y-2' : 'space-y-3'}>
      {heading ? <figcaption className={compact ? 'text-sm' : 'font-semibold'}>{heading}</figcaption> : null}
      <IconArray layout={layout} description={description} />
      {!compact && description ? <p className="sr-only">{description}</p> : null}
      <ul className={compact ? 'grid gap-1 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2' : 'grid gap-2 sm:grid-cols-2'}>
        {layout.groups.map((g, i) => (
          <li key={g.key} className="flex items-center gap-2 text-sm">
            <LegendSwatch pattern={g.pattern} index={i} />
            <span>
              <strong>{g.count}</strong> {g.label}
            </span>
          </li>
        ))}
      </ul>
    </figure>
  )
}

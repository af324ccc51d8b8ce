import jsQR from 'jsqr'

/**
 * Reads back the module matrix of an SVG drawn by qrcode's SVG renderer (one dark path of
 * horizontal runs "M{x} {y+0.5}h{n}" and relative moves "m{dx} {dy}h{n}"), without its margin.
 */
export function svgModules(svg: string): boolean[][] {
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1])
  const d = /<path stroke="[^"]+" d="([^"]+)"/.exec(svg)?.[1] ?? ''
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false))
  let x = 0
  let y = 0
  for (const [, cmd, a, b] of d.matchAll(/([MmHh])(-?[\d.]+)(?:\s(-?[\d.]+))?/g)) {
    const n = Number(a)
    if (cmd === 'M') [x, y] = [n, Number(b) - 0.5]
    else if (cmd === 'm') [x, y] = [x + n, y + Number(b)]
    else if (cmd === 'h') {
      for (let i = 0; i < n; i++) grid[y]![x + i] = true
      x += n
    }
  }
  const margin = grid.findIndex((row) => row.some(Boolean))
  return grid.slice(margin, size - margin).map((row) => row.slice(margin, size - margin))
}

/** Rasterises a module matrix (4 px per module, 4 modules of quiet zone) and decodes it. */
export function decodeMatrix(modules: boolean[][]): string | null {
  const scale = 4
  const quiet = 4
  const side = (modules.length + quiet * 2) * scale
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255)
  modules.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (!dark) return
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++) {
          const i = (((r + quiet) * scale + dy) * side + (c + quiet) * scale + dx) * 4
          pixels[i] = pixels[i + 1] = pixels[i + 2] = 0
        }
    }),
  )
  return jsQR(pixels, side, side)?.data ?? null
}

export const decodeQrSvg = (svg: string) => decodeMatrix(svgModules(svg))

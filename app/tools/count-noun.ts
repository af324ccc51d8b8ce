/**
 * Count words as they follow a number: "1 point", "3 points", "1 day". The units of the
 * definitions are written in the plural; a value of exactly one takes the singular. Units that
 * are not counts (mmol/L, %, kg) are left alone.
 */
const SINGULAR: Record<string, string> = {
  points: 'point',
  days: 'day',
  weeks: 'week',
  months: 'month',
  years: 'year',
  hours: 'hour',
  'pack-years': 'pack-year',
  puntos: 'punto',
  días: 'día',
  semanas: 'semana',
  meses: 'mes',
  años: 'año',
  horas: 'hora',
}

const LEADING_WORD = /^([\p{L}-]+)(?=$|[\s(])/u

/** The units text for a value: the first word singular when the value is shown as exactly "1". */
export function unitsFor(value: number | string, units: string): string {
  if (String(value).trim() !== '1') return units
  return units.replace(LEADING_WORD, (word) => SINGULAR[word] ?? word)
}

const PLACEHOLDER_THEN_WORD = /(\{\{\s*[A-Za-z0-9_.]+\s*\}\})(\s+)([\p{L}-]+)/gu

/**
 * Fills a template's placeholders and makes a count word right after one agree with the value
 * filled in ("{{score}} points" with 1 gives "1 point").
 */
export function fillAgreeing(template: string, fill: (placeholder: string) => string): string {
  const agreed = template.replace(PLACEHOLDER_THEN_WORD, (_, placeholder: string, space: string, word: string) => {
    const value = fill(placeholder)
    return `${value}${space}${unitsFor(value, word)}`
  })
  return agreed.replace(/\{\{\s*[A-Za-z0-9_.]+\s*\}\}/g, fill)
}

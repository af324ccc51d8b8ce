/**
 * The interface texts' translator, the same on the server and in the browser so that the
 * hydrated page matches the HTML. It covers what app/locales use and nothing more:
 * dotted keys, `{{name}}` interpolation (unescaped: React escapes), `_zero` / `_one` / `_other`
 * plural keys chosen with Intl.PluralRules from `count` (`_other` for a form a file lacks), and
 * the key itself when a text is missing.
 */
export type Messages = { [key: string]: string | Messages }
export type TOptions = { count?: number; defaultValue?: string; [name: string]: unknown }
export type TFunction = (key: string, options?: TOptions) => string

export interface Translator {
  language: string
  t: TFunction
  dir: (language?: string) => 'ltr' | 'rtl'
}

const RTL = /^(ar|dv|fa|he|ku|ps|sd|ug|ur|yi)(-|$)/i

export function textDirection(language: string): 'ltr' | 'rtl' {
  return RTL.test(language) ? 'rtl' : 'ltr'
}

function flatten(messages: Messages, prefix: string, into: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix + key
    if (typeof value === 'string') into.set(path, value)
    else flatten(value, `${path}.`, into)
  }
  return into
}

const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g

function interpolate(text: string, values: TOptions): string {
  return text.replace(PLACEHOLDER, (match, name: string) => {
    if (!Object.hasOwn(values, name)) return match
    const value = values[name]
    return value == null ? '' : String(value)
  })
}

export function createTranslator(language: string, messages: Messages): Translator {
  const texts = flatten(messages, '', new Map())
  const plural = new Intl.PluralRules(language)
  const t: TFunction = (key, options) => {
    let text: string | undefined
    const count = options?.count
    if (typeof count === 'number') {
      // Spanish has a `many` form (1 000 000) that the files leave to `_other`.
      text =
        (count === 0 ? texts.get(`${key}_zero`) : undefined) ??
        texts.get(`${key}_${plural.select(count)}`) ??
        texts.get(`${key}_other`)
    }
    text ??= texts.get(key) ?? options?.defaultValue ?? key
    return options ? interpolate(text, options) : text
  }
  return { language, t, dir: (lng = language) => textDirection(lng) }
}

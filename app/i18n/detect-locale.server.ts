import type { Cookie } from 'react-router'

import { fallbackLanguage, type Language, supportedLanguages } from './config.ts'

// The language detection remix-i18next did, kept as it was: the `lng` cookie, then the
// client's most preferred locale from Accept-Language, matched exactly, then by language alone.
type Tag = { code: string; script: string | null; region: string | null; quality: number }

const TOKEN = /[ ]*((([a-zA-Z]+(-[a-zA-Z0-9]+){0,2})|\*)(;[ ]*q=[0-1](\.[0-9]+)?[ ]*)?)*/g

function tagOf(value: string, quality = 1): Tag {
  const parts = value.split('-')
  const hasScript = parts.length === 3
  return {
    code: parts[0] ?? '',
    script: hasScript ? (parts[1] ?? null) : null,
    region: (hasScript ? parts[2] : parts[1]) ?? null,
    quality,
  }
}

function parse(header: string): Tag[] {
  const tags: Tag[] = []
  for (const match of header.match(TOKEN) ?? []) {
    if (!match) continue
    const [range = '', q] = match.trim().split(';')
    tags.push(tagOf(range, q ? Number.parseFloat(q.split('=')[1] ?? '') : 1))
  }
  return tags.sort((a, b) => b.quality - a.quality)
}

const format = (tag: Tag) => [tag.code, tag.script, tag.region].filter(Boolean).join('-')
const lower = (value: string | null) => value?.toLowerCase() ?? null

/** The first of `available` that the most preferred possible of `wanted` names. */
function pick(available: readonly string[], wanted: Tag[], loose: boolean): string | null {
  for (const want of wanted) {
    for (const have of available.map((a) => tagOf(a))) {
      if (lower(want.code) !== lower(have.code)) continue
      const scriptOk = loose || !want.script || lower(want.script) === lower(have.script)
      const regionOk = loose || !want.region || lower(want.region) === lower(have.region)
      if (scriptOk && regionOk) return format(have)
    }
  }
  return null
}

function supportedFor(value: string): Language | null {
  const tags = parse(value)
  return (pick(supportedLanguages, tags, false) ?? pick(supportedLanguages, tags, true)) as Language | null
}

/** The client's most preferred locale that this runtime knows, as remix-i18next read it. */
function clientLocale(header: string): string | null {
  const tags = parse(header)
  const valid = tags
    .filter((tag) => tag.code !== '*')
    .map(format)
    .filter((locale) => {
      try {
        new Intl.Locale(locale)
        return true
      } catch {
        return false
      }
    })
  return pick(Intl.DateTimeFormat.supportedLocalesOf(valid), tags, false)
}

/** The language an Accept-Language header alone gets (what detectLocale falls back to without the cookie). */
export function acceptedLanguage(header: string | null | undefined): Language {
  const client = header ? clientLocale(header) : null
  return (client ? supportedFor(client) : null) ?? fallbackLanguage
}

export async function detectLocale(request: Request, cookie: Cookie): Promise<Language> {
  const fromCookie: unknown = await cookie.parse(request.headers.get('Cookie'))
  if (typeof fromCookie === 'string' && fromCookie) {
    const language = supportedFor(fromCookie)
    if (language) return language
  }
  return acceptedLanguage(request.headers.get('Accept-Language'))
}

import { Fragment } from 'react'

/**
 * A translated sentence around names that may be in another language: `template` is the
 * text with its `{{name}}` placeholders left in (`t(key)` without those values), and each
 * value is put in its own element with its own `lang`, which a whole attribute could not carry.
 */
export function Phrase({
  template,
  name = 'title',
  value,
  values,
  lang,
}: {
  template: string
  name?: string
  value?: string
  /** Several placeholders at once, instead of `name` and `value`. */
  values?: Record<string, string>
  lang?: string
}) {
  const all = values ?? { [name]: value ?? '' }
  const parts = template.split(/(\{\{\w+\}\})/)
  return (
    <>
      {parts.map((part, i) => {
        const key = /^\{\{(\w+)\}\}$/.exec(part)?.[1]
        if (key === undefined || !Object.hasOwn(all, key)) return <Fragment key={i}>{part}</Fragment>
        return lang ? (
          <span key={i} lang={lang}>
            {all[key]}
          </span>
        ) : (
          <Fragment key={i}>{all[key]}</Fragment>
        )
      })}
    </>
  )
}

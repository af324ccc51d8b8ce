/**
 * A translated sentence around a name that may be in another language: `template` is the
 * text with its `{{name}}` placeholder left in (`t(key)` without that value), and the value
 * is put in its own element with its own `lang`, which a whole attribute could not carry.
 */
export function Phrase({ template, name = 'title', value, lang }: { template: string; name?: string; value: string; lang?: string }) {
  const at = template.indexOf(`{{${name}}}`)
  if (at < 0) return <>{template}</>
  return (
    <>
      {template.slice(0, at)}
      {lang ? <span lang={lang}>{value}</span> : value}
      {template.slice(at + name.length + 4)}
    </>
  )
}

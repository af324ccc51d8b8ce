import { parse, type Submission } from '@conform-to/react'
import { safeParse, type $ZodType, type output } from 'zod/v4/core'

/**
 * A posted form read with its zod schema, in the browser (conform's onValidate) and on the
 * server alike. As conform's zod adapter does, an empty field counts as missing, so a required
 * field left empty gets its "required" message. Without that adapter, which brings zod's whole
 * chained API to the browser. For flat forms: each error sits under its field's name.
 */
export function parseForm<Schema extends $ZodType>(formData: FormData, schema: Schema): Submission<output<Schema>> {
  return parse(formData, {
    resolve(payload) {
      const entries = Object.entries(payload as Record<string, unknown>).map(([name, value]) => [name, value === '' ? undefined : value])
      const result = safeParse(schema, Object.fromEntries(entries))
      if (result.success) return { value: result.data }
      const error: Record<string, string[]> = {}
      for (const issue of result.error.issues) (error[issue.path.join('.')] ??= []).push(issue.message)
      return { error }
    },
  })
}

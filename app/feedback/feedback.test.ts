import { describe, expect, test } from 'vitest'

import { fieldErrorsOf, FeedbackSchema, pathOnly } from './feedback.ts'

const valid = { message: 'The units on the result look wrong.', category: 'content-error', path: '/tool/cha2ds2-vasc' }

describe('the feedback schema', () => {
  test('accepts a message with or without email; blank email counts as none', () => {
    expect(FeedbackSchema.parse(valid)).toEqual(valid)
    expect(FeedbackSchema.parse({ ...valid, email: 'a@example.org' }).email).toBe('a@example.org')
    expect(FeedbackSchema.parse({ ...valid, email: '  ' }).email).toBeUndefined()
  })

  test('never keeps a query string or fragment of the page address', () => {
    expect(FeedbackSchema.parse({ ...valid, path: '/tool/x?session-number=S1&age=70#results' }).path).toBe('/tool/x')
    expect(pathOnly('/a#b?c')).toBe('/a')
  })

  test('message 1-2000 characters after trimming', () => {
    expect(FeedbackSchema.parse({ ...valid, message: `  ${'x'.repeat(2000)}  ` }).message).toHaveLength(2000)
    const errors = (message: string) => {
      const r = FeedbackSchema.safeParse({ ...valid, message })
      return r.success ? {} : fieldErrorsOf(r.error)
    }
    expect(errors('   ')).toEqual({ message: ['platform.feedback.errors.messageRequired'] })
    expect(errors('x'.repeat(2001))).toEqual({ message: ['platform.feedback.errors.messageTooLong'] })
  })

  test('rejects unknown categories, invalid email and paths that are not our own', () => {
    const r = FeedbackSchema.safeParse({ message: 'm', category: 'sales', email: 'not-an-email', path: 'https://evil.example/x' })
    expect(r.success).toBe(false)
    if (r.success) return
    expect(fieldErrorsOf(r.error)).toEqual({
      category: ['platform.feedback.errors.categoryInvalid'],
      email: ['platform.feedback.errors.emailInvalid'],
      path: ['platform.feedback.errors.pathInvalid'],
    })
    expect(FeedbackSchema.safeParse({ ...valid, path: '//evil.example' }).success).toBe(false)
    expect(FeedbackSchema.safeParse({ message: 'm', category: 'bug' }).success).toBe(false)
  })

  test('every refusal names its field with its own message; the limits are inclusive', () => {
    const errors = (input: Record<string, unknown>) => {
      const r = FeedbackSchema.safeParse({ ...valid, ...input })
      return r.success ? {} : fieldErrorsOf(r.error)
    }
    const email254 = `${'e'.repeat(242)}@example.org`
    expect(email254).toHaveLength(254)
    expect(errors({ message: undefined })).toEqual({ message: ['platform.feedback.errors.messageRequired'] })
    expect(errors({ message: 'a\u0000b' })).toEqual({ message: ['platform.feedback.errors.invalidCharacters'] })
    expect(errors({ category: undefined })).toEqual({ category: ['platform.feedback.errors.categoryInvalid'] })
    expect(errors({ email: email254 })).toEqual({})
    expect(errors({ email: `e${email254}` })).toEqual({ email: ['platform.feedback.errors.emailInvalid'] })
    expect(errors({ email: 'a\u0000@example.org' })).toEqual({ email: ['platform.feedback.errors.emailInvalid', 'platform.feedback.errors.emailInvalid'] })
    expect(errors({ email: 5 })).toEqual({ email: ['platform.feedback.errors.emailInvalid'] })
    expect(errors({ path: `/${'p'.repeat(511)}` })).toEqual({})
    expect(errors({ path: `/${'p'.repeat(512)}` })).toEqual({ path: ['platform.feedback.errors.pathInvalid'] })
    expect(errors({ path: `/${'p'.repeat(511)}?${'q'.repeat(1535)}` })).toEqual({})
    expect(errors({ path: `/${'p'.repeat(511)}?${'q'.repeat(1536)}` })).toEqual({ path: ['platform.feedback.errors.pathInvalid'] })
    expect(errors({ path: '/a b' })).toEqual({ path: ['platform.feedback.errors.pathInvalid'] })
    expect(errors({ path: '/a\\b' })).toEqual({ path: ['platform.feedback.errors.pathInvalid'] })
    expect(errors({ path: undefined })).toEqual({ path: ['platform.feedback.errors.pathInvalid'] })
    expect(FeedbackSchema.parse({ ...valid, email: '', extra: 'x' })).toEqual(valid)
  })
})

/** The form intents of the three share buttons (the tool page action answers them without JavaScript). */
export const SHARE_INTENTS = { link: 'share:link', qr: 'share:qr', pdf: 'share:pdf' } as const
export type ShareFlow = keyof typeof SHARE_INTENTS
export type ShareIntent = (typeof SHARE_INTENTS)[ShareFlow]

/**
 * The PDF button of the warning shown without JavaScript when options are hidden: the PDF,
 * knowing they are left out.
 */
export const PDF_CONFIRMED_INTENT = 'share:pdf:confirmed'

/** The id of the option grid's form, which the warning's buttons submit from outside it. */
export const OPTION_GRID_FORM_ID = 'option-grid-form'

export function isShareIntent(value: unknown): value is ShareIntent {
  return Object.values(SHARE_INTENTS).includes(value as ShareIntent)
}

/** What a share button posted without JavaScript gets back from the tool page's action. */
export type ShareAnswer =
  | { task: ShareFlow; link: string; qrSrc: string | null; pdfHref: string | null }
  | { task: ShareFlow; error: true }
  /** Options are hidden: the PDF waits for the spec's warning to be confirmed. */
  | { task: 'pdf'; confirmHidden: true }

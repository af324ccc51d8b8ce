/** What a tool list asks its dialogs host to open. */
export type DialogRequest =
  | {
      kind: 'info'
      title: string
      apiPath: string
      trigger: HTMLElement | null
      language?: string
      /** The tool's address, when the visitor may open it. */
      toolHref: string | null
    }
  | { kind: 'subscription'; title: string; slug: string; trigger: HTMLElement | null }

/** What a page inside an EHR session knows about its frame (the root loader's `embed`). */
export type EmbedState = {
  /** The CSRF token every post of this EHR session carries (csrf.server.ts). */
  csrfToken: string
  /** The origins allowed to frame the page: the only ones a handshake message is sent to. */
  hostOrigins: string[]
  /** The token of the handshake messages (SMART Web Messaging handle when the EHR gave one); null without a live session. */
  handshakeToken: string | null
}

export const EMBED_META = 'consilium-embed'

/** How long a reset link works. */
export const RESET_TOKEN_MINUTES = 30

/** A reset token: 256 random bits, base64url (43 characters). */
export const RESET_TOKEN = /^[A-Za-z0-9_-]{43}$/

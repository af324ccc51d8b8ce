import type { HttpHandler } from 'msw'

/** One list per outside system; none is called by the product yet. */
export const handlers: HttpHandler[] = []

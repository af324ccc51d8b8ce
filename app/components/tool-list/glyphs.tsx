import type { Glyph as GlyphName } from '#app/catalogue/types.ts'

const PATHS: Record<GlyphName | 'patientData' | 'keyData' | 'faq', string> = {
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 4.5a1.25 1.25 0 1 1 0 2.5 1.25 1.25 0 0 1 0-2.5ZM10.5 11h2.5v6.5h-2v-4.5h-.5Z',
  delete: 'M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Zm4 2v8h1.5v-8H10Zm3.5 0v8H15v-8h-1.5Z',
  star: 'm12 2.5 2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 17.3l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8L12 2.5Z',
  sparkle: 'M12 2l2.2 6.3L20.5 10.5l-6.3 2.2L12 19l-2.2-6.3L3.5 10.5l6.3-2.2L12 2Zm7 13 1 2.5 2.5 1-2.5 1-1 2.5-1-2.5-2.5-1 2.5-1 1-2.5Z',
  patientData: 'M12 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8Zm-7 17c0-3.9 3.1-7 7-7s7 3.1 7 7v1H5v-1Z',
  keyData: 'M4 20V10h3v10H4Zm6.5 0V4h3v16h-3ZM17 20v-7h3v7h-3Z',
  faq: 'M4 4h16v12H8l-4 4V4Zm7 8.5v1.5h2v-1.5h-2Zm1-6.5c-1.7 0-3 1.1-3 2.6h2c0-.5.4-.8 1-.8s1 .3 1 .8c0 .9-2 .9-2 2.9h2c0-1.4 2-1.6 2-3 0-1.4-1.3-2.5-3-2.5Z',
}

/** A small decorative icon; the control around it carries the accessible name. */
export function Glyph({ name, className = 'h-5 w-5' }: { name: keyof typeof PATHS; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} fill="currentColor">
      <path d={PATHS[name]} />
    </svg>
  )
}

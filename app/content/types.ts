/** A page of editorial prose: one h1, an introduction and sections with stable anchors. */
export type ContentSection = {
  /** The section's anchor (#id); other pages link to some of them. */
  id: string
  heading: string
  paragraphs: string[]
  list?: string[]
  /** Paragraphs after the list. */
  after?: string[]
}

export type ContentPage = {
  title: string
  description: string
  intro: string[]
  /** The heading of the in-page table of contents. */
  contents: string
  sections: ContentSection[]
}

/** `{brand}` in page text becomes the brand's name. */
export function withBrand<T>(value: T, brand: string): T {
  return JSON.parse(JSON.stringify(value).replaceAll('{brand}', brand.replaceAll('"', '\\"'))) as T
}

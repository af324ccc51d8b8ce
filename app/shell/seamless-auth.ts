/**
 * The interface switcher (spec 01 §2, Header): the seamless-auth link of the sister product
 * names, in its toInterfaceId parameter, which interface it leads to. Only dmx and dmp show
 * a tab; the tab carries the visitor's place (path, query and hash) in returnToUri.
 */
export const INTERFACE_PRODUCTS = {
  dmx: 'Consilium Reference',
  dmp: 'Consilium Point of Care',
} as const

export type InterfaceId = keyof typeof INTERFACE_PRODUCTS

export type InterfaceSwitch = { href: string; label: string }

export type Place = { pathname: string; search?: string; hash?: string }

const defaultLabel = (product: string) => `Back to ${product}`

function interfaceIdOf(url: URL): InterfaceId | null {
  const id = url.searchParams.get('toInterfaceId')
  return id === 'dmx' || id === 'dmp' ? id : null
}

/**
 * The switcher tab for this place, or null when there is no seamless-auth link, it is not a
 * valid http(s) URL, or its toInterfaceId is neither dmx nor dmp.
 */
export function interfaceSwitch(
  seamlessAuthUrl: string | null | undefined,
  place: Place,
  label: (product: string) => string = defaultLabel,
): InterfaceSwitch | null {
  if (!seamlessAuthUrl) return null
  let url: URL
  try {
    url = new URL(seamlessAuthUrl)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const id = interfaceIdOf(url)
  if (!id) return null
  const search = place.search && place.search !== '?' ? place.search : ''
  const hash = place.hash && place.hash !== '#' ? place.hash : ''
  url.searchParams.set('returnToUri', `${place.pathname}${search}${hash}`)
  return { href: url.toString(), label: label(INTERFACE_PRODUCTS[id]) }
}

import type { BackendModule, ResourceKey } from 'i18next'

// One chunk per locale file, fetched only when that locale is used.
const loaders = import.meta.glob<{ default: ResourceKey }>('../locales/*/*.json')

export class MissingLocaleError extends Error {
  override name = 'MissingLocaleError'
}

export async function loadNamespace(
  language: string,
  namespace: string,
  available: Record<string, () => Promise<{ default: ResourceKey }>> = loaders,
): Promise<ResourceKey> {
  const file = `../locales/${language}/${namespace}.json`
  const load = available[file]
  if (!load) throw new MissingLocaleError(`Cannot find module '${file}'`)
  return (await load()).default
}

export const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadNamespace(language, namespace).then(
      (data) => callback(null, data),
      (error: Error) => callback(error, false),
    )
  },
}

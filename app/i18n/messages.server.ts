import { MissingLocaleError } from './locale-files.ts'
import type { Messages } from './translator.ts'

const loaders = import.meta.glob<{ default: Messages }>('../locales/*/*.json')

export async function loadNamespace(
  language: string,
  namespace: string,
  available: Record<string, () => Promise<{ default: Messages }>> = loaders,
): Promise<Messages> {
  const file = `../locales/${language}/${namespace}.json`
  const load = available[file]
  if (!load) throw new MissingLocaleError(`Cannot find module '${file}'`)
  return (await load()).default
}

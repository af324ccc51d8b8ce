import { describe, expect, test } from 'vitest'

import routes from '#app/routes.ts'

import { classOf } from '../../server/route-classes.ts'

type Entry = { path?: string; file: string; children?: Entry[] }

/** Each route's path as a request would carry it: parameters filled in with a sample. */
function paths(entries: Entry[]): { path: string; file: string }[] {
  return entries.flatMap((e) => [
    { path: `/${(e.path ?? '').replace(/:[A-Za-z]+/g, 'x').replace(/\*$/, 'anything')}`, file: e.file },
    ...paths(e.children ?? []),
  ])
}

describe('route classes follow app/routes.ts', () => {
  test.each(paths(routes as Entry[]))('$path ($file)', ({ path, file }) => {
    expect(classOf(path)).toBe(file.startsWith('routes/api/') ? 'api' : file.startsWith('routes/cds/') ? 'cds' : 'document')
  })

  test('a router data request of a page is a page request', () => {
    expect(classOf('/tool/anion-gap.data')).toBe('document')
    expect(classOf('/_root.data')).toBe('document')
  })
})

import { writeFileSync } from 'node:fs'

import { test } from 'vitest'

import { definitionsJson } from '#tests/support/definitions-json.ts'

// Writes the parsed definitions that engine/tools/equivalence.test.ts compares against:
// DUMP_DEFINITIONS=1 npx vitest run scripts/dump-definitions.test.ts
test.runIf(process.env.DUMP_DEFINITIONS === '1')('dump the parsed tool and aid definitions', () => {
  writeFileSync(new URL('../engine/tools/__fixtures__/definitions-before.json', import.meta.url), definitionsJson())
})

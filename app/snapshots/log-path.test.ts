import { expect, test } from 'vitest'

import { loggablePath } from './log-path.ts'

test('snapshot ids never reach the request log', () => {
  expect(loggablePath('/api-tool-experience/snapshot/AbC_-123')).toBe('/api-tool-experience/snapshot/:snapshotId')
  expect(loggablePath('/api-tool-experience/snapshot/AbC/extra')).toBe('/api-tool-experience/snapshot/:snapshotId/extra')
  expect(loggablePath('/tool/cha2ds2-vasc')).toBe('/tool/cha2ds2-vasc')
})

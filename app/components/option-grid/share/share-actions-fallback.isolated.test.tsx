/** @vitest-environment jsdom */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'

import { createSnapshotStore, initialSnapshotState } from '#app/snapshots/snapshot-machine.ts'

import { ShareActions } from './share-actions.tsx'
import { withI18n } from '#app/i18n/test-i18n.tsx'
import { AGG, BODY, TOOL } from './share-test-utils.tsx'

// The dialogs' chunk cannot be fetched (offline, or a deploy replaced it).
vi.mock('./share-dialogs.tsx', () => {
  throw new Error('Failed to fetch dynamically imported module')
})

afterEach(cleanup)

test('when the dialogs cannot load, the button posts its intent as it does without JavaScript', async () => {
  const submitted: (string | undefined)[] = []
  render(
    withI18n(
      <form
        onSubmit={(event) => {
          event.preventDefault()
          submitted.push((event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') ?? undefined)
        }}
      >
        <ShareActions
          tool={TOOL}
          aggregateId={AGG}
          store={createSnapshotStore(initialSnapshotState(AGG))}
          snapshotBody={() => BODY}
          hiddenOptions={0}
          staticPdf={null}
        />
      </form>,
    ),
  )
  fireEvent.click(screen.getByRole('button', { name: 'QR Code' }))
  // The click itself does not post: the page stays while the dialogs load.
  expect(submitted).toEqual([])
  await act(() => vi.waitFor(() => expect(submitted).toEqual(['share:qr'])))
  expect(screen.queryByRole('dialog')).toBeNull()
})

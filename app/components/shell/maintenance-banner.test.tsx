// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'

import { maintenanceAlert } from '#app/flags/flags.ts'

import { MaintenanceBanner } from './maintenance-banner.tsx'

afterEach(cleanup)

test('defaults: a labelled region with the spec texts, not a live region', () => {
  render(<MaintenanceBanner alert={maintenanceAlert({ 'dd-maintenance-alert': { payload: null } })!} />)
  const region = screen.getByRole('region', { name: 'Site-Wide Alert' })
  expect(region.textContent).toContain('A message has not been set for this alert.')
  expect(region.getAttribute('aria-live')).toBeNull()
  expect(region.getAttribute('role')).toBeNull()
  expect(screen.queryByRole('alert')).toBeNull()
})

test('payload texts and the alert label', () => {
  render(
    <MaintenanceBanner
      alert={maintenanceAlert({
        'dd-maintenance-alert': { payload: { alert: 'Maintenance', heading: 'Planned downtime', message: 'Sunday 02:00–03:00 UTC.' } },
      })!}
    />,
  )
  const region = screen.getByRole('region', { name: 'Planned downtime' })
  expect(region.textContent).toContain('Maintenance')
  expect(region.textContent).toContain('Sunday 02:00–03:00 UTC.')
})

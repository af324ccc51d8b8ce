/** @vitest-environment jsdom */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'

import en from '#app/locales/en-US/common.json'
import { withI18n } from '#app/i18n/test-i18n.tsx'
import { NotificationRegion } from '#app/components/notifications/notification-region.tsx'
import { NOTIFICATION_HIDE_MS } from '#app/components/notifications/toast-list.tsx'
import { FORBIDDEN_EVENT, NOTIFY_EVENT, notificationFor, notify } from '#app/utils/api-client.ts'

import ForbiddenDialog, { forbiddenTextKey } from './forbidden-dialog.tsx'

beforeAll(() => {
  // jsdom has no modal dialogs.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('notification region', () => {
  test('shows the notification of a failed call as a toast in a polite live region, and hides it', async () => {
    render(withI18n(<NotificationRegion />))
    const region = screen.getByRole('status')
    expect(region.textContent).toBe('')
    act(() => notify(notificationFor({ status: 500, statusText: 'Internal Server Error' })!))
    expect(await screen.findByText('Error 500')).toBeTruthy()
    expect(screen.getByText('Internal Server Error')).toBeTruthy()
    expect(region.contains(screen.getByText('Error 500'))).toBe(true)

    fireEvent.click(screen.getByRole('button', { name: /Error 500/ }))
    expect(screen.queryByText('Error 500')).toBeNull()
  })

  test('no response: "Error" / "Some problems with network connection"; toasts stack and hide after a few seconds', async () => {
    render(withI18n(<NotificationRegion />))
    act(() => notify(notificationFor(null)!))
    expect(await screen.findByText('Some problems with network connection')).toBeTruthy()
    vi.useFakeTimers()
    act(() => window.dispatchEvent(new CustomEvent(NOTIFY_EVENT, { detail: { title: 'Error 502', text: 'Bad Gateway' } })))
    expect(screen.getByText('Error')).toBeTruthy()
    expect(screen.getByText('Error 502')).toBeTruthy()
    act(() => vi.advanceTimersByTime(NOTIFICATION_HIDE_MS + 10))
    expect(screen.queryByText('Error 502')).toBeNull()
  })

  test('a focused toast stays until the focus leaves', async () => {
    render(withI18n(<NotificationRegion />))
    act(() => notify({ title: 'Error 404', text: 'Not Found' }))
    const button = await screen.findByRole('button', { name: /Error 404/ })
    vi.useFakeTimers()
    act(() => button.focus())
    act(() => vi.advanceTimersByTime(NOTIFICATION_HIDE_MS * 2))
    expect(screen.getByText('Error 404')).toBeTruthy()
    act(() => button.blur())
    act(() => vi.advanceTimersByTime(NOTIFICATION_HIDE_MS + 10))
    expect(screen.queryByText('Error 404')).toBeNull()
  })
})

describe('forbidden dialog', () => {
  test('smart-token-expired has its own text; anything else the general one', () => {
    expect(en.consent.forbidden.expired).toBe('Sorry, your current session has expired. Please launch the application again')
    expect(en.consent.forbidden.unexpected).toBe('An unexpected error has occurred. Please launch the application again')
    expect(forbiddenTextKey('smart-token-expired')).toBe('consent.forbidden.expired')
    expect(forbiddenTextKey('forbidden')).toBe('consent.forbidden.unexpected')
    expect(forbiddenTextKey(null)).toBe('consent.forbidden.unexpected')
  })

  test('opens as a modal dialog and closes', () => {
    const onClose = vi.fn()
    render(withI18n(<ForbiddenDialog message="smart-token-expired" onClose={onClose} />))
    const dialog = screen.getByRole('dialog')
    expect(dialog.hasAttribute('open')).toBe(true)
    expect(dialog.textContent).toContain(en.consent.forbidden.expired)
    ;(dialog as HTMLDialogElement).close()
    expect(onClose).toHaveBeenCalled()
  })

  test('the API client raises the event the shell listens to', () => {
    expect(FORBIDDEN_EVENT).toBe('consilium:forbidden')
  })
})

import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '#app/i18n/use-translation.tsx'
import { Link, useLocation, useNavigate, useRevalidator } from 'react-router'

import { FAVOURITE_FLASH_PARAM, FAVOURITE_OUTCOMES, FAVOURITE_PENDING, PENDING_BOOKMARK_KEY, withFavouriteOutcome, type FavouriteOutcome } from '#app/favourites/flash.ts'
import { useRootData } from '#app/hooks/use-root-data.ts'
import type { BookmarkState } from '#app/tools/tool-view.ts'
import { CsrfField } from '#app/components/csrf-field.tsx'

const CLICK_DEBOUNCE_MS = 200
const TOAST_MS = 3000

/**
 * Bookmarks the tool (spec 02 §4 Favourite). Without JavaScript it is a form post to
 * /favourites that comes back with `?favourite=<outcome>`; with it, the favourite-tool API,
 * the favourite modal and the toast, then the page data is revalidated.
 */
export function BookmarkButton({ bookmark }: { bookmark: BookmarkState }) {
  const { t } = useTranslation()
  const location = useLocation()
  const root = useRootData()
  const revalidator = useRevalidator()
  const navigate = useNavigate()
  const [favouriteId, setFavouriteId] = useState(bookmark.favouriteId)
  const [toast, setToast] = useState<string | null>(null)
  const [flashShown, setFlashShown] = useState(true)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const clickTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const toastTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const busy = useRef(false)

  useEffect(() => setFavouriteId(bookmark.favouriteId), [bookmark.favouriteId])
  const params = new URLSearchParams(location.search)
  const flag = params.get(FAVOURITE_FLASH_PARAM)
  const flash = (FAVOURITE_OUTCOMES as readonly (string | null)[]).includes(flag) ? (flag as FavouriteOutcome) : null
  useEffect(() => {
    setFlashShown(true)
    if (flash !== 'exists' && flash !== 'removed') return
    const timer = setTimeout(() => setFlashShown(false), TOAST_MS)
    return () => clearTimeout(timer)
  }, [flash])
  useEffect(
    () => () => {
      clearTimeout(clickTimer.current)
      clearTimeout(toastTimer.current)
    },
    [],
  )

  const pending = flag === FAVOURITE_PENDING && bookmark.signedIn && favouriteId === null
  params.delete(FAVOURITE_FLASH_PARAM)
  const here = location.pathname + (params.size ? `?${params}` : '')
  const sessionNumber = params.get('session-number')
  const signInHref = `/login?returnToUrl=${encodeURIComponent(withFavouriteOutcome(here, FAVOURITE_PENDING))}${sessionNumber ? `&session-number=${encodeURIComponent(sessionNumber)}` : ''}`

  // Back from signing in that this browser started from Bookmark: the bookmark is finished.
  const finishPending = useRef(false)
  useEffect(() => {
    if (!pending || finishPending.current || takePendingBookmark() !== bookmark.an) return
    finishPending.current = true
    void navigate(here, { replace: true, preventScrollReset: true })
    void toggle()
  })

  if (root?.isSnapshotView) return null
  const showToast = (text: string) => {
    setToast(text)
    clearTimeout(toastTimer.current)
    toastTimer.current = setTimeout(() => setToast(null), TOAST_MS)
  }

  const toggle = async () => {
    if (busy.current) return
    if (!bookmark.signedIn) return dialogRef.current?.showModal()
    busy.current = true
    try {
      const { changeFavourite } = await import('./bookmark-actions.ts')
      const change = await changeFavourite(bookmark, favouriteId)
      if (change.kind === 'added') {
        setFavouriteId(change.id)
        dialogRef.current?.showModal()
      } else if (change.kind === 'removed') {
        setFavouriteId(null)
        showToast(t('favourites.removed'))
      } else if (change.kind === 'exists') {
        showToast(t('favourites.exists'))
      }
    } finally {
      busy.current = false
      // Favourites are read again whatever happened (spec 01 §4), so the button and My Tools agree.
      void revalidator.revalidate()
    }
  }

  const flashText = pending
    ? t('favourites.pending')
    : flash === 'added' ? t('favourites.added') : flash === 'exists' ? t('favourites.exists') : flash === 'removed' ? t('favourites.removed') : null
  const message = toast ?? (flashShown ? flashText : null)

  return (
    <>
      <form
        method="post"
        action="/favourites"
        onSubmit={(event) => {
          event.preventDefault()
          clearTimeout(clickTimer.current)
          clickTimer.current = setTimeout(() => void toggle(), CLICK_DEBOUNCE_MS)
        }}
      >
        <CsrfField />
        <input type="hidden" name="intent" value={favouriteId ? 'remove' : 'add'} />
        {favouriteId ? (
          <input type="hidden" name="favoriteToolId" value={favouriteId} />
        ) : (
          <>
            <input type="hidden" name="an" value={bookmark.an} />
            <input type="hidden" name="toolType" value={bookmark.toolType} />
          </>
        )}
        <input type="hidden" name="returnTo" value={here} />
        <button
          ref={buttonRef}
          type="submit"
          aria-pressed={favouriteId !== null}
          className="inline-flex items-center gap-1.5 rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 aria-pressed:bg-brand-700 aria-pressed:text-white"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill={favouriteId ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
            <path d="M6 3h12v18l-6-4-6 4z" strokeLinejoin="round" />
          </svg>
          {t('favourites.bookmark')}
        </button>
      </form>
      <div
        role="status"
        className={
          message ? 'fixed inset-x-4 bottom-24 z-30 mx-auto flex max-w-md items-center justify-between gap-3 rounded-md bg-slate-900 px-4 py-3 text-white shadow-lg' : 'sr-only'
        }
      >
        {message}
        {message && !toast ? (
          <Link to={here} replace preventScrollReset className="shrink-0 rounded px-2 py-1 font-semibold underline">
            {t('favourites.okay')}
          </Link>
        ) : null}
      </div>
      <dialog
        ref={dialogRef}
        aria-labelledby="favourite-dialog-text"
        onClose={() => buttonRef.current?.focus()}
        className="m-auto max-w-md space-y-4 rounded-lg p-6 backdrop:bg-slate-900/60"
      >
        <p id="favourite-dialog-text" className="text-slate-900">
          {bookmark.signedIn ? t('favourites.added') : t('favourites.signInPrompt')}
        </p>
        <form method="dialog" className="flex flex-wrap justify-end gap-3">
          {bookmark.signedIn ? (
            <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
              {t('favourites.okay')}
            </button>
          ) : (
            <>
              <button type="submit" className="rounded-md border border-slate-500 px-4 py-2 font-medium text-slate-800 hover:bg-slate-50">
                {t('favourites.close')}
              </button>
              <Link
                to={signInHref}
                onClick={() => rememberPendingBookmark(bookmark.an)}
                className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
              >
                {t('favourites.signInRegister')}
              </Link>
            </>
          )}
        </form>
      </dialog>
    </>
  )
}

function rememberPendingBookmark(an: string) {
  try {
    sessionStorage.setItem(PENDING_BOOKMARK_KEY, an)
  } catch {
    // Storage blocked: after signing in the page offers the bookmark instead.
  }
}

function takePendingBookmark(): string | null {
  try {
    const an = sessionStorage.getItem(PENDING_BOOKMARK_KEY)
    sessionStorage.removeItem(PENDING_BOOKMARK_KEY)
    return an
  } catch {
    return null
  }
}

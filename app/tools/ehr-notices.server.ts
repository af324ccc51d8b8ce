import { createCookie, redirect, type RouterContextProvider } from 'react-router'

import { ehrSessionOf } from '#app/middleware/ehr-session.server.ts'
import { dismissBanner, getPreference, updatePreference, type PreferenceOwner } from '#app/auth/preferences.server.ts'
import { safeReturnPath } from '#app/auth/schemas.ts'
import { databaseContext, ehrSessionContext, sessionContext } from '#app/context.server.ts'
import { findTool } from '#engine/library.ts'
import type { ToolDefinition } from '#engine/schema/tool.ts'

import { bannerDismissedIn, productKeyOf, type EhrNotices } from './ehr-prefill.ts'

type Context = Readonly<RouterContextProvider>

/**
 * Notices hidden for this browser session only (the banner dismissed without 'Don't show again',
 * and either notice when there is nobody to keep a preference for): a session cookie holding
 * tool content names and a flag, never patient data (decision 0047).
 */
export const ehrNoticesCookie = createCookie('ehr_notices', {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
})

type Hidden = { banners: string[]; popup: boolean }
const MAX_BANNERS = 100

async function hiddenOf(request: Request): Promise<Hidden> {
  const value: unknown = await ehrNoticesCookie.parse(request.headers.get('Cookie')).catch(() => null)
  if (!value || typeof value !== 'object') return { banners: [], popup: false }
  const v = value as Record<string, unknown>
  const banners = Array.isArray(v.banners) ? v.banners.filter((s): s is string => typeof s === 'string').slice(-MAX_BANNERS) : []
  return { banners, popup: v.popup === true }
}

/**
 * Whose preferences the request keeps: the EHR user of an EHR launch (the clinician inside the
 * record), else the signed-in account, else nobody.
 */
export async function preferenceOwnerOf(context: Context): Promise<PreferenceOwner | null> {
  const ehr = await context.get(ehrSessionContext)()
  if (ehr?.userHash) return { kind: 'ehr', userHash: ehr.userHash }
  const user = context.get(sessionContext)
  return user ? { kind: 'user', userId: user.userId } : null
}

/** Which EHR notices the tool page shows: the banner unless dismissed, the missing-data popup once. */
export async function ehrNoticesOf(context: Context, request: Request, tool: ToolDefinition, missing: boolean): Promise<EhrNotices> {
  const owner = await preferenceOwnerOf(context)
  const hidden = await hiddenOf(request)
  const preference = owner ? await getPreference(await context.get(databaseContext), owner) : null
  const dismissed = hidden.banners.includes(tool.contentName) || bannerDismissedIn(preference?.productCode, tool)
  return {
    banner: !dismissed,
    popup: missing && !hidden.popup && (preference?.showInfoPopup ?? true),
    canRemember: owner !== null,
  }
}

/**
 * A form post of the banner's Dismiss or the popup's Close (with JavaScript or without):
 * saves the preference or the session flag, then goes back to the page (or answers JSON).
 * Null when the form is not one of these.
 */
export async function saveEhrNotice(context: Context, request: Request, form: FormData): Promise<Response | null> {
  const notice = form.get('notice')
  if (notice !== 'banner' && notice !== 'popup') return null
  const returnTo = safeReturnPath(typeof form.get('returnTo') === 'string' ? String(form.get('returnTo')) : '/')
  const tool = typeof form.get('tool') === 'string' ? findTool(String(form.get('tool'))) : null
  if (notice === 'banner' && !tool) return Response.json({ error: 'unknown_tool', message: 'This tool does not exist.' }, { status: 400 })
  const owner = await preferenceOwnerOf(context)
  const hidden = await hiddenOf(request)
  const remember = notice === 'popup' || form.get('remember') === 'on'
  let saved: 'preference' | 'session' = 'session'
  if (remember && owner) {
    const db = await context.get(databaseContext)
    if (notice === 'banner') await dismissBanner(db, owner, productKeyOf(tool!), tool!.contentName)
    else await updatePreference(db, owner, { showInfoPopup: false })
    saved = 'preference'
  }
  // The session flag too: it hides the notice at once, also when there is nobody to remember for.
  if (notice === 'banner') hidden.banners = [...hidden.banners.filter((n) => n !== tool!.contentName), tool!.contentName].slice(-MAX_BANNERS)
  else hidden.popup = true
  // Under an EHR session the page may be framed by the EHR (another site): like the EHR session
  // cookie, the flag must then be a partitioned SameSite=None cookie, or the frame never sends it.
  const framed = (await ehrSessionOf(context)) !== null
  const options = framed
    ? { secure: true, sameSite: 'none' as const, partitioned: true }
    : { secure: new URL(request.url).protocol === 'https:' }
  const headers = {
    'Set-Cookie': await ehrNoticesCookie.serialize(hidden, options),
    'Cache-Control': 'no-store',
  }
  if (form.get('reply') === 'json') return Response.json({ saved }, { headers })
  return redirect(returnTo, { headers })
}

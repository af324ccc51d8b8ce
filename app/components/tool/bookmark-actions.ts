import type { BookmarkState } from '#app/tools/tool-view.ts'
import { apiFetch, ApiError } from '#app/utils/api-client.ts'

const API = '/api-tool-metadata/metadata/favourite-tool'

export type FavouriteChange = { kind: 'added'; id: string } | { kind: 'removed' } | { kind: 'exists' } | { kind: 'failed' }

/**
 * Adds the tool to the user's favourites, or removes the favourite with this id. Loaded on
 * the first click only, so the API client does not weigh on the tool page's first paint.
 */
export async function changeFavourite(bookmark: BookmarkState, favouriteId: string | null): Promise<FavouriteChange> {
  try {
    if (favouriteId) {
      await apiFetch(`${API}/${encodeURIComponent(favouriteId)}`, { method: 'DELETE' })
      return { kind: 'removed' }
    }
    const added = await apiFetch<{ favoriteToolId: string }>(API, {
      method: 'POST',
      json: { an: bookmark.an, toolType: bookmark.toolType },
    })
    return { kind: 'added', id: added.favoriteToolId }
  } catch (error) {
    return error instanceof ApiError && error.status === 409 ? { kind: 'exists' } : { kind: 'failed' }
  }
}

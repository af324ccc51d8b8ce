import { snapshotApi } from '#app/snapshots/snapshot-api.ts'

/**
 * Records that the chart note of this tool session was copied (CHART_NOTE_COPIED: the encounter
 * report's 'Chart Note Copied' column). Fire and forget: copying never waits on it or fails by it.
 */
export function recordChartNoteCopied(aggregateId: string | null): void {
  if (!aggregateId) return
  void fetch(snapshotApi.event('chart-note-copied', aggregateId), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
    keepalive: true,
  }).catch(() => undefined)
}

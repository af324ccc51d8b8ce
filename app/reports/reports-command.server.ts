import { closeDb, getDb } from '#app/db/db.server.ts'

import { auditLog } from './reports.server.ts'

const USAGE = 'Usage: npm run reports -- audit [--limit N]'

/** `npm run reports -- audit`: the audit rows, newest first, one tab-separated line each. */
export async function runReportsCommand(args: string[], out: (line: string) => void = console.log): Promise<number> {
  if (args[0] !== 'audit') {
    out(USAGE)
    return args.length === 0 ? 0 : 2
  }
  const limitAt = args.indexOf('--limit')
  const limit = limitAt >= 0 ? Number.parseInt(args[limitAt + 1] ?? '', 10) : 100
  if (!Number.isInteger(limit) || limit < 1) {
    out(USAGE)
    return 2
  }
  try {
    const rows = await auditLog(await getDb(), limit)
    out(['at (UTC)', 'action', 'report', 'organisation', 'user', 'start', 'end', 'rows'].join('\t'))
    for (const r of rows) {
      out([r.at.toISOString(), r.action, r.reportId, r.organisationId, r.userId ?? '', r.startDate, r.endDate, r.rowCount ?? ''].join('\t'))
    }
    return 0
  } finally {
    await closeDb()
  }
}

import type { ToolDefinition } from '#engine/schema/tool.ts'

import audit from '../../docs/clinical-safety.md?raw'
import { contentStatusOf, parseAudit, type ContentStatus } from './content-status.ts'

/** The clinical-safety audit, one row per tool and aid: the document is the record, read at build time. */
export const AUDIT = parseAudit(audit)

const today = () => new Date().toISOString().slice(0, 10)

export function contentStatus(tool: ToolDefinition, on: string = today()): ContentStatus {
  return contentStatusOf(tool, AUDIT.get(tool.slug), on)
}

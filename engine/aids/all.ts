import type { ToolDefinitionInput } from '../schema/tool.ts'
import afAidEs from './af-anticoagulation.es.ts'
import afAid from './af-anticoagulation.ts'
import breastSurgeryAidEs from './breast-cancer-surgery.es.ts'
import breastSurgeryAid from './breast-cancer-surgery.ts'
import kneeAidEs from './knee-osteoarthritis.es.ts'
import kneeAid from './knee-osteoarthritis.ts'
import statinAidEs from './statins.es.ts'
import statinAid from './statins.ts'

/**
 * Decision aids: tool definitions with an option grid. Kept out of engine/tools until the
 * tool page renders option grids; a translation is its own definition with the same slug and
 * another `language` (decision 0022).
 */
export const AIDS: readonly ToolDefinitionInput[] = [statinAid, statinAidEs, afAid, afAidEs, breastSurgeryAid, breastSurgeryAidEs, kneeAid, kneeAidEs]

import { expect, test, type Page } from '@playwright/test'

import { ToolDefinitionSchema, type ToolDefinition } from '../../engine/schema/tool.ts'
import apgarScore from '../../engine/tools/apgar-score.ts'
import apri from '../../engine/tools/apri.ts'
import asaPhysicalStatus from '../../engine/tools/asa-physical-status.ts'
import cha2ds2Va from '../../engine/tools/cha2ds2-va.ts'
import phq2 from '../../engine/tools/phq-2.ts'
import shockIndex from '../../engine/tools/shock-index.ts'
import wintersFormula from '../../engine/tools/winters-formula.ts'
import { expectAxeClean } from './axe.ts'
import { open } from './helpers.ts'
import { assessmentHeading, choose, continueButton, refreshVisibility, result, textbox } from './tool-helpers.ts'

/**
 * One calculator of each area the library grew into (issue 19: emergency care, internal
 * medicine and ICU, kidney and liver, cardiology, primary care and mental health, obstetrics and
 * paediatrics, peri-operative care), completed end to end with and without JavaScript: the
 * inputs of one of its reference vectors entered as a clinician would, by their labels, and the
 * results the vector expects read from the page. axe runs on the form and on the result.
 */

test.describe.configure({ timeout: 90_000 })

const CASES: [ToolDefinition, string][] = [
  [ToolDefinitionSchema.parse(shockIndex), 'HR 70, BP 130/80'],
  [ToolDefinitionSchema.parse(wintersFormula), 'HCO₃ 12 mmol/L'],
  [ToolDefinitionSchema.parse(apri), 'AST 40, ULN 40'],
  [ToolDefinitionSchema.parse(cha2ds2Va), 'No risk factor'],
  [ToolDefinitionSchema.parse(phq2), 'Score 2'],
  [ToolDefinitionSchema.parse(apgarScore), 'Acrocyanosis only'],
  [ToolDefinitionSchema.parse(asaPhysicalStatus), 'Healthy patient'],
]

const fieldOf = (tool: ToolDefinition, key: string) => Object.values(tool.controls).find((f) => f.name === key || f.cpdn === key)

/**
 * Enters one input by its label: a number in its text box, a choice by the name of its answer.
 * A question shown by earlier answers appears, without JavaScript, once the form is updated.
 */
async function enter(page: Page, tool: ToolDefinition, key: string, value: unknown, javaScriptEnabled: boolean): Promise<void> {
  const field = fieldOf(tool, key)
  if (!field) throw new Error(`${tool.slug}: no field ${key}`)
  if (field.visibility) await refreshVisibility(page, javaScriptEnabled)
  const info = field.attributes?.fieldInfo
  const label = String(info?.baseContent ?? field.name)
  const answer = info?.labels?.find((l) => String(l.value) === String(value))
  if (answer) await choose(page, label, String(answer.name))
  else await textbox(page, label).fill(String(value))
}

/** The number as the page shows it: with the result's decimals, or as it is when it has none. */
function shown(tool: ToolDefinition, key: string, value: number): string {
  const decimals = fieldOf(tool, key)?.attributes?.fieldInfo?.decimals
  return decimals === undefined ? String(value) : value.toFixed(decimals)
}

for (const [tool, description] of CASES) {
  test(`${tool.category}: ${tool.name} from its reference vector "${description}"`, async ({ page, javaScriptEnabled }) => {
    const vector = tool.testVectors.find((v) => v.description.startsWith(description))
    if (!vector) throw new Error(`${tool.slug}: no vector "${description}"`)
    await open(page, `/tool/${tool.slug}`, javaScriptEnabled)
    await expectAxeClean(page, javaScriptEnabled)
    for (const [key, value] of Object.entries(vector.inputs)) await enter(page, tool, key, value, javaScriptEnabled)
    await continueButton(page).click()

    await expect(assessmentHeading(page)).toBeVisible()
    for (const [key, value] of Object.entries(vector.expected)) {
      const text = typeof value === 'number' ? shown(tool, key, value) : String(value)
      await expect(result(page, key), key).toContainText(text)
    }
    await expectAxeClean(page, javaScriptEnabled)
  })
}

import type { ClientTool } from '#engine/schema/tool.ts'
import { convertMeasure } from '#engine/units.ts'
import { CHOICE_SUFFIX, TYPED_SUFFIX, TYPED_UNIT_SUFFIX, UNIT_SUFFIX } from '#app/tools/form-inputs.ts'

/**
 * A unit choice converts what is already typed into the new unit on the spot, with the unit
 * beside it and the unit posted with it, so the number beside a unit is always in that unit.
 * Converting back gives exactly what was typed (kept in `x.typed` while the box is unedited).
 */
export function convertTypedValues(tool: ClientTool, form: HTMLFormElement, control: HTMLInputElement | HTMLSelectElement) {
  const owner = control.name.slice(0, -CHOICE_SUFFIX.length)
  const container = tool.controls[owner]
  const names = container?.type === 'numeric.heightweight' ? (container.children ?? []) : [owner]
  const hidden = (name: string) => form.querySelector<HTMLInputElement>(`input[hidden][name="${CSS.escape(name)}"]`)
  for (const name of names) {
    const field = tool.controls[name]
    const measure = field?.attributes?.measureInfo
    const input = form.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"][data-unit]`)
    const unitInput = hidden(`${name}${UNIT_SUFFIX}`)
    const typed = hidden(`${name}${TYPED_SUFFIX}`)
    const typedUnit = hidden(`${name}${TYPED_UNIT_SUFFIX}`)
    // Feet and inches are redrawn by the page's answer; they post as inches meanwhile.
    if (!field || !measure || !input || !unitInput || !typed || !typedUnit) continue
    const target = container?.type === 'numeric.heightweight' ? measure.labels.find((l) => l.system === control.value)?.value : control.value
    const from = unitInput.value
    const text = input.value.trim()
    if (!target || !from || target === from || !measure.labels.some((l) => l.value === target)) continue
    const precision = (unit: string) => measure.precisions[unit] ?? 1
    const value = text === '' ? NaN : Number(text)
    if (text !== '' && !Number.isFinite(value)) continue
    if (text !== '') {
      // The box still shows a conversion of what was typed: convert from what was typed.
      const original = typed.value.trim() !== '' && Number(text) === convertMeasure(Number(typed.value), typedUnit.value, from, precision(from))
      const source = original ? { text: typed.value.trim(), unit: typedUnit.value } : { text, unit: from }
      if (source.unit === target) {
        input.value = source.text
        typed.value = ''
        typedUnit.value = ''
      } else {
        const converted = convertMeasure(Number(source.text), source.unit, target, precision(target))
        if (converted === null) continue
        input.value = String(converted)
        typed.value = source.text
        typedUnit.value = source.unit
      }
    }
    input.dataset.unit = target
    unitInput.value = target
    const label = form.querySelector<HTMLElement>(`[data-unit-label="${CSS.escape(name)}"]`)
    if (label) label.textContent = measure.labels.find((l) => l.value === target)?.name ?? target
  }
}

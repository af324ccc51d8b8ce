import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { newDataDir, startServer, type RunningServer } from '#tests/support/server.ts'

let server: RunningServer
beforeAll(async () => {
  server = await startServer({ DATA_DIR: newDataDir() })
})
afterAll(() => server.stop())

/** What the page draws, without its scripts (the hydration data repeats every text). */
const markup = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')
const attr = (tag: string, name: string) => {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)
  return m ? decode(m[1]!) : null
}

/**
 * The fields a browser without JavaScript submits from the patient form as drawn: text and
 * hidden inputs, checked radios and checkboxes, selected options.
 */
function patientForm(html: string): [string, string][] {
  const form = /<form\b[^>]*aria-labelledby="patient-step-title"[^>]*>[\s\S]*?<\/form>/.exec(markup(html))?.[0]
  expect(form, 'the patient form').toBeTruthy()
  const fields: [string, string][] = []
  for (const [tag] of form!.matchAll(/<input\b[^>]*>/g)) {
    const name = attr(tag, 'name')
    const type = attr(tag, 'type') ?? 'text'
    if (!name || type === 'submit') continue
    if ((type === 'radio' || type === 'checkbox') && !/\schecked(=""|\s|>|\/)/.test(tag)) continue
    fields.push([name, attr(tag, 'value') ?? (type === 'radio' || type === 'checkbox' ? 'on' : '')])
  }
  for (const [, open, body] of form!.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
    const name = attr(open!, 'name')
    if (!name) continue
    const options = [...body!.matchAll(/<option\b[^>]*>/g)].map(([o]) => o)
    const chosen = options.find((o) => /\sselected(=""|\s|>)/.test(o)) ?? options[0]
    fields.push([name, chosen ? (attr(chosen, 'value') ?? '') : ''])
  }
  return fields
}

/** Sets a text box as a person types into it, or picks a radio's value. */
function fill(fields: [string, string][], name: string, value: string) {
  const i = fields.findIndex(([n]) => n === name)
  if (i === -1) fields.push([name, value])
  else fields[i] = [name, value]
}

async function submit(path: string, fields: [string, string][], intent: string) {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
    body: new URLSearchParams([...fields, ['intent', intent]]).toString(),
  })
  return { status: res.status, html: await res.text() }
}

describe('without JavaScript a unit switch never changes what a number means', () => {
  test('BMI/BSA: 180 lb and 5 ft 9 in, then metric and Continue, gives BMI 26.6 and BSA 1.99 m²', async () => {
    const page = await fetch(`${server.url}/tool/bmi-bsa`)
    const fields = patientForm(await page.text())
    fill(fields, 'height__ft', '5')
    fill(fields, 'height__in', '9')
    fill(fields, 'weight', '180')
    // The unit system radio is changed to metric; nothing typed is touched.
    fill(fields, 'height_weight__unit', 'metric')
    const { status, html } = await submit('/tool/bmi-bsa', fields, 'continue')
    expect(status).toBe(200)
    const shown = markup(html)
    expect(shown).toContain('26.6')
    expect(shown).toMatch(/1\.99\s*m²/)
    expect(shown).not.toContain('58.6')
    expect(shown).not.toContain('2.96')
  })

  test('update after the switch shows the same quantity in the new unit, and switching back restores what was typed', async () => {
    const page = await fetch(`${server.url}/tool/bmi-bsa`)
    const fields = patientForm(await page.text())
    fill(fields, 'height__ft', '5')
    fill(fields, 'height__in', '9')
    fill(fields, 'weight', '180')
    fill(fields, 'height_weight__unit', 'metric')
    const metric = await submit('/tool/bmi-bsa', fields, 'update')
    expect(metric.status).toBe(200)
    const inMetric = patientForm(metric.html)
    // 180 lb = 81.6 kg, 69 in = 175.3 cm, each beside its unit.
    expect(inMetric).toContainEqual(['weight', '81.6'])
    expect(inMetric).toContainEqual(['height', '175.3'])
    fill(inMetric, 'height_weight__unit', 'imperial')
    const back = await submit('/tool/bmi-bsa', inMetric, 'update')
    const again = patientForm(back.html)
    expect(again).toContainEqual(['weight', '180'])
    expect(again).toContainEqual(['height__ft', '5'])
    expect(again).toContainEqual(['height__in', '9'])
  })

  test('a measured value posted without its unit is refused with a message, never read in an assumed unit', async () => {
    const res = await submit(
      '/tool/bmi-bsa',
      [
        ['from', 'patient'],
        ['height', '175'],
        ['weight', '80'],
        ['height_weight__unit', 'metric'],
      ],
      'continue',
    )
    expect(res.status).toBe(400)
    expect(markup(res.html)).toMatch(/unit/i)
  })
})

describe('the executor API: values in the canonical unit, or with their unit beside them', () => {
  const executor = (body: unknown) =>
    fetch(`${server.url}/api-tool-experience/calculators/bmi-bsa/versions/1.0.0/executor?language=en-US`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  test('81.65 kg and 175.26 cm with their units give the result of 180 lb and 69 in', async () => {
    const metric = await executor({ height: 175.26, 'height.unit': 'cm', weight: 81.6466266, 'weight.unit': 'kg' })
    expect(metric.status).toBe(200)
    const imperial = await executor({ height: 69, weight: 180 })
    const [m, i] = [(await metric.json()) as { bmi: number; bsa: number }, (await imperial.json()) as { bmi: number; bsa: number }]
    expect(m.bmi).toBeCloseTo(26.58, 2)
    expect(m.bsa).toBeCloseTo(1.99, 2)
    expect(m.bmi).toBeCloseTo(i.bmi, 9)
  })

  test('a unit the field does not have: 400 naming the field', async () => {
    const res = await executor({ height: 69, weight: 80, 'weight.unit': 'stone' })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { code: string; fields: Record<string, { kind: string }[]> } }
    expect(body.error.code).toBe('invalid_inputs')
    expect(body.error.fields.weight).toEqual([{ type: 'error', kind: 'unit' }])
  })
})

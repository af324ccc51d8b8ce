// In-process engine figures, bundled and run by scripts/bench.js.
import { execute } from '../engine/execute.ts'
import { evaluateRule } from '../engine/rules/index.ts'
import { toolLibrary } from '../engine/library.ts'

const CALLS = Number(process.env.BENCH_EXECUTOR_CALLS ?? 10_000)

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
}

export function runEngineBench() {
  const tools = [...toolLibrary().values()]
  const size = (t: (typeof tools)[number]) => Object.keys(t.controls).length
  const largest = tools.reduce((a, b) => (size(b) > size(a) ? b : a))
  const chosen = new Map<string, (typeof tools)[number]>()
  const pce = toolLibrary().get('ascvd-pooled-cohort')
  if (pce) chosen.set(`${pce.slug} (PCE)`, pce)
  chosen.set(`${largest.slug} (largest: ${size(largest)} fields)`, largest)
  for (const t of tools) if (chosen.size < 4 && ![...chosen.values()].includes(t)) chosen.set(t.slug, t)

  const rows = []
  for (const [label, tool] of chosen) {
    const inputs = tool.testVectors[0]!.inputs
    for (let i = 0; i < 500; i++) execute(tool, inputs) // warm-up
    const times: number[] = []
    for (let i = 0; i < CALLS; i++) {
      const t0 = performance.now()
      const r = execute(tool, inputs)
      times.push(performance.now() - t0)
      if (!r.ok) throw new Error(`${tool.slug}: reference vector failed`)
    }
    times.sort((a, b) => a - b)
    rows.push({
      tool: label,
      calls: CALLS,
      'p50 µs': Math.round(percentile(times, 50) * 1000),
      'p99 µs': Math.round(percentile(times, 99) * 1000),
      'calls/s': Math.round(CALLS / (times.reduce((a, b) => a + b, 0) / 1000)),
    })
  }

  const rule = "if(age >= 75, 2, if(age >= 65, 1, 0)) + (sex = 'female') + (chf = 'yes') + (hypertension = 'yes') + 2 * (stroke_tia = 'yes')"
  const values: Record<string, string | number> = { age: 72, sex: 'female', chf: 'no', hypertension: 'yes', stroke_tia: 'no' }
  const scope = { get: (n: string) => values[n] ?? null }
  const started = performance.now()
  let n = 0
  while (performance.now() - started < 1000) {
    for (let i = 0; i < 1000; i++) evaluateRule(rule, scope)
    n += 1000
  }
  const rulesPerSecond = Math.round(n / ((performance.now() - started) / 1000))
  return { rows, rulesPerSecond }
}

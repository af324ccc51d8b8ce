import { type ActionFunctionArgs, Form } from 'react-router'

export function meta() {
  return [{ title: 'BMI calculator' }, { name: 'description', content: 'Baseline page' }]
}

type ActionResult = { ok: true; bmi: number } | { ok: false; error: string }

export async function action({ request }: ActionFunctionArgs): Promise<ActionResult> {
  const form = await request.formData()
  const weightKg = Number(form.get('weight'))
  const heightCm = Number(form.get('height'))
  if (!Number.isFinite(weightKg) || !Number.isFinite(heightCm) || weightKg <= 0 || heightCm <= 0) {
    return { ok: false, error: 'Enter a positive weight (kg) and height (cm).' }
  }
  const m = heightCm / 100
  return { ok: true, bmi: Math.round((weightKg / (m * m)) * 10) / 10 }
}

export default function Home({ actionData }: { actionData?: ActionResult }) {
  return (
    <main className="mx-auto max-w-md p-4">
      <h1 className="mb-4 text-2xl font-bold">BMI calculator</h1>
      <Form method="post" className="space-y-3">
        <label className="block">
          <span className="block text-sm font-medium">Weight (kg)</span>
          <input name="weight" type="number" step="0.1" min="1" required className="mt-1 w-full rounded border border-slate-400 p-2" />
        </label>
        <label className="block">
          <span className="block text-sm font-medium">Height (cm)</span>
          <input name="height" type="number" step="0.1" min="1" required className="mt-1 w-full rounded border border-slate-400 p-2" />
        </label>
        <button type="submit" className="rounded bg-blue-700 px-4 py-2 font-semibold text-white">
          Calculate
        </button>
      </Form>
      {actionData ? (
        <p role="status" className="mt-4 text-lg">
          {actionData.ok ? (
            <>
              BMI: <strong>{actionData.bmi}</strong>
            </>
          ) : (
            actionData.error
          )}
        </p>
      ) : null}
    </main>
  )
}

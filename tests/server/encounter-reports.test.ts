import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { DEMO_ACCOUNTS } from '#app/db/seed.server.ts'
import { parseCsv } from '#app/reports/csv.ts'
import { CSV_HEADER } from '#app/reports/reports.server.ts'
import { cookieFrom, newDataDir, postForm, registerAndSignIn, startServer, uniqueEmail, type RunningServer } from '#tests/support/server.ts'

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
const today = () => new Date().toISOString().slice(0, 10)

async function signIn(server: RunningServer) {
  const res = await postForm(server, '/login', { intent: 'signin', email: DEMO_ACCOUNTS.clinician.email, password: DEMO_ACCOUNTS.clinician.password })
  expect(res.status).toBe(302)
  return cookieFrom(res)
}

function requestReport(server: RunningServer, cookie: string, startDate: string, endDate: string) {
  return fetch(`${server.url}/api-tool-experience/report/request?startDate=${startDate}&endDate=${endDate}`, {
    method: 'POST',
    headers: { cookie, origin: server.url },
  })
}

async function settled(server: RunningServer, cookie: string, id: string) {
  let status = ''
  for (let i = 0; i < 120 && (status === '' || status === 'pending' || status === 'generating'); i++) {
    if (i > 0) await new Promise((r) => setTimeout(r, 250))
    const res = await fetch(`${server.url}/api-tool-experience/report/status?id=${id}`, { headers: { cookie } })
    expect(res.status).toBe(200)
    status = ((await res.json()) as { status: string }).status
  }
  return status
}

describe('encounter report calls (§7)', () => {
  let server: RunningServer
  let cookie: string
  beforeAll(async () => {
    server = await startServer({ DATA_DIR: newDataDir() })
    cookie = await signIn(server)
    // A tool session today and one yesterday would both be "today" here; one page view makes one session.
    await fetch(`${server.url}/tool/cha2ds2-vasc`, { headers: { cookie } })
  })
  afterAll(() => server?.stop())

  test('request → status → download of the CSV, with the file name of §7', async () => {
    const res = await requestReport(server, cookie, '2020-01-01', yesterday())
    expect(res.status).toBe(201)
    const { id, status } = (await res.json()) as { id: string; status: string }
    expect(status).toBe('pending')
    // The demo organisation has a session on each of the 30 days before today; the one made above is today's.
    expect(await settled(server, cookie, id)).toBe('ready')
    const download = await fetch(`${server.url}/api-tool-experience/report/download?id=${id}&session-number=abc`, { headers: { cookie } })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const [y, m, d] = yesterday().split('-')
    const mon = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'][Number(m) - 1]
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Consilium-Decisions-Patient-Encounter-Report-JAN.01.2020-${mon}.${d}.${y}.csv"`,
    )
    const rows = parseCsv(await download.text())
    expect(rows[0]).toEqual([...CSV_HEADER])
    expect(rows).toHaveLength(31)
    expect(rows.slice(1).every((r) => r[2] === '1.0.0' && r[5] === 'patient; assessment')).toBe(true)
    const empty = await requestReport(server, cookie, '2020-01-01', '2020-01-31')
    const emptyId = ((await empty.json()) as { id: string }).id
    expect(await settled(server, cookie, emptyId)).toBe('no-data')
    expect((await fetch(`${server.url}/api-tool-experience/report/download?id=${emptyId}`, { headers: { cookie } })).status).toBe(409)
  })

  test('bad dates: 400 with the §5 messages; today is refused', async () => {
    const res = await requestReport(server, cookie, '2020-02-30', today())
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { fields: Record<string, string> } }
    expect(body.error.fields.startDate).toBe('Please enter a valid date (MM/DD/YYYY)')
    expect(body.error.fields.endDate).toMatch(/^Please enter a date prior to \d{2}\/\d{2}\/\d{4}\.$/)
  })

  test('401 without sign-in, 403 without access, 404 for an id that is not the organisation’s', async () => {
    expect((await requestReport(server, '', '2020-01-01', '2020-01-02')).status).toBe(401)
    expect((await fetch(`${server.url}/api-tool-experience/report/status?id=x`)).status).toBe(401)
    const other = await registerAndSignIn(server, { name: 'No Access', email: uniqueEmail('noaccess'), password: 'a long enough password 1' })
    expect((await requestReport(server, other, '2020-01-01', '2020-01-02')).status).toBe(403)
    expect((await fetch(`${server.url}/api-tool-experience/report/download?id=x`, { headers: { cookie: other } })).status).toBe(403)
    const unknown = await fetch(`${server.url}/api-tool-experience/report/status?id=00000000-0000-4000-8000-000000000000`, { headers: { cookie } })
    expect(unknown.status).toBe(404)
  })

  test('without JavaScript: the form post creates the job and the page follows it to the download link', async () => {
    const [y, m, d] = yesterday().split('-')
    const posted = await postForm(server, '/patient-encounter-reports', { startDate: '01/01/2020', endDate: `${m}/${d}/${y}`, certified: 'on' }, { cookie })
    expect(posted.status).toBe(302)
    const location = posted.headers.get('location')!
    expect(location).toMatch(/^\/patient-encounter-reports\?report=[0-9a-f-]{36}$/)
    const page = await (await fetch(`${server.url}${location}`, { headers: { cookie } })).text()
    expect(page).toContain('Report Status')
    const refused = await postForm(server, '/patient-encounter-reports', { startDate: '01/01/2020', endDate: '01/01/2020' }, { cookie })
    expect(refused.status).toBe(400)
  })
})

describe('report jobs survive a killed server', () => {
  test('a job pending when the server is killed (kill -9) completes after restart', async () => {
    const dataDir = newDataDir()
    const first = await startServer({ DATA_DIR: dataDir, JOB_WORKER: 'false' })
    let id: string
    try {
      const cookie = await signIn(first)
      const res = await requestReport(first, cookie, '2020-01-01', '2020-01-31')
      id = ((await res.json()) as { id: string }).id
      const status = await (await fetch(`${first.url}/api-tool-experience/report/status?id=${id}`, { headers: { cookie } })).json()
      expect(status).toMatchObject({ status: 'pending' })
    } finally {
      await first.stop('SIGKILL')
    }
    const second = await startServer({ DATA_DIR: dataDir })
    try {
      const cookie = await signIn(second)
      expect(await settled(second, cookie, id)).toBe('no-data')
    } finally {
      await second.stop()
    }
  })
})

test('CSV header is the documented one', () => {
  expect(parseCsv(CSV_HEADER.join(',') + '\r\n')[0]).toEqual([...CSV_HEADER])
})

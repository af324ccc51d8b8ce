import { gzipSync } from 'node:zlib'
import { launchBrowser, startServer } from './page-weight.js'
const { url, child } = await startServer()
const browser = await launchBrowser()
for (const p of process.argv.slice(2)) {
  const page = await browser.newPage()
  const rows = []
  page.on('response', async (r) => { if (r.request().resourceType() !== 'script') return; try { const b = await r.body(); rows.push([r.url().split('/').pop(), (gzipSync(b,{level:6}).length/1024).toFixed(1)]) } catch {} })
  await page.goto(url + p, { waitUntil: 'networkidle' })
  await page.close()
  rows.sort((a,b)=>b[1]-a[1])
  console.log(p, rows.reduce((s,r)=>s+Number(r[1]),0).toFixed(1)); for (const r of rows) console.log('  ', r[1], r[0])
}
await browser.close(); child.kill()

import { cpus, totalmem } from 'node:os'
import { existsSync } from 'node:fs'
import { BUDGETS, bundleStats } from '#build/bundle-stats.ts'
import { benchProductDetail } from './product-detail.ts'
import { benchSds } from './sds.ts'
import { benchLabel } from './label.ts'
import { benchOffline } from './offline.ts'
import { benchHardening } from './hardening.ts'
import { benchCatalogue } from './catalogue.ts'
import { benchLighthouse } from './lighthouse.ts'

/**
 * `npm run bench`: measures the performance budgets that exist so far and prints a markdown table
 * with the machine it ran on. Medians, not single runs; nothing here is a pass/fail test.
 */
interface Row {
  metric: string
  value: string
  budget: string
  pass: boolean
}

const rows: Row[] = []
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`

if (!existsSync('dist/index.html')) {
  console.error('dist/ is missing: run npm run build first.')
  process.exit(1)
}
const stats = bundleStats('dist')
rows.push({
  metric: 'initial JS of the dossier route (gzip)',
  value: kb(stats.initialJsGzip),
  budget: `<= ${kb(BUDGETS.initialJsTarget)} (gate ${kb(BUDGETS.initialJs)})`,
  pass: stats.initialJsGzip <= BUDGETS.initialJs,
})
rows.push({
  metric: 'service worker script (gzip)',
  value: kb(stats.serviceWorkerGzip),
  budget: `<= ${kb(BUDGETS.serviceWorker)}`,
  pass: stats.serviceWorkerGzip <= BUDGETS.serviceWorker,
})
rows.push({
  metric: 'precache (first install)',
  value: kb(stats.precacheBytes),
  budget: `<= ${kb(BUDGETS.precache)}`,
  pass: stats.precacheBytes <= BUDGETS.precache,
})

const detail = await benchProductDetail()
rows.push({
  metric: 'product detail API, median latency in process',
  value: `${detail.medianMs.toFixed(2)} ms`,
  budget: 'report only',
  pass: true,
})

const label = await benchLabel()
const labelRuns = [
  ['png', `PNG render, 150 dpi, ${label.png.workers} render worker(s) (the server's default here)`],
  ['pngTwoWorkers', 'PNG render, 150 dpi, two render workers drawing a half each'],
  ['pdf', 'PDF render'],
] as const
for (const [run, what] of labelRuns)
  rows.push({
    metric: `label ${what}, largest demo label (${label.product}, ${label.languages} languages, ${label.size}), median`,
    value: `${label[run].medianMs.toFixed(1)} ms (p90 ${label[run].p90Ms.toFixed(1)} ms; processor time ${label[run].cpuMedianMs.toFixed(1)} ms${run === 'png' ? `; ${(label.png.bytes / 1024).toFixed(0)} KB` : ''})`,
    budget: '<= 30 ms',
    pass: label[run].medianMs <= 30,
  })

rows.push(...(await benchSds()))
rows.push(...(await benchOffline()))
rows.push(...(await benchHardening()))
rows.push(...(await benchLighthouse()))
// Minutes long (it generates and imports 100,000 products): BENCH_CATALOGUE=off leaves it out.
if (process.env.BENCH_CATALOGUE !== 'off') rows.push(...(await benchCatalogue()))

console.log(`Machine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}\n`)
console.log('| metric | value | budget | result |\n|---|---|---|---|')
for (const r of rows) console.log(`| ${r.metric} | ${r.value} | ${r.budget} | ${r.pass ? 'pass' : 'FAIL'} |`)

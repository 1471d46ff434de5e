import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { startE2eServer } from '../e2e/support/server.ts'
import { CHROMIUM_ARGS, ensureChromium } from '#test-setup/chromium.ts'
import { median } from './offline.ts'
import type { BenchRow } from './sds.ts'

/**
 * Lighthouse with its mobile defaults (simulated slow 4G, 4x CPU slowdown) against the compiled
 * server serving the built app, compressed: the dossier home and the SDS page for performance,
 * accessibility, best practices, LCP and total blocking time (median of LIGHTHOUSE_RUNS, 5 by default); the label and
 * safety-instruction pages for accessibility. A fresh browser profile per run: a first visit.
 */
const PRODUCT = 'uIw9ByCUgkide7d8'
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5)

const PAGES = [
  { name: 'dossier home', path: `/p/${PRODUCT}/en/pd/1`, full: true, lcpBudgetMs: 1200 },
  { name: 'SDS page', path: `/p/${PRODUCT}/en/gh/1`, full: true, lcpBudgetMs: 1500 },
  { name: 'label page', path: `/p/${PRODUCT}/en/ee/1`, full: false, lcpBudgetMs: 0 },
  { name: 'safety instructions', path: `/p/${PRODUCT}/en/mh/1`, full: false, lcpBudgetMs: 0 },
]

interface Scores {
  performance?: number
  accessibility: number
  bestPractices?: number
  lcpMs?: number
  tbtMs?: number
  failedAudits: string[]
}

async function audit(url: string, full: boolean): Promise<Scores> {
  const profile = await mkdtemp(join(tmpdir(), 'dossier-lighthouse-'))
  const chrome = await launch({
    chromePath: ensureChromium(),
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new', `--user-data-dir=${profile}`],
    userDataDir: false,
  })
  try {
    const onlyCategories = full ? ['performance', 'accessibility', 'best-practices'] : ['accessibility']
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories })
    const lhr = result!.lhr
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    const failedAudits = Object.values(lhr.categories)
      .flatMap((category) => category.auditRefs)
      .map((ref) => lhr.audits[ref.id]!)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id)
    return {
      accessibility: score('accessibility'),
      ...(full && {
        performance: score('performance'),
        bestPractices: score('best-practices'),
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue,
      }),
      failedAudits,
    }
  } finally {
    chrome.kill()
    await rm(profile, { recursive: true, force: true })
  }
}

export async function benchLighthouse(): Promise<BenchRow[]> {
  const server = await startE2eServer()
  const rows: BenchRow[] = []
  try {
    for (const page of PAGES) {
      const runs: Scores[] = []
      for (let run = 0; run < (page.full ? RUNS : 1); run += 1) runs.push(await audit(`${server.origin}${page.path}`, page.full))
      const failed = [...new Set(runs.flatMap((r) => r.failedAudits))]
      const accessibility = Math.min(...runs.map((r) => r.accessibility))
      rows.push({
        metric: `Lighthouse mobile accessibility, ${page.name}${failed.length ? ` (failed: ${failed.join(', ')})` : ''}`,
        value: String(accessibility),
        budget: '100',
        pass: accessibility === 100,
      })
      if (!page.full) continue
      const performance = median(runs.map((r) => r.performance!))
      const bestPractices = median(runs.map((r) => r.bestPractices!))
      const lcp = median(runs.map((r) => r.lcpMs!))
      const tbt = median(runs.map((r) => r.tbtMs!))
      rows.push(
        {
          metric: `Lighthouse mobile performance, ${page.name}, median of ${RUNS}`,
          value: String(performance),
          budget: '100',
          pass: performance === 100,
        },
        {
          metric: `Lighthouse mobile best practices, ${page.name}`,
          value: String(bestPractices),
          budget: '100',
          pass: bestPractices === 100,
        },
        {
          metric: `Lighthouse mobile LCP, ${page.name}, median of ${RUNS}`,
          value: `${(lcp / 1000).toFixed(2)} s`,
          budget: `<= ${(page.lcpBudgetMs / 1000).toFixed(1)} s`,
          pass: lcp <= page.lcpBudgetMs,
        },
        // Time after the first paint in which the main thread could not answer a tap (tasks over 50 ms);
        // Lighthouse scores 200 ms or less on a phone as good.
        {
          metric: `Lighthouse mobile total blocking time, ${page.name}, median of ${RUNS}`,
          value: `${Math.round(tbt)} ms`,
          budget: '<= 200 ms',
          pass: tbt <= 200,
        },
      )
    }
  } finally {
    await server.stop()
  }
  return rows
}

// Run on its own: `npx tsx tests/bench/lighthouse.ts`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = await benchLighthouse()
  console.log('| metric | value | budget | result |\n|---|---|---|---|')
  for (const r of rows) console.log(`| ${r.metric} | ${r.value} | ${r.budget} | ${r.pass ? 'pass' : 'FAIL'} |`)
}

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { openDb } from '#server/db/client'
import { migrateToLatest } from '#server/db/migrate'
import { importDossierPath } from '#server/import/dossier-import'
import { DEMO_CATALOGUE_DIR } from '#server/index'
import { parseEnv } from '#server/env'
import { readPhraseLibrary } from '#server/phrases/library'
import { composeLabel } from '#server/documents/label/content'
import { fitLabel } from '#server/render/label/fit'
import { renderLabelPdf } from '#server/render/label/pdf'
import { DEFAULT_PNG_DPI } from '#server/render/label/png'
import { RenderPool } from '#server/render/pool/pool'
import { renderLabelPngInBands } from '#server/documents/jobs/label-png-bands'
import { loadLabelProduct } from '#server/documents/label/source'
import { parseLabelParams } from '#shared/label-params'

/**
 * Median time to render the largest demo label (budget: <= 30 ms each for PNG and PDF): every
 * run composes the label, lays it out, draws and encodes it; no render or layout is cached. What
 * carries over between runs is what a render worker keeps between different requests: parsed
 * fonts, shaped words and written font subsets (PDF), word widths and QR matrices (layout),
 * pictogram bitmaps and the canvas (PNG). The PNG is rendered as the server renders it, in its
 * render pool: once with the pool the server starts on this machine (RENDER_WORKERS' default,
 * one worker per core), and once with two workers, which draw its two halves at once
 * (label-png-bands.ts; the default on a machine of two cores or more). The time runs from the
 * call to the finished file; processor time is the whole process's, workers included. The PDF is
 * rendered in this thread. The largest label is the demo product
 * whose label text, in up to three of its valid languages (a label in all 26 languages of the
 * acetone cleaner fits no size, and the label test prints 1-3), is the longest; it is drawn at
 * 148 x 210 mm (label_dim 5) or, when it does not fit there, at the smallest size that holds it;
 * PNG at 150 dpi, PDF as one label page. 100 runs each after 10 warm-up runs.
 */
export interface LabelBench {
  product: string
  languages: number
  size: string
  png: { medianMs: number; p90Ms: number; cpuMedianMs: number; bytes: number; workers: number }
  pngTwoWorkers: { medianMs: number; p90Ms: number; cpuMedianMs: number }
  pdf: { medianMs: number; p90Ms: number; cpuMedianMs: number }
}

/**
 * Wall time, and this process's processor time per render: on a machine shared with other work the
 * wall time also counts the waits for a core, the processor time only the render's own work.
 */
async function timed(run: () => unknown): Promise<{ medianMs: number; p90Ms: number; cpuMedianMs: number }> {
  for (let i = 0; i < 10; i++) await run()
  const times: number[] = []
  const cpu: number[] = []
  for (let i = 0; i < 100; i++) {
    const start = performance.now()
    const cpuStart = process.cpuUsage()
    await run()
    const used = process.cpuUsage(cpuStart)
    cpu.push((used.user + used.system) / 1000)
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  cpu.sort((a, b) => a - b)
  return {
    medianMs: times[Math.floor(times.length / 2)]!,
    p90Ms: times[Math.floor(times.length * 0.9)]!,
    cpuMedianMs: cpu[Math.floor(cpu.length / 2)]!,
  }
}

export async function benchLabel(): Promise<LabelBench> {
  const dir = mkdtempSync(join(tmpdir(), 'dossier-bench-label-'))
  const db = openDb({ sqliteFile: join(dir, 'bench.sqlite') })
  const pools: RenderPool[] = []
  // The pool's workers never hold the process open (a server lives on its socket): this does, while the bench waits for them.
  const keepAlive = setInterval(() => undefined, 60_000)
  try {
    await migrateToLatest(db.kysely, db.dialect)
    const report = await importDossierPath(db.kysely, DEMO_CATALOGUE_DIR)
    if (!report.ok) throw new Error(`demo catalogue did not import: ${JSON.stringify(report.errors)}`)
    const library = await readPhraseLibrary(db.kysely)
    const poolOf = (size: number) => {
      const pool = new RenderPool({ size, queueLimit: 8, timeoutMs: 60_000 })
      pools.push(pool)
      return pool
    }
    const defaultWorkers = Math.max(1, parseEnv(process.env).RENDER_WORKERS)
    const serverPool = poolOf(defaultWorkers)
    const twoWorkers = defaultWorkers === 2 ? serverPool : poolOf(2)
    const permalinks = (await db.kysely.selectFrom('products').select('permalink').execute()).map((r) => r.permalink)
    let largest:
      | {
          chars: number
          png: (renderer: RenderPool) => Promise<Uint8Array>
          pdf: () => Promise<Buffer>
          product: string
          languages: number
          size: string
        }
      | undefined
    for (const permalink of permalinks) {
      const product = await loadLabelProduct(db.kysely, permalink)
      if (!product || product.choices.validLangs.length === 0) continue
      const parsed = parseLabelParams({ xlang: product.choices.validLangs.slice(0, 3).join(','), dim: '5' }, product.choices)
      if (!parsed.ok) continue
      const source = { record: product.record, snapshot: product.snapshot, library, permalinkUrl: `https://dossier.example/p/${permalink}` }
      const chars = JSON.stringify(composeLabel(source, parsed.params).languages).length
      if (largest && largest.chars >= chars) continue
      const first = fitLabel(composeLabel(source, parsed.params), parsed.params, product.choices)
      if (!first.ok && !first.suggested) continue
      const params = first.ok || !first.suggested ? parsed.params : { ...parsed.params, labelSizeId: first.suggested.id }
      const png = async (renderer: RenderPool) =>
        (await renderLabelPngInBands(renderer, { product, params, permalinkUrl: source.permalinkUrl, dpi: DEFAULT_PNG_DPI })).body
      const pdf = () => {
        const fitted = fitLabel(composeLabel(source, params), params, product.choices)
        if (!fitted.ok) throw new Error(`${permalink}: ${fitted.detail}`)
        const svg = (code: string) => library.pictogramSvg(code)
        return renderLabelPdf(fitted.layout, svg, { mode: 'single', title: permalink, date: new Date(0), lang: 'en' })
      }
      const size = product.choices.label_dim.find((d) => d.id === params.labelSizeId)?.text ?? ''
      largest = { chars, png, pdf, product: permalink, languages: parsed.params.languageIds.length, size }
    }
    if (!largest) throw new Error('no demo product has a label')
    const { png, pdf } = largest
    return {
      product: largest.product,
      languages: largest.languages,
      size: largest.size,
      png: { ...(await timed(() => png(serverPool))), bytes: (await png(serverPool)).length, workers: defaultWorkers },
      pngTwoWorkers: await timed(() => png(twoWorkers)),
      pdf: await timed(pdf),
    }
  } finally {
    clearInterval(keepAlive)
    await Promise.all(pools.map((p) => p.close()))
    await db.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

// Run on its own: `npx tsx tests/bench/label.ts`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) console.log(JSON.stringify(await benchLabel(), null, 1))

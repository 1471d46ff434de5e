import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDb } from '../../src/server/db/client.ts'
import { migrateToLatest } from '../../src/server/db/migrate.ts'
import { importDossierPath } from '../../src/server/import/dossier-import.ts'
import { readPhraseLibrary } from '../../src/server/phrases/library.ts'
import { composeLabel } from '../../src/server/render/label/content.ts'
import { layoutLabel } from '../../src/server/render/label/layout.ts'
import { renderLabelPng } from '../../src/server/render/label/png.ts'
import { labelStyle, loadLabelProduct } from '../../src/server/render/label/source.ts'
import { parseLabelParams } from '../../src/shared/label-params.ts'

/**
 * Median time to render a label PNG (QUALITY.md budget: <= 50 ms): composition, layout and
 * drawing with encoding, of the fixture degreaser's default label (100 x 150 mm, 150 dpi) in its
 * three languages, no cache. 200 runs after 20 warm-up runs.
 */
export async function benchLabelPng(): Promise<{ medianMs: number; p90Ms: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'dossier-bench-label-'))
  const db = openDb({ sqliteFile: join(dir, 'bench.sqlite') })
  try {
    await migrateToLatest(db.kysely, db.dialect)
    const report = await importDossierPath(db.kysely, 'tests/fixtures/dossiers/degreaser-2.0.json')
    if (!report.ok) throw new Error(`bench fixture did not import: ${JSON.stringify(report.errors)}`)
    const library = await readPhraseLibrary(db.kysely)
    const product = (await loadLabelProduct(db.kysely, 'fixtureDegreaser_01'))!
    const parsed = parseLabelParams({ xlang: product.choices.validLangs.join(',') }, product.choices)
    if (!parsed.ok) throw new Error(parsed.reason)
    const source = {
      record: product.record,
      snapshot: product.snapshot,
      library,
      permalinkUrl: 'https://dossier.example/p/fixtureDegreaser_01',
    }
    const render = () => {
      const content = composeLabel(source, parsed.params)
      const layout = layoutLabel(content, labelStyle(parsed.params, product.choices))
      return renderLabelPng(layout, (code) => library.pictogramSvg(code))
    }
    for (let i = 0; i < 20; i++) render()
    const times: number[] = []
    for (let i = 0; i < 200; i++) {
      const start = performance.now()
      render()
      times.push(performance.now() - start)
    }
    times.sort((a, b) => a - b)
    return { medianMs: times[Math.floor(times.length / 2)]!, p90Ms: times[Math.floor(times.length * 0.9)]! }
  } finally {
    await db.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

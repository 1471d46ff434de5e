import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { openDb, type Db } from '../db/client.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { importDossierPath } from '../import/dossier-import.ts'
import { DEMO_CATALOGUE_DIR } from '../index.ts'
import { createLogger } from '../log.ts'
import { readPhraseLibrary } from '../phrases/library.ts'

/**
 * Every sheet of the demo catalogue, whatever it holds: each product with a valid SDS language,
 * in each of its valid languages, renders with all 16 sections, as HTML and as PDF.
 */
let dir: string
let db: Db
let app: ReturnType<typeof createApp>
let products: { permalink: string; versions: number[]; langs: number[] }[]

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dossier-sds-demo-'))
  db = openDb({ sqliteFile: join(dir, 'demo.sqlite') })
  await migrateToLatest(db.kysely, db.dialect)
  const report = await importDossierPath(db.kysely, DEMO_CATALOGUE_DIR)
  expect(report.errors).toEqual([])
  app = createApp({ db: db.kysely, log: createLogger('silent'), appVersion: 'test', library: await readPhraseLibrary(db.kysely) })
  const rows = await db.kysely.selectFrom('products').select(['id', 'permalink']).execute()
  products = await Promise.all(
    rows.map(async (p) => ({
      permalink: p.permalink,
      versions: (await db.kysely.selectFrom('product_versions').select('id').where('product_id', '=', p.id).execute()).map((v) => v.id),
      langs: (
        await db.kysely
          .selectFrom('product_languages')
          .select('lang_id')
          .where('product_id', '=', p.id)
          .where('sds_valid', '=', 1)
          .where('sds_created', '=', 1)
          .execute()
      ).map((l) => l.lang_id),
    })),
  )
})
afterAll(async () => {
  await db.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('SDS of the demo catalogue', () => {
  it('renders every version of every product with a valid SDS language, in each valid language, with 16 sections', async () => {
    const withSds = products.filter((p) => p.langs.length > 0)
    expect(withSds.length).toBeGreaterThan(0)
    for (const { permalink, versions, langs } of withSds) {
      for (const lang of langs) {
        for (const version of versions) {
          const path = `/api/v1/sdsRender/view/-${permalink}/${lang}?version=${version}`
          const res = await app.request(path)
          expect(res.status, path).toBe(200)
          const dom = JSDOM.fragment(await res.text())
          expect(dom.querySelectorAll('section.sds-section'), path).toHaveLength(16)
        }
        const pdf = await app.request(`/api/v1/sdsRender/sdsPdf/-${permalink}/${lang}?version=${versions[0]}`)
        expect(pdf.status, permalink).toBe(200)
        expect(
          Buffer.from(await pdf.arrayBuffer())
            .subarray(0, 5)
            .toString('latin1'),
        ).toBe('%PDF-')
      }
    }
  }, 240_000) // the acetone cleaner alone has 26 languages × 3 versions

  it('compares every older version with the current one', async () => {
    for (const { permalink, versions, langs } of products.filter((p) => p.langs.length > 0 && p.versions.length > 1)) {
      for (const older of versions) {
        const res = await app.request(`/api/v1/sdsRender/compare/-${permalink}/${langs[0]}?compare_version_id=${older}`)
        expect(res.status).toBe(200)
        const body = (await res.json()) as { html: string; sections: number[] }
        expect(body.sections.every((n) => n >= 1 && n <= 16)).toBe(true)
        expect(JSDOM.fragment(body.html).querySelectorAll('.sds-section--changed')).toHaveLength(body.sections.length)
      }
    }
  })

  it('refuses the languages that are not valid SDS languages of a product', async () => {
    for (const { permalink, langs } of products) {
      const invalid = [1, 2, 3, 4].find((l) => !langs.includes(l))
      if (invalid === undefined) continue
      expect((await app.request(`/api/v1/sdsRender/view/-${permalink}/${invalid}`)).status).toBe(400)
    }
  })
})

import { readFileSync } from 'node:fs'
import { basename, dirname, resolve } from 'node:path'
import { expect, it } from 'vitest'
import { dossierFileSchema, type DossierFile } from '#shared/dossier-file'
import { describeEachDatabase } from '#test-support/server/databases.ts'
import { importDossierPath, importDossiers } from '../import/dossier-import.ts'
import { DEMO_CATALOGUE_DIR } from '../index.ts'
import {
  demoProducts,
  dossierText,
  FIXTURE,
  FIXTURE_DIR,
  importFixtures,
  fixtureDossier,
  fixtureText,
} from '#test-support/server/fixtures.ts'
import { exportDossier } from './dossier-export.ts'

/** Fields of the dossier file that belong to the product, not to one version: they follow the newest version. */
const PRODUCT_WIDE = [
  'permalink',
  'name',
  'code',
  'edition',
  'logo',
  'regulation',
  'supplier',
  'producer',
  'emergencyPhone',
  'emergencyPhones',
  'documents',
  'tdsEnabled',
  'languages',
  'tdsVersions',
  'synonyms',
  'attachments',
] as const satisfies readonly (keyof DossierFile)[]

/** The file as the importer reads it, without the editor's $schema hint. */
function parsed(json: unknown): DossierFile {
  const { $schema: _hint, ...file } = dossierFileSchema.parse(json)
  return file
}

/**
 * What exporting one version gives back: that version's own data, the product-wide data of the newest
 * version, and attachments under attachments/ (where `export --out` writes them).
 */
function expectedExport(version: unknown, newest: unknown): DossierFile {
  const own = parsed(version)
  const wide = parsed(newest)
  const out: Record<string, unknown> = { ...own }
  for (const key of PRODUCT_WIDE) out[key] = wide[key]
  return { ...(out as DossierFile), attachments: wide.attachments.map((a) => ({ ...a, file: `attachments/${basename(a.file)}` })) }
}

/** The original bytes of the newest file's attachments, in order. */
const attachmentBytes = (path: string, file: DossierFile) =>
  file.attachments.map((a) => new Uint8Array(readFileSync(resolve(dirname(path), a.file))))

describeEachDatabase('dossier export', (db) => {
  it('round-trips every version of every demo product, attachments byte for byte', async () => {
    const report = await importDossierPath(db().kysely, DEMO_CATALOGUE_DIR)
    expect(report.errors).toEqual([])
    let exported = 0
    for (const [permalink, files] of demoProducts()) {
      const newest = files[0]!
      for (const file of files) {
        const out = await exportDossier(db().kysely, permalink, file.json.version.number)
        expect(out, `${file.path}`).toBeDefined()
        expect(out!.dossier, file.path).toEqual(expectedExport(file.json, newest.json))
        const newestFile = parsed(newest.json)
        expect(out!.attachments.map((a) => a.path)).toEqual(newestFile.attachments.map((a) => `attachments/${basename(a.file)}`))
        expect(out!.attachments.map((a) => a.content)).toEqual(attachmentBytes(newest.path, newestFile))
        exported++
      }
    }
    expect(exported).toBe([...demoProducts().values()].flat().length)
  })

  it('round-trips the fixture dossiers: every section, both versions, both attachments', async () => {
    await importFixtures(db().kysely)
    const current = await exportDossier(db().kysely, FIXTURE.degreaser.permalink, '2.0')
    expect(current?.dossier).toEqual(parsed(fixtureDossier('degreaser')))
    expect(current?.attachments).toEqual([
      {
        path: 'attachments/degreaser-sds-en.pdf',
        content: new Uint8Array(readFileSync(resolve(FIXTURE_DIR, 'attachments/degreaser-sds-en.pdf'))),
      },
      { path: 'attachments/lab-notes.txt', content: new Uint8Array(readFileSync(resolve(FIXTURE_DIR, 'attachments/lab-notes.txt'))) },
    ])

    const old = await exportDossier(db().kysely, FIXTURE.degreaser.permalink, '1.0')
    expect(old?.dossier).toEqual(expectedExport(fixtureDossier('degreaserOld'), fixtureDossier('degreaser')))
    expect(old?.dossier.version).toEqual({ number: '1.0', revisionDate: '2024-01-15', createdDate: '2024-01-15' })
    expect(old?.attachments).toEqual(current?.attachments)

    expect(await exportDossier(db().kysely, FIXTURE.primer.permalink)).toMatchObject({ dossier: parsed(fixtureDossier('primer')) })
  })

  it('exports the current version when no version is given', async () => {
    await importFixtures(db().kysely)
    const out = await exportDossier(db().kysely, FIXTURE.degreaser.permalink)
    expect(out?.dossier.version.number).toBe('2.0')
  })

  it('exports a file that imports again as the same version, unchanged', async () => {
    await importFixtures(db().kysely)
    for (const { permalink, version } of [FIXTURE.degreaser, FIXTURE.primer]) {
      const out = (await exportDossier(db().kysely, permalink, version))!
      // The exported attachments are the stored ones; the fixture folder holds the same bytes under the same names.
      const report = await importDossiers(db().kysely, [dossierText(resolve(FIXTURE_DIR, `${permalink}.json`), out.dossier)])
      expect(report.errors).toEqual([])
      expect(report.results.map((r) => [r.permalink, r.version, r.outcome])).toEqual([[permalink, version, 'unchanged']])
    }
  })

  it('answers undefined for an unknown product or version', async () => {
    await importDossiers(db().kysely, [fixtureText('primer')])
    expect(await exportDossier(db().kysely, 'AAAAAAAAAAAAAAAA')).toBeUndefined()
    expect(await exportDossier(db().kysely, FIXTURE.primer.permalink, '9.9')).toBeUndefined()
  })
})

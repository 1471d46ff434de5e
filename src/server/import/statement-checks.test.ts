import { eachTestSqlite } from '#test-support/server/databases.ts'
import { describe, expect, it } from 'vitest'
import { exportDossier } from '../export/dossier-export.ts'
import { SDS_FIXTURE, sdsFixtureJson } from '#test-support/server/sds.ts'
import { importDossiers } from './dossier-import.ts'

/** CLP Annex III/IV: a statement with variable parts is imported only with its filled-in text in every language. */
const testDb = eachTestSqlite()

type Json = Record<string, unknown>
const P501 = {
  en: 'Dispose of contents/container to an authorised waste collector.',
  sl: 'Odstraniti vsebino/posodo pri pooblaščenem zbiralcu odpadkov.',
  de: 'Inhalt/Behälter einem zugelassenen Entsorgungsunternehmen zuführen.',
  hr: 'Odložiti sadržaj/spremnik kod ovlaštenog sakupljača otpada.',
}

/** The solvent fixture with P501 added as given. */
function withP501(statement: Json): Json {
  const content = sdsFixtureJson('2.0')
  const hazards = content.hazards as { statements: Json[] }
  hazards.statements.push(statement)
  return content
}

async function importOne(content: Json) {
  const report = await importDossiers(testDb().kysely, [{ file: 'solvent.json', text: JSON.stringify(content) }])
  const products = await testDb().kysely.selectFrom('products').select('permalink').execute()
  return { report, products, errors: report.errors.map(({ file, pointer, reason }) => ({ file, pointer, reason })) }
}

describe('statement fill-ins at import', () => {
  it('refuses a statement with a blank and no filled-in text, in every language, and imports nothing', async () => {
    const { errors, products } = await importOne(withP501({ code: 'P501' }))
    const pointer = (errors[0]?.pointer ?? '').replace(/\/\d+\//, '/N/')
    expect(pointer).toBe('/hazards/statements/N/text')
    expect(errors.map((e) => e.reason)).toEqual(
      ['en', 'sl', 'de', 'hr'].map((lang) => expect.stringMatching(new RegExp(`^P501 in ${lang} has variable parts to fill \\(.*…`))),
    )
    expect(errors.every((e) => e.file === 'solvent.json')).toBe(true)
    expect(products).toEqual([])
  })

  it('refuses a filled-in text that still holds a marker, naming the language', async () => {
    const { errors } = await importOne(withP501({ code: 'P501', text: { ...P501, de: 'Inhalt/Behälter … zuführen.' } }))
    expect(errors).toEqual([
      {
        file: 'solvent.json',
        pointer: expect.stringMatching(/^\/hazards\/statements\/\d+\/text\/de$/),
        reason: expect.stringContaining('template marker'),
      },
    ])
  })

  it('refuses a filled-in text missing in one language of the product', async () => {
    const { hr: _hr, ...text } = P501
    const { errors } = await importOne(withP501({ code: 'P501', text }))
    expect(errors.map((e) => e.reason)).toEqual(
      expect.arrayContaining(['missing translation in hr', expect.stringMatching(/^P501 in hr has variable parts/)]),
    )
  })

  it('stores the filled-in text and exports it as imported', async () => {
    const { report } = await importOne(withP501({ code: 'P501', text: P501 }))
    expect(report.errors).toEqual([])
    const out = await exportDossier(testDb().kysely, SDS_FIXTURE.permalink)
    expect(out?.dossier.hazards.statements.find((s) => s.code === 'P501')).toEqual({ code: 'P501', onLabel: true, text: P501 })
    expect(out?.dossier.hazards.statements.find((s) => s.code === 'H225')).toEqual({ code: 'H225', onLabel: true })
  })
})

import { describe, expect, it } from 'vitest'
import { eachTestSqlite } from '#test-support/server/databases.ts'
import { sdsFixtureJson } from '#test-support/server/sds.ts'
import { complianceReport } from './compliance.ts'
import { importDossiers } from './dossier-import.ts'
import { dossierFileSchema } from '#shared/dossier-file'
import { ensurePhraseLibrary, readPhraseLibrary } from '../phrases/library.ts'

/**
 * Import rules that keep classification and label elements from contradicting each other (CLP
 * Art. 19-27) and structured SDS parts from contradicting the rest of the file: one refused file
 * per rule, each error naming file, JSON pointer and rule. The solvent fixture is Flam. Liq. 2
 * (H225), Eye Irrit. 2 (H319), STOT SE 3 (H336) with Danger, GHS02 and GHS07.
 */
const testDb = eachTestSqlite()

type Json = Record<string, unknown>
type Hazards = { signalWord: string | null; pictograms: string[]; statements: { code: string }[] }

function solvent(change: (file: Json & { hazards: Hazards; classification: Json[]; sds: Json }) => void): Json {
  const file = sdsFixtureJson('2.0') as Json & { hazards: Hazards; classification: Json[]; sds: Json }
  change(file)
  return file
}

async function library() {
  await ensurePhraseLibrary(testDb().kysely)
  return readPhraseLibrary(testDb().kysely)
}

async function refused(content: Json) {
  const report = await importDossiers(testDb().kysely, [{ file: 'solvent.json', text: JSON.stringify(content) }])
  const products = await testDb().kysely.selectFrom('products').select('permalink').execute()
  expect(report.ok).toBe(false)
  expect(products).toEqual([])
  return report.errors.map(({ file, pointer, reason }) => ({ file, pointer, reason }))
}

describe('classification and label elements agree', () => {
  it('accepts the consistent fixture', async () => {
    const report = await importDossiers(testDb().kysely, [{ file: 'solvent.json', text: JSON.stringify(solvent(() => {})) }])
    expect(report.errors).toEqual([])
  })

  it('refuses a classification whose hazard statement is missing from the label elements', async () => {
    const errors = await refused(solvent((f) => (f.hazards.statements = f.hazards.statements.filter((s) => s.code !== 'H336'))))
    expect(errors).toEqual([
      {
        file: 'solvent.json',
        pointer: '/classification/2/statement',
        reason: 'the classification STOT SE 3 (H336) has no H336 in the label elements (hazards.statements) (CLP Art. 21)',
      },
    ])
  })

  it('refuses a hazard statement on the label that no classification gives', async () => {
    const errors = await refused(solvent((f) => f.hazards.statements.push({ code: 'H302' })))
    expect(errors).toContainEqual({
      file: 'solvent.json',
      pointer: `/hazards/statements/8/code`,
      reason: 'H302 is in the label elements but in no classification of the product (CLP Art. 21)',
    })
  })

  it('refuses a signal word that does not match the most severe category', async () => {
    const errors = await refused(solvent((f) => (f.hazards.signalWord = 'warning')))
    expect(errors).toEqual([
      {
        file: 'solvent.json',
        pointer: '/hazards/signalWord',
        reason: 'signal word warning contradicts the classification, whose most severe category requires danger (CLP Art. 20)',
      },
    ])
  })

  it('refuses a missing pictogram the classification requires', async () => {
    const errors = await refused(solvent((f) => (f.hazards.pictograms = ['GHS07'])))
    expect(errors).toEqual([
      {
        file: 'solvent.json',
        pointer: '/hazards/pictograms',
        reason: 'pictogram GHS02 is required by the classification but missing (CLP Art. 19, Annex V)',
      },
    ])
  })

  it('refuses a pictogram no classification requires, and GHS07 beside GHS06 (precedence, Art. 26)', async () => {
    const extra = await refused(solvent((f) => f.hazards.pictograms.push('GHS09')))
    expect(extra).toEqual([
      {
        file: 'solvent.json',
        pointer: '/hazards/pictograms/2',
        reason: 'pictogram GHS09 is not required by any classification of the product (CLP Art. 19, Annex V)',
      },
    ])
    const toxic = await refused(
      solvent((f) => {
        f.classification.push({ hazardClass: 'Acute Tox.', category: '3', statement: 'H301' })
        f.hazards.statements.push({ code: 'H301' })
        f.hazards.pictograms.push('GHS06')
      }),
    )
    expect(toxic).toContainEqual({
      file: 'solvent.json',
      pointer: '/hazards/pictograms/1',
      reason:
        'pictogram GHS07 is not required by any classification of the product or is dropped by the precedence rules (CLP Art. 26) (CLP Art. 19, Annex V)',
    })
  })

  it('accepts H318 left off beside H314 (Art. 27) and GHS07 dropped for irritation beside GHS05', () => {
    // Checked through the compliance report so no transport data is needed for a corrosive.
    const file = solvent((f) => {
      f.classification.push(
        { hazardClass: 'Skin Corr.', category: '1B', statement: 'H314' },
        { hazardClass: 'Eye Dam.', category: '1', statement: 'H318' },
      )
      f.hazards.statements.push({ code: 'H314' })
      f.hazards.pictograms.push('GHS05')
    })
    return library().then((phrases) => {
      const report = complianceReport(dossierFileSchema.parse(file), phrases)
      expect(report.findings.filter((x) => x.severity === 'error' && x.point !== '14')).toEqual([])
    })
  })

  it('refuses a classification method for a statement the product is not classified with', async () => {
    const errors = await refused(
      solvent((f) => (f.sds = { ...f.sds, section16: { classificationMethods: [{ statement: 'H226', method: 'testData' }] } })),
    )
    expect(errors).toEqual([
      {
        file: 'solvent.json',
        pointer: '/sds/section16/classificationMethods/0/statement',
        reason: 'H226 is in no classification of the product',
      },
    ])
  })

  it("refuses a candidate list 'none' when section 3 marks a substance of very high concern", async () => {
    const errors = await refused(
      solvent((f) => {
        ;(f.substances as Json[])[0]!.svhc = true
        f.sds = { ...f.sds, regulatory: { candidateList: 'none' } }
      }),
    )
    expect(errors).toEqual([
      {
        file: 'solvent.json',
        pointer: '/sds/regulatory/candidateList',
        reason: "section 3 marks a substance of very high concern (svhc): the candidate list cannot be 'none'",
      },
    ])
  })

  it('refuses a REACH Annex XVII entry that names a substance section 3 does not list', async () => {
    const errors = await refused(
      solvent((f) => {
        f.sds = { ...f.sds, regulatory: { annexXvii: [{ entry: 3, substances: ['67-64-1', '200-661-7', '50-00-0'] }] } }
      }),
    )
    expect(errors).toEqual([
      {
        file: 'solvent.json',
        pointer: '/sds/regulatory/annexXvii/0/substances/2',
        reason: 'REACH Annex XVII entry 3 names 50-00-0, which is the CAS or EC number of no substance in section 3',
      },
    ])
  })
})

describe('compliance warnings for the structured parts of a classified product', () => {
  it('warns that a restricted substance named in words prints in those words in every language', async () => {
    const file = solvent((f) => {
      f.sds = { ...f.sds, regulatory: { annexXvii: [{ entry: 3, substances: ['67-64-1', 'propan-2-ol'] }] } }
    })
    const findings = complianceReport(dossierFileSchema.parse(file), await library()).findings
    expect(findings.filter((x) => x.pointer.startsWith('/sds/regulatory/annexXvii/0/substances'))).toEqual([
      {
        severity: 'warning',
        point: '15.1',
        pointer: '/sds/regulatory/annexXvii/0/substances/1',
        message:
          "'propan-2-ol' is printed as written on the sheet of every language: name the substance by its CAS or EC number from section 3, and each sheet names it in its language",
      },
    ])
  })

  it('warns that a 9.1 method in words prints in those words in every language, and takes a standard as it is', async () => {
    const file = solvent((f) => {
      const value = { en: '-17 °C', sl: '-17 °C', de: '-17 °C', hr: '-17 °C' }
      f.sds = {
        ...f.sds,
        properties: [
          { key: 'flashPoint', value, method: 'closed cup' },
          { key: 'autoIgnitionTemperature', value, method: 'EN 14522' },
        ],
      }
    })
    const findings = complianceReport(dossierFileSchema.parse(file), await library()).findings
    expect(findings.filter((x) => x.pointer.endsWith('/method'))).toEqual([
      {
        severity: 'warning',
        point: '9.1',
        pointer: '/sds/properties/0/method',
        message:
          "the method 'closed cup' of flashPoint is printed as written on the sheet of every language: name a standard here and write words in the remarks, which each language has",
      },
    ])
  })

  it('names 2.3, missing 9.1 properties and the classification method', async () => {
    const phrases = await library()
    const file = solvent((f) => {
      const { '2.3': _prose, ...sections } = f.sds.sections as Json
      f.sds = { ...f.sds, sections, properties: [{ key: 'flashPoint', value: { en: '-17 °C', sl: '-17 °C', de: '-17 °C', hr: '-17 °C' } }] }
    })
    const warnings = complianceReport(dossierFileSchema.parse(file), phrases).findings.filter((x) => x.severity === 'warning')
    const at = (pointer: string) => warnings.find((w) => w.pointer === pointer)
    expect(at('/sds/otherHazards')).toMatchObject({ point: '2.3' })
    expect(at('/sds/properties')?.message).toContain('physicalState')
    expect(at('/sds/properties')?.message).not.toContain('flashPoint')
    expect(at('/sds/section16/classificationMethods')).toMatchObject({ point: '16' })
    expect(at('/hazards/statements/3/code')).toMatchObject({ point: '2.1', message: expect.stringContaining('EUH066') })
  })
})

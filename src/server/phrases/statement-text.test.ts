import { readFileSync } from 'node:fs'
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderSdsHtml } from '../render/sds/html.ts'
import { renderSdsPdf } from '../render/sds/pdf.ts'
import { fixtureDocument, poppler, sdsTestContext, type SdsTestContext } from '#test-support/server/sds.ts'
import { hasTemplateMarker, statementText, variableParts, withoutMarkers } from './statement-text.ts'

const read = (name: string) =>
  JSON.parse(readFileSync(new URL(`./${name}`, import.meta.url), 'utf8')) as Record<string, Record<string, string>>
const STATEMENTS = Object.fromEntries(
  Object.entries({ ...read('hazard-statements.json'), ...read('precautionary-statements.json') }).filter(([code]) => !code.startsWith('_')),
)
const CODES = Object.keys(STATEMENTS)
const ALL_PAIRS = CODES.flatMap((code) => Object.keys(STATEMENTS[code]!).map((lang) => [code, lang] as const))

let ctx: SdsTestContext
beforeAll(async () => {
  ctx = await sdsTestContext()
})
afterAll(() => ctx.close())

describe('variable parts of the phrase library', () => {
  it('marks blanks, alternatives and optional parts', () => {
    expect(variableParts(STATEMENTS.EUH208!.en!)).toEqual([{ kind: 'blank', text: '<name of sensitising substance>' }])
    expect(variableParts(STATEMENTS.P501!.de!)).toEqual([
      { kind: 'blank', text: '…' },
      { kind: 'alternatives', text: 'Inhalt/Behälter' },
    ])
    expect(variableParts(STATEMENTS['P303+P361+P353']!.sl!).map((p) => p.kind)).toEqual(['optional'])
    expect(variableParts(STATEMENTS.P280!.en!).map((p) => p.text)).toEqual(['gloves/protective', 'clothing/eye', 'protection/face'])
    expect(variableParts(STATEMENTS.H225!.en!)).toEqual([])
  })

  it('finds the same kinds of variable parts in every language of a statement as in English', () => {
    // A blank or an optional part in English has its counterpart in each translation, so the
    // importer asks for a fill-in in every language where one is due.
    const kinds = (text: string) => new Set(variableParts(text).map((p) => p.kind))
    for (const code of ['EUH208', 'H370', 'P501', 'P310', 'P303+P361+P353', 'P406'])
      for (const [lang, text] of Object.entries(STATEMENTS[code]!)) {
        const english = kinds(STATEMENTS[code]!.en!)
        for (const kind of ['blank', 'optional'] as const)
          if (english.has(kind)) expect(kinds(text).has(kind) || kinds(text).has('alternatives'), `${code} ${lang} ${kind}`).toBe(true)
      }
  })
})

describe('no template marker reaches a document', () => {
  it(`statementText resolves every phrase of the library in every language (${ALL_PAIRS.length} texts)`, () => {
    expect(ALL_PAIRS.length).toBeGreaterThan(5000)
    const leaks = ALL_PAIRS.flatMap(([code, lang]) => {
      const text = statementText(ctx.library, code, lang)!
      return hasTemplateMarker(text) || text === '' ? [`${code} ${lang}: ${text}`] : []
    })
    expect(leaks).toEqual([])
  })

  it('ends every library statement with a full stop, as CLP Annex III prints the single ones', () => {
    // The regulation's table of combined statements has none ("… or if inhaled"); the sheet lists
    // them beside single statements that do, so the missing full stop is added, the wording kept.
    expect(STATEMENTS['H301+H311+H331']!.en).toBe('Toxic if swallowed, in contact with skin or if inhaled')
    expect(statementText(ctx.library, 'H301+H311+H331', 'en')).toBe('Toxic if swallowed, in contact with skin or if inhaled.')
    expect(statementText(ctx.library, 'H301+H311+H331', 'de')).toBe('Giftig bei Verschlucken, Hautkontakt oder Einatmen.')
    expect(statementText(ctx.library, 'H225', 'en')).toBe('Highly flammable liquid and vapour.')
    expect(statementText(ctx.library, 'signal:danger', 'en')).toBe('Danger')
    const unfinished = ALL_PAIRS.flatMap(([code, lang]) => {
      const text = statementText(ctx.library, code, lang)!
      return /[.!?]$/.test(text) ? [] : [`${code} ${lang}: ${text}`]
    })
    expect(unfinished).toEqual([])
  })

  it('prints a product fill-in as given and the library text without markers otherwise', () => {
    const fillIns = { EUH208: { en: 'Contains 1,2-benzisothiazol-3(2H)-one. May produce an allergic reaction.' } }
    expect(statementText(ctx.library, 'EUH208', 'en', fillIns)).toBe(fillIns.EUH208.en)
    expect(statementText(ctx.library, 'EUH208', 'de', fillIns)).toBe('Enthält. Kann allergische Reaktionen hervorrufen.')
    expect(withoutMarkers(STATEMENTS['P301+P310']!.de!)).toBe('BEI VERSCHLUCKEN: Sofort GIFTINFORMATIONSZENTRUM/Arzt anrufen.')
    expect(withoutMarkers(STATEMENTS['P303+P361+P353']!.en!)).toBe(
      'IF ON SKIN (or hair): Take off immediately all contaminated clothing. Rinse skin with water.',
    )
  })

  it.each(['en', 'sl', 'de', 'hr'])(
    'renders a sheet carrying every statement of the library in %s, HTML and PDF, without a marker',
    async (lang) => {
      // Stored data from before fill-ins existed: every code, none filled.
      const versionId = ctx.versions.current
      await ctx.db.kysely.deleteFrom('hazard_statements').where('version_id', '=', versionId).execute()
      const rows = CODES.map((code, position) => ({ version_id: versionId, position, code, on_label: 1 }))
      for (let i = 0; i < rows.length; i += 200)
        await ctx.db.kysely
          .insertInto('hazard_statements')
          .values(rows.slice(i, i + 200))
          .execute()
      const doc = await fixtureDocument(ctx, lang)
      // The fixture's own texts may hold brackets; what is scanned is every statement the sheet prints.
      const lists = [...JSDOM.fragment(renderSdsHtml(doc)).querySelectorAll('.sds-statements__list li')]
      expect(lists.length).toBeGreaterThanOrEqual(CODES.length)
      const printed = lists.map((li) => li.textContent ?? '')
      expect(printed.filter((text) => / \S*\.\.(?!\.)/.test(text))).toEqual([])
      expect(printed.filter((text) => hasTemplateMarker(text))).toEqual([])
      expect(printed).toContain(`P501 ${statementText(ctx.library, 'P501', lang)}`)
      if (lang === 'de') {
        const text = poppler('pdftotext', await renderSdsPdf(doc, { library: ctx.library, revisionDate: '2026-06-01' }))
        const section2 = text.slice(text.indexOf('2.2'), text.indexOf('2.3 '))
        expect(section2).toContain('Inhalt/Behälter zuführen.')
        expect(section2.match(/[<>…]/g)).toBeNull()
      }
    },
    120_000,
  )
})

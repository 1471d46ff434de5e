import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { DOC_LANGUAGES } from '#shared/languages'
import { describeEachDatabase } from '#test-support/server/databases.ts'
import { ensurePhraseLibrary, readPhraseLibrary } from './library.ts'

const PICTOGRAM_CODES = ['GHS01', 'GHS02', 'GHS03', 'GHS04', 'GHS05', 'GHS06', 'GHS07', 'GHS08', 'GHS09']
const svgFile = (code: string) => readFileSync(fileURLToPath(new URL(`./ghs/${code}.svg`, import.meta.url)), 'utf8')

describeEachDatabase('phrase library', (db) => {
  const counts = async () => {
    const count = async (table: 'phrases' | 'pictograms') =>
      Number(
        (
          await db()
            .kysely.selectFrom(table)
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    return { phrases: await count('phrases'), pictograms: await count('pictograms') }
  }

  it('loads once: a second ensurePhraseLibrary changes nothing', async () => {
    await ensurePhraseLibrary(db().kysely)
    const first = await counts()
    expect(first.phrases).toBeGreaterThan(5000)
    expect(first.pictograms).toBe(9)
    const rows = await db().kysely.selectFrom('phrases').selectAll().orderBy('code').orderBy('lang').execute()

    await ensurePhraseLibrary(db().kysely)

    expect(await counts()).toEqual(first)
    expect(await db().kysely.selectFrom('phrases').selectAll().orderBy('code').orderBy('lang').execute()).toEqual(rows)
  })

  it('reloads an incomplete library', async () => {
    await ensurePhraseLibrary(db().kysely)
    const full = await counts()
    await db().kysely.deleteFrom('phrases').where('code', '=', 'H225').execute()
    await db().kysely.deleteFrom('pictograms').where('code', '=', 'GHS02').execute()

    await ensurePhraseLibrary(db().kysely)

    expect(await counts()).toEqual(full)
    expect((await readPhraseLibrary(db().kysely)).text('H225', 'en')).toBe('Highly flammable liquid and vapour.')
  })

  it('replaces a text that differs from the reference data, even when the count is right', async () => {
    await ensurePhraseLibrary(db().kysely)
    const full = await counts()
    await db().kysely.updateTable('phrases').set({ text: 'stale text' }).where('code', '=', 'H225').where('lang', '=', 'sl').execute()
    await db().kysely.updateTable('pictograms').set({ svg: '<svg/>' }).where('code', '=', 'GHS07').execute()

    await ensurePhraseLibrary(db().kysely)

    expect(await counts()).toEqual(full)
    const library = await readPhraseLibrary(db().kysely)
    expect(library.text('H225', 'sl')).toBe('Lahko vnetljiva tekočina in hlapi.')
    expect(library.pictogramSvg('GHS07')).toBe(svgFile('GHS07'))
  })

  it('reloads a library that lost only a pictogram', async () => {
    await ensurePhraseLibrary(db().kysely)
    await db().kysely.deleteFrom('pictograms').where('code', '=', 'GHS09').execute()
    await ensurePhraseLibrary(db().kysely)
    expect((await readPhraseLibrary(db().kysely)).pictogramSvg('GHS09')).toBe(svgFile('GHS09'))
  })

  it('gives statements in the document language', async () => {
    await ensurePhraseLibrary(db().kysely)
    const library = await readPhraseLibrary(db().kysely)
    expect(library.text('H225', 'sl')).toBe('Lahko vnetljiva tekočina in hlapi.')
    expect(library.text('H225', 'en')).toBe('Highly flammable liquid and vapour.')
    expect(library.text('H225', 'de')).toBe('Flüssigkeit und Dampf leicht entzündbar.')
    expect(library.text('EUH066', 'en')).toMatch(/skin dryness or cracking/)
    expect(library.text('P305+P351+P338', 'sl')).toMatch(/^PRI STIKU Z OČMI/)
    expect(library.has('H225')).toBe(true)
    expect(library.has('H999')).toBe(false)
    expect(library.text('H999', 'en')).toBeUndefined()
    expect(library.text('H225', 'xx')).toBeUndefined()
    expect(library.languagesOf('H225').sort()).toEqual(DOC_LANGUAGES.map((l) => l.code).sort())
  })

  it('names every pictogram and both signal words in en, sl and de, and holds the pictograms as SVG', async () => {
    await ensurePhraseLibrary(db().kysely)
    const library = await readPhraseLibrary(db().kysely)
    for (const lang of ['en', 'sl', 'de']) {
      for (const code of PICTOGRAM_CODES) expect(library.text(`pictogram:${code}`, lang), `${code} ${lang}`).toMatch(/\S/)
      expect(library.text('signal:danger', lang)).toMatch(/\S/)
      expect(library.text('signal:warning', lang)).toMatch(/\S/)
    }
    expect(['en', 'sl', 'de'].map((lang) => library.text('signal:danger', lang))).toEqual(['Danger', 'Nevarno', 'Gefahr'])
    expect(['en', 'sl', 'de'].map((lang) => library.text('signal:warning', lang))).toEqual(['Warning', 'Pozor', 'Achtung'])
    expect(['en', 'sl', 'de'].map((lang) => library.text('pictogram:GHS02', lang))).toEqual(['Flammable', 'Vnetljivo', 'Entzündbar'])
    for (const code of PICTOGRAM_CODES) {
      expect(library.pictogramSvg(code)).toBe(svgFile(code))
      expect(library.pictogramSvg(code)).toMatch(/<svg[\s\S]*<\/svg>/)
    }
    expect(library.pictogramSvg('GHS10')).toBeUndefined()
  })
})

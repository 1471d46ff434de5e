import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findProduct, findVersionSnapshot } from '#server/repos/products'
import { plain, type Block } from '#server/render/common/model'
import { DOCUMENT_TEXTS, PUBLIC_URL, SDS_FIXTURE, sdsTestContext, type SdsTestContext } from '#test-support/server/sds.ts'
import { buildInstructionsDocument } from './build.ts'
import { type InstructionsDocument } from '#server/render/instructions/model'
import { renderInstructionsHtml } from '#server/render/instructions/html'
import { precautionGroup } from '#server/render/instructions/precautions'

let ctx: SdsTestContext
beforeAll(async () => {
  ctx = await sdsTestContext()
})
afterAll(() => ctx.close())

const QR_URL = `${PUBLIC_URL}/p/${SDS_FIXTURE.permalink}`

async function instructions(lang: string, qr = true): Promise<InstructionsDocument> {
  const record = (await findProduct(ctx.db.kysely, SDS_FIXTURE.permalink))!
  const snapshot = await findVersionSnapshot(ctx.db.kysely, ctx.versions.current)
  return buildInstructionsDocument({ record, snapshot, lang, library: ctx.library, qrUrl: qr ? QR_URL : null })
}

const codesOf = (blocks: Block[]) => blocks.flatMap((b) => (b.kind === 'statements' ? b.items.map((i) => plain(i.code)) : []))
const textsOf = (blocks: Block[]) => blocks.flatMap((b) => (b.kind === 'paragraph' ? [plain(b.text)] : []))

describe('precautionGroup', () => {
  it.each([
    ['P102', 'conduct'],
    ['P210', 'conduct'],
    ['P264', 'conduct'],
    ['P280', 'ppe'],
    ['P284', 'ppe'],
    ['P301+P310', 'first-aid'],
    ['P305+P351+P338', 'first-aid'],
    ['P362+P364', 'first-aid'],
    ['P370+P378', 'fire'],
    ['P381', 'fire'],
    ['P391', 'spill'],
    ['P403+P235', 'storage'],
    ['P405', 'storage'],
    ['P501', 'disposal'],
  ])('puts %s under %s', (code, group) => {
    expect(precautionGroup(code)).toBe(group)
  })

  it('leaves hazard statements out', () => {
    expect(precautionGroup('H225')).toBeUndefined()
    expect(precautionGroup('EUH066')).toBeUndefined()
  })
})

describe('buildInstructionsDocument', () => {
  it('has the five sections of workplace instructions, titled in the document language', async () => {
    for (const lang of ['en', 'sl', 'de', 'hr']) {
      const doc = await instructions(lang)
      expect(doc.sections.map((s) => s.id)).toEqual(['hazards', 'protection', 'emergency', 'first-aid', 'disposal'])
      expect(doc.sections.map((s) => s.title)).toEqual(
        ['hazards', 'protection', 'emergency', 'firstAid', 'disposal'].map((k) => DOCUMENT_TEXTS[`doc:ipi:${k}`]![lang]),
      )
      expect(doc.title).toBe(DOCUMENT_TEXTS['doc:ipi:title']![lang])
    }
  })

  it('prints the revision date in the format of the document language', async () => {
    const dates = await Promise.all(['de', 'fr', 'hu', 'bg'].map(async (lang) => (await instructions(lang)).meta[1]))
    expect(dates).toEqual(
      [
        ['de', '01.06.2026'],
        ['fr', '01/06/2026'],
        ['hu', '2026. 06. 01.'],
        ['bg', '01.06.2026 г.'],
      ].map(([lang, value]) => ({ label: DOCUMENT_TEXTS['doc:revisionDate']![lang!], value })),
    )
  })

  it('shows the hazards with pictograms, signal word and statements', async () => {
    const [hazards] = (await instructions('en')).sections
    expect(hazards!.pictograms.map((p) => p.code)).toEqual(['GHS02', 'GHS07'])
    expect(hazards!.pictograms.every((p) => p.alt.length > 0)).toBe(true)
    expect(hazards!.signalWord).toBe('Danger')
    const blocks = hazards!.parts.flatMap((p) => p.blocks)
    expect(codesOf(blocks)).toEqual(['H225', 'H319', 'H336', 'EUH066'])
    // The SDS text of 2.3 (other hazards) follows.
    expect(textsOf(blocks)).toEqual(['Vapours may form explosive mixtures with air.'])
  })

  it('groups the precautionary statements with the SDS texts of the matching headings', async () => {
    const doc = await instructions('en')
    const part = (section: string, index: number) => doc.sections.find((s) => s.id === section)!.parts[index]!
    expect(part('protection', 0).title).toBe('Rules of conduct')
    expect(codesOf(part('protection', 0).blocks)).toEqual(['P210', 'P233'])
    expect(textsOf(part('protection', 0).blocks)).toEqual(['Keep away from sources of ignition. Use only in well-ventilated areas.'])
    expect(part('protection', 1).title).toBe('Personal protective equipment')
    expect(textsOf(part('protection', 1).blocks)).toEqual(['Wear protective gloves (butyl rubber, 0.5 mm) and safety goggles.'])
    expect(textsOf(part('emergency', 0).blocks)).toEqual(['Alcohol-resistant foam, carbon dioxide, dry powder.'])
    expect(codesOf(part('first-aid', 0).blocks)).toEqual(['P305+P351+P338'])
    expect(textsOf(part('first-aid', 0).blocks).length).toBeGreaterThan(1)
    expect(codesOf(part('disposal', 0).blocks)).toEqual(['P403+P235'])
    expect(textsOf(part('disposal', 1).blocks)).toEqual(['Dispose of as hazardous waste. Waste code 07 06 04*.'])
  })

  it('points a part without statements or texts to its SDS section, and gives the emergency telephone', async () => {
    // A sheet whose section 6 has no German text (the fixture's own is complete, as import demands).
    const record = (await findProduct(ctx.db.kysely, SDS_FIXTURE.permalink))!
    const snapshot = await findVersionSnapshot(ctx.db.kysely, ctx.versions.current)
    const sections = JSON.parse(snapshot.version.sds_sections) as Record<string, Record<string, string>>
    for (const number of ['6.1', '6.2', '6.3', '6.4']) delete sections[number]?.de
    const withoutSection6 = { ...snapshot, version: { ...snapshot.version, sds_sections: JSON.stringify(sections) } }
    const document = buildInstructionsDocument({ record, snapshot: withoutSection6, lang: 'de', library: ctx.library, qrUrl: QR_URL })
    const emergency = document.sections.find((s) => s.id === 'emergency')!
    const spill = emergency.parts[1]!
    expect(spill.blocks).toEqual([{ kind: 'paragraph', text: 'Siehe Abschnitt 6 des Sicherheitsdatenblatts.', empty: true }])
    expect(emergency.parts[2]!.blocks).toEqual([{ kind: 'rows', rows: [{ label: 'Notruf', value: '+386 1 400 6051 (24 h)' }] }])
  })
})

describe('renderInstructionsHtml', () => {
  it('writes escaped, class-based HTML with a QR code only when asked for', async () => {
    const doc = await instructions('sl')
    const html = renderInstructionsHtml({ ...doc, productName: '<b>"Čistilo"</b>' }, 'data:image/svg+xml;base64,AAAA')
    expect(html).not.toContain('style=')
    expect(html).not.toContain('<b>')
    const dom = JSDOM.fragment(html)
    const article = dom.querySelector('article.ipi')!
    expect(article.getAttribute('lang')).toBe('sl')
    expect(article.getAttribute('data-version-id')).toBe(String(ctx.versions.current))
    expect(dom.querySelector('.ipi-header__product')!.textContent).toBe('<b>"Čistilo"</b>')
    expect(dom.querySelectorAll('section.ipi-section')).toHaveLength(5)
    expect([...dom.querySelectorAll('.ipi-pictogram__image')].map((i) => i.getAttribute('alt'))).toEqual(
      doc.sections[0]!.pictograms.map((p) => p.alt),
    )
    expect(dom.querySelector('.ipi-signal-word')!.textContent).toBe('Nevarno')
    expect(dom.querySelector('.ipi-qr__image')!.getAttribute('src')).toBe('data:image/svg+xml;base64,AAAA')
    const without = JSDOM.fragment(renderInstructionsHtml(await instructions('sl', false)))
    expect(without.querySelector('.ipi-qr')).toBeNull()
    expect(without.querySelector('article.ipi')!.getAttribute('data-qr')).toBe('0')
  })
})

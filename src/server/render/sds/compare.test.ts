import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compareDocuments, sectionText } from './compare.ts'
import { renderSdsHtml } from './html.ts'
import type { SdsDocument } from './model.ts'
import { fixtureDocument, SDS_FIXTURE, sdsTestContext, type SdsTestContext } from '#test-support/server/sds.ts'

let ctx: SdsTestContext
beforeAll(async () => {
  ctx = await sdsTestContext()
})
afterAll(() => ctx.close())

const versions = async (lang: string): Promise<[SdsDocument, SdsDocument]> => [
  await fixtureDocument(ctx, lang, ctx.versions.current),
  await fixtureDocument(ctx, lang, ctx.versions.older, false),
]

describe('compareDocuments', () => {
  it.each(['en', 'sl', 'de'])('finds exactly the sections whose texts differ between the fixture versions (%s)', async (lang) => {
    const [shown, older] = await versions(lang)
    const { sections, document } = compareDocuments(shown, older)
    expect(sections).toEqual(SDS_FIXTURE.changedSections)
    expect(document.sections.filter((s) => s.changed).map((s) => s.number)).toEqual(SDS_FIXTURE.changedSections)
  })

  it('puts <ins>/<del> only inside the changed sections, word by word, and leaves the others as the plain sheet has them', async () => {
    const [shown, older] = await versions('en')
    const html = renderSdsHtml(compareDocuments(shown, older).document, { compare: true })
    const plainHtml = renderSdsHtml(shown)
    const dom = JSDOM.fragment(html)
    const plainDom = JSDOM.fragment(plainHtml)
    for (const section of dom.querySelectorAll('section.sds-section')) {
      const number = Number(section.getAttribute('data-section'))
      const marks = section.querySelectorAll('ins, del')
      if (SDS_FIXTURE.changedSections.includes(number as 4 | 7)) {
        expect(section.classList.contains('sds-section--changed')).toBe(true)
        expect(marks.length, `section ${number}`).toBeGreaterThan(0)
      } else {
        expect(section.classList.contains('sds-section--changed')).toBe(false)
        expect(marks).toHaveLength(0)
        expect(section.outerHTML).toBe(plainDom.querySelector(`#sds-section-${number}`)!.outerHTML)
      }
    }
    const firstAid = dom.querySelector('#sds-subsection-4-1')!
    expect([...firstAid.querySelectorAll('ins')].map((e) => e.textContent)).toEqual(['air and keep at rest.', 'cautiously ', '15'])
    expect([...firstAid.querySelectorAll('del')].map((e) => e.textContent)).toEqual(['air.', '10'])
    // The marks sit inside the paragraphs: the newer text reads whole without the deletions.
    const paragraphs = [...firstAid.querySelectorAll('p')].map((p) => {
      const copy = p.cloneNode(true) as Element
      copy.querySelectorAll('del').forEach((d) => d.remove())
      return copy.textContent
    })
    expect(paragraphs).toEqual([
      'After inhalation: move the person to fresh air and keep at rest.',
      'After eye contact: rinse cautiously with water for 15 minutes.',
    ])
  })

  it('ignores the revision data, which differs between any two versions', async () => {
    const [shown, older] = await versions('en')
    expect(shown.sections[15]!.blocks[0]).not.toEqual(older.sections[15]!.blocks[0])
    expect(sectionText(shown.sections[15]!)).toBe(sectionText(older.sections[15]!))
  })

  it('finds nothing between a version and itself', async () => {
    const shown = await fixtureDocument(ctx, 'sl')
    const result = compareDocuments(shown, await fixtureDocument(ctx, 'sl'))
    expect(result.sections).toEqual([])
    expect(renderSdsHtml(result.document)).toBe(renderSdsHtml(shown))
  })

  it('marks rows, table rows and statements that only one version has as inserted or deleted', async () => {
    const [shown] = await versions('en')
    const older = structuredClone(shown)
    const substances = older.sections[2]!.subsections[1]!.blocks[0]!
    if (substances.kind !== 'table') throw new Error('3.2 is the substances table')
    substances.rows = [substances.rows[0]!, ['ethanol', '64-17-5', '200-578-6', '603-002-00-5', '–', '5.00', '–']]
    const labels = older.sections[1]!.subsections[1]!.blocks
    const hazard = labels.find((b) => b.kind === 'statements' && b.name === 'hazard')!
    if (hazard.kind !== 'statements') throw new Error('2.2 has the hazard statements')
    hazard.items = hazard.items.slice(0, 2)
    const pictograms = labels.find((b) => b.kind === 'pictograms')!
    if (pictograms.kind === 'pictograms') pictograms.items = [pictograms.items[0]!, { code: 'GHS05', alt: 'Corrosive' }]

    const { sections, document } = compareDocuments(shown, older)
    expect(sections).toEqual([2, 3])
    const dom = JSDOM.fragment(renderSdsHtml(document, { compare: true }))
    const rows = [...dom.querySelectorAll('#sds-subsection-3-2 tbody tr')]
    expect(rows.map((r) => r.querySelector('td')!.innerHTML)).toEqual(['acetone', '<ins>propan-2-ol</ins>', '<del>ethanol</del>'])
    expect(dom.querySelector('#sds-subsection-2-2 .sds-statements--hazard li:last-child .sds-statement__code')!.innerHTML).toBe(
      '<ins>H336</ins>',
    )
    expect([...dom.querySelectorAll('#sds-subsection-2-2 .sds-pictogram')].map((p) => p.className)).toEqual([
      'sds-pictogram',
      'sds-pictogram sds-pictogram--added',
      'sds-pictogram sds-pictogram--removed',
    ])
    expect(dom.querySelector('.sds-pictogram--removed del img')!.getAttribute('alt')).toBe('Corrosive')
  })
})

import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { LABEL_OPTIONS } from '#server/products/label-options'
import { demoContext, type DemoContext } from '#test-support/server/demo-context.ts'
import { labelPrecautions } from './statement-rules.ts'

/**
 * No CLP Article 17 element is ever missing from a printed label: every demo product, at every
 * label size, in one, two and three of its languages, answers either a PDF whose text holds the
 * product identifier, UFI, supplier with telephone, nominal quantity, and in every language the
 * signal word and every H, EUH and P statement the label carries — or the 422 problem naming
 * what does not fit and a larger size. And no product answers a 5xx.
 */
let demo: DemoContext
let dir: string
beforeAll(async () => {
  demo = await demoContext()
  dir = mkdtempSync(join(tmpdir(), 'dossier-demo-labels-'))
}, 120_000)
afterAll(async () => {
  await demo.close()
  rmSync(dir, { recursive: true, force: true })
})

const flat = (s: string) => s.replace(/\s+/g, ' ').trim()
function pdfText(bytes: Buffer): string {
  const path = join(dir, 'label.pdf')
  writeFileSync(path, bytes)
  return flat(execFileSync('pdftotext', ['-raw', path, '-'], { encoding: 'utf8' }))
}

const CONTENTS = '750 ml'

it('prints every label element of every demo product at every size and in 1-3 languages, or refuses with 422', async () => {
  const tally = { printed: 0, refused: 0 }
  for (const product of demo.products) {
    const base = `/api/v1/productLabelRender/pdf/-${product.permalink}`
    if (product.sdsLangs.length === 0) {
      // A product without a valid language has no label: a clear conflict, never a 5xx.
      const res = await demo.app.request(`${base}?lp=1`)
      expect(res.status, product.permalink).toBe(409)
      expect((await res.json()) as { title: string }).toMatchObject({ title: 'No label language' })
      continue
    }
    if (!product.file.documents.label) continue
    const file = product.file
    const onLabel = file.hazards.statements.filter((s) => s.onLabel).map((s) => s.code)
    const codes = [...onLabel.filter((c) => !c.startsWith('P')), ...labelPrecautions(onLabel.filter((c) => c.startsWith('P')))]
    const ufis = [...new Set(file.synonyms.map((s) => s.ufi).filter(Boolean))]
    const languageSets = [1, 2, 3].filter((n) => n <= product.sdsLangs.length).map((n) => product.sdsLangs.slice(0, n))
    for (const dim of LABEL_OPTIONS.label_dim)
      for (const langs of languageSets) {
        const query = `lp=1&dim=${dim.id}&xlang=${langs.join(',')}&vseb=${encodeURIComponent(CONTENTS)}`
        const where = `${product.permalink} ${dim.text} languages ${langs.join(',')}`
        const res = await demo.app.request(`${base}?${query}`)
        const bytes = Buffer.from(await res.arrayBuffer())
        if (res.status === 422) {
          const problem = JSON.parse(bytes.toString()) as { missing: string[]; suggestedDim?: { id: number }; detail: string }
          expect(problem.missing.length, where).toBeGreaterThan(0)
          if (problem.suggestedDim) expect(problem.suggestedDim.id, where).not.toBe(dim.id)
          tally.refused++
          continue
        }
        expect(res.status, where).toBe(200)
        const text = pdfText(bytes)
        const expected = [
          flat(file.name),
          ...ufis.map((u) => `UFI: ${u}`),
          file.supplier.name,
          `Tel. ${file.supplier.phone}`,
          `: ${CONTENTS}`,
          ...codes,
        ]
        for (const e of expected) expect(text, `${where}: ${e}`).toContain(e)
        // The signal word and the statement texts in each language come from the label content the dossier gives.
        const content = await labelContent(product.permalink, langs)
        // Lines break inside long words ('…/protective clothing/…'): compared without white space.
        const bare = text.replace(/\s+/g, '')
        for (const l of content) for (const line of l) expect(bare, `${where}: ${line}`).toContain(line.replace(/\s+/g, ''))
        tally.printed++
      }
  }
  expect(tally.printed).toBeGreaterThan(20)
  expect(tally.refused).toBeGreaterThan(5)
}, 300_000)

/** Per language: the signal word and every H, P and supplemental line the label carries. */
async function labelContent(permalink: string, langs: number[]): Promise<string[][]> {
  const { composeLabel } = await import('#server/documents/label/content')
  const { labelChoices, loadLabelProduct } = await import('#server/documents/label/source')
  const { parseLabelParams } = await import('#shared/label-params')
  const source = (await loadLabelProduct(demo.db.kysely, permalink))!
  const params = parseLabelParams({ xlang: langs.join(',') }, labelChoices(source.record))
  if (!params.ok) throw new Error(params.reason)
  const content = composeLabel({ ...source, library: demo.library, permalinkUrl: 'https://dossier.example/p/x' }, params.params)
  return content.languages.map((l) => [l.signalWord ?? '', ...l.hazards, ...l.precautions, ...l.supplemental].filter(Boolean))
}

it('answers no 5xx for any demo product on any label call', async () => {
  for (const product of demo.products)
    for (const path of ['productLabelRender/view', 'productLabelRender/pdf']) {
      const res = await demo.app.request(`/api/v1/${path}/-${product.permalink}?lp=1`)
      expect(res.status, `${path} ${product.permalink}`).toBeLessThan(500)
    }
})

it('prints label data by CLP Articles 17, 18, 25 and 28 for the demo products', async () => {
  const pdf = async (permalink: string, query = '') => {
    const res = await demo.app.request(`/api/v1/productLabelRender/pdf/-${permalink}?lp=1&dim=5${query}`)
    expect(res.status, permalink).toBe(200)
    return { res, text: pdfText(Buffer.from(await res.arrayBuffer())) }
  }
  // Article 17(1)(a): the supplier's own telephone, not the poison centre's.
  const fuel = await pdf('rlo7c_2JIOncAqjg')
  expect(fuel.text).toContain('Tel. +43 662 555 014')
  expect(fuel.text).not.toContain('406 43 43')
  // The address is printed once: its country is named in the label's reference language (rlang).
  expect(fuel.text).toContain('Austria')
  const german = await pdf('rlo7c_2JIOncAqjg', '&xlang=3')
  expect(german.text).toContain('Österreich')
  expect(german.text).not.toContain('Austria')
  const bilingual = await pdf('rlo7c_2JIOncAqjg', '&xlang=2,3&rlang=2')
  expect(bilingual.text).toContain('Avstrija')
  expect(bilingual.text).not.toContain('Österreich')
  // Formaldehyde: carcinogen 1B, restricted to professional users in the supplemental section;
  // eight P statements remain, and the answer warns about Article 28(3).
  const formaldehyde = await pdf('APlKLSLHAXDc0DRT')
  expect(formaldehyde.text).toContain('Restricted to professional users')
  expect(formaldehyde.text.indexOf('Restricted to professional users')).toBeGreaterThan(formaldehyde.text.indexOf('P405'))
  expect(decodeURIComponent(formaldehyde.res.headers.get('x-label-warnings') ?? '')).toContain('8 precautionary statements')
  // The count the label preview shows its Article 28(3) notice from.
  expect(formaldehyde.res.headers.get('x-label-precautions')).toBe('8')
  expect(formaldehyde.text).toContain('Contains: formaldehyde, methanol')
  // Article 17(1)(b): the nominal quantity from the dossier's packaging data when the call names no other contents.
  expect(formaldehyde.text).toContain('Contents: 1 l')
  expect(formaldehyde.res.headers.get('content-disposition')).toContain('_148x210mm_1 l_')
  expect((await pdf('APlKLSLHAXDc0DRT', '&vseb=5%20l')).text).toContain('Contents: 5 l')
  // The wood varnish is not classified: no "Contains:" line (Article 18(3)(b)); its EUH statements stay, as supplemental information.
  const varnish = await pdf('FO3FGGCKVFca3fE5')
  expect(varnish.text).not.toContain('Contains:')
  expect(varnish.text).toContain('EUH208')
  expect(varnish.res.headers.get('x-label-warnings')).toBeNull()
  // The descaler's P statements are six or fewer: no warning.
  const descaler = await pdf('1o7wbn1hakol02sw')
  expect(descaler.res.headers.get('x-label-warnings')).toBeNull()
  expect(Number(descaler.res.headers.get('x-label-precautions'))).toBeLessThanOrEqual(6)
})

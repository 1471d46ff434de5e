import { afterAll, beforeAll, expect, it } from 'vitest'
import { parseLabelParams } from '#shared/label-params'
import { hasTemplateMarker } from '../phrases/statement-text.ts'
import { composeLabel } from '../documents/label/content.ts'
import { labelChoices, loadLabelProduct } from '../documents/label/source.ts'
import { demoContext, type DemoContext } from '#test-support/server/demo-context.ts'

/**
 * No CLP template marker ("<name of substance>", "…", "[or shower]") reaches what a reader gets for
 * any demo product: the label (every valid label language), the safety instructions, and the
 * product detail the dossier pages show. The SDS has its own scan over the whole phrase library.
 */
let demo: DemoContext
beforeAll(async () => {
  demo = await demoContext()
}, 120_000)
afterAll(() => demo.close())

/** The statement texts of a JSON answer: every `text` beside an H, EUH or P code. */
function statementTexts(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(statementTexts)
  if (!value || typeof value !== 'object') return []
  const record = value as Record<string, unknown>
  const code = [record.rshp_id, record.code, record.id].find((v) => typeof v === 'string' && /^(H|EUH|P)\d{3}/.test(v))
  const own = code && typeof record.text === 'string' ? [record.text] : []
  return [...own, ...Object.values(record).flatMap(statementTexts)]
}

const markersIn = (text: string) => text.split('\n').filter((line) => hasTemplateMarker(line))

it('labels, safety instructions and the detail of every demo product print no template marker', async () => {
  const checked: string[] = []
  for (const product of demo.products) {
    const detail = await demo.app.request(`/api/v1/products/-${product.permalink}/detail`)
    expect(detail.status).toBe(200)
    const texts = statementTexts(await detail.json())
    if (product.file.hazards.statements.length > 0) expect(texts.length, `${product.permalink} statements in the detail`).toBeGreaterThan(0)
    expect(
      texts.filter((t) => hasTemplateMarker(t)),
      `${product.permalink} detail`,
    ).toEqual([])
    for (const lang of product.sdsLangs) {
      const instructions = await demo.app.request(`/api/v1/sdsRender/ipi/-${product.permalink}/${lang}/P`)
      if (instructions.status === 200) {
        const html = (await instructions.text()).replace(/<[^>]+>/g, '\n')
        expect(markersIn(html), `${product.permalink} instructions in ${lang}`).toEqual([])
        checked.push(`instructions ${product.permalink} ${lang}`)
      }
      const label = await demo.app.request(`/api/v1/productLabelRender/view/-${product.permalink}?lp=1&xlang=${lang}`)
      if (label.status === 200) {
        const summary = decodeURIComponent(label.headers.get('x-label-summary') ?? '')
        expect(markersIn(summary), `${product.permalink} label picture's text in ${lang}`).toEqual([])
      }
      // Every statement the label would print, P statements included.
      const source = await loadLabelProduct(demo.db.kysely, product.permalink)
      if (!source) continue
      const params = parseLabelParams({ xlang: String(lang) }, labelChoices(source.record))
      if (!params.ok) continue
      const content = composeLabel({ ...source, library: demo.library, permalinkUrl: 'https://dossier.example/p/x' }, params.params)
      const printed = content.languages.flatMap((l) => [...l.hazards, ...l.precautions])
      expect(
        printed.filter((t) => hasTemplateMarker(t)),
        `${product.permalink} label in ${lang}`,
      ).toEqual([])
      checked.push(`label ${product.permalink} ${lang}`)
    }
  }
  expect(checked.filter((c) => c.startsWith('instructions')).length).toBeGreaterThan(10)
  expect(checked.filter((c) => c.startsWith('label')).length).toBeGreaterThan(10)
})

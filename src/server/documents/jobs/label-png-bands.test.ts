import { afterAll, beforeAll, expect, it } from 'vitest'
import { decodePng } from '#test-support/server/png-pixels.ts'
import { fitLabel } from '#server/render/label/fit'
import { pixelSize, renderLabelPng, renderLabelPngPiece } from '#server/render/label/png'
import { assemblePng } from '#server/render/label/png-encode'
import { inProcessRenderer } from '#server/render/pool/jobs'
import { LABEL_OPTIONS } from '#server/products/label-options'
import { parseLabelParams } from '#shared/label-params'
import { demoContext, DEMO_PUBLIC_URL, type DemoContext } from '#test-support/server/demo-context.ts'
import { composeLabel } from '../label/content.ts'
import { loadLabelProduct } from '../label/source.ts'
import { renderLabelPngInBands } from './label-png-bands.ts'

/**
 * A label PNG drawn in bands (each band in its own worker, each drawing only the items that can
 * reach its rows) has exactly the pixels of the label drawn whole: no line of text, pictogram or
 * frame is lost or cut where two bands meet. Checked for every demo label at every size that fits,
 * in one and in three languages, in the server's two bands and in five (more seams through text).
 */
let demo: DemoContext
beforeAll(async () => {
  demo = await demoContext()
}, 120_000)
afterAll(() => demo.close())

const pixels = async (png: Uint8Array) => Buffer.from((await decodePng(png)).data)

it('draws every demo label in bands with the pixels of one whole drawing', async () => {
  const dpi = 150
  const renderer = { ...inProcessRenderer(demo.library), parallelism: 2 }
  const svg = (code: string) => demo.library.pictogramSvg(code)
  let compared = 0
  for (const { permalink, sdsLangs } of demo.products) {
    const product = await loadLabelProduct(demo.db.kysely, permalink)
    if (!product || sdsLangs.length === 0) continue
    const permalinkUrl = `${DEMO_PUBLIC_URL}/p/${permalink}`
    for (const languages of [sdsLangs.slice(0, 1), sdsLangs.slice(0, 3)])
      for (const dim of LABEL_OPTIONS.label_dim) {
        const parsed = parseLabelParams({ xlang: languages.join(','), dim: String(dim.id) }, product.choices)
        if (!parsed.ok) continue
        const { params } = parsed
        const fit = fitLabel(composeLabel({ ...product, library: demo.library, permalinkUrl }, params), params, product.choices)
        if (!fit.ok) continue
        const where = `${permalink} ${dim.text} ${languages.length} language(s)`
        const whole = await pixels(renderLabelPng(fit.layout, svg, dpi))
        const banded = await renderLabelPngInBands(renderer, { product, params, permalinkUrl, dpi })
        expect((await pixels(banded.body)).equals(whole), `${where}, 2 bands`).toBe(true)
        const count = 5
        const pieces = Array.from({ length: count }, (_, index) => renderLabelPngPiece(fit.layout, svg, dpi, { index, count }, 'palette'))
        const { width, height } = pixelSize(fit.layout, dpi)
        const got = await pixels(assemblePng(width, height, dpi, pieces))
        expect(got.equals(whole), `${where}, 5 bands`).toBe(true)
        compared++
      }
  }
  expect(compared).toBeGreaterThan(20)
}, 300_000)

import { assemblePng } from '#server/render/label/png-encode'
import type { PngColours } from '#server/render/label/png-encode'
import type { Renderer } from '#server/render/pool/jobs'
import type { RenderOutput } from '#server/render/pool/output'
import type { LabelPngJob } from './label-jobs.ts'

/**
 * Bands of a label PNG drawn at the same time: two, or one when renders run in this thread. An A4
 * label at 150 dpi is 2.2 million pixels, and drawing, reading back and compressing them takes a
 * single thread about twice the preview's time budget; two workers each take half the rows (the
 * layout, a few milliseconds, is repeated in each). More bands would repeat the layout more often
 * for less gain, and leave no worker free for the next reader's render.
 */
const MAX_BANDS = 2

/**
 * The label's PNG, its bands drawn by the renderer's workers at the same time and put together
 * here. The bands agree on the colour type: if any holds a colour outside the label palette, all
 * are drawn again in RGBA. A label that does not fit is refused alike by every band.
 */
export async function renderLabelPngInBands(renderer: Renderer, job: LabelPngJob): Promise<RenderOutput> {
  const count = Math.max(1, Math.min(MAX_BANDS, renderer.parallelism))
  const draw = (colours: PngColours) =>
    Promise.all(Array.from({ length: count }, (_, index) => renderer.run('labelPngPiece', { ...job, band: { index, count }, colours })))
  let bands = await draw('palette')
  if (bands[0]!.refusal) return bands[0]!
  if (new Set(bands.map((b) => b.pngPiece!.colourType)).size > 1) bands = await draw('rgba')
  const { pngPiece: first, body: _, ...about } = bands[0]!
  const pieces = bands.map(({ body, pngPiece }) => ({ deflated: body, ...pngPiece! }))
  return { ...about, body: assemblePng(first!.width, first!.height, job.dpi, pieces) }
}

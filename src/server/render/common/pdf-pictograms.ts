import PDFDocument from 'pdfkit'
// Before any document is made: its streams keep their text until they need bytes (see there).
import './pdf-text-streams.ts'
import SVGtoPDF from 'svg-to-pdfkit'

/**
 * GHS pictograms for the PDF, as vector drawings. Converting an SVG with svg-to-pdfkit takes
 * 5-20 ms each, so each one is converted once, into a scratch document whose drawing operators are
 * recorded; every sheet then replays them. Opacity is the only page resource these drawings use:
 * it is recorded as a call and replayed through pdfkit, which registers it in the new document.
 * Anything else that would need a resource (gradients, patterns, images) fails the recording, and
 * such a pictogram is drawn live instead.
 */
type Step = { content: string } | { fillOpacity: number | null; strokeOpacity: number | null }

export interface RecordedDrawing {
  steps: Step[]
  /** The drawing was recorded in a SIZE × SIZE box. */
  size: number
}

const SIZE = 100

/**
 * The reference drawings name colours in capitals ("fill:White"), which svg-to-pdfkit does not
 * recognise (it draws them black); CSS colour keywords are case-insensitive, so lower-case them.
 */
export function normaliseSvg(svg: string): string {
  return svg.replace(/\b(fill|stroke)\s*:\s*([A-Za-z]+)/g, (_all, prop: string, colour: string) => `${prop}:${colour.toLowerCase()}`)
}

interface Internals {
  addContent(data: string): unknown
  _doOpacity(fill: number | null, stroke: number | null): unknown
  page: { resources: { data: Record<string, unknown> } }
}

function record(svg: string): RecordedDrawing | undefined {
  const scratch = new PDFDocument({ size: [SIZE, SIZE], margin: 0, compress: false })
  const inner = scratch as unknown as Internals
  const steps: Step[] = []
  const addContent = inner.addContent.bind(scratch)
  const doOpacity = inner._doOpacity.bind(scratch)
  let inOpacity = false
  inner.addContent = (data: string) => {
    if (!inOpacity) steps.push({ content: data })
    return addContent(data)
  }
  inner._doOpacity = (fill, stroke) => {
    steps.push({ fillOpacity: fill, strokeOpacity: stroke })
    inOpacity = true
    try {
      return doOpacity(fill, stroke)
    } finally {
      inOpacity = false
    }
  }
  SVGtoPDF(scratch, normaliseSvg(svg), 0, 0, { width: SIZE, height: SIZE, preserveAspectRatio: 'xMidYMid meet' })
  const resources = Object.entries(inner.page.resources.data).filter(
    ([key, value]) => key !== 'ProcSet' && key !== 'ExtGState' && !(value && typeof value === 'object' && Object.keys(value).length === 0),
  )
  scratch.end()
  return resources.length > 0 ? undefined : { steps, size: SIZE }
}

const recorded = new Map<string, RecordedDrawing | null>()

/** The recording of one SVG, made on first use; undefined when it must be drawn live. */
export function recordedPictogram(svg: string): RecordedDrawing | undefined {
  let drawing = recorded.get(svg)
  if (drawing === undefined) {
    drawing = record(svg) ?? null
    recorded.set(svg, drawing)
  }
  return drawing ?? undefined
}

/** Draws an SVG pictogram in a size × size box at (x, y). */
export function drawPictogram(doc: PDFKit.PDFDocument, svg: string, x: number, y: number, size: number): void {
  const drawing = recordedPictogram(svg)
  if (!drawing) {
    SVGtoPDF(doc, normaliseSvg(svg), x, y, { width: size, height: size, preserveAspectRatio: 'xMidYMid meet' })
    return
  }
  const inner = doc as unknown as Internals
  doc.save()
  doc.translate(x, y)
  doc.scale(size / drawing.size)
  for (const step of drawing.steps) {
    if ('content' in step) inner.addContent(step.content)
    else inner._doOpacity(step.fillOpacity, step.strokeOpacity)
  }
  doc.restore()
}

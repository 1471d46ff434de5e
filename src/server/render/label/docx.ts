import { AlignmentType, Document, ImageRun, Packer, Paragraph, TextRun } from 'docx'
import QRCode from 'qrcode'
import type { LabelContent } from './model.ts'
import { pictogramBoxSide } from './pictogram-art.ts'
import { pictogramPng } from './png.ts'
import { addressSegments } from '../common/qr-segments.ts'

/**
 * The label as a Word document (GET /api/v1/label/docx). labType 2 (the default, "save label
 * content"): every label element as editable text on a page of the label's size, in the label's
 * order; labType 1: the rendered label as one picture on that page, to print as it is.
 */
const TWIPS_PER_MM = 1440 / 25.4
const PX_PER_MM = 96 / 25.4

export interface DocxOptions {
  width: number
  height: number
  margins: { top: number; right: number; bottom: number; left: number }
  fontPt: number
  titlePt: number
  /** Side (mm) of each pictogram's red-bordered square. */
  pictogramMm: number
  qrMm: number
  labType: 1 | 2
  /** labType 1: the label image (PNG) and its text alternative. */
  image?: { png: Buffer; alt: string }
  title: string
}

const run = (text: string, sizePt: number, bold = false) => new TextRun({ text, bold, size: Math.round(sizePt * 2) })
const para = (runs: (TextRun | ImageRun)[], spacingAfterPt = 2, alignment?: (typeof AlignmentType)[keyof typeof AlignmentType]) =>
  new Paragraph({ children: runs, spacing: { after: spacingAfterPt * 20 }, alignment })

export async function renderLabelDocx(
  content: LabelContent,
  pictogramSvg: (code: string) => string | undefined,
  options: DocxOptions,
): Promise<Buffer> {
  const f = options.fontPt
  const children: Paragraph[] = []
  if (options.labType === 1 && options.image) {
    const w = (options.width - options.margins.left - options.margins.right) * PX_PER_MM
    const h = (options.height - options.margins.top - options.margins.bottom) * PX_PER_MM
    const scale = Math.min(w / (options.width * PX_PER_MM), h / (options.height * PX_PER_MM))
    children.push(
      para([
        new ImageRun({
          type: 'png',
          data: options.image.png,
          transformation: { width: options.width * PX_PER_MM * scale, height: options.height * PX_PER_MM * scale },
          altText: { name: options.title, title: options.title, description: options.image.alt },
        }),
      ]),
    )
  } else {
    children.push(para([run(content.title, options.titlePt, true)], 4))
    for (const line of [content.synonyms.join(', '), content.ufi.length ? `UFI: ${content.ufi.join(', ')}` : '', content.codes ?? ''])
      if (line) children.push(para([run(line, f)]))
    if (content.pictograms.length > 0) {
      const px = Math.round(pictogramBoxSide(options.pictogramMm) * PX_PER_MM)
      const runs = content.pictograms.flatMap((p) => {
        const svg = pictogramSvg(p.code)
        return svg
          ? [
              new ImageRun({
                type: 'png',
                data: pictogramPng(svg, px * 4),
                transformation: { width: px, height: px },
                altText: { name: p.code, title: p.name, description: `${p.code}: ${p.name}` },
              }),
              run(' ', f),
            ]
          : []
      })
      children.push(para(runs, 4))
      if (content.pictogramMarks) children.push(para([run(content.pictograms.map((p) => `${p.code} ${p.name}`).join('  ·  '), f * 0.8)], 4))
    }
    for (const [index, l] of content.languages.entries()) {
      if (content.languages.length > 1) children.push(para([run(l.lang.toUpperCase(), f, true)], 1))
      if (l.signalWord) children.push(para([run(l.signalWord, f * 1.3, true)], 2))
      const texts = [l.contains, ...l.hazards, ...l.precautions, ...l.supplemental, l.description, ...l.instructions, l.usage, l.storage]
      for (const text of texts) if (text) children.push(para([run(text, f)]))
      if (index < content.languages.length - 1) children.push(para([], 4))
    }
    children.push(para([], 2))
    for (const line of content.supplier) children.push(para([run(line, f)], 0))
    if (content.contents) children.push(para([run(content.contents, f * 1.15, true)], 2))
    if (content.unNumber) children.push(para([run(content.unNumber, f * 1.3, true)], 2))
    if (options.qrMm > 0 && content.qrUrl) {
      const png = await QRCode.toBuffer(addressSegments(content.qrUrl), { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 300 })
      const px = options.qrMm * PX_PER_MM
      children.push(
        para(
          [
            new ImageRun({
              type: 'png',
              data: png,
              transformation: { width: px, height: px },
              altText: { name: 'QR', description: content.qrUrl },
            }),
          ],
          0,
          AlignmentType.RIGHT,
        ),
      )
    }
  }
  const doc = new Document({
    title: options.title,
    creator: 'Dossier',
    styles: { default: { document: { run: { font: 'Arial', size: Math.round(f * 2) } } } },
    sections: [
      {
        properties: {
          page: {
            size: { width: Math.round(options.width * TWIPS_PER_MM), height: Math.round(options.height * TWIPS_PER_MM) },
            margin: {
              top: Math.round(options.margins.top * TWIPS_PER_MM),
              right: Math.round(options.margins.right * TWIPS_PER_MM),
              bottom: Math.round(options.margins.bottom * TWIPS_PER_MM),
              left: Math.round(options.margins.left * TWIPS_PER_MM),
              header: 0,
              footer: 0,
              gutter: 0,
            },
          },
        },
        children,
      },
    ],
  })
  return Packer.toBuffer(doc)
}

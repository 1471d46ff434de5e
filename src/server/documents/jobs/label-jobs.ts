import type { LabelParams } from '#shared/label-params'
import { docLanguageById } from '#shared/languages'
import type { PhraseLibrary } from '#server/phrases/library'
import { composeLabel } from '../label/content.ts'
import { type LabelContent } from '#server/render/label/model'
import { renderLabelDocx } from '#server/render/label/docx'
import { fitLabel, untranslatedRefusal, type Fitted } from '#server/render/label/fit'
import { renderLabelPdf } from '#server/render/label/pdf'
import { pixelSize, renderLabelPng, renderLabelPngPiece, type PngBand } from '#server/render/label/png'
import type { PngColours } from '#server/render/label/png-encode'
import type { LabelProduct } from '../label/source.ts'
import { renderNiceLabelXlsx } from '#server/render/label/xlsx'
import type { RenderOutput } from '#server/render/pool/output'

/**
 * The label files as render jobs: composing the label's text, laying it out (text measuring grows
 * with the text) and drawing it all run where the job runs, in a worker thread.
 */
export interface LabelJob {
  product: LabelProduct
  params: LabelParams
  /** The address the label's QR code carries. */
  permalinkUrl: string
}

export interface LabelPngJob extends LabelJob {
  dpi: number
}

/** One band of a label PNG, drawn while other workers draw the others (label-png-bands.ts). */
export interface LabelPngPieceJob extends LabelPngJob {
  band: PngBand
  colours: PngColours
}

export interface LabelPdfJob extends LabelJob {
  /** One label on its own page, or labels tiled on A4. */
  mode: 'single' | 'sheet'
}

export interface LabelDocxJob extends LabelJob {
  /** 1: the label as a picture; 2: the label's content as text. */
  labType: 1 | 2
}

/** What the label shows, in words: the picture's text alternative in the Word document and the preview. */
export function labelAltText(content: LabelContent): string {
  const first = content.languages[0]
  const parts = [content.title, first?.signalWord, content.pictograms.map((p) => p.name).join(', '), ...(first?.hazards ?? [])]
  return parts.filter(Boolean).join('. ')
}

/** A label that cannot be printed: no file, only the problem the route answers (and the cache keeps). */
function refused({ status, title, detail, missing, suggested }: Extract<Fitted, { ok: false }>): RenderOutput {
  return { body: new Uint8Array(0), refusal: { status, title, detail, missing, suggested } }
}

export function labelJobs(library: PhraseLibrary) {
  const pictogramSvg = (code: string) => library.pictogramSvg(code)
  const contentOf = ({ product, params, permalinkUrl }: LabelJob) =>
    composeLabel({ record: product.record, snapshot: product.snapshot, library, permalinkUrl }, params)
  /** The label's text fitted to its size: every mandatory element, or the refusal that says why not. */
  const fitted = (job: LabelJob) => {
    const content = contentOf(job)
    return { content, fit: fitLabel(content, job.params, job.product.choices) }
  }

  return {
    async labelPngPiece(job: LabelPngPieceJob): Promise<RenderOutput> {
      const { content, fit } = fitted(job)
      if (!fit.ok) return refused(fit)
      const { layout } = fit
      const { deflated, ...piece } = renderLabelPngPiece(layout, pictogramSvg, job.dpi, job.band, job.colours)
      return {
        body: deflated,
        pngPiece: { ...piece, ...pixelSize(layout, job.dpi) },
        overflow: layout.overflow,
        omitted: layout.omitted,
        warnings: content.warnings,
        precautions: content.precautionCount,
        summary: labelAltText(content),
      }
    },

    async labelPdf(job: LabelPdfJob): Promise<RenderOutput> {
      const { content, fit } = fitted(job)
      if (!fit.ok) return refused(fit)
      const { layout } = fit
      const body = await renderLabelPdf(layout, pictogramSvg, {
        mode: job.mode,
        title: job.product.record.product.name,
        date: new Date(`${job.product.snapshot.version.revision_date}T00:00:00Z`),
        lang: docLanguageById(job.params.referenceLanguageId)?.code ?? 'en',
      })
      return { body, overflow: layout.overflow, omitted: layout.omitted, warnings: content.warnings, precautions: content.precautionCount }
    },

    async labelDocx(job: LabelDocxJob): Promise<RenderOutput> {
      const { content, fit } = fitted(job)
      if (!fit.ok) return refused(fit)
      const { layout, style } = fit
      // Word draws the pictograms at the size the label layout gave them.
      const frame = layout.items.find((i) => i.kind === 'pictogram')?.frame ?? style.pictogramMm
      const picture = job.labType === 1
      const body = await renderLabelDocx(content, pictogramSvg, {
        width: style.width,
        height: style.height,
        margins: picture ? { top: 0, right: 0, bottom: 0, left: 0 } : style.margins,
        fontPt: style.fontPt,
        titlePt: style.titlePt,
        pictogramMm: frame,
        qrMm: style.qrMm,
        labType: job.labType,
        image: picture ? { png: renderLabelPng(layout, pictogramSvg, 300), alt: labelAltText(content) } : undefined,
        title: job.product.record.product.name,
      })
      return { body }
    },

    /** The Excel sheet for NiceLabel; its languages are in `params.languageIds`. */
    async niceLabelXlsx(job: LabelJob): Promise<RenderOutput> {
      const content = contentOf(job)
      const untranslated = untranslatedRefusal(content)
      if (untranslated) return refused(untranslated)
      return { body: await renderNiceLabelXlsx(content, job.product.record.product.code) }
    },
  }
}

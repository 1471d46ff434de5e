import type { LabelParams } from '../../../shared/label-params.ts'
import { docLanguageById } from '../../../shared/languages.ts'
import type { PhraseLibrary } from '../../phrases/library.ts'
import { composeLabel, type LabelContent } from '../label/content.ts'
import { renderLabelDocx } from '../label/docx.ts'
import { layoutLabel } from '../label/layout.ts'
import { renderLabelPdf } from '../label/pdf.ts'
import { renderLabelPng } from '../label/png.ts'
import { labelStyle, type LabelProduct } from '../label/source.ts'
import { renderNiceLabelXlsx } from '../label/xlsx.ts'
import type { RenderOutput } from './output.ts'

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

export function labelJobs(library: PhraseLibrary) {
  const pictogramSvg = (code: string) => library.pictogramSvg(code)
  const contentOf = ({ product, params, permalinkUrl }: LabelJob) =>
    composeLabel({ record: product.record, snapshot: product.snapshot, library, permalinkUrl }, params)

  return {
    async labelPng(job: LabelPngJob): Promise<RenderOutput> {
      const content = contentOf(job)
      const layout = layoutLabel(content, labelStyle(job.params, job.product.choices))
      return { body: renderLabelPng(layout, pictogramSvg, job.dpi), overflow: layout.overflow, summary: labelAltText(content) }
    },

    async labelPdf(job: LabelPdfJob): Promise<RenderOutput> {
      const layout = layoutLabel(contentOf(job), labelStyle(job.params, job.product.choices))
      const body = await renderLabelPdf(layout, pictogramSvg, {
        mode: job.mode,
        title: job.product.record.product.name,
        date: new Date(`${job.product.snapshot.version.revision_date}T00:00:00Z`),
        lang: docLanguageById(job.params.rlang)?.code ?? 'en',
      })
      return { body, overflow: layout.overflow }
    },

    async labelDocx(job: LabelDocxJob): Promise<RenderOutput> {
      const content = contentOf(job)
      const style = labelStyle(job.params, job.product.choices)
      const picture = job.labType === 1
      const body = await renderLabelDocx(content, pictogramSvg, {
        width: style.width,
        height: style.height,
        margins: picture
          ? { top: 0, right: 0, bottom: 0, left: 0 }
          : { top: style.padT, right: style.padR, bottom: style.padB, left: style.padL },
        fontPt: style.fontPt,
        titlePt: style.titlePt,
        pictogramMm: style.pictogramMm,
        qrMm: style.qrMm,
        labType: job.labType,
        image: picture ? { png: renderLabelPng(layoutLabel(content, style), pictogramSvg, 300), alt: labelAltText(content) } : undefined,
        title: job.product.record.product.name,
      })
      return { body }
    },

    /** The Excel sheet for NiceLabel; its languages are in `params.xlang`. */
    async niceLabelXlsx(job: LabelJob): Promise<RenderOutput> {
      return { body: await renderNiceLabelXlsx(contentOf(job), job.product.record.product.code) }
    },
  }
}

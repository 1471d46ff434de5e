import type { PhraseLibrary } from '#server/phrases/library'
import type { ProductRecord, VersionSnapshot } from '#server/repos/products'
import { buildInstructionsDocument } from '../instructions/build.ts'
import { renderInstructionsPdf, type InstructionsFormat } from '#server/render/instructions/pdf'
import { buildSdsDocument } from '../sds/build.ts'
import { renderSdsPdf } from '#server/render/sds/pdf'
import { buildTdsDocument } from '../tds/build.ts'
import { renderTdsPdf } from '#server/render/tds/pdf'
import type { RenderOutput } from '#server/render/pool/output'

/**
 * The PDF documents as render jobs: everything from the database rows to the finished bytes, so the
 * costly part (building the document model and laying out the pages) runs where the job runs, in a
 * worker thread. The inputs are plain rows that the caller read from the database.
 */
export interface SdsPdfJob {
  record: ProductRecord
  snapshot: VersionSnapshot
  /** ISO 639-1 code of the document language. */
  lang: string
  qrUrl: string | null
}

export interface TdsPdfJob {
  record: ProductRecord
  snapshot: VersionSnapshot
  tdsVersion: string
  lang: string
}

export interface InstructionsPdfJob {
  record: ProductRecord
  snapshot: VersionSnapshot
  lang: string
  qrUrl: string | null
  format: InstructionsFormat
}

export function documentJobs(library: PhraseLibrary) {
  return {
    async sdsPdf({ record, snapshot, lang, qrUrl }: SdsPdfJob): Promise<RenderOutput> {
      const doc = buildSdsDocument({ record, snapshot, lang, library, qrUrl })
      const body = await renderSdsPdf(doc, {
        library,
        author: record.product.supplier_name,
        revisionDate: snapshot.version.revision_date,
      })
      return { body }
    },

    async tdsPdf({ record, snapshot, tdsVersion, lang }: TdsPdfJob): Promise<RenderOutput> {
      const doc = buildTdsDocument({ record, snapshot, tdsVersion, lang, library })
      return { body: await renderTdsPdf(doc, { library, author: record.product.supplier_name, date: snapshot.version.revision_date }) }
    },

    async instructionsPdf({ record, snapshot, lang, qrUrl, format }: InstructionsPdfJob): Promise<RenderOutput> {
      const doc = buildInstructionsDocument({ record, snapshot, lang, library, qrUrl })
      return { body: await renderInstructionsPdf(doc, { library, format, date: snapshot.version.revision_date }) }
    },
  }
}

import { loadApi } from '#lib/api-loader.ts'
import { documentKind } from '#shared/document-kinds'

/** The label calls. Query values are the label parameters of src/shared/label-params.ts. */
const { png, pdf, docx } = documentKind('label').paths
export const LABEL_PATHS = {
  view: png,
  pdf,
  docx,
  niceLabel: '/api/v1/label/nice_label',
} as const

export interface LabelPreview {
  blob: Blob
  /** Some text did not fit the label and was left out. */
  overflow: boolean
  /** What the label shows, in words, from the server that drew it. */
  summary: string
  /** How many P statements the label carries. */
  precautions: number
}

export async function fetchLabelPreview(id: string, query: Record<string, string>, signal: AbortSignal): Promise<LabelPreview> {
  const api = await loadApi()
  const res = await api.get(LABEL_PATHS.view(id), { searchParams: { ...query, lp: '1' }, signal, headers: { accept: 'image/png' } })
  let summary = ''
  try {
    summary = decodeURIComponent(res.headers.get('x-label-summary') ?? '')
  } catch {
    summary = ''
  }
  return {
    blob: await res.blob(),
    overflow: res.headers.get('x-label-overflow') === '1',
    summary,
    precautions: Number(res.headers.get('x-label-precautions')) || 0,
  }
}

export type LabelDownloadKind = 'single' | 'multiple' | 'word' | 'niceLabel'

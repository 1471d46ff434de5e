import { loadApi } from '../../../lib/api-loader.ts'
import { XSRF_COOKIE, XSRF_HEADER } from '../../../shared/share.ts'
import { fileNameFromDisposition, localTimestamp, type DownloadedFile } from '../../../lib/download.ts'

/** The label calls of spec § 7. Query values are the label parameters of src/shared/label-params.ts. */
const dash = (id: string) => `-${encodeURIComponent(id)}`
export const LABEL_PATHS = {
  view: (id: string) => `/api/v1/productLabelRender/view/${dash(id)}`,
  pdf: (id: string) => `/api/v1/productLabelRender/pdf/${dash(id)}`,
  docx: (id: string) => `/api/v1/label/docx/${dash(id)}`,
  niceLabel: '/api/v1/label/nice_label',
} as const

export interface LabelPreview {
  blob: Blob
  /** Some text did not fit the label and was left out. */
  overflow: boolean
  /** What the label shows, in words, from the server that drew it. */
  summary: string
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
  return { blob: await res.blob(), overflow: res.headers.get('x-label-overflow') === '1', summary }
}

/** The reason of a refused call (the problem body's detail), when the server gave one. */
export async function problemDetail(error: unknown): Promise<string | undefined> {
  if (!(error instanceof Error && 'response' in error)) return undefined
  try {
    const body = (await (error as { response: Response }).response.clone().json()) as { detail?: unknown }
    return typeof body.detail === 'string' ? body.detail : undefined
  } catch {
    return undefined
  }
}

export type LabelDownloadKind = 'single' | 'multiple' | 'word' | 'niceLabel'

function xsrfHeaders(): Record<string, string> {
  const cookie = document.cookie.split('; ').find((c) => c.startsWith(`${XSRF_COOKIE}=`))
  return cookie ? { [XSRF_HEADER]: decodeURIComponent(cookie.slice(XSRF_COOKIE.length + 1)) } : {}
}

/**
 * One label file. NiceLabel (spec § 5) sends the product id, the label languages and four flags;
 * undefined when the server has nothing to export (no valid language).
 */
export async function fetchLabelFile(
  kind: LabelDownloadKind,
  product: { id: string; productId: number },
  query: Record<string, string>,
): Promise<DownloadedFile | undefined> {
  const timestamp = localTimestamp()
  const api = await loadApi()
  let res: Response
  if (kind === 'niceLabel') {
    const form = new URLSearchParams({ synonym_id: String(product.productId), timestamp })
    for (const lang of (query.xlang ?? '').split(',').filter(Boolean)) form.append('xlang[]', lang)
    for (const flag of ['opisOFF', 'stavkiOFF', 'vlstorageON', 'vlusageON']) if (query[flag]) form.set(flag, query[flag])
    res = await api.post(LABEL_PATHS.niceLabel, { body: form, headers: { accept: '*/*', ...xsrfHeaders() } })
    if (res.status === 204) return undefined
  } else {
    const path = kind === 'word' ? LABEL_PATHS.docx(product.id) : LABEL_PATHS.pdf(product.id)
    const extra: Record<string, string> = kind === 'single' ? { lp: '1' } : kind === 'word' ? { labType: '2' } : {}
    res = await api.get(path, { searchParams: { ...query, ...extra, timestamp }, headers: { accept: '*/*' } })
  }
  const fallback = { single: 'label.pdf', multiple: 'labels.pdf', word: 'label.docx', niceLabel: 'label.xlsx' }[kind]
  return { blob: await res.blob(), fileName: fileNameFromDisposition(res.headers.get('content-disposition')) ?? fallback }
}

import { fileNameFromDisposition, localTimestamp, type DownloadedFile } from '#lib/download.ts'
import { loadApi } from '#lib/api-loader.ts'
import { LABEL_FLAG_QUERY_NAMES, LABEL_QUERY_NAMES, type LabelFlag } from '#shared/label-query-names'
import { XSRF_COOKIE, XSRF_HEADER } from '#shared/share'
import { LABEL_PATHS, type LabelDownloadKind } from './requests.ts'

/**
 * Label files for download. A download needs the server (it draws every label), so this module is
 * an online-only chunk the download buttons load when clicked.
 */
function xsrfHeaders(): Record<string, string> {
  const cookie = document.cookie.split('; ').find((c) => c.startsWith(`${XSRF_COOKIE}=`))
  return cookie ? { [XSRF_HEADER]: decodeURIComponent(cookie.slice(XSRF_COOKIE.length + 1)) } : {}
}

/** The options the NiceLabel workbook reads besides the languages. */
const NICE_LABEL_FLAGS: LabelFlag[] = ['hideDescription', 'hideStatementCodes', 'showStorage', 'showUsage']

/**
 * One label file, from the label's query (its query names). NiceLabel sends the product id, the
 * label languages (as repeated `xlang[]` form fields, as the original client did) and four flags;
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
    const languages = LABEL_QUERY_NAMES.languageIds
    for (const lang of (query[languages] ?? '').split(',').filter(Boolean)) form.append(`${languages}[]`, lang)
    for (const name of NICE_LABEL_FLAGS.map((flag) => LABEL_FLAG_QUERY_NAMES[flag])) if (query[name]) form.set(name, query[name])
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

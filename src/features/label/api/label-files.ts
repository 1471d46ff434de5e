import { fileNameFromDisposition, localTimestamp, type DownloadedFile } from '#lib/download.ts'
import { loadApi } from '#lib/api-loader.ts'
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

/**
 * One label file. NiceLabel sends the product id, the label languages and four flags;
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

import { sanitizeFileName } from '../../../shared/file-names.ts'
import { fetchSdsPdf, type ViewOptions } from '../api/requests.ts'

/** The download name of spec § 5: the product text, sanitized, as a PDF. */
export function sdsPdfFileName(productText: string): string {
  return `${sanitizeFileName(productText)}.pdf`
}

/**
 * Fetches the A4 PDF whole and hands it to the browser as a download. Fetching first (rather than a
 * plain link) lets a refused or failed download be reported without leaving the page.
 */
export async function downloadSdsPdf(id: string, lang: number, options: ViewOptions, productText: string): Promise<void> {
  const blob = await fetchSdsPdf(id, lang, options)
  const url = URL.createObjectURL(blob)
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = sdsPdfFileName(productText)
  anchor.click()
  // Long enough for the browser to take the bytes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

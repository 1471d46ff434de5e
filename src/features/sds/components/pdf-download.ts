import { documentKind } from '#shared/document-kinds'
import { sanitizeFileName } from '#shared/file-names'
import { docLanguageById } from '#shared/languages'
import { fetchSdsPdf, type ViewOptions } from '../api/requests.ts'

/**
 * The download name: product, document, language and version, so that sheets saved side by side on
 * a phone can be told apart ("Solvo Acetone Cleaner - SDS - DE - v3.0.pdf"); sanitized as every
 * download name is.
 */
export function sdsPdfFileName(productText: string, lang: number, versionText: string | undefined): string {
  const language = docLanguageById(lang)?.code.toUpperCase()
  const parts = [productText, documentKind('sds').fileNameCode, language, versionText === undefined ? undefined : `v${versionText}`]
  return `${sanitizeFileName(parts.filter(Boolean).join(' - '))}.pdf`
}

/**
 * Fetches the A4 PDF whole and hands it to the browser as a download. Fetching first (rather than a
 * plain link) lets a refused or failed download be reported without leaving the page.
 */
export async function downloadSdsPdf(
  id: string,
  lang: number,
  options: ViewOptions,
  productText: string,
  versionText: string | undefined,
): Promise<void> {
  const blob = await fetchSdsPdf(id, lang, options)
  const url = URL.createObjectURL(blob)
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = sdsPdfFileName(productText, lang, versionText)
  anchor.click()
  // Long enough for the browser to take the bytes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

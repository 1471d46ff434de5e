import { loadApi } from '#lib/api-loader.ts'
import { sanitizeFileName } from '#shared/file-names'

/**
 * Fetches an attachment as a blob (so a refusal can be told apart from a file) and hands it to the
 * browser: a download with its sanitized name, or a preview in a new tab.
 */
export async function openAttachment(link: string, fileName: string, mode: 'preview' | 'download'): Promise<void> {
  const api = await loadApi()
  const blob = await api.get(link, { headers: { accept: '*/*' } }).blob()
  const url = URL.createObjectURL(blob)
  if (mode === 'download') {
    const anchor = document.createElement('a')
    anchor.href = url
    anchor.download = sanitizeFileName(fileName)
    anchor.click()
  } else {
    window.open(url, '_blank', 'noopener')
  }
  // Long enough for the new tab or the download to take the bytes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

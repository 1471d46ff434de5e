/**
 * Downloads the app fetches whole before saving (a refused download is an error to report, not a
 * file): the local time for server-made file names, the name out of Content-Disposition, and the
 * save itself. Shared by the label, TDS and safety-instruction downloads.
 */

/** The local time of a download, for its file name (the server's `timestamp` parameter). */
export function localTimestamp(date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())}T${p(date.getHours())}:${p(date.getMinutes())}`
}

/** The name in a Content-Disposition header: filename* (RFC 6266/8187) first, else filename. */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)
  if (star) {
    try {
      return decodeURIComponent(star[1]!.trim())
    } catch {
      // fall back to the plain name
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? /filename\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim()
}

export interface DownloadedFile {
  blob: Blob
  fileName: string
}

/** Saves a file the way a link with a download attribute does. */
export function saveFile(file: DownloadedFile): void {
  const url = URL.createObjectURL(file.blob)
  const link = document.createElement('a')
  link.href = url
  link.download = file.fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // Long enough for the browser to take the bytes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

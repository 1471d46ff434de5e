import { compactDimension } from '#shared/label-params'
import { sanitizeFileName } from '#shared/file-names'

/**
 * Label download names: product text, label dimension without spaces, the contents of
 * packaging when given, and a date-time stamp in the form the IPI names use (MM_DD_YYYY HH_mm):
 * 'Solvo Acetone Cleaner_100x150mm_500 ml_05_20_2026 14_30.pdf'.
 */
const pad = (n: number) => String(n).padStart(2, '0')

/**
 * The stamp of a download. `timestamp` (the query parameter existing clients send) is the client's local time as
 * YYYY-MM-DDTHH:mm, or milliseconds since 1970 (then read as UTC); without it, the server's UTC time.
 * Returns undefined for a value it cannot read.
 */
export function dateStamp(timestamp: string | undefined, now: Date = new Date()): string | undefined {
  if (timestamp === undefined || timestamp === '')
    return stampOf(now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate(), now.getUTCHours(), now.getUTCMinutes())
  const local = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d{1,3})?)?$/.exec(timestamp)
  if (local) {
    const [y, mo, d, h, mi] = local.slice(1).map(Number) as [number, number, number, number, number]
    if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59) return undefined
    return stampOf(y, mo, d, h, mi)
  }
  if (/^\d{10,13}$/.test(timestamp)) {
    const date = new Date(Number(timestamp))
    return stampOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes())
  }
  return undefined
}

function stampOf(y: number, mo: number, d: number, h: number, mi: number): string {
  return `${pad(mo)}_${pad(d)}_${y} ${pad(h)}_${pad(mi)}`
}

/**
 * A sheet of labels (the multiple-label PDF) is named apart from one label: its dimension part says
 * how many labels of that size the A4 sheet holds, 'A4-8x74x105mm' beside the single '74x105mm'.
 */
export function labelFileName(parts: {
  product: string
  dimension?: string
  sheet?: { labels: number }
  contents?: string
  stamp: string
  ext: string
}): string {
  const dimension = parts.dimension ? compactDimension(parts.dimension) : ''
  const sized = parts.sheet && dimension ? `A4-${parts.sheet.labels}x${dimension}` : dimension
  const pieces = [parts.product, sized, parts.contents ?? '', parts.stamp].filter(Boolean)
  return sanitizeFileName(`${pieces.join('_')}.${parts.ext}`)
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600_000],
  ['month', 30 * 24 * 3600_000],
  ['week', 7 * 24 * 3600_000],
  ['day', 24 * 3600_000],
  ['hour', 3600_000],
  ['minute', 60_000],
]

/**
 * Formatters per locale, made once: the first Intl object of a page costs milliseconds (its locale
 * data), and the offline notice renders on the first paint of a saved dossier, which has a budget of 200 ms.
 */
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>()
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()

function relativeFormat(locale: string): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(locale)
  if (!format) relativeFormats.set(locale, (format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })))
  return format
}

/** How long ago, in the interface language: "5 minutes ago", "yesterday", "3 weeks ago"; under a minute "now". */
export function formatAge(then: number, now: number, locale: string): string {
  const format = relativeFormat(locale)
  const elapsed = Math.max(0, now - then)
  for (const [unit, ms] of UNITS) {
    if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit)
  }
  return format.format(0, 'second')
}

/**
 * A date and time as the interface language writes it: "22 Nov 2026, 14:05". Named fields, not
 * dateStyle/timeStyle: the same text, and half the cost of the first formatter on a page.
 */
export function formatDateTime(value: number, locale: string): string {
  let format = dateTimeFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })
    dateTimeFormats.set(locale, format)
  }
  return format.format(value)
}

/** Bytes for people: 840 kB, 2.4 MB (decimal units, as storage is sold). */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const
  let value = bytes
  let unit = 0
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000
    unit += 1
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit > 1 ? 1 : 0,
  }).format(value)
}

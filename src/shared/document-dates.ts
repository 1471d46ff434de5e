/**
 * Dates printed on a document (revision date, date of first issue), in the document language's
 * own short format from CLDR through Intl: German 27.11.2026, French 27/11/2026, Hungarian
 * 2026. 11. 27., Bulgarian 27.11.2026 г. A reader of the sheet must not have to guess whether
 * 03.04 is March or April, so the format is the one of the reader's language, not one fixed one.
 *
 * English documents are for the EU and EEA market (Ireland, Malta), so they take the day-first
 * format of Irish English (27/11/2026), not CLDR's plain "en", which is US English (11/27/2026).
 */
const INTL_LOCALE: Readonly<Record<string, string>> = { en: 'en-IE' }

const formats = new Map<string, Intl.DateTimeFormat>()

function formatFor(lang: string): Intl.DateTimeFormat {
  let format = formats.get(lang)
  if (!format) {
    // The stored date is a calendar day; read and printed in UTC, it never shifts by a time zone.
    format = new Intl.DateTimeFormat(INTL_LOCALE[lang] ?? lang, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' })
    formats.set(lang, format)
  }
  return format
}

/** A calendar day stored as ISO yyyy-mm-dd, as the document in `lang` prints it. */
export function formatDocumentDate(iso: string, lang: string): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a date: ${iso}`)
  return formatFor(lang).format(date)
}

import { describe, expect, it } from 'vitest'
import { formatDocumentDate } from './document-dates.ts'
import { DOC_LANGUAGES } from './languages.ts'

describe('dates printed on a document', () => {
  it("writes a date in the document language's own format (CLDR)", () => {
    expect(formatDocumentDate('2026-11-27', 'de')).toBe('27.11.2026')
    expect(formatDocumentDate('2026-11-27', 'fr')).toBe('27/11/2026')
    expect(formatDocumentDate('2026-11-27', 'hu')).toBe('2026. 11. 27.')
    expect(formatDocumentDate('2026-11-27', 'bg')).toBe('27.11.2026 г.')
    expect(formatDocumentDate('2026-11-27', 'sl')).toBe('27. 11. 2026')
    expect(formatDocumentDate('2026-11-27', 'hr')).toBe('27. 11. 2026.')
    expect(formatDocumentDate('2026-11-27', 'sv')).toBe('2026-11-27')
    expect(formatDocumentDate('2026-11-27', 'nl')).toBe('27-11-2026')
    expect(formatDocumentDate('2026-11-27', 'no')).toBe('27.11.2026')
  })

  it('prints English documents day first, as in the EU, never the US month first', () => {
    expect(formatDocumentDate('2026-03-04', 'en')).toBe('04/03/2026')
  })

  it('keeps the calendar day whatever the time zone, also for a stored timestamp', () => {
    expect(formatDocumentDate('2026-01-01', 'de')).toBe('01.01.2026')
    expect(formatDocumentDate('2026-12-31T23:30:00Z', 'de')).toBe('31.12.2026')
  })

  it("has every document language's own format in the runtime, never a silent fallback to another", () => {
    // Node with only part of ICU would print every language in its default locale's format.
    for (const { code } of DOC_LANGUAGES) expect(Intl.DateTimeFormat.supportedLocalesOf([code]), code).toEqual([code])
  })

  it('refuses what is not a date instead of printing "Invalid Date"', () => {
    expect(() => formatDocumentDate('', 'de')).toThrow(RangeError)
  })
})

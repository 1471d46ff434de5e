import { describe, expect, it } from 'vitest'
import { DOC_LANGUAGES } from './languages.ts'
import { formatNumber, formatRange } from './sds-numbers.ts'

describe('numbers of a safety data sheet', () => {
  it('keeps the precision given instead of rounding to two decimals', () => {
    expect(formatRange(0.0005, 0.0014, 'en')).toBe('0.0005 - 0.0014')
    expect(formatRange(85, 95, 'en')).toBe('85 - 95')
    expect(formatRange(24.5, 25.5, 'en')).toBe('24.5 - 25.5')
    expect(formatRange(25, 25, 'en')).toBe('25')
  })

  it('writes the decimal separator of each language (CLDR): a comma in sl, de and hr', () => {
    expect(formatRange(0.0005, 0.0014, 'sl')).toBe('0,0005 - 0,0014')
    expect(formatRange(24.5, 25.5, 'de')).toBe('24,5 - 25,5')
    expect(formatNumber(0.37, 'hr')).toBe('0,37')
    expect(formatNumber(67.5, 'en')).toBe('67.5')
  })

  it('never groups thousands, so a limit value stays one unbroken token', () => {
    expect(formatNumber(1210, 'de')).toBe('1210')
    expect(formatNumber(1210, 'en')).toBe('1210')
  })

  it('writes a negative decimal number, such as a flash point, in every document language (CLDR)', () => {
    expect(formatNumber(-17.5, 'de')).toBe('-17,5')
    expect(formatNumber(-17.5, 'fr')).toBe('-17,5')
    expect(formatNumber(-17.5, 'en')).toBe('-17.5')
    // Some languages write the minus sign U+2212, as their CLDR data says.
    expect(formatNumber(-17.5, 'sv')).toBe('\u221217,5')
    const point = new Set(['en', 'ga', 'mt'])
    for (const { code } of DOC_LANGUAGES)
      expect(formatNumber(-17.5, code), code).toMatch(point.has(code) ? /^[-\u2212]17\.5$/ : /^[-\u2212]17,5$/)
  })
})

import { describe, expect, it } from 'vitest'
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
})

import { describe, expect, it } from 'vitest'
import { countryInLanguage } from './country-name.ts'

describe("the supplier's country on a sheet", () => {
  it('is named in the document language', () => {
    expect(countryInLanguage('Slovenia', 'en')).toBe('Slovenia')
    expect(countryInLanguage('Slovenia', 'fr')).toBe('Slovénie')
    expect(countryInLanguage('Slovenia', 'de')).toBe('Slowenien')
    expect(countryInLanguage('Austria', 'sl')).toBe('Avstrija')
    // Norwegian sheets are Bokmål.
    expect(countryInLanguage('Germany', 'no')).toBe('Tyskland')
  })

  it('keeps a country the portal does not know as the file wrote it', () => {
    expect(countryInLanguage('Atlantis', 'fr')).toBe('Atlantis')
    expect(countryInLanguage('', 'fr')).toBe('')
  })
})

import { describe, expect, it } from 'vitest'
import { askedLanguageCodes, documentLanguageFor, interfaceLanguageFor } from './phone-language.ts'

const [EN, SL, DE, HR, FR] = [1, 2, 3, 4, 5]
const NO = 25

describe("the visitor's own languages", () => {
  it('reduces browser language tags to language codes in the visitor order', () => {
    expect(askedLanguageCodes(['de-AT', 'de', 'en-GB', 'en'])).toEqual(['de', 'en'])
    expect(askedLanguageCodes(['sl-SI'])).toEqual(['sl'])
    expect(askedLanguageCodes(['', '*', 'zh-Hant-TW'])).toEqual(['zh'])
  })

  it('a phone set to Norwegian (bokmål nb or nynorsk nn) asks for the Norwegian document language', () => {
    expect(askedLanguageCodes(['nb-NO', 'nb', 'en-GB'])).toEqual(['no', 'en'])
    expect(askedLanguageCodes(['nn-NO'])).toEqual(['no'])
    expect(askedLanguageCodes(['nb_NO', 'nn', 'no'])).toEqual(['no'])
    expect(documentLanguageFor([EN, NO], askedLanguageCodes(['nb-NO', 'en']))).toEqual({ lang: NO })
    expect(documentLanguageFor([EN, DE], askedLanguageCodes(['nn-NO', 'de']))).toEqual({ lang: DE, unavailable: NO })
    // The interface has no Norwegian: such a phone gets its next language, or English.
    expect(interfaceLanguageFor(askedLanguageCodes(['nb-NO', 'de-DE']))).toBe('de')
  })

  it('takes the first asked language the interface has, or none', () => {
    expect(interfaceLanguageFor(['ja', 'de', 'en'])).toBe('de')
    expect(interfaceLanguageFor(['hr'])).toBe('hr')
    expect(interfaceLanguageFor(['fr', 'de'])).toBe('fr')
    expect(interfaceLanguageFor(['ja', 'zh'])).toBeUndefined()
    expect(interfaceLanguageFor([])).toBeUndefined()
  })

  it('shows the asked document language when the product has it', () => {
    expect(documentLanguageFor([EN, SL, DE], ['de', 'en'])).toEqual({ lang: DE })
    expect(documentLanguageFor([EN, SL, DE], ['en'])).toEqual({ lang: EN })
  })

  it('falls back to the next asked language the product has, and names the one it could not show', () => {
    expect(documentLanguageFor([EN, SL], ['hr', 'sl'])).toEqual({ lang: SL, unavailable: HR })
    expect(documentLanguageFor([SL, EN], ['fr'])).toEqual({ lang: SL, unavailable: FR })
  })

  it('asks for nothing the portal knows: the first valid language, with nothing to say', () => {
    expect(documentLanguageFor([SL, EN], ['ja'])).toEqual({ lang: SL })
    expect(documentLanguageFor([SL, EN], [])).toEqual({ lang: SL })
  })

  it('a language chosen before on this device comes first', () => {
    expect(documentLanguageFor([EN, SL, DE], ['de'], SL)).toEqual({ lang: SL })
    expect(documentLanguageFor([EN, DE], ['de'], HR)).toEqual({ lang: DE, unavailable: HR })
  })

  it('a product without a valid language has no choice to make', () => {
    expect(documentLanguageFor([], ['de'])).toBeUndefined()
  })
})

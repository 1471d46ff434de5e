import { describe, expect, it } from 'vitest'
import { acceptedTranslation } from './translation-style.ts'

describe('translation style markers', () => {
  it('keeps plain texts and the two allowed styles', () => {
    expect(acceptedTranslation('app.ok', 'V redu')).toBe('V redu')
    expect(acceptedTranslation('app.err', '<span class="text-error">Napaka</span>')).toBe('<span class="text-error">Napaka</span>')
    expect(acceptedTranslation('app.b', '[[text-black]] Opomba')).toBe('[[text-black]] Opomba')
  })

  it('shows the key for any other style', () => {
    expect(acceptedTranslation('app.warn', '<span class="text-warning">Pozor</span>')).toBe('app.warn')
    expect(acceptedTranslation('app.mix', '<b class="text-error text-big">x</b>')).toBe('app.mix')
  })
})

import { afterEach, describe, expect, it } from 'vitest'
import { STORAGE } from '#shared/storage-keys'
import { saveLanguages, setSaveLanguages } from './save-languages.ts'

describe('the languages saved beside the one opened', () => {
  afterEach(() => localStorage.clear())

  it('is English until the reader chooses, then their choice (none at all included)', () => {
    expect(saveLanguages()).toEqual([1])
    setSaveLanguages([3, 2])
    expect(saveLanguages()).toEqual([3, 2])
    setSaveLanguages([])
    expect(saveLanguages()).toEqual([])
  })

  it('falls back to English for a value it cannot read', () => {
    localStorage.setItem(STORAGE.saveLanguages, '["de"]')
    expect(saveLanguages()).toEqual([1])
  })
})

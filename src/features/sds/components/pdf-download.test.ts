import { describe, expect, it } from 'vitest'
import { sdsPdfFileName } from './pdf-download.ts'

describe('sdsPdfFileName', () => {
  it('names product, document, language and version', () => {
    expect(sdsPdfFileName('Solvo Acetone Cleaner', 3, '3.0')).toBe('Solvo Acetone Cleaner - SDS - DE - v3.0.pdf')
  })

  it('sanitizes what a file system refuses and leaves out an unknown version', () => {
    expect(sdsPdfFileName('Clean: "Fast" 1/2', 2, undefined)).toBe('Clean Fast 12 - SDS - SL.pdf')
  })
})

import { describe, expect, it } from 'vitest'
import { containsSubstance, labelPrecautions, professionalUseOnly } from './statement-rules.ts'

describe('label statement rules (CLP Articles 18, 28; REACH Annex XVII)', () => {
  it('names after "Contains:" the substances behind the health hazards Article 18(3)(b) lists', () => {
    for (const code of ['H301', 'H301+H311', 'H314', 'H318', 'H317', 'H334', 'H350i', 'H360FD', 'H336', 'H304', 'H373', 'EUH380'])
      expect(containsSubstance(code), code).toBe(true)
  })

  it('does not name a substance only for irritation, flammability or the environment', () => {
    for (const code of ['H315', 'H319', 'H225', 'H400', 'H410', 'H290', 'EUH066', '']) expect(containsSubstance(code), code).toBe(false)
  })

  it('prints a P statement once, and leaves out a single one a combined statement already says (Article 28(1))', () => {
    expect(labelPrecautions(['P210', 'P280', 'P305', 'P305+P351+P338', 'P351', 'P280', 'P501'])).toEqual([
      'P210',
      'P280',
      'P305+P351+P338',
      'P501',
    ])
    expect(labelPrecautions(['P301+P310', 'P331'])).toEqual(['P301+P310', 'P331'])
  })

  it('restricts CMR category 1A/1B mixtures to professional users (Annex XVII entries 28-30)', () => {
    expect(professionalUseOnly(['H350'])).toBe(true)
    expect(professionalUseOnly(['H360FD'])).toBe(true)
    expect(professionalUseOnly(['H340', 'H225'])).toBe(true)
    expect(professionalUseOnly(['H351', 'H341', 'H361'])).toBe(false)
  })
})

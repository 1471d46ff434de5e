import { describe, expect, it } from 'vitest'
import { baseHazardCodes, labelWarnings, type LabelStatementInput } from './label-warnings.ts'

/** The hazard lists behind the label warnings, written out again here so the test does not read them from the code it checks. */
const PROFESSIONAL = ['H340', 'H350', 'H360']
const TACTILE_AND_CHILD_RESISTANT = ['H300', 'H301', 'H304', 'H310', 'H311', 'H314', 'H330', 'H331', 'H370', 'H372']
const TACTILE_ONLY = ['H220', 'H221', 'H224', 'H225', 'H228', 'H341', 'H351', 'H361', 'H371', 'H373', 'H302', 'H312', 'H332', 'H334']

const onLabel = (...codes: string[]): LabelStatementInput[] => codes.map((rshp_id) => ({ rshp_id, rset: 'H', inLabl: true }))
const NONE = { professionalOnly: false, tactileWarning: false, childResistant: false }

describe('label warnings', () => {
  it.each(PROFESSIONAL)('%s: restricted to professional users, no general-use warnings', (code) => {
    expect(labelWarnings(onLabel(code))).toEqual({ professionalOnly: true, tactileWarning: false, childResistant: false })
  })

  it.each(TACTILE_AND_CHILD_RESISTANT)('%s: tactile warning and child-resistant fastening', (code) => {
    expect(labelWarnings(onLabel(code))).toEqual({ professionalOnly: false, tactileWarning: true, childResistant: true })
  })

  it.each(TACTILE_ONLY)('%s: tactile warning only', (code) => {
    expect(labelWarnings(onLabel(code))).toEqual({ professionalOnly: false, tactileWarning: true, childResistant: false })
  })

  it.each([...PROFESSIONAL, ...TACTILE_AND_CHILD_RESISTANT, ...TACTILE_ONLY])('%s off the label counts for nothing', (code) => {
    expect(labelWarnings([{ rshp_id: code, rset: 'H', inLabl: false }])).toEqual(NONE)
  })

  it.each(['H315', 'H319', 'H336', 'H400', 'H411', 'H226', 'H290', 'H317'])('%s asks for nothing', (code) => {
    expect(labelWarnings(onLabel(code))).toEqual(NONE)
  })

  it('counts only set H (EUH and P statements never count)', () => {
    expect(labelWarnings([{ rshp_id: 'H300', rset: 'P', inLabl: true }])).toEqual(NONE)
    expect(labelWarnings([{ rshp_id: 'EUH070', rset: 'EUH', inLabl: true }])).toEqual(NONE)
  })

  it('a professional code wins over every general-use code', () => {
    expect(labelWarnings(onLabel('H300', 'H225', 'H350'))).toEqual({ professionalOnly: true, tactileWarning: false, childResistant: false })
  })

  it('the child-resistant list brings the tactile warning too, with tactile-only codes beside it', () => {
    expect(labelWarnings(onLabel('H225', 'H314'))).toEqual({ professionalOnly: false, tactileWarning: true, childResistant: true })
  })

  it.each([
    ['H350i', 'professionalOnly'],
    ['H360FD', 'professionalOnly'],
    ['H360Df', 'professionalOnly'],
    ['H361fd', 'tactileWarning'],
    ['H300+H310+H330', 'childResistant'],
    ['H302+H312', 'tactileWarning'],
  ] as const)('%s counts by its base code', (code, flag) => {
    expect(labelWarnings(onLabel(code))[flag]).toBe(true)
  })

  it('splits combined and suffixed codes', () => {
    expect(baseHazardCodes('H300+H310+H330')).toEqual(['H300', 'H310', 'H330'])
    expect(baseHazardCodes('H360FD')).toEqual(['H360'])
    expect(baseHazardCodes('EUH066')).toEqual([])
  })
})

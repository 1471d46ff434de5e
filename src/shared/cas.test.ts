import { describe, expect, it } from 'vitest'
import { CAS_PATTERN, hasValidUfiCheck, isValidCas, UFI_PATTERN, ufiWithCheck } from './cas.ts'

describe('isValidCas', () => {
  it.each(['67-64-1', '7732-18-5', '1310-73-2', '50-00-0', '67-63-0', '7440-44-0'])('accepts %s', (cas) => {
    expect(isValidCas(cas)).toBe(true)
  })

  it.each(['67-64-2', '7732-18-4', '1310-73-3', '67-63-1'])('rejects %s: wrong check digit', (cas) => {
    expect(isValidCas(cas)).toBe(false)
  })

  it.each(['6-64-1', '12345678-12-3', '67-6-1', '67-64-12', '67641', ' 67-64-1', '67-64-1 ', 'ab-cd-e'])(
    'rejects %j: not a CAS number',
    (cas) => {
      expect(CAS_PATTERN.test(cas)).toBe(false)
      expect(isValidCas(cas)).toBe(false)
    },
  )
})

describe('UFI_PATTERN', () => {
  it.each(['N1QV-R02N-J00V-RX2Y', 'E600-30P1-S00Y-5079'])('accepts %s', (ufi) => {
    expect(UFI_PATTERN.test(ufi)).toBe(true)
  })

  it.each([
    'N1QV-R02N-J00V-RX2',
    'N1QVR02NJ00VRX2Y',
    'n1qv-r02n-j00v-rx2y',
    'I1QV-R02N-J00V-RX2Y',
    'O1QV-R02N-J00V-RX2Y',
    'Z1QV-R02N-J00V-RX2Y',
  ])('rejects %s', (ufi) => {
    expect(UFI_PATTERN.test(ufi)).toBe(false)
  })
})

describe('UFI check character', () => {
  // ECHA's published example (VAT IE9Z54321Y, formulation 134217728) and two UFIs of the demo catalogue.
  it.each(['GMTT-2SQN-6FDD-6TV1', 'E600-30P1-S00Y-5079', 'J4QR-0KEY-V009-U9CN'])('accepts %s', (ufi) => {
    expect(hasValidUfiCheck(ufi)).toBe(true)
  })

  it.each(['HMTT-2SQN-6FDD-6TV1', 'GMTT-2SQN-6FDD-6TV2', 'GMTT-2SQN-6FDD-T6V1', 'GBTT-2SQN-6FDD-6TV1', 'GMTT-2SQN-6FDD'])(
    'rejects %s',
    (ufi) => {
      expect(hasValidUfiCheck(ufi)).toBe(false)
    },
  )

  it('puts the check character in front of a payload', () => {
    expect(ufiWithCheck('MTT2SQN6FDD6TV1')).toBe('GMTT-2SQN-6FDD-6TV1')
    expect(hasValidUfiCheck(ufiWithCheck('000000000000001'))).toBe(true)
    expect(() => ufiWithCheck('MTT2SQN6FDD6TVB')).toThrow(/payload/)
  })
})

import { describe, expect, it } from 'vitest'
import { CAS_PATTERN, isValidCas, UFI_PATTERN } from './cas.ts'

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

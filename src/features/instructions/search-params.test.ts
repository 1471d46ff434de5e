import { describe, expect, it } from 'vitest'
import { instructionsFileName } from './api/requests.ts'
import { instructionsSearchOf, parseInstructionsSearch, resolveInstructionsState } from './search-params.ts'

const VERSIONS = [{ id: 14 }, { id: 2 }, { id: 1 }]

describe('safety-instruction page state in the address', () => {
  it('keeps well-formed values and drops the rest', () => {
    expect(parseInstructionsSearch({ version: '2', qrCode: '0' })).toEqual({ version: 2, qrCode: 0 })
    expect(parseInstructionsSearch({ version: 2, qrCode: 0 })).toEqual({ version: 2, qrCode: 0 })
    expect(parseInstructionsSearch({ version: 'x', qrCode: '1', other: 'y' })).toEqual({})
    expect(parseInstructionsSearch({ version: -3, qrCode: 2 })).toEqual({})
  })

  it('shows the current version with the QR code by default; an unknown version falls back to the current one', () => {
    expect(resolveInstructionsState({}, VERSIONS)).toEqual({ version: 14, qrCode: true })
    expect(resolveInstructionsState({ version: 2, qrCode: 0 }, VERSIONS)).toEqual({ version: 2, qrCode: false })
    expect(resolveInstructionsState({ version: 99 }, VERSIONS)).toEqual({ version: 14, qrCode: true })
  })

  it('leaves the defaults out of the address', () => {
    expect(instructionsSearchOf({ version: 14, qrCode: true }, VERSIONS)).toEqual({})
    expect(instructionsSearchOf({ version: 1, qrCode: false }, VERSIONS)).toEqual({ version: 1, qrCode: 0 })
  })
})

describe('instructionsFileName', () => {
  it('names a download SI_{type}_MM_DD_YYYY HH_mm', () => {
    expect(instructionsFileName('A4', '2026-05-20T09:05')).toBe('SI_A4_05_20_2026 09_05.pdf')
    expect(instructionsFileName('A2', '2026-12-01T14:30')).toBe('SI_A2_12_01_2026 14_30.pdf')
  })
})

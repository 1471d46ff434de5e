import { describe, expect, it } from 'vitest'
import { identifierRuns, keepIdentifiersTogether } from './identifiers.ts'

describe('identifiers kept on one line', () => {
  it('finds CAS, EC, index, REACH, UFI and UN numbers, and nothing else', () => {
    const text =
      'Methanol CAS 67-56-1, EC 200-659-6, index 603-001-00-X, 01-2119433307-44-XXXX, UFI N1QV-R02N-J00V-RX2Y, UN 1230; 2024-01-15 at 85-95 %'
    expect(
      identifierRuns(text)
        .filter((r) => r.identifier)
        .map((r) => r.text),
    ).toEqual(['67-56-1', '200-659-6', '603-001-00-X', '01-2119433307-44-XXXX', 'N1QV-R02N-J00V-RX2Y', 'UN 1230'])
    expect(
      identifierRuns(text)
        .map((r) => r.text)
        .join(''),
    ).toBe(text)
  })

  it('joins them with non-breaking hyphens and spaces for the PDF', () => {
    expect(keepIdentifiersTogether('CAS 7732-18-5, UN 1824, pH 13-14')).toBe('CAS 7732\u201118\u20115, UN\u00a01824, pH 13-14')
  })
})

import { describe, expect, it } from 'vitest'
import { protectiveEquipment } from './protective-equipment.ts'

const texts: Record<string, string> = {
  P280: 'Wear protective gloves/eye protection.',
}

describe('protectiveEquipment (CLP Annex IV part 1, P2xx)', () => {
  it('reads the items the supplier kept in P280', () => {
    expect(protectiveEquipment(['P210', 'P280'], (c) => texts[c])).toEqual([
      { kind: 'gloves', statement: 'P280' },
      { kind: 'eyes', statement: 'P280' },
    ])
  })

  it('derives nothing from P280 without the product’s own text (the template lists every alternative)', () => {
    expect(protectiveEquipment(['P280'], () => undefined)).toEqual([])
  })

  it('knows the fixed statements and lists each kind once', () => {
    expect(
      protectiveEquipment(['P284', 'P282', 'P283', 'P280'], (c) => (c === 'P280' ? 'Wear protective gloves/face protection.' : undefined)),
    ).toEqual([
      { kind: 'gloves', statement: 'P282' },
      { kind: 'clothing', statement: 'P283' },
      { kind: 'eyes', statement: 'P282' },
      { kind: 'face', statement: 'P280' },
      { kind: 'respiratory', statement: 'P284' },
    ])
  })

  it('ignores statements that are not about equipment', () => {
    expect(protectiveEquipment(['P305+P351+P338', 'P261'], () => 'gloves')).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { emergencyCalls } from './emergency-calls.ts'

const line = { number: '+386 1 200 45 99', service: "Supplier's emergency line", hours: '24 h' }

describe('emergencyCalls', () => {
  it("offers the sheet's numbers for the reader's market, then 112", () => {
    const { calls } = emergencyCalls({ emergency: [line] }, 'en', 'Emergency services')
    expect(calls).toEqual([
      { number: '+386 1 200 45 99', service: "Supplier's emergency line" },
      { number: '112', service: 'Emergency services' },
    ])
  })

  it('names the country of a number of another market, so it is not taken for a local line', () => {
    const { calls } = emergencyCalls({ emergency: [], emergency_abroad: [{ ...line, country: 'SI' }] }, 'fr', 'Services d’urgence')
    expect(calls[0]).toEqual({ number: '+386 1 200 45 99', service: "Supplier's emergency line", country: 'Slovénie' })
    expect(calls.at(-1)?.number).toBe('112')
  })

  it('prefers a local number over the numbers abroad, and does not add 112 twice', () => {
    const local = { number: '112', service: 'Notruf', hours: '24 h' }
    const { calls } = emergencyCalls({ emergency: [local], emergency_abroad: [{ ...line, country: 'SI' }] }, 'de', 'Notruf')
    expect(calls).toEqual([{ number: '112', service: 'Notruf' }])
  })

  it('offers only 112 when the sheet lists no number at all', () => {
    expect(emergencyCalls({}, 'en', 'Emergency services').listed).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { parseSdsSearch } from './search-params.ts'
import { olderVersions, resolveSdsState, sdsSearchOf } from './search.ts'

const VERSIONS = [
  { id: 30, text: '3.0' },
  { id: 20, text: '2.0' },
  { id: 10, text: '1.0' },
]

describe('parseSdsSearch', () => {
  it('keeps well-formed values, as the router parses them (numbers) or as text', () => {
    expect(parseSdsSearch({ version: 20, compare: '10', qrCode: 0 })).toEqual({ version: 20, compare: 10, qrCode: 0 })
    expect(parseSdsSearch({ qrCode: '0' })).toEqual({ qrCode: 0 })
  })

  it('drops malformed values and unknown keys', () => {
    expect(parseSdsSearch({ version: 'abc', compare: -1, qrCode: 2, other: 'x' })).toEqual({})
    expect(parseSdsSearch({ version: 2.5, compare: '', qrCode: 'yes' })).toEqual({})
    expect(parseSdsSearch({ version: { a: 1 }, compare: [1] })).toEqual({})
  })

  it('leaves the QR code out when it is visible (the default)', () => {
    expect(parseSdsSearch({ qrCode: 1 })).toEqual({})
    expect(parseSdsSearch({ qrCode: '1' })).toEqual({})
  })
})

describe('resolveSdsState', () => {
  it('defaults to the first version, no comparison, QR code visible', () => {
    expect(resolveSdsState({}, VERSIONS)).toEqual({ version: 30, compare: undefined, qrCode: true })
  })

  it('takes a known version and an older one to compare with', () => {
    expect(resolveSdsState({ version: 20, compare: 10, qrCode: 0 }, VERSIONS)).toEqual({ version: 20, compare: 10, qrCode: false })
  })

  it('falls back to the first version when the address names an unknown one', () => {
    expect(resolveSdsState({ version: 99 }, VERSIONS).version).toBe(30)
  })

  it('drops a comparison with the same or a newer version, or an unknown one', () => {
    expect(resolveSdsState({ version: 20, compare: 20 }, VERSIONS).compare).toBeUndefined()
    expect(resolveSdsState({ version: 20, compare: 30 }, VERSIONS).compare).toBeUndefined()
    expect(resolveSdsState({ version: 20, compare: 5 }, VERSIONS).compare).toBeUndefined()
  })

  it('has no version when the product has none', () => {
    expect(resolveSdsState({ version: 1, compare: 2 }, [])).toEqual({ version: undefined, compare: undefined, qrCode: true })
  })
})

describe('olderVersions', () => {
  it('offers only the versions after the shown one', () => {
    expect(olderVersions(VERSIONS, 30).map((v) => v.id)).toEqual([20, 10])
    expect(olderVersions(VERSIONS, 20).map((v) => v.id)).toEqual([10])
    expect(olderVersions(VERSIONS, 10)).toEqual([])
    expect(olderVersions(VERSIONS, undefined)).toEqual([])
  })
})

describe('sdsSearchOf', () => {
  it('leaves defaults out of the address', () => {
    expect(sdsSearchOf({ version: 30, compare: undefined, qrCode: true }, VERSIONS)).toEqual({})
  })

  it('writes what differs from the defaults, and reads back to the same state', () => {
    const state = { version: 20, compare: 10, qrCode: false }
    const search = sdsSearchOf(state, VERSIONS)
    expect(search).toEqual({ version: 20, compare: 10, qrCode: 0 })
    expect(resolveSdsState(parseSdsSearch({ ...search }), VERSIONS)).toEqual(state)
  })

  it('keeps a comparison with the first version', () => {
    expect(sdsSearchOf({ version: 30, compare: 20, qrCode: true }, VERSIONS)).toEqual({ compare: 20 })
  })
})

import { describe, expect, it } from 'vitest'
import { etagMatches } from './etag.ts'

describe('etagMatches', () => {
  const etag = '"abc"'
  it('matches the same tag, one of a list, and *', () => {
    expect(etagMatches('"abc"', etag)).toBe(true)
    expect(etagMatches('"x", "abc"', etag)).toBe(true)
    expect(etagMatches('*', etag)).toBe(true)
  })
  it('compares weakly: a W/ prefix on either side still matches', () => {
    expect(etagMatches('W/"abc"', etag)).toBe(true)
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true)
  })
  it('does not match another tag, a missing header or a tag that only contains ours', () => {
    expect(etagMatches('"abcd"', etag)).toBe(false)
    expect(etagMatches(undefined, etag)).toBe(false)
    expect(etagMatches('', etag)).toBe(false)
    expect(etagMatches('"ab"', etag)).toBe(false)
  })
})

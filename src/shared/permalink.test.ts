import { describe, expect, it } from 'vitest'
import { isPermalinkId, newPermalinkId, PERMALINK_PATTERN } from './permalink.ts'

function fromBase64Url(id: string): Uint8Array {
  return Uint8Array.from(atob(id.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))
}

describe('newPermalinkId', () => {
  it('draws at least 80 random bits and keeps every one of them in the id', () => {
    let drawn = new Uint8Array()
    const id = newPermalinkId((bytes) => {
      drawn = bytes.map((_, i) => (i * 37 + 11) & 0xff)
      return drawn
    })
    expect(drawn.length * 8).toBeGreaterThanOrEqual(80)
    expect(fromBase64Url(id)).toEqual(drawn)
  })

  it('is URL-safe even for the bytes that base64 writes as + and /', () => {
    const id = newPermalinkId((bytes) => bytes.fill(0xfb))
    expect(id).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(id).not.toContain('=')
    expect(isPermalinkId(id)).toBe(true)
  })

  it('answers distinct ids that match PERMALINK_PATTERN', () => {
    const ids = Array.from({ length: 2000 }, () => newPermalinkId())
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(PERMALINK_PATTERN)
  })
})

describe('PERMALINK_PATTERN', () => {
  it.each(['uIw9ByCUgkide7d8', '5_ImB6Y_9Waba_4l', 'a'.repeat(64)])('accepts %s', (id) => {
    expect(isPermalinkId(id)).toBe(true)
  })

  it.each([
    ['empty', ''],
    ['15 characters (under 80 bits)', 'a'.repeat(15)],
    ['65 characters', 'a'.repeat(65)],
    ['a plus', 'uIw9ByCUgkide7d+'],
    ['a slash', 'uIw9ByCUg/kide7d8'],
    ['padding', 'uIw9ByCUgkide7d8='],
    ['a dot', 'uIw9ByCUgk.de7d8'],
    ['a space', 'uIw9ByCUg kide7d8'],
    ['a trailing newline', 'uIw9ByCUgkide7d8\n'],
    ['a non-ASCII letter', 'uIw9ByCUgkidé7d8'],
    ['a path', '../../etc/passwd0000'],
  ])('rejects %s', (_, id) => {
    expect(isPermalinkId(id)).toBe(false)
  })
})

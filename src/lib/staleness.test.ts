import { afterEach, describe, expect, it } from 'vitest'
import { STORAGE } from '#shared/storage-keys'
import { confirmedAtOf, stalenessOf } from './staleness.ts'

const DAY = 24 * 60 * 60 * 1000
const NOW = Date.UTC(2026, 10, 25)

describe('stalenessOf (how old a saved copy may be before the page warns)', () => {
  it('is fresh up to the warning age, stale after it, very stale after half a year', () => {
    expect(stalenessOf(NOW - 30 * DAY, NOW)).toBe('fresh')
    expect(stalenessOf(NOW - 31 * DAY, NOW)).toBe('stale')
    expect(stalenessOf(NOW - 180 * DAY, NOW)).toBe('stale')
    expect(stalenessOf(NOW - 200 * DAY, NOW)).toBe('very-stale')
  })

  it('follows a configured warning age', () => {
    expect(stalenessOf(NOW - 8 * DAY, NOW, 7)).toBe('stale')
    expect(stalenessOf(NOW - 6 * DAY, NOW, 7)).toBe('fresh')
  })

  afterEach(() => localStorage.clear())

  it("follows the warning age the server's configuration last named, kept on the device for visits without a server", () => {
    localStorage.setItem(STORAGE.savedCopyWarnDays, '7')
    expect(stalenessOf(NOW - 8 * DAY, NOW)).toBe('stale')
    localStorage.setItem(STORAGE.savedCopyWarnDays, '60')
    expect(stalenessOf(NOW - 40 * DAY, NOW)).toBe('fresh')
    expect(stalenessOf(NOW - 61 * DAY, NOW)).toBe('stale')
    // A value this build cannot read: the default of 30 days.
    localStorage.setItem(STORAGE.savedCopyWarnDays, 'soon')
    expect(stalenessOf(NOW - 31 * DAY, NOW)).toBe('stale')
  })
})

describe('confirmedAtOf (when the server last said the copy is current)', () => {
  const saved = { savedAt: NOW - 100 * DAY, lastCheckedAt: NOW - DAY }
  it('a failed check confirms nothing', () => {
    expect(confirmedAtOf({ ...saved, freshness: 'failed', confirmedAt: NOW - 40 * DAY })).toBe(NOW - 40 * DAY)
    expect(confirmedAtOf({ ...saved, freshness: 'failed' })).toBe(NOW - 100 * DAY)
  })
  it('an older record checked as current counts from that check', () => {
    expect(confirmedAtOf({ ...saved, freshness: 'current' })).toBe(NOW - DAY)
  })
})

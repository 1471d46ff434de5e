import { describe, expect, it } from 'vitest'
import { versionDate } from './version-date.ts'

describe('a version date in the interface language', () => {
  it.each([
    ['en', '14/09/2026'],
    ['de', '14.09.2026'],
    ['fr', '14/09/2026'],
    ['hu', '2026. 09. 14.'],
    ['nl', '14-09-2026'],
  ])('%s writes 2026-09-14 as %s', (locale, expected) => {
    expect(versionDate('2026-09-14', locale)).toBe(expected)
  })

  it('shows the dd.mm.yyyy text a copy saved before ISO dates keeps as it is', () => {
    expect(versionDate('14.09.2026', 'en')).toBe('14.09.2026')
  })
})

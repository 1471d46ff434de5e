import { describe, expect, it } from 'vitest'
import { currentSection, SCROLL_OFFSET_PX, scrollTargetY, sectionTitle, SDS_SECTION_COUNT, SECTION_NUMBERS } from './section-spy.ts'

const HEADER = 56
const LINE = HEADER + SCROLL_OFFSET_PX
const view = (atBottom = false) => ({ line: LINE, viewportHeight: 800, atBottom })

/** Sections 1..n, each `height` px tall, the first starting at `firstTop` in the viewport. */
const tops = (firstTop: number, height = 400, n = SDS_SECTION_COUNT) =>
  Array.from({ length: n }, (_, i) => ({ n: i + 1, top: firstTop + i * height }))

describe('currentSection', () => {
  it('has 16 numbered sections and a 50 px offset', () => {
    expect(SECTION_NUMBERS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16])
    expect(SCROLL_OFFSET_PX).toBe(50)
  })

  it('is the first section before the sheet reaches the line', () => {
    expect(currentSection(tops(500), view())).toBe(1)
  })

  it('is the last section whose top has reached the line', () => {
    // Section 3 starts exactly on the line.
    expect(currentSection(tops(LINE - 800), view())).toBe(3)
    // Section 3 is 10 px below the line: still section 2.
    expect(currentSection(tops(LINE - 790), view())).toBe(2)
  })

  it('tolerates a fractional pixel after scrolling to a section', () => {
    expect(currentSection(tops(LINE - 800 + 0.6), view())).toBe(3)
  })

  it('counts the offset: a section under the header but above the line is current', () => {
    expect(
      currentSection(
        [
          { n: 1, top: -1000 },
          { n: 2, top: HEADER + 10 },
        ],
        view(),
      ),
    ).toBe(2)
    expect(
      currentSection(
        [
          { n: 1, top: -1000 },
          { n: 2, top: LINE + 10 },
        ],
        view(),
      ),
    ).toBe(1)
  })

  it('at the bottom of the page takes the last section in view, which may never reach the line', () => {
    const short = [
      { n: 14, top: -300 },
      { n: 15, top: 400 },
      { n: 16, top: 600 },
    ]
    expect(currentSection(short, view(false))).toBe(14)
    expect(currentSection(short, view(true))).toBe(16)
  })

  it('at the bottom ignores sections below the viewport', () => {
    expect(
      currentSection(
        [
          { n: 1, top: -100 },
          { n: 2, top: 900 },
        ],
        view(true),
      ),
    ).toBe(1)
  })

  it('works with the sections the sheet has', () => {
    expect(currentSection([], view())).toBeUndefined()
    expect(
      currentSection(
        [
          { n: 2, top: 300 },
          { n: 5, top: 900 },
        ],
        view(),
      ),
    ).toBe(2)
  })
})

describe('scrollTargetY', () => {
  it('puts the section top on the line', () => {
    expect(scrollTargetY(1000, 700, LINE)).toBe(1000 + 700 - LINE)
    expect(scrollTargetY(1000, -300, LINE)).toBe(1000 - 300 - LINE)
  })

  it('never scrolls above the page', () => {
    expect(scrollTargetY(0, 50, LINE)).toBe(0)
  })
})

describe('sectionTitle', () => {
  it('drops the section number the button already shows', () => {
    expect(sectionTitle('SECTION 2: Hazards identification', 2)).toBe('Hazards identification')
    expect(sectionTitle('ODDELEK 14: Podatki o prevozu', 14)).toBe('Podatki o prevozu')
    expect(sectionTitle('2. Hazards identification', 2)).toBe('Hazards identification')
    expect(sectionTitle('  Hazards\n identification ', 2)).toBe('Hazards identification')
  })

  it('keeps a title that does not start with its number', () => {
    expect(sectionTitle('Transport information (UN 1090)', 14)).toBe('Transport information (UN 1090)')
    expect(sectionTitle('12', 12)).toBe('12')
  })
})

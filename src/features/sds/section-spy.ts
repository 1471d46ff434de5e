/** The SDS has 16 sections; a section counts as current 50 px below the top of the view. */
export const SDS_SECTION_COUNT = 16
export const SCROLL_OFFSET_PX = 50
export const SECTION_NUMBERS = Array.from({ length: SDS_SECTION_COUNT }, (_, i) => i + 1)

export interface SectionTop {
  n: number
  /** Top edge relative to the viewport (getBoundingClientRect().top). */
  top: number
}

export interface SpyView {
  /** The line a section must reach to become current: top of the visible content + the scroll offset. */
  line: number
  /** Height of the viewport. */
  viewportHeight: number
  /** The page cannot scroll further down. */
  atBottom: boolean
}

/**
 * The section the reader is in: the last one whose top has reached the line (1 px tolerance for
 * fractional scroll positions). Above the first section the first one counts. At the bottom of the
 * page the last section that has come into view counts, since short final sections can never reach
 * the line.
 */
export function currentSection(tops: readonly SectionTop[], view: SpyView): number | undefined {
  if (tops.length === 0) return undefined
  let current = tops[0]!.n
  for (const { n, top } of tops) {
    if (top <= view.line + 1) current = n
  }
  if (view.atBottom) {
    for (const { n, top } of tops) {
      if (top < view.viewportHeight) current = Math.max(current, n)
    }
  }
  return current
}

/** Where to scroll the window so a section's top lands on the line. */
export function scrollTargetY(scrollY: number, sectionTop: number, line: number): number {
  return Math.max(0, Math.round(scrollY + sectionTop - line))
}

/**
 * The title of a section for its menu button: the heading without its number ('SECTION 2: Hazards
 * identification', '2. Hazards identification' -> 'Hazards identification'), the button says the number.
 */
export function sectionTitle(heading: string, n: number): string {
  const text = heading.replace(/\s+/g, ' ').trim()
  const stripped = text.replace(new RegExp(`^\\D{0,20}?\\b${n}\\s*[:.)–-]?\\s+`), '')
  return stripped || text
}

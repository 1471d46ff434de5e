import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { currentSection, SCROLL_OFFSET_PX, scrollTargetY, type SectionTop } from '../section-spy.ts'

/** The sticky page header covers the top of the view; the offset counts from its lower edge. */
function stickyTop(): number {
  const value = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-h'))
  return Number.isFinite(value) ? value : 0
}

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false

export function sectionElements(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('section[data-section]')]
}

/**
 * Follows the reader through the sheet: the current section number while scrolling, and a way to
 * go to one. After a click the chosen section stays current (not the ones the smooth scroll passes,
 * nor a later one when the page cannot scroll the chosen one up to the line) until the reader
 * scrolls again: a wheel, touch or key, or any scroll once the smooth scroll has ended.
 */
export function useSectionSpy(rootRef: RefObject<HTMLElement | null>, content: unknown) {
  const [current, setCurrent] = useState<number | undefined>(undefined)
  const chosen = useRef<{ n: number; y: number; settled: boolean } | undefined>(undefined)

  useEffect(() => {
    const root = rootRef.current
    if (!root) return
    let frame = 0
    const measure = () => {
      frame = 0
      if (chosen.current) {
        if (!chosen.current.settled) return
        chosen.current = undefined
      }
      const tops: SectionTop[] = sectionElements(root).map((el) => ({ n: Number(el.dataset.section), top: el.getBoundingClientRect().top }))
      const scroller = document.scrollingElement ?? document.documentElement
      setCurrent(
        currentSection(tops, {
          line: stickyTop() + SCROLL_OFFSET_PX,
          viewportHeight: window.innerHeight,
          atBottom: Math.ceil(window.scrollY + window.innerHeight) >= scroller.scrollHeight - 1,
        }),
      )
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure)
    }
    // A scroll started by a click ends with scrollend at its target; the next scroll after it is the reader's own.
    const settle = () => {
      if (chosen.current && Math.abs(window.scrollY - chosen.current.y) <= 2) chosen.current.settled = true
    }
    const readerScrolls = () => {
      chosen.current = undefined
      schedule()
    }
    const reader = ['wheel', 'touchmove', 'keydown'] as const
    // At the next frame, with the layout the browser makes for it anyway, not a forced one now.
    schedule()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    window.addEventListener('scrollend', settle)
    reader.forEach((type) => window.addEventListener(type, readerScrolls, { passive: true }))
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      window.removeEventListener('scrollend', settle)
      reader.forEach((type) => window.removeEventListener(type, readerScrolls))
    }
  }, [rootRef, content])

  const goTo = useCallback(
    (n: number) => {
      const section = rootRef.current?.querySelector<HTMLElement>(`section[data-section="${n}"]`)
      if (!section) return
      const scroller = document.scrollingElement ?? document.documentElement
      const wanted = scrollTargetY(window.scrollY, section.getBoundingClientRect().top, stickyTop() + SCROLL_OFFSET_PX)
      // Near the end of the page the browser stops short of the wanted position.
      const y = Math.min(wanted, Math.max(0, scroller.scrollHeight - window.innerHeight))
      const choice = { n, y, settled: Math.abs(y - window.scrollY) < 1 }
      chosen.current = choice
      setCurrent(n)
      // Browsers without scrollend: after a smooth scroll has surely ended, the reader's scroll counts again.
      window.setTimeout(() => (choice.settled = true), 3000)
      window.scrollTo({ top: y, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
      // Keyboard and screen-reader users land on the section's heading, not only the eye.
      const heading = section.querySelector<HTMLElement>('h2') ?? section
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
      heading.focus({ preventScroll: true })
    },
    [rootRef],
  )

  return { current, goTo }
}

import { useLingui } from '@lingui/react/macro'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { SdsSheet } from '../api/requests.ts'
import { sectionTitle } from '../section-spy.ts'
import { SectionMenu } from './section-menu.tsx'
import { SectionNames } from './section-names.tsx'
import { sectionElements, useSectionSpy } from './use-section-spy.ts'
import './sds-sheet.css'

interface SdsSheetViewProps {
  sheet: SdsSheet
  /** Sections to mark as changed: the comparison's, or none once the comparison is off. */
  changed: readonly number[]
  /** A new sheet is loading; the current one stays until it arrives. */
  busy: boolean
}

/**
 * The server's sheet (escaped HTML built from structured data, no scripts or inline styles) with the
 * section menu. Without a version the server sends its no-version marker: no menu, no indent.
 */
export function SdsSheetView({ sheet, changed, busy }: SdsSheetViewProps) {
  const { t } = useLingui()
  const rootRef = useRef<HTMLDivElement>(null)
  const [titles, setTitles] = useState<ReadonlyMap<number, string>>(new Map())
  const { current, goTo } = useSectionSpy(rootRef, sheet.html)
  const changedLabel = t`Changed`
  const tableLabel = t`table`

  // Read the section titles for the menu, and mark changed sections in the sheet itself as well.
  const changedKey = changed.join(',')
  useLayoutEffect(() => {
    const root = rootRef.current
    if (!root) return
    const marked = new Set(changedKey.split(',').map(Number))
    const found = new Map<number, string>()
    for (const section of sectionElements(root)) {
      const n = Number(section.dataset.section)
      const heading = section.querySelector('h2')
      removeBadge(section)
      found.set(n, sectionTitle(heading?.textContent ?? '', n))
      if (heading && marked.has(n)) {
        // The space keeps "changed" a word of its own in the heading's accessible name.
        const badge = document.createElement('span')
        badge.className = 'sds-changed-badge'
        badge.textContent = changedLabel
        heading.append(SEPARATOR, badge)
      }
    }
    // A table wider than the phone scrolls in its box; keyboard users must be able to reach it.
    // A subsection can hold several tables (limit values and DNELs in 8.1): each region's name is
    // numbered after the first, so every landmark has a name of its own.
    const used = new Map<string, number>()
    for (const wrap of root.querySelectorAll<HTMLElement>('.sds-table-wrap')) {
      wrap.tabIndex = 0
      wrap.setAttribute('role', 'region')
      const heading = wrap.closest('section')?.querySelector('h3, h4, h2')?.textContent?.trim()
      const name = heading ? `${heading} (${tableLabel})` : tableLabel
      const count = (used.get(name) ?? 0) + 1
      used.set(name, count)
      wrap.setAttribute('aria-label', count === 1 ? name : `${name} ${count}`)
    }
    setTitles((before) => (sameTitles(before, found) ? before : found))
  }, [sheet.html, changedKey, changedLabel, tableLabel])

  // An address ending in #sds-section-4 ("First aid" in the emergency strip) opens at that section,
  // with the focus on its heading, once the sheet is there.
  const openedAt = useRef<string | undefined>(undefined)
  useEffect(() => {
    const n = /^#sds-section-(\d{1,2})$/.exec(window.location.hash)?.[1]
    if (n === undefined || openedAt.current === sheet.html) return
    openedAt.current = sheet.html
    goTo(Number(n))
  }, [sheet.html, goTo])

  return (
    <div className={`sds-layout${sheet.noVersion ? ' sds-layout--no-version' : ''}`}>
      {!sheet.noVersion && <SectionNames current={current} present={new Set(titles.keys())} onGo={goTo} />}
      {!sheet.noVersion && <SectionMenu current={current} changed={changed} titles={titles} onGo={goTo} />}
      <div
        ref={rootRef}
        className="sds-content"
        aria-busy={busy}
        // Escaped on the server from structured data, never stored raw HTML; the CSP allows no inline script.
        dangerouslySetInnerHTML={{ __html: sheet.html }}
      />
    </div>
  )
}

function sameTitles(a: ReadonlyMap<number, string>, b: ReadonlyMap<number, string>): boolean {
  return a.size === b.size && [...a].every(([n, title]) => b.get(n) === title)
}

const SEPARATOR = ' '

function removeBadge(section: HTMLElement): void {
  const badge = section.querySelector('.sds-changed-badge')
  if (!badge) return
  if (badge.previousSibling?.nodeType === Node.TEXT_NODE && badge.previousSibling.textContent === SEPARATOR) badge.previousSibling.remove()
  badge.remove()
}

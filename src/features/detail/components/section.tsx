import { useLingui } from '@lingui/react/macro'
import { createContext, useContext, useId, type ReactNode } from 'react'

/** The id of the enclosing section's heading, so parts of the section can be named by it. */
const SectionHeading = createContext<string | undefined>(undefined)

/** A titled part of the detail page, reachable as a landmark by its heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section className="detail-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <SectionHeading.Provider value={id}>{children}</SectionHeading.Provider>
    </section>
  )
}

/**
 * A wide table that scrolls sideways on a phone. The scroll box takes keyboard focus (WCAG 2.1.1:
 * arrow keys then scroll it), so it is a region (a focusable element needs a role), named
 * "{section heading} table" so that it differs from its section's own landmark.
 */
export function TableScroll({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const heading = useContext(SectionHeading)
  const word = useId()
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
    <div className="table-scroll" role="region" aria-labelledby={`${heading} ${word}`} tabIndex={0}>
      <span id={word} hidden>
        {t`table`}
      </span>
      {children}
    </div>
  )
}

/** Rows of `now` paired with the row of `before` that has the same key; rows only in `before` come last. */
export function pairRows<T>(now: T[], before: T[] | undefined, key: (row: T) => string) {
  if (!before) return now.map((row) => ({ row, before: undefined as T | undefined, status: 'same' as 'same' | 'added' | 'removed' }))
  const old = new Map(before.map((r) => [key(r), r]))
  const kept = new Set(now.map(key))
  return [
    ...now.map((row) => ({ row, before: old.get(key(row)), status: old.has(key(row)) ? ('same' as const) : ('added' as const) })),
    ...before.filter((r) => !kept.has(key(r))).map((row) => ({ row, before: undefined, status: 'removed' as const })),
  ]
}

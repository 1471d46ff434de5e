import { useId, type ReactNode } from 'react'

/** A titled part of the detail page, reachable as a landmark by its heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section className="detail-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
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

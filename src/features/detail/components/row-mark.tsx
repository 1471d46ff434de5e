import type { ReactNode } from 'react'

/** Wraps the content of a whole row that the compared version added or removed. */
export function RowMark({ status, children }: { status: 'same' | 'added' | 'removed'; children: ReactNode }) {
  if (status === 'added') return <ins>{children}</ins>
  if (status === 'removed') return <del>{children}</del>
  return <>{children}</>
}

export const rowClass = (status: 'same' | 'added' | 'removed') => (status === 'same' ? undefined : `row--${status}`)

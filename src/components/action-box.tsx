import type { ReactNode } from 'react'
import './action-box.css'

/** The box of a document page's settings and downloads, above the document. */
export function ActionBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className="action-box" aria-label={label}>
      {children}
    </section>
  )
}

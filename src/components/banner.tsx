import type { ReactNode } from 'react'
import './banner.css'

type Tone = 'info' | 'warning' | 'error' | 'success'

/** A small message box inside a page. Warnings and errors are announced; info is not. */
export function Banner({ tone = 'info', children }: { tone?: Tone; children: ReactNode }) {
  const role = tone === 'error' || tone === 'warning' ? 'alert' : 'status'
  return (
    <div className={`banner banner--${tone}`} role={role}>
      {children}
    </div>
  )
}

export function Divider() {
  return <hr className="divider" />
}

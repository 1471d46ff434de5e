import type { ReactNode } from 'react'
import { DocumentHead } from '#components/document-head.tsx'
import { brand } from '#lib/brand.ts'
import './error-layout.css'

/** Every error page: never indexed by search engines, brand logo on top. */
export function ErrorLayout({ title, image, children }: { title: string; image: ReactNode; children: ReactNode }) {
  return (
    <main className="error-page" id="main">
      <DocumentHead title={`${title} :: ${brand.name}`} noindex />
      <div className="error-page__image">{image}</div>
      {children}
    </main>
  )
}

export function WarningImage() {
  return (
    <svg width="96" height="96" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="#b00020" d="M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z" />
    </svg>
  )
}

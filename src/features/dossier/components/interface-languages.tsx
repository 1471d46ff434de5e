import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import { docLanguageByCode } from '#shared/languages'

/**
 * The picker is a later-* chunk (vite.config.ts): fourteen languages with search and groups are code
 * a device reading one language rarely runs, and switching needs the other language's catalog,
 * which is not precached either.
 */
const InterfaceLanguagePicker = lazy(() => import('./interface-language-picker.tsx'))

/** Switches the interface language in place: same product, tab, document language, version and comparison. */
export function InterfaceLanguages({ current }: { current: string }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <nav className="interface-languages" aria-label={t`Interface language`}>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {docLanguageByCode(current)?.name}
      </button>
      {open && (
        // The picker is a small file; while it loads, the open button is the feedback.
        <Suspense>
          <InterfaceLanguagePicker current={current} />
        </Suspense>
      )}
    </nav>
  )
}

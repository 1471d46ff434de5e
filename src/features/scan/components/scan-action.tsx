import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useCallback, useState } from 'react'

// The scanner and its decoder load when asked for, not with the page.
const ScanDialog = lazy(() => import('./scan-dialog.tsx'))

/** The header's "Scan" action: opens the in-app QR scanner. */
export function ScanAction() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  return (
    <>
      <button
        type="button"
        className="icon-button app-header__tool"
        aria-label={t`Scan`}
        title={t`Scan a QR code`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 8V4h4M16 4h4v4M20 16v4h-4M8 20H4v-4M7 12h10" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ScanDialog open={open} onClose={close} />
        </Suspense>
      )}
    </>
  )
}

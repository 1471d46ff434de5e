import { useLingui } from '@lingui/react/macro'
import { Navigate } from '@tanstack/react-router'
import { lazy, Suspense, useCallback, useState } from 'react'

/**
 * The scanner and its decoder load when asked for, not with the page. They are not precached
 * (vite.config.ts, later-*): offline the scanner opens saved dossiers only, and saving one keeps its
 * code on the device. Offline on a device that saved none, the saved sheets page says how to save one.
 */
const loadScanner = () => lazy(() => import('./scan-dialog.tsx').catch(() => ({ default: NotOnDevice })))
let ScanDialog = loadScanner()

/** The scanner could not load: the next Scan tries again (the connection may be back). */
function NotOnDevice() {
  ScanDialog = loadScanner()
  return <Navigate to="/saved" />
}

/**
 * The "Scan" action: opens the in-app QR scanner. An icon in the header; a labelled button on the
 * start page, where the installed app opens.
 */
export function ScanAction({ labelled = false }: { labelled?: boolean }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  return (
    <>
      <button
        type="button"
        className={labelled ? 'button' : 'icon-button app-header__tool'}
        aria-label={labelled ? undefined : t`Scan`}
        title={labelled ? undefined : t`Scan a QR code`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 8V4h4M16 4h4v4M20 16v4h-4M8 20H4v-4M7 12h10" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {labelled && t`Scan a QR code`}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ScanDialog open={open} onClose={close} />
        </Suspense>
      )}
    </>
  )
}

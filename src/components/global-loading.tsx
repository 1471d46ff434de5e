import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { pendingCallsAtom } from '#lib/session.ts'
import { uiStore, useAtomValue } from '#lib/store.ts'
import './global-loading.css'

/** Calls shorter than this never flash the bar. */
const SHOW_AFTER_MS = 150

/** The global loading indicator: a thin bar at the top while any data call is in flight. */
export function GlobalLoading() {
  const { t } = useLingui()
  const busy = useAtomValue(pendingCallsAtom, { store: uiStore }) > 0
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    if (!busy) {
      setVisible(false)
      return
    }
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS)
    return () => clearTimeout(timer)
  }, [busy])
  if (!visible) return null
  return <div className="global-loading" role="progressbar" aria-label={t`Loading…`} />
}

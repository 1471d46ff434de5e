import { useLingui } from '@lingui/react/macro'
import { uiStore, useAtomValue } from '#lib/store.ts'
import { dismissToast, TOAST_OFFSET_PX, toastsAtom } from './toast-store.ts'
import './toasts.css'

/** Stacked notifications: the newest at the bottom, each older one shifted up 60 px. */
export function Toasts() {
  const toasts = useAtomValue(toastsAtom, { store: uiStore })
  const { t } = useLingui()
  return (
    <div className="toasts" aria-live="polite" aria-relevant="additions">
      {toasts.map((toast, index) => (
        <div
          key={toast.id}
          className={`toast toast--${toast.type}${toast.leaving ? ' toast--leaving' : ''}`}
          role={toast.type === 'error' ? 'alert' : 'status'}
          style={{ bottom: `${30 + (toasts.length - 1 - index) * TOAST_OFFSET_PX}px` }}
        >
          <span className="toast__text">{toast.text}</span>
          {toast.action && (
            <button type="button" className="button toast__action" onClick={toast.action.onAction}>
              {toast.action.label}
            </button>
          )}
          <button
            type="button"
            className="icon-button toast__close"
            aria-label={t`Close notification`}
            onClick={() => dismissToast(toast.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  )
}

import { useLingui } from '@lingui/react/macro'
import { dismissToast, TOAST_OFFSET_PX, type Toast } from './toast-store.ts'
import './toasts.css'

/** Stacked notifications: the newest at the bottom, each older one shifted up 60 px. */
export default function ToastList({ toasts }: { toasts: Toast[] }) {
  const { t } = useLingui()
  return (
    <>
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
    </>
  )
}

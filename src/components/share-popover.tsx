import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react'

/**
 * The popover is loaded when it is first opened: sharing to another site needs the network, and
 * its code stays out of the offline precache (vite.config.ts names it online-only). Phones use the
 * browser's own share sheet and never load it.
 */
const SharePopover = lazy(() => import('./share-popover-panel.tsx'))

interface ShareButtonProps {
  url: string
  title: string
  /** Visible button content (the Share tile); the header uses the icon alone. */
  children?: ReactNode
  className?: string
}

/**
 * The header's share action: the browser's own share sheet where there is one, else a 216 px popover
 * with the nine share buttons (copy confirms for 2000 ms).
 */
export function ShareAction({ url, title, children, className = 'icon-button' }: ShareButtonProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)

  const onShare = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ url, title })
        return
      } catch (error) {
        if ((error as Error).name === 'AbortError') return
      }
    }
    setOpen((o) => !o)
  }

  return (
    <div className="share">
      <button
        ref={buttonRef}
        type="button"
        className={className}
        aria-label={children ? undefined : t`Share`}
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => void onShare()}
      >
        {children ?? <ShareIcon />}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SharePopover
            url={url}
            title={title}
            onClose={() => {
              setOpen(false)
              buttonRef.current?.focus()
            }}
          />
        </Suspense>
      )}
    </div>
  )
}

function ShareIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M18 16.1c-.8 0-1.4.3-2 .8l-7.1-4.1c.1-.3.1-.5.1-.8s0-.5-.1-.8L16 7.1c.5.5 1.2.8 2 .8 1.7 0 3-1.3 3-3s-1.3-3-3-3-3 1.3-3 3c0 .3 0 .5.1.8L8 9.8C7.5 9.3 6.8 9 6 9c-1.7 0-3 1.3-3 3s1.3 3 3 3c.8 0 1.5-.3 2-.8l7.1 4.2c-.1.2-.1.4-.1.6 0 1.6 1.3 2.9 2.9 2.9s2.9-1.3 2.9-2.9-1.2-2.9-2.8-2.9z"
      />
    </svg>
  )
}

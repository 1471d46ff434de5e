import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { COPY_CONFIRMATION_MS, SHARE_TARGETS, SHARE_WINDOW, shareHref, type ShareTarget } from './share-targets.ts'
import './share-popover.css'

interface ShareActionProps {
  url: string
  title: string
}

interface ShareButtonProps extends ShareActionProps {
  /** Visible button content (the Share tile); the header uses the icon alone. */
  children?: ReactNode
  className?: string
}

/**
 * The header's share action: the browser's own share sheet where there is one, else a 216 px popover
 * with the nine share buttons of spec § 2 (copy confirms for 2000 ms).
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
        <SharePopover
          url={url}
          title={title}
          onClose={() => {
            setOpen(false)
            buttonRef.current?.focus()
          }}
        />
      )}
    </div>
  )
}

function SharePopover({ url, title, onClose }: ShareActionProps & { onClose: () => void }) {
  const { t } = useLingui()
  const [copied, setCopied] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  const labels: Record<ShareTarget, string> = {
    facebook: 'Facebook',
    x: 'X',
    linkedin: 'LinkedIn',
    reddit: 'Reddit',
    telegram: 'Telegram',
    messenger: 'Messenger',
    whatsapp: 'WhatsApp',
    email: t`E-mail`,
    copy: t`Copy link`,
  }

  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('button, a')?.focus()
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose()
    const onPointer = (e: PointerEvent) => {
      if (ref.current && !ref.current.parentElement?.contains(e.target as Node)) onClose()
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [onClose])

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS)
    return () => clearTimeout(timer)
  }, [copied])

  const open = (target: ShareTarget) => {
    const href = shareHref(target, url, title)
    if (!href) return
    if (target === 'email') {
      window.location.href = href
      return
    }
    const { width, height } = SHARE_WINDOW
    const left = Math.max(0, (window.screen.width - width) / 2)
    const top = Math.max(0, (window.screen.height - height) / 2)
    window.open(href, 'share', `noopener,noreferrer,width=${width},height=${height},left=${left},top=${top}`)
  }

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
    } catch {
      window.prompt(t`Copy this link`, url)
    }
  }

  return (
    <div ref={ref} className="share__popover" role="group" aria-label={t`Share this dossier`}>
      <ul className="share__list">
        {SHARE_TARGETS.map((target) => (
          <li key={target}>
            <button
              type="button"
              className="share__button"
              data-share={target}
              onClick={() => (target === 'copy' ? void copy() : open(target))}
            >
              {labels[target]}
            </button>
          </li>
        ))}
      </ul>
      <p className="share__copied" role="status">
        {copied ? t`Link copied` : ''}
      </p>
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

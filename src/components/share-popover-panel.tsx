import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { COPY_CONFIRMATION_MS, SHARE_TARGETS, SHARE_WINDOW, shareHref, type ShareTarget } from './share-targets.ts'
import './share-popover.css'

interface SharePopoverProps {
  url: string
  title: string
  onClose: () => void
}

/** The nine share buttons of the share action (copy confirms for 2000 ms), for browsers without a share sheet. */
export default function SharePopover({ url, title, onClose }: SharePopoverProps) {
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

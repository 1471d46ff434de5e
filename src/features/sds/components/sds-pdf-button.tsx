import { useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import { notify } from '#components/toast-store.ts'
import type { ViewOptions } from '../api/requests.ts'
import { downloadSdsPdf } from './pdf-download.ts'

interface SdsPdfButtonProps {
  id: string
  lang: number
  options: ViewOptions
  productText: string
  /** The version's number, for the file name. */
  versionText: string | undefined
  className?: string
  children: ReactNode
}

/** Downloads the SDS as an A4 PDF. A failure is a notice; the page stays as it is. */
export function SdsPdfButton({ id, lang, options, productText, versionText, className = 'button', children }: SdsPdfButtonProps) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const download = async () => {
    if (busy) return
    setBusy(true)
    try {
      await downloadSdsPdf(id, lang, options, productText, versionText)
    } catch {
      notify({ type: 'error', text: t`The PDF could not be downloaded. Please try again.`, delay: 5000 })
    } finally {
      setBusy(false)
    }
  }
  return (
    <button type="button" className={className} aria-disabled={busy} aria-busy={busy} onClick={() => void download()}>
      {children}
    </button>
  )
}

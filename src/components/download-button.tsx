import { useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import { saveFile, type DownloadedFile } from '#lib/download.ts'
import { notify } from './toast-store.ts'

interface DownloadButtonProps {
  /** Fetches the whole file (a refusal is an error to report, not a file to save). */
  fetchFile: () => Promise<DownloadedFile>
  className?: string
  children: ReactNode
}

/** Downloads a document. A failure is a notice; the page stays as it is. */
export function DownloadButton({ fetchFile, className = 'button', children }: DownloadButtonProps) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const download = async () => {
    if (busy) return
    setBusy(true)
    try {
      saveFile(await fetchFile())
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

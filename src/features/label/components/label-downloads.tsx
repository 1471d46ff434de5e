import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { dismissToast, notify } from '#components/toast-store.ts'
import { saveFile } from '#lib/download.ts'
import { errorInfo } from '#lib/errors/app-error.ts'
import { errorText } from '#lib/errors/error-messages.ts'
import type { LabelDownloadKind } from '../api/requests.ts'
import { sessionQueries } from '../api/session.ts'
import './label-downloads.css'

interface Props {
  id: string
  productId: number
  query: Record<string, string>
}

/**
 * Label downloads: single and multiple labels as PDF for everyone; NiceLabel export
 * (Excel) and label content (Word) for signed-in users. Progress and failures show as toasts;
 * the file names come from the server.
 */
export function LabelDownloads({ id, productId, query }: Props) {
  const { t, i18n } = useLingui()
  const { data: user } = useQuery(sessionQueries.signedIn())
  const [busy, setBusy] = useState<LabelDownloadKind | undefined>(undefined)
  const names: Record<LabelDownloadKind, string> = {
    single: t`Save as single label (PDF)`,
    multiple: t`Save as multiple label (PDF)`,
    niceLabel: t`NiceLabel export (Excel)`,
    word: t`Save label content (Word)`,
  }

  const run = async (kind: LabelDownloadKind) => {
    if (busy) return
    setBusy(kind)
    const progress = notify({ type: 'info', text: t`Preparing the file…`, delay: 0 })
    try {
      // The download code loads on first use (an online-only chunk): offline the download fails here, as it would anyway.
      const { fetchLabelFile } = await import('../api/label-files.ts')
      const file = await fetchLabelFile(kind, { id, productId }, query)
      dismissToast(progress)
      if (!file) {
        notify({ type: 'info', text: t`Nothing to export: the label has no valid language.`, delay: 4000 })
        return
      }
      saveFile(file)
      notify({ type: 'success', text: t`Downloaded ${file.fileName}`, delay: 3000 })
    } catch (error) {
      dismissToast(progress)
      const info = errorInfo(error)
      // The HTTP client has already tried to refresh the session: a 401 now means it has ended.
      const shown = info.type === 'AUTHENTICATION_ERROR' ? { ...info, type: 'SESSION_EXPIRED' as const } : info
      notify({ type: 'error', text: `${t`The download failed.`} ${errorText(i18n, shown)}`, delay: 6000 })
    } finally {
      setBusy(undefined)
    }
  }

  const kinds: LabelDownloadKind[] = user ? ['single', 'multiple', 'niceLabel', 'word'] : ['single', 'multiple']
  return (
    <section className="label-downloads" aria-labelledby="label-downloads-title">
      <h2 id="label-downloads-title" className="label-section-title">
        <Trans>Download</Trans>
      </h2>
      <ul className="label-downloads__list">
        {kinds.map((kind, index) => (
          <li key={kind}>
            <button
              type="button"
              className={`button${index === 0 ? '' : ' button--secondary'}`}
              aria-disabled={busy !== undefined}
              aria-busy={busy === kind}
              onClick={() => void run(kind)}
            >
              {names[kind]}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

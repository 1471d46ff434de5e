import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { notify } from '#components/toast-store.ts'
import { reachableAtom } from '#lib/connectivity.ts'
import { formatAge, formatDateTime } from '#lib/format-age.ts'
import { savedQueries } from '#lib/saved-queries.ts'
import { uiStore, useAtomValue } from '#lib/store.ts'
import { docLanguageById } from '#shared/languages'
import { whenOnline } from '#components/when-online.tsx'
import { languageNames } from './language-names.ts'
import './offline.css'

interface Props {
  id: string
  il: string
  /** The document language viewed: saved on opening. */
  lang: number
  /** The product's SDS languages: the ones worth saving. */
  languages: readonly number[]
}

/** One chunk with the saved sheets page's install help. */
const InstallHelp = whenOnline(() => import('./install-help.tsx').then((m) => m.InstallHelp))

/** On the dossier home: what is saved on this device, and "Save for offline" for further languages. */
export function SaveOffline({ id, il, lang, languages }: Props) {
  const { t, i18n } = useLingui()
  const headingId = useId()
  const reachable = useAtomValue(reachableAtom, { store: uiStore })
  const queryClient = useQueryClient()
  const saved = useQuery(savedQueries.one(id)).data
  const savedLanguages = saved?.languages ?? []
  const further = languages.filter((l) => !savedLanguages.includes(l))
  const [chosen, setChosen] = useState<number[]>([])
  const [progress, setProgress] = useState<{ done: number; total: number } | undefined>(undefined)
  const wanted = further.filter((l) => chosen.includes(l))
  const busy = progress !== undefined

  const save = async () => {
    if (busy || wanted.length === 0) return
    setProgress({ done: 0, total: 1 })
    try {
      // The saving code loads when asked for: the dossier home paints without it.
      const { sync } = await import('../library.ts')
      const outcome = await sync({
        id,
        il,
        languages: saved ? wanted : [lang, ...wanted],
        onProgress: (done, total) => setProgress({ done, total }),
      })
      if (outcome.kind === 'failed')
        notify({ type: 'error', text: t`The dossier could not be saved. Check the connection and try again.`, delay: 6000 })
      else if (outcome.kind !== 'quota') {
        notify({ type: 'success', text: t`Saved for offline use: ${languageNames(wanted)}.`, delay: 4000 })
        setChosen([])
      }
    } catch {
      notify({ type: 'error', text: t`The dossier could not be saved. Check the connection and try again.`, delay: 6000 })
    } finally {
      setProgress(undefined)
      void queryClient.invalidateQueries({ queryKey: savedQueries.all() })
    }
  }

  const percent = progress ? Math.round((progress.done / Math.max(1, progress.total)) * 100) : 0
  return (
    <>
      <section className="offline-card" aria-labelledby={headingId}>
        <h2 id={headingId} className="offline-card__title">
          <Trans>Offline</Trans>
        </h2>
        {saved ? (
          <p>
            <Trans>
              Saved on this device: {languageNames(savedLanguages)}. Saved copy from {formatDateTime(saved.savedAt, i18n.locale)} (
              {formatAge(saved.savedAt, Date.now(), i18n.locale)}).
            </Trans>
          </p>
        ) : (
          <p>
            <Trans>Not saved on this device yet. Opening a dossier with a connection saves it in the language you read.</Trans>
          </p>
        )}
        {further.length > 0 && (
          <fieldset className="offline-card__languages" disabled={busy}>
            <legend>
              <Trans>Save further languages</Trans>
            </legend>
            {further.map((l) => (
              <label key={l} className="offline-card__language">
                <input
                  type="checkbox"
                  checked={chosen.includes(l)}
                  onChange={(event) => setChosen((c) => (event.target.checked ? [...c, l] : c.filter((x) => x !== l)))}
                />
                <span lang={docLanguageById(l)?.code}>{docLanguageById(l)?.name ?? l}</span>
              </label>
            ))}
          </fieldset>
        )}
        {further.length > 0 && (
          <button
            type="button"
            className="button"
            aria-disabled={busy || wanted.length === 0 || !reachable}
            onClick={() => void (reachable ? save() : undefined)}
          >
            <Trans>Save for offline</Trans>
          </button>
        )}
        {!reachable && further.length > 0 && (
          <p className="offline-card__note">
            <Trans>Connect to the internet to save further languages.</Trans>
          </p>
        )}
        {progress && (
          <div
            className="offline-progress"
            role="progressbar"
            aria-label={t`Saving for offline use`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <div className="offline-progress__bar" style={{ width: `${percent}%` }} />
          </div>
        )}
      </section>
      {/* Once a dossier is saved, installing makes sense: the app opens it from the home screen. */}
      {saved && <InstallHelp offerOnly />}
    </>
  )
}

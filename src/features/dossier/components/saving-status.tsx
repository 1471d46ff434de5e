import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { formatBytes } from '#lib/format-age.ts'
import { savedQueries } from '#lib/saved-queries.ts'
import { savingAtom } from '#lib/saving-progress.ts'
import { uiStore, useAtomValue } from '#lib/store.ts'
import { docLanguageById } from '#shared/languages'
import { dossierBytes } from '#shared/saved-dossiers'
import './saving-status.css'

/**
 * One line on every dossier page: the dossier being saved for offline use, or a saved one checked
 * for updates (with the progress), then what is saved on this device (languages, size). Nothing
 * when it is neither.
 */
export function SavingStatus({ id }: { id: string }) {
  const { t, i18n } = useLingui()
  const progress = useAtomValue(savingAtom, { store: uiStore })[id]
  const saved = useQuery(savedQueries.one(id)).data
  if (progress) {
    const { done, total } = progress
    return (
      <p className="saving-status" role="status">
        {saved ? t`Checking for updates… ${done} of ${total}` : t`Saving for offline use… ${done} of ${total}`}{' '}
        <progress max={total} value={done} aria-hidden="true" />
      </p>
    )
  }
  if (!saved) return null
  const languages = saved.languages.map((lang) => docLanguageById(lang)?.name ?? String(lang)).join(', ')
  const size = formatBytes(dossierBytes(saved), i18n.locale)
  return <p className="saving-status">{t`Saved on this device: ${languages} · ${size}`}</p>
}

import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { notify } from '#components/toast-store.ts'
import { whenOnline } from '#components/when-online.tsx'
import { formatAge, formatBytes, formatDateTime } from '#lib/format-age.ts'
import { savedQueries } from '#lib/saved-queries.ts'
import { savedStore } from '#lib/saved-store.ts'
import { dossierBytes, type Freshness, type SavedDossier } from '#shared/saved-dossiers'
import { languageNames } from './language-names.ts'

/** Only a check with the server updates a dossier: the line loads then, and the service worker keeps it. */
const UpdatedLine = whenOnline(() => import('#components/updated-line.tsx').then((m) => m.UpdatedLine))

/** One saved dossier: what is saved, how current it is, and open / refresh / remove. */
export function SavedItem({ dossier }: { dossier: SavedDossier }) {
  const { t, i18n } = useLingui()
  const [busy, setBusy] = useState(false)
  const queryClient = useQueryClient()
  const { name } = dossier
  const freshness: Record<Freshness, string> = {
    current: t`Current`,
    newer: t`A newer version is available`,
    failed: t`Could not check`,
    unchecked: t`Not checked yet`,
  }
  const when = (value: number) => `${formatDateTime(value, i18n.locale)} (${formatAge(value, Date.now(), i18n.locale)})`

  const refresh = async () => {
    if (busy) return
    setBusy(true)
    try {
      const { sync } = await import('../library.ts')
      const outcome = await sync({ id: dossier.id })
      if (outcome.kind === 'current') notify({ type: 'success', text: t`${name} is current.`, delay: 4000 })
      else if (outcome.kind === 'refreshed') notify({ type: 'success', text: t`${name} was refreshed.`, delay: 4000 })
      else if (outcome.kind === 'failed')
        notify({ type: 'error', text: t`${name} could not be checked. The saved copy is kept.`, delay: 6000 })
    } catch {
      notify({ type: 'error', text: t`${name} could not be checked. The saved copy is kept.`, delay: 6000 })
    } finally {
      setBusy(false)
    }
  }

  const remove = async () => {
    await savedStore().remove(dossier.id)
    await queryClient.invalidateQueries({ queryKey: savedQueries.all() })
    notify({ type: 'success', text: t`${name} was removed from this device.`, delay: 4000 })
  }

  const lang = String(dossier.languages[0] ?? 1)
  return (
    <li className="saved-item">
      <h2 className="saved-item__name">{name}</h2>
      {dossier.updatedFrom && (
        <p className="saved-item__updated">
          <UpdatedLine dossier={dossier} il={dossier.interfaceLanguage} />
        </p>
      )}
      <dl className="saved-item__facts">
        <dt>
          <Trans>Languages</Trans>
        </dt>
        <dd>{languageNames(dossier.languages)}</dd>
        <dt>
          <Trans>Version</Trans>
        </dt>
        <dd>{dossier.version?.text ?? '–'}</dd>
        <dt>
          <Trans>Saved</Trans>
        </dt>
        <dd>{when(dossier.savedAt)}</dd>
        <dt>
          <Trans>Last checked</Trans>
        </dt>
        <dd>{dossier.lastCheckedAt ? when(dossier.lastCheckedAt) : '–'}</dd>
        <dt>
          <Trans>Status</Trans>
        </dt>
        <dd className={`freshness--${dossier.freshness}`}>{freshness[dossier.freshness]}</dd>
        <dt>
          <Trans>Size</Trans>
        </dt>
        <dd>{formatBytes(dossierBytes(dossier), i18n.locale)}</dd>
      </dl>
      <div className="saved-item__actions">
        <Link
          className="button"
          to="/$id/$il/pd/$lang"
          params={{ id: dossier.id, il: dossier.interfaceLanguage, lang }}
          aria-label={t`Open ${name}`}
        >
          <Trans>Open</Trans>
        </Link>
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={busy}
          aria-busy={busy}
          onClick={() => void refresh()}
          aria-label={t`Refresh ${name}`}
        >
          <Trans>Refresh</Trans>
        </button>
        <button type="button" className="button button--secondary" onClick={() => void remove()} aria-label={t`Remove ${name}`}>
          <Trans>Remove</Trans>
        </button>
      </div>
    </li>
  )
}

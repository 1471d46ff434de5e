import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { versionDate } from '#lib/version-date.ts'
import type { SavedDossier } from '#shared/saved-dossiers'

/**
 * "Updated: version 1.3 (15/01/2026) — See what changed": a saved dossier whose check found a newer
 * version says so (until the reader dismisses it), with the way to the SDS comparison of the version
 * saved before and the new one. Nothing for a dossier that was not updated.
 */
export function UpdatedLine({ dossier, il }: { dossier: SavedDossier; il: string }) {
  const { t, i18n } = useLingui()
  const { version, updatedFrom, updatedFromId } = dossier
  if (!version || !updatedFrom) return null
  const number = version.text
  const date = version.revisionDate && versionDate(version.revisionDate, i18n.locale)
  return (
    <>
      {date ? t`Updated: version ${number} (${date})` : t`Updated: version ${number}`}
      {updatedFromId !== undefined && (
        <>
          {' — '}
          <Link
            to="/$id/$il/gh/$lang"
            params={{ id: dossier.id, il, lang: String(dossier.languages[0] ?? 1) }}
            search={{ compare: updatedFromId }}
          >
            {t`See what changed`}
          </Link>
        </>
      )}
    </>
  )
}

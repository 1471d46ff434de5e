import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Banner } from '../../../components/banner.tsx'
import { formatAge, formatDateTime } from '../../../lib/format-age.ts'
import { savedQueries } from '../../../lib/saved-queries.ts'

/**
 * Offline, a dossier page shows a saved copy: say so, and how old it is (OFFLINE.md: never show an
 * old sheet as if it were current). `loadedAt` is when the page's data last came from the server,
 * for a dossier that is only in the query cache.
 */
export function OfflineNotice({ id, loadedAt }: { id: string; loadedAt: number }) {
  const { i18n } = useLingui()
  const saved = useQuery(savedQueries.one(id)).data
  const at = saved?.savedAt ?? loadedAt
  const date = formatDateTime(at, i18n.locale)
  const age = formatAge(at, Date.now(), i18n.locale)
  return (
    <div className="offline-notice">
      <Banner tone="info">
        {saved ? (
          <Trans>
            You are offline. Saved copy from {date} ({age}).
          </Trans>
        ) : (
          <Trans>
            You are offline. Showing the copy loaded on {date} ({age}).
          </Trans>
        )}
      </Banner>
    </div>
  )
}

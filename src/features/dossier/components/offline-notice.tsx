import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Banner } from '#components/banner.tsx'
import { formatAge, formatDateTime } from '#lib/format-age.ts'
import { revisionDateOf, versionDate } from '#lib/version-date.ts'
import { savedQueries } from '#lib/saved-queries.ts'
import { confirmedAtOf, stalenessOf } from '#lib/staleness.ts'
import type { ProductDetail } from '#shared/api/product-detail'

const TONE = { fresh: 'info', stale: 'warning', 'very-stale': 'error' } as const

/**
 * Offline, a dossier page shows a saved copy: say so, which version (and its revision date) it is,
 * and how long ago the server last confirmed it (never show an old sheet as if it were
 * current). Not confirmed for a month (lib/staleness.ts), the notice warns that a newer sheet may
 * exist; after half a year it says plainly not to rely on it unchecked. `loadedAt` is when the
 * page's data last came from the server, for a dossier that is only in the query cache.
 */
export function OfflineNotice({ id, loadedAt, product }: { id: string; loadedAt: number; product: ProductDetail }) {
  const { t, i18n } = useLingui()
  const saved = useQuery(savedQueries.one(id)).data
  const confirmed = saved ? confirmedAtOf(saved) : loadedAt
  const date = formatDateTime(saved?.savedAt ?? loadedAt, i18n.locale)
  const age = formatAge(saved?.savedAt ?? loadedAt, Date.now(), i18n.locale)
  const checkedAge = formatAge(confirmed, Date.now(), i18n.locale)
  const staleness = stalenessOf(confirmed, Date.now())
  const version = saved?.version?.text ?? product.basic.versions[0]?.text
  const revision = versionDate(revisionDateOf(product.basic), i18n.locale)
  return (
    <div className="offline-notice">
      <Banner tone={TONE[staleness]}>
        {saved ? (
          <Trans>
            You are offline. Saved copy from {date} ({age}).
          </Trans>
        ) : (
          <Trans>
            You are offline. Showing the copy loaded on {date} ({age}).
          </Trans>
        )}{' '}
        {version && (revision ? t`Version ${version} of ${revision}.` : t`Version ${version}.`)}
        {staleness === 'stale' && (
          <strong className="offline-notice__warning">
            {' '}
            {t`Last checked for updates ${checkedAge}: a newer version of this sheet may exist. Check again with a connection.`}
          </strong>
        )}
        {staleness === 'very-stale' && (
          <strong className="offline-notice__warning">
            {' '}
            {t`Last checked for updates ${checkedAge}, more than six months ago: this sheet may be out of date. Confirm it with a connection before relying on it.`}
          </strong>
        )}
      </Banner>
    </div>
  )
}

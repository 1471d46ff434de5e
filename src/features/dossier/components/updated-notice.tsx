import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Banner } from '#components/banner.tsx'
import { UpdatedLine } from '#components/updated-line.tsx'
import { savedQueries } from '#lib/saved-queries.ts'
import { savedStore } from '#lib/saved-store.ts'
import type { ProductDetail } from '#shared/api/product-detail'
import { productQueries } from '../api/queries.ts'
import './updated-notice.css'

/**
 * A saved dossier that a check brought to a newer version says so on its pages: the new version and
 * its date, the way to the comparison, and the version's list of changes (section 16), until the reader dismisses it. The toast of the update is gone after seconds;
 * a worker who reads the sheet later must still learn that it is not the one they read before.
 */
export function UpdatedNotice({ id, il, product }: { id: string; il: string; product: ProductDetail }) {
  const { t } = useLingui()
  const saved = useQuery(savedQueries.one(id)).data
  const savedVersion = saved?.updatedFrom ? saved.version?.id : undefined
  // The list belongs to the version saved. A page that still holds the older detail (it was loaded
  // before the check found the new version) asks for that version's detail, in the page's language.
  const holdsSaved = product.version.id === savedVersion
  const ofSaved = useQuery({
    ...productQueries.detailIn(id, { lang: product.lang, version: savedVersion ?? 0 }),
    enabled: savedVersion !== undefined && !holdsSaved,
  }).data
  if (!saved?.updatedFrom || !saved.version) return null
  const changes = (holdsSaved ? product : ofSaved)?.version.changes ?? []
  const dismiss = () => void savedStore().touch(id, (dossier) => ({ ...dossier, updatedFrom: null }))
  return (
    <div className="updated-notice">
      <Banner tone="info">
        <p>
          <UpdatedLine dossier={saved} il={il} />
        </p>
        {changes.length > 0 && (
          <ul className="updated-notice__changes" aria-label={t`Changes in this version`}>
            {changes.map((change, index) => (
              <li key={index}>
                {change.sections.length > 0 && <strong>{change.sections.join(', ')}: </strong>}
                {change.text}
              </li>
            ))}
          </ul>
        )}
        <button type="button" className="button button--secondary" onClick={dismiss}>
          {t`Dismiss`}
        </button>
      </Banner>
    </div>
  )
}

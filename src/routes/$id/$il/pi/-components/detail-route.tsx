import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { configQueries, isFeatureOn } from '#features/config/api/queries.ts'
import { productQueries } from '#features/dossier/api/queries.ts'
import { DossierFrame } from '#features/dossier/components/dossier-frame.tsx'
import { ProductHeading } from '#features/dossier/components/product-heading.tsx'
import { knownVersion } from '#features/dossier/redirect-notice.ts'
import { DetailPage } from '#features/detail/components/detail-page.tsx'
import { brand } from '#lib/brand.ts'
import type { ProductDetail } from '#shared/api/product-detail'
import { whenOnline } from '#components/when-online.tsx'

// Comparing needs the older version's detail from the server, and only a server's answer reports a
// refused configuration: both stay out of the offline precache.
const CompareControls = whenOnline(() => import('#features/detail/components/compare-controls.tsx').then((m) => m.CompareControls))
const ConfigErrorNotice = whenOnline(() => import('#features/config/components/config-error-notice.tsx').then((m) => m.ConfigErrorNotice))

interface Props {
  id: string
  il: string
  lang: number
  compare: number | undefined
}

/** pi: the detail in the page's document language, with the comparison when the show-changes flag allows it. */
export function DetailRoute({ id, il, lang, compare }: Props) {
  return (
    <DossierFrame id={id} il={il} lang={lang} tab="pi">
      {(base) => <Detail base={base} il={il} lang={lang} compare={knownVersion(base.basic.versions, compare)} />}
    </DossierFrame>
  )
}

function Detail({ base, il, lang, compare }: { base: ProductDetail; il: string; lang: number; compare: number | undefined }) {
  const navigate = useNavigate()
  const id = base.basic.id
  const product = useQuery(productQueries.detailIn(id, { lang })).data ?? base
  const config = useQuery(configQueries.runtime()).data
  const showChanges = isFeatureOn(config, 'showChanges')
  // While another version loads, the comparison shown so far stays (it names its own version), as
  // long as it is in the same document language.
  const before = useQuery({
    ...productQueries.detailIn(id, { lang, version: compare ?? 0 }),
    enabled: showChanges && compare !== undefined,
    placeholderData: (previous) => (previous?.lang === lang ? previous : undefined),
  }).data
  return (
    <DetailPage
      product={product}
      before={showChanges && compare !== undefined ? before : undefined}
      hideClassification={brand.hideClassification}
      heading={
        <>
          <ConfigErrorNotice />
          <ProductHeading product={product} />
        </>
      }
      il={il}
      lang={lang}
      compareControls={
        showChanges ? (
          <CompareControls
            product={product}
            compare={compare}
            onChange={(next) =>
              void navigate({
                to: '/$id/$il/pi/$lang',
                params: { id, il, lang: String(lang) },
                search: next === undefined ? {} : { compare: next },
                replace: true,
              })
            }
          />
        ) : undefined
      }
    />
  )
}

import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { DossierFrame } from '#features/dossier/components/dossier-frame.tsx'
import { ProductHeading } from '#features/dossier/components/product-heading.tsx'
import { useTabLabels } from '#features/dossier/components/tab-labels.ts'
import { LabelPreview } from '#features/label/components/label-preview.tsx'
import { LabelWarnings } from '#features/label/components/label-warnings.tsx'
import { labelStateOf } from '#features/label/label-choices.ts'
import type { ProductDetail } from '#shared/api/product-detail'
import type { LabelSearch } from '#shared/label-search'
import { whenOnline } from '#components/when-online.tsx'

/** The server draws every label file when it is asked for: the download buttons load online only. */
const LabelDownloads = whenOnline(() => import('#features/label/components/label-downloads.tsx').then((m) => m.LabelDownloads))

interface Props {
  id: string
  il: string
  lang: number
  search: LabelSearch
}

export function LabelPreviewRoute({ id, il, lang, search }: Props) {
  return (
    <DossierFrame id={id} il={il} lang={lang} tab="ee">
      {(product) => <LabelPreviewPage product={product} il={il} lang={lang} search={search} />}
    </DossierFrame>
  )
}

function LabelPreviewPage({ product, il, lang, search }: { product: ProductDetail; il: string; lang: number; search: LabelSearch }) {
  const title = useTabLabels().ee
  const state = useMemo(() => labelStateOf(product, search), [product, search])
  return (
    <div className="page">
      <ProductHeading product={product} />
      <h2>{title}</h2>
      <div className="label-page">
        <LabelPreview product={product} state={state} />
        <div className="label-actions">
          <Link
            to="/$id/$il/ed/$lang"
            params={{ id: product.basic.id, il, lang: String(lang) }}
            search={search}
            className="button button--secondary"
          >
            <Trans>Edit label</Trans>
          </Link>
        </div>
        <LabelWarnings statements={product.health_safety.rshp.data} />
        <LabelDownloads id={product.basic.id} productId={product.basic.product_id} query={state.query} />
      </div>
    </div>
  )
}

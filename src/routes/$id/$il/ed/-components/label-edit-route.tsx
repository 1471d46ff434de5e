import { Trans } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import { DossierFrame } from '#features/dossier/components/dossier-frame.tsx'
import { ProductHeading } from '#features/dossier/components/product-heading.tsx'
import { useTabLabels } from '#features/dossier/components/tab-labels.ts'
import { LabelEditor } from '#features/label/components/label-editor.tsx'
import { LabelPreview } from '#features/label/components/label-preview.tsx'
import { labelStateOf } from '#features/label/label-choices.ts'
import type { ProductDetail } from '#shared/api/product-detail'
import { labelSearch, type LabelParams } from '#shared/label-params'
import type { LabelSearch } from '#shared/label-search'

interface Props {
  id: string
  il: string
  lang: number
  search: LabelSearch
}

export function LabelEditRoute({ id, il, lang, search }: Props) {
  return (
    <DossierFrame id={id} il={il} lang={lang} tab="ed">
      {(product) => <LabelEditPage product={product} il={il} lang={lang} search={search} />}
    </DossierFrame>
  )
}

function LabelEditPage({ product, il, lang, search }: { product: ProductDetail; il: string; lang: number; search: LabelSearch }) {
  const title = useTabLabels().ed
  const navigate = useNavigate()
  const state = useMemo(() => labelStateOf(product, search), [product, search])
  const params = { id: product.basic.id, il, lang: String(lang) }
  const onChange = (next: LabelParams) =>
    void navigate({
      to: '/$id/$il/ed/$lang',
      params,
      search: labelSearch(next, state.choices) as LabelSearch,
      replace: true,
      resetScroll: false,
    })
  return (
    <div className="page">
      <ProductHeading product={product} />
      <h2>{title}</h2>
      <div className="label-page label-page--edit">
        <div>
          <LabelEditor product={product} state={state} onChange={onChange} />
          <div className="label-actions">
            <Link to="/$id/$il/ee/$lang" params={params} search={search} className="button">
              <Trans>Show label</Trans>
            </Link>
            <Link to="/$id/$il/ed/$lang" params={params} search={{}} replace className="button button--secondary">
              <Trans>Reset to defaults</Trans>
            </Link>
          </div>
        </div>
        <LabelPreview product={product} state={state} />
      </div>
    </div>
  )
}

import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { DossierFrame } from '#features/dossier/components/dossier-frame.tsx'
import { ipiQueries } from '#features/ipi/api/queries.ts'
import { IpiHeading } from '#features/ipi/components/ipi-heading.tsx'
import { IpiPage } from '#features/ipi/components/ipi-page.tsx'
import { ipiSearchOf, resolveIpiState, type IpiSearch, type IpiState } from '#features/ipi/search-params.ts'
import type { ProductDetail } from '#shared/api/product-detail'

interface Props {
  id: string
  il: string
  lang: number
  search: IpiSearch
}

/** mh: the dossier frame around the safety-instruction page; its state lives in the address. */
export function IpiRoute({ id, il, lang, search }: Props) {
  return (
    <DossierFrame id={id} il={il} lang={lang} tab="mh">
      {(product) => <Ipi product={product} il={il} lang={lang} search={search} />}
    </DossierFrame>
  )
}

function Ipi({ product, il, lang, search }: { product: ProductDetail; il: string; lang: number; search: IpiSearch }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { id, versions } = product.basic
  const state = resolveIpiState(search, versions)
  const onStateChange = (next: IpiState, change: 'version' | 'qrCode') => {
    // A changed QR option drops the cached instructions (all but the ones on screen) and loads anew.
    if (change === 'qrCode') queryClient.removeQueries({ queryKey: ipiQueries.product(id), type: 'inactive' })
    void navigate({ to: '/$id/$il/mh/$lang', params: { id, il, lang: String(lang) }, search: ipiSearchOf(next, versions), replace: true })
  }
  return (
    <IpiPage
      product={product}
      lang={lang}
      state={state}
      heading={<IpiHeading product={product} il={il} lang={lang} />}
      onLanguageChange={(next) =>
        void navigate({ to: '/$id/$il/mh/$lang', params: { id, il, lang: String(next) }, search: ipiSearchOf(state, versions) })
      }
      onStateChange={onStateChange}
    />
  )
}

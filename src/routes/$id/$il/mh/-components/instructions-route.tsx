import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { DossierFrame } from '#features/dossier/components/dossier-frame.tsx'
import { instructionsQueries } from '#features/instructions/api/queries.ts'
import { InstructionsHeading } from '#features/instructions/components/instructions-heading.tsx'
import { InstructionsPage } from '#features/instructions/components/instructions-page.tsx'
import {
  instructionsSearchOf,
  resolveInstructionsState,
  type InstructionsSearch,
  type InstructionsState,
} from '#features/instructions/search-params.ts'
import type { ProductDetail } from '#shared/api/product-detail'

interface Props {
  id: string
  il: string
  lang: number
  search: InstructionsSearch
}

/** mh: the dossier frame around the safety-instruction page; its state lives in the address. */
export function InstructionsRoute({ id, il, lang, search }: Props) {
  return (
    <DossierFrame id={id} il={il} lang={lang} tab="mh">
      {(product) => <Instructions product={product} il={il} lang={lang} search={search} />}
    </DossierFrame>
  )
}

function Instructions({ product, il, lang, search }: { product: ProductDetail; il: string; lang: number; search: InstructionsSearch }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { id, versions } = product.basic
  const state = resolveInstructionsState(search, versions)
  const onStateChange = (next: InstructionsState, change: 'version' | 'qrCode') => {
    // A changed QR option drops the cached instructions (all but the ones on screen) and loads anew.
    if (change === 'qrCode') queryClient.removeQueries({ queryKey: instructionsQueries.product(id), type: 'inactive' })
    void navigate({
      to: '/$id/$il/mh/$lang',
      params: { id, il, lang: String(lang) },
      search: instructionsSearchOf(next, versions),
      replace: true,
    })
  }
  return (
    <InstructionsPage
      product={product}
      lang={lang}
      state={state}
      heading={<InstructionsHeading product={product} il={il} lang={lang} />}
      onLanguageChange={(next) =>
        void navigate({ to: '/$id/$il/mh/$lang', params: { id, il, lang: String(next) }, search: instructionsSearchOf(state, versions) })
      }
      onStateChange={onStateChange}
    />
  )
}

import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { DossierFrame } from '#features/dossier/components/dossier-frame.tsx'
import { HazardCard } from '#features/dossier/components/hazard-card.tsx'
import { ProductHeading } from '#features/dossier/components/product-heading.tsx'
import { useDetailIn } from '#features/dossier/use-detail-in.ts'
import { SdsPage } from '#features/sds/components/sds-page.tsx'
import type { SdsSearch } from '#features/sds/search-params.ts'
import { resolveSdsState, sdsSearchOf, type SdsState } from '#features/sds/search.ts'
import type { ProductDetail } from '#shared/api/product-detail'

interface Props {
  id: string
  il: string
  lang: number
  search: SdsSearch
}

/** gh: the dossier frame around the SDS page; its state lives in the address. */
export function SdsRoute({ id, il, lang, search }: Props) {
  return (
    <DossierFrame id={id} il={il} lang={lang} tab="gh">
      {(product) => <Sds product={product} il={il} lang={lang} search={search} />}
    </DossierFrame>
  )
}

function Sds({ product, il, lang, search }: { product: ProductDetail; il: string; lang: number; search: SdsSearch }) {
  const navigate = useNavigate()
  const { id, versions } = product.basic
  const state = resolveSdsState(search, versions)
  const onStateChange = useCallback(
    (next: SdsState) =>
      void navigate({
        to: '/$id/$il/gh/$lang',
        params: { id, il, lang: String(lang) },
        search: sdsSearchOf(next, versions),
        replace: true,
      }),
    [navigate, id, il, lang, versions],
  )
  // Another language is another page: the comparison and its marks do not carry over (they name sections of the other language's sheet).
  const onLanguageChange = (next: number) =>
    void navigate({
      to: '/$id/$il/gh/$lang',
      params: { id, il, lang: String(next) },
      search: sdsSearchOf({ ...state, compare: undefined }, versions),
    })
  const inSheetLanguage = useDetailIn(product, lang)
  return (
    <SdsPage
      product={product}
      lang={lang}
      state={state}
      inSheetLanguage={inSheetLanguage}
      heading={
        <>
          <ProductHeading product={product} />
          <SheetHazards product={product} lang={lang} />
        </>
      }
      onStateChange={onStateChange}
      onLanguageChange={onLanguageChange}
    />
  )
}

/** The hazard card above the sheet's options, in the sheet's language. */
function SheetHazards({ product, lang }: { product: ProductDetail; lang: number }) {
  const inLanguage = useDetailIn(product, lang)
  return inLanguage ? <HazardCard product={inLanguage} /> : null
}

import { useNavigate } from '@tanstack/react-router'
import { DossierFrame } from '#features/dossier/components/dossier-frame.tsx'
import { ProductHeading } from '#features/dossier/components/product-heading.tsx'
import { TdsPage } from '#features/tds/components/tds-page.tsx'

interface Props {
  id: string
  il: string
  lang: number
}

/** th: the dossier frame around the TDS page; a language change is the TDS route of that language. */
export function TdsRoute({ id, il, lang }: Props) {
  const navigate = useNavigate()
  return (
    <DossierFrame id={id} il={il} lang={lang} tab="th">
      {(product) => (
        <TdsPage
          product={product}
          lang={lang}
          heading={<ProductHeading product={product} />}
          onLanguageChange={(next) => void navigate({ to: '/$id/$il/th/$lang', params: { id, il, lang: String(next) } })}
        />
      )}
    </DossierFrame>
  )
}

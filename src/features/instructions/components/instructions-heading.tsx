import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { appUrl, brand } from '#lib/brand.ts'
import type { ProductDetail } from '#shared/api/product-detail'

/**
 * The top of the safety-instruction page: the logo, a link to the dossier home (the
 * product's logo, else the edition's), the product name and its supplier.
 */
export function InstructionsHeading({ product, il, lang }: { product: ProductDetail; il: string; lang: number }) {
  const { t } = useLingui()
  return (
    <div className="product-heading ipi-heading">
      <Link to="/$id/$il/pd/$lang" params={{ id: product.basic.id, il, lang: String(lang) }} className="ipi-heading__home">
        <img className="product-heading__logo" src={product.basic.logo ?? appUrl(brand.logo)} alt={t`Dossier home`} height="48" />
      </Link>
      <h1 className="product-heading__name">{product.basic.text}</h1>
      <p className="product-heading__supplier">{product.supplier.name}</p>
    </div>
  )
}

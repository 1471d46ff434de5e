import type { ProductDetail } from '#shared/api/product-detail'

/** Logo (when the product has one), product name and supplier: the top of every dossier page. */
export function ProductHeading({ product }: { product: ProductDetail }) {
  return (
    <div className="product-heading">
      {product.basic.logo && <img className="product-heading__logo" src={product.basic.logo} alt="" height="48" />}
      <h1 className="product-heading__name">{product.basic.text}</h1>
      <p className="product-heading__supplier">{product.supplier.name}</p>
    </div>
  )
}

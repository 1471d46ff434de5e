import { Trans } from '@lingui/react/macro'
import type { ProductDetail } from '../../../shared/api/product-detail.ts'
import { ProductHeading } from './product-heading.tsx'

/** Until a document's own screen lands, its tab shows the product and says the document follows. */
export function DocumentPlaceholder({ product, title }: { product: ProductDetail; title: string }) {
  return (
    <div className="page">
      <ProductHeading product={product} />
      <h2>{title}</h2>
      <p>
        <Trans>This document is being prepared for display here.</Trans>
      </p>
    </div>
  )
}

import { Trans } from '@lingui/react/macro'
import type { ProductDetail } from '../../../shared/api/product-detail.ts'
import { ProductHeading } from './product-heading.tsx'
import './dossier-home.css'

/** Basic information of the detail page (pi): name, code, description, supplier, producer. */
export function ProductSummary({ product }: { product: ProductDetail }) {
  const { basic, supplier, producer } = product
  return (
    <div className="page">
      <ProductHeading product={product} />
      <dl className="facts">
        <dt>
          <Trans>Product name</Trans>
        </dt>
        <dd>{basic.text}</dd>
        {basic.code_name && (
          <>
            <dt>
              <Trans>Product code</Trans>
            </dt>
            <dd>{basic.code_name}</dd>
          </>
        )}
        {basic.description && (
          <>
            <dt>
              <Trans>Description</Trans>
            </dt>
            <dd>{basic.description}</dd>
          </>
        )}
        <dt>
          <Trans>Supplier</Trans>
        </dt>
        <dd>{[supplier.name, supplier.address, supplier.city, supplier.country].filter(Boolean).join(', ')}</dd>
        {producer && (
          <>
            <dt>
              <Trans>Producer</Trans>
            </dt>
            <dd>{[producer.name, producer.address, producer.city, producer.country].filter(Boolean).join(', ')}</dd>
          </>
        )}
      </dl>
    </div>
  )
}

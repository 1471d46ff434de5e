import { useLingui } from '@lingui/react/macro'
import type { ProductDetail } from '#shared/api/product-detail'
import { DiffText } from './diff-text.tsx'
import { RowMark } from './row-mark.tsx'
import { pairRows, Section } from './section.tsx'

/** Parameters grouped by their titled categories. */
export function ParametersSection({ product, before }: { product: ProductDetail; before?: ProductDetail }) {
  const { t } = useLingui()
  if (product.parameters_preview.length === 0) return null
  return (
    <Section title={t`Parameters`}>
      {product.parameters_preview.map((category) => {
        const old = before?.parameters_preview.find((c) => c.title === category.title)
        const rows = pairRows(category.data, before ? (old?.data ?? []) : undefined, (p) => p.name)
        return (
          <div key={category.title} className="parameter-group">
            <h3>{category.title}</h3>
            <dl className="facts">
              {rows.map(({ row, before: prev, status }) => (
                <div key={`${row.name}-${status}`} className="facts__row">
                  <dt>
                    <RowMark status={status}>{row.name}</RowMark>
                  </dt>
                  <dd>
                    <RowMark status={status}>
                      <DiffText text={row.value} before={prev?.value} />
                    </RowMark>
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        )
      })}
    </Section>
  )
}

import { useLingui } from '@lingui/react/macro'
import type { ProductDetail } from '#shared/api/product-detail'
import { formatNumber } from './format.ts'
import { DiffText } from './diff-text.tsx'
import { RowMark, rowClass } from './row-mark.tsx'
import { pairRows, Section, TableScroll } from './section.tsx'

/** Formulation mixer: components with mass %, price in euro, a total row of 100.00 % (2 decimals), and mixing instructions. */
export function MixerSection({ product, before }: { product: ProductDetail; before?: ProductDetail }) {
  const { t, i18n } = useLingui()
  if (!product.steps.formulation_mixer) return null
  const materials = pairRows(
    product.materials.filter((m) => m.child_source === 'M'),
    before?.materials.filter((m) => m.child_source === 'M'),
    (m) => m.product_name,
  )
  const instructions = product.materials.filter((m) => m.child_source === 'N')
  const total = product.materials.reduce((sum, m) => sum + (m.child_source === 'M' ? (m.content ?? 0) : 0), 0)
  const totalPrice = product.materials.reduce((sum, m) => sum + (m.content ?? 0) * (m.price ?? 0), 0) / 100
  const num = (n: number | null) => (n === null ? '' : formatNumber(i18n.locale, n, 2))
  return (
    <Section title={t`Formulation mixer`}>
      <TableScroll>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t`Component`}</th>
              <th scope="col">{t`Purpose`}</th>
              <th scope="col" className="num">
                {t`Mass %`}
              </th>
              <th scope="col" className="num">
                {t`Price (EUR/kg)`}
              </th>
            </tr>
          </thead>
          <tbody>
            {materials.map(({ row, before: old, status }) => (
              <tr key={`${row.child_id}-${status}`} className={rowClass(status)}>
                <th scope="row">
                  <RowMark status={status}>
                    {row.product_name}
                    {row.supplier && <span className="muted"> ({row.supplier})</span>}
                  </RowMark>
                </th>
                <td>
                  <RowMark status={status}>{row.purpose}</RowMark>
                </td>
                <td className="num">
                  <RowMark status={status}>
                    <DiffText text={num(row.content)} before={old ? num(old.content) : undefined} />
                  </RowMark>
                </td>
                <td className="num">
                  <RowMark status={status}>{num(row.price)}</RowMark>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t`Total`}</th>
              <td />
              <td className="num">{formatNumber(i18n.locale, total, 2)} %</td>
              <td className="num">{formatNumber(i18n.locale, totalPrice, 2)}</td>
            </tr>
          </tfoot>
        </table>
      </TableScroll>
      {instructions.length > 0 && (
        <ol className="instructions">
          {instructions.map((m) => (
            <li key={m.child_id}>{m.instruction}</li>
          ))}
        </ol>
      )}
    </Section>
  )
}

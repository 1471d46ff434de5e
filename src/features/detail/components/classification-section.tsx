import { useLingui } from '@lingui/react/macro'
import type { ProductDetail } from '#shared/api/product-detail'
import { RowMark, rowClass } from './row-mark.tsx'
import { pairRows, Section, TableScroll } from './section.tsx'

type Entry = { hazardClass: string; category: string; rshp_id: string; text: string }
const entries = (p: ProductDetail): Entry[] =>
  Object.entries(p.clasification.data).flatMap(([hazardClass, list]) => list.map((e) => ({ hazardClass, ...e })))

/** Classification by hazard class and category (hidden in the coatings edition). */
export function ClassificationSection({ product, before }: { product: ProductDetail; before?: ProductDetail }) {
  const { t } = useLingui()
  const rows = pairRows(entries(product), before && entries(before), (e) => `${e.hazardClass} ${e.category} ${e.rshp_id}`)
  return (
    <Section title={t`Classification`}>
      {rows.length === 0 ? (
        <p>{t`The product is not classified as hazardous.`}</p>
      ) : (
        <TableScroll>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t`Hazard class`}</th>
                <th scope="col">{t`Category`}</th>
                <th scope="col">{t`Hazard statement`}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ row, status }) => (
                <tr key={`${row.hazardClass}-${row.category}-${row.rshp_id}`} className={rowClass(status)}>
                  <td>
                    <RowMark status={status}>{row.hazardClass}</RowMark>
                  </td>
                  <td>
                    <RowMark status={status}>{row.category}</RowMark>
                  </td>
                  <td>
                    <RowMark status={status}>
                      {row.rshp_id} {row.text}
                    </RowMark>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </Section>
  )
}

import { useLingui } from '@lingui/react/macro'
import type { ProductDetail } from '#shared/api/product-detail'
import { DiffText } from './diff-text.tsx'
import { RowMark, rowClass } from './row-mark.tsx'
import { pairRows, Section, TableScroll } from './section.tsx'

/** Hazardous substances with identifiers and content range in mass %. */
/** "Flam. Liq. 2; H225"; a supplemental hazard (EUH…) is its code alone, as it has no class or category. */
const classificationText = (r: { hazard_class: string; category: string; rshp_id: string }) =>
  r.rshp_id.startsWith('EUH') ? r.rshp_id : `${r.hazard_class} ${r.category}; ${r.rshp_id}`

export function SubstancesSection({ product, before }: { product: ProductDetail; before?: ProductDetail }) {
  const { t } = useLingui()
  const rows = pairRows(product.substances.data, before?.substances.data, (s) => s.casnr || s.text)
  if (rows.length === 0) return null
  return (
    <Section title={t`Substances`}>
      <TableScroll>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t`Substance`}</th>
              <th scope="col">{t`CAS`}</th>
              <th scope="col">{t`EC`}</th>
              <th scope="col">{t`Index`}</th>
              <th scope="col">{t`REACH registration`}</th>
              <th scope="col">{t`Content (%)`}</th>
              <th scope="col">{t`Classification`}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ row, before: old, status }) => (
              <tr key={`${row.casnr}-${row.text}-${status}`} className={rowClass(status)}>
                <th scope="row">
                  <RowMark status={status}>{row.text}</RowMark>
                </th>
                <td>
                  <RowMark status={status}>
                    <span className="identifier">{row.casnr}</span>
                  </RowMark>
                </td>
                <td>
                  <RowMark status={status}>
                    <span className="identifier">{row.ecnr}</span>
                  </RowMark>
                </td>
                <td>
                  <RowMark status={status}>
                    <span className="identifier">{row.indexnr}</span>
                  </RowMark>
                </td>
                <td>
                  <RowMark status={status}>
                    <span className="identifier">{row.reachnr}</span>
                  </RowMark>
                </td>
                <td className="num">
                  <RowMark status={status}>
                    <DiffText text={row.content_range} before={old?.content_range} />
                  </RowMark>
                </td>
                <td>
                  <RowMark status={status}>
                    <DiffText text={row.rshp.map(classificationText).join(', ')} before={old?.rshp.map(classificationText).join(', ')} />
                  </RowMark>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </Section>
  )
}

import { useLingui } from '@lingui/react/macro'
import { wrappable } from '#components/wrappable.tsx'
import type { ProductDetail } from '#shared/api/product-detail'
import { RowMark, rowClass } from './row-mark.tsx'
import { pairRows, Section } from './section.tsx'

/** Health and safety: signal word, pictograms with their hazard class as text, hazard and precautionary statements. */
export function HealthSafetySection({ product, before }: { product: ProductDetail; before?: ProductDetail }) {
  const { t } = useLingui()
  const hs = product.health_safety
  const pictograms = pairRows(hs.pictograms.data, before?.health_safety.pictograms.data, (p) => p.code)
  const statements = pairRows(hs.rshp.data, before?.health_safety.rshp.data, (s) => s.rshp_id)
  const hazard = statements.filter((s) => s.row.rset !== 'P')
  const precaution = statements.filter((s) => s.row.rset === 'P')
  const list = (rows: typeof statements) => (
    <ul className="statements">
      {rows.map(({ row, status }) => (
        <li key={`${row.rshp_id}-${status}`} className={rowClass(status)}>
          <RowMark status={status}>
            <strong>{row.rshp_id}</strong> {wrappable(row.text)}
          </RowMark>
        </li>
      ))}
    </ul>
  )
  return (
    <Section title={t`Health and safety`}>
      {hs.signal_word && (
        <p className="signal-word">
          {t`Signal word`}: <strong>{hs.signal_word.text}</strong>
        </p>
      )}
      {hs.classification.length > 0 && (
        <ul className="classification-texts">
          {hs.classification.map((c) => (
            <li key={c.text}>{c.text}</li>
          ))}
        </ul>
      )}
      {pictograms.length > 0 && (
        <ul className="pictograms">
          {pictograms.map(({ row, status }) => (
            <li key={`${row.code}-${status}`} className={rowClass(status)}>
              <RowMark status={status}>
                <img src={row.url} alt={row.text} width="72" height="72" />
                <span className="pictograms__code">{row.code}</span>
              </RowMark>
            </li>
          ))}
        </ul>
      )}
      {hazard.length > 0 && (
        <>
          <h3>{t`Hazard statements`}</h3>
          {list(hazard)}
        </>
      )}
      {precaution.length > 0 && (
        <>
          <h3>{t`Precautionary statements`}</h3>
          {list(precaution)}
        </>
      )}
      {hs.signal_word === null && hazard.length === 0 && pictograms.length === 0 && (
        <p>{t`No hazard pictograms or hazard statements apply.`}</p>
      )}
    </Section>
  )
}

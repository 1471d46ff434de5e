import { Plural, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { ProductDetail } from '#shared/api/product-detail'
import { wrappable } from '#components/wrappable.tsx'
import { docLanguageById } from '#shared/languages'
import type { ProtectiveEquipment } from '#shared/protective-equipment'
import { PpeIcon } from './ppe-icons.tsx'
import './hazard-card.css'

/** Hazard statements shown before the rest folds away behind a count. */
const SHOWN_STATEMENTS = 3

/**
 * The first thing a worker who scanned a container sees (dossier home and SDS page): the signal
 * word as the largest text, the pictograms, every hazard statement (H and EUH; after the first few
 * folded behind their count), the protective equipment the P statements ask for, and the product
 * identifier with its UFI (CLP Art. 18 and Annex VIII: the label's identifier and unique formula
 * identifier). Statement texts are the product's own, in the sheet's language.
 */
export function HazardCard({ product }: { product: ProductDetail }) {
  const { t } = useLingui()
  const headingId = useId()
  const hs = product.health_safety
  const docLang = docLanguageById(product.lang)?.code
  const hazards = hs.rshp.data.filter((s) => s.rset !== 'P')
  const equipment = hs.ppe ?? []
  const sources = [...new Set(equipment.map((e) => e.statement))]
  const statementById = new Map(hs.rshp.data.map((s) => [s.rshp_id, s.text]))
  const ufis = [...new Set(product.synonyms.flatMap((s) => s.identifiers.map((i) => i.identity)))]
  const pictograms = hs.pictograms.data
  const classified = hs.signal_word !== null || pictograms.length > 0 || hazards.length > 0
  const names: Record<ProtectiveEquipment, string> = {
    gloves: t`Protective gloves`,
    clothing: t`Protective clothing`,
    eyes: t`Eye protection`,
    face: t`Face protection`,
    hearing: t`Hearing protection`,
    respiratory: t`Respiratory protection`,
  }
  const statementList = (rows: typeof hazards) =>
    rows.map((s) => (
      <li key={s.rshp_id}>
        <span className="hazard-card__code">{s.rshp_id}</span> {wrappable(s.text)}
      </li>
    ))

  return (
    <section className={`hazard-card hazard-card--${hs.signal_word?.code ?? 'none'}`} aria-labelledby={headingId} data-hazard-card="">
      <h2 id={headingId} className="visually-hidden">
        {t`Hazards`}
      </h2>
      <div className="hazard-card__top">
        {hs.signal_word && (
          <p className="hazard-card__signal" lang={docLang}>
            {hs.signal_word.text}
          </p>
        )}
        {pictograms.length > 0 && (
          <ul className="hazard-card__pictograms">
            {pictograms.map((p) => (
              <li key={p.code}>
                <img src={p.url} alt={p.text} lang={docLang} width="64" height="64" />
              </li>
            ))}
          </ul>
        )}
      </div>
      {hazards.length > 0 && (
        <>
          <ul className="hazard-card__statements" lang={docLang}>
            {statementList(hazards.slice(0, SHOWN_STATEMENTS))}
          </ul>
          {hazards.length > SHOWN_STATEMENTS && (
            <details className="hazard-card__more">
              <summary>
                <Plural value={hazards.length - SHOWN_STATEMENTS} one="# more hazard statement" other="# more hazard statements" />
              </summary>
              <ul className="hazard-card__statements" lang={docLang}>
                {statementList(hazards.slice(SHOWN_STATEMENTS))}
              </ul>
            </details>
          )}
        </>
      )}
      {!classified && product.basic.versions.length > 0 && <p>{t`No hazard pictograms or hazard statements apply.`}</p>}
      {equipment.length > 0 && (
        <div className="hazard-card__ppe">
          <h3>{t`Protective equipment`}</h3>
          <ul>
            {equipment.map((e) => (
              <li key={e.kind}>
                <PpeIcon kind={e.kind} />
                <span>{names[e.kind]}</span>
              </li>
            ))}
          </ul>
          <p className="hazard-card__source" lang={docLang}>
            {wrappable(sources.map((code) => `${code} ${statementById.get(code) ?? ''}`.trim()).join(' '))}
          </p>
        </div>
      )}
      <p className="hazard-card__identifier">
        <span>{product.basic.text}</span>
        {ufis.map((ufi) => (
          <span key={ufi} className="hazard-card__ufi">
            UFI: <span className="identifier">{ufi}</span>
          </span>
        ))}
      </p>
    </section>
  )
}

import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ProductDetail } from '#shared/api/product-detail'
import { dialString, EUROPEAN_EMERGENCY_NUMBER } from '#shared/emergency-call'
import { docLanguageById } from '#shared/languages'
import { FIRST_AID_PATH, PHONE_PATH } from '#shared/icon-paths'
import { emergencyCalls } from '#shared/emergency-calls'
import { tabStates } from '#shared/tab-states'
import './emergency-strip.css'

/**
 * One tap to help, on every dossier tab: a call button for each emergency number of the sheet's
 * market (Annex II 1.4, in the sheet's language) and for 112, and "First aid", which opens section 4
 * of the sheet. It needs nothing but the saved product detail: a call needs no data connection.
 */
export function EmergencyStrip({ product, il, lang }: { product: ProductDetail; il: string; lang: number }) {
  const { t, i18n } = useLingui()
  const docLang = docLanguageById(product.lang)?.code
  const { listed, calls } = emergencyCalls(product, i18n.locale, t`Emergency services`)
  const sds = tabStates(product, lang).gh
  return (
    <nav className="emergency-strip" aria-label={t`Emergency help`}>
      <ul>
        {calls.map((call) => (
          <li key={call.number}>
            <a className="emergency-call" href={`tel:${dialString(call.number)}`}>
              <PhoneIcon />
              <span className="emergency-call__text">
                <span className="emergency-call__number">
                  <span className="visually-hidden">{t`Call`} </span>
                  {call.number}
                </span>
                {call.service && (
                  <span className="emergency-call__service" lang={call.number === EUROPEAN_EMERGENCY_NUMBER ? undefined : docLang}>
                    {call.service}
                  </span>
                )}
                {call.country && <span className="emergency-call__service">{call.country}</span>}
              </span>
            </a>
          </li>
        ))}
        {sds.enabled && (
          <li>
            <Link
              className="emergency-first-aid"
              to="/$id/$il/gh/$lang"
              params={{ id: product.basic.id, il, lang: String(sds.lang) }}
              hash="sds-section-4"
            >
              <FirstAidIcon />
              {t`First aid`}
            </Link>
          </li>
        )}
      </ul>
      {listed.length === 0 && product.emergency_text && (
        <p className="emergency-strip__text">
          {t`Emergency telephone`}: <span className="identifier">{product.emergency_text}</span>
        </p>
      )}
    </nav>
  )
}

function PhoneIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={PHONE_PATH} />
    </svg>
  )
}

function FirstAidIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect width="24" height="24" rx="4" fill="#0a7a3d" />
      <path fill="#fff" d={FIRST_AID_PATH} />
    </svg>
  )
}

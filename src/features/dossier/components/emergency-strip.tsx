import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ProductDetail } from '../../../shared/api/product-detail.ts'
import { dialString, EUROPEAN_EMERGENCY_NUMBER } from '../../../shared/emergency-call.ts'
import { docLanguageById } from '../../../shared/languages.ts'
import { emergencyCalls } from '../emergency-calls.ts'
import { tabStates } from './tab-state.ts'
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
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z"
      />
    </svg>
  )
}

function FirstAidIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect width="24" height="24" rx="4" fill="#0a7a3d" />
      <path fill="#fff" d="M10 5h4v5h5v4h-5v5h-4v-5H5v-4h5z" />
    </svg>
  )
}

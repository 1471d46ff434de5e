import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { Banner } from '#components/banner.tsx'
import type { ProductDetail } from '#shared/api/product-detail'
import { documentKind, TAB_KINDS, validLanguagesOf } from '#shared/document-kinds'
import { TAB_ROUTES } from '../guard.ts'
import { KIND_PRESENTATION } from '../kind-presentation.ts'
import { useDetailIn } from '../use-detail-in.ts'
import { HazardCard } from './hazard-card.tsx'
import { ProductHeading } from './product-heading.tsx'
import { QrDialog } from './qr-dialog.tsx'
import { ShareTile } from './share-tile.tsx'
import { iconOfTab, TabIcon } from './tab-icon.tsx'
import { useTabLabels } from './tab-labels.ts'
import { tabStates } from '#shared/tab-states'
import './dossier-home.css'

const TILE_TABS = ['pi', ...TAB_KINDS.map((kind) => kind.urlCode)] as const
const DIGITAL_LABEL = documentKind('digital-label')

/** Dossier home (pd): what the product is, and one tile per document. */
export function DossierHome({
  product,
  il,
  lang,
  shareUrl,
  offline,
}: {
  product: ProductDetail
  il: string
  lang: number
  shareUrl: string
  /** What is saved on this device and "Save for offline" (the offline feature, composed by the route). */
  offline?: ReactNode
}) {
  const { t, i18n } = useLingui()
  const labels = useTabLabels()
  const states = tabStates(product, lang)
  const [qrOpen, setQrOpen] = useState(false)
  const noSdsLanguage = product.validLangs.length === 0
  const inLanguage = useDetailIn(product, lang)
  const digitalLabelLangs = validLanguagesOf(product, DIGITAL_LABEL.id)
  const digitalLabelLang = digitalLabelLangs.includes(lang) ? lang : digitalLabelLangs[0]

  return (
    <div className="page dossier-home">
      <ProductHeading product={product} />
      {inLanguage && <HazardCard product={inLanguage} />}
      {noSdsLanguage && (
        <Banner tone="warning">
          <Trans>The safety data sheet of this product is not available in any language yet.</Trans>
        </Banner>
      )}
      <ul className="tiles">
        <li>
          <ShareTile url={shareUrl} title={product.basic.text} />
        </li>
        {TILE_TABS.filter((tab) => states[tab].shown).map((tab) => (
          <li key={tab}>
            {states[tab].enabled ? (
              <Link className="tile" to={TAB_ROUTES[tab]} params={{ id: product.basic.id, il, lang: String(states[tab].lang) }}>
                <TabIcon name={iconOfTab(tab)} />
                <span className="tile__label">{labels[tab]}</span>
              </Link>
            ) : (
              <span className="tile tile--disabled" aria-disabled="true">
                <TabIcon name={iconOfTab(tab)} />
                <span className="tile__label">{labels[tab]}</span>
                <span className="tile__note">
                  <Trans>Content is not available</Trans>
                </span>
              </span>
            )}
          </li>
        ))}
        {DIGITAL_LABEL.enabled(product) && digitalLabelLang !== undefined && (
          <li>
            {/* The server's own page (CLP Art. 34b label as text), not an app route: a full navigation. */}
            <a className="tile" href={DIGITAL_LABEL.paths.page(product.basic.id, il, digitalLabelLang)}>
              <TabIcon name={DIGITAL_LABEL.id} />
              <span className="tile__label">{i18n._(KIND_PRESENTATION[DIGITAL_LABEL.id].label)}</span>
            </a>
          </li>
        )}
        <li>
          <button type="button" className="tile" onClick={() => setQrOpen(true)} aria-haspopup="dialog">
            <TabIcon name="qr" />
            <span className="tile__label">{t`QR code`}</span>
          </button>
        </li>
      </ul>
      {offline}
      <QrDialog open={qrOpen} onClose={() => setQrOpen(false)} product={product} />
    </div>
  )
}

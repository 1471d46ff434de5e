import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ShareAction } from '#components/share-popover.tsx'
import type { ProductDetail } from '#shared/api/product-detail'
import { TAB_KINDS } from '#shared/document-kinds'
import { TAB_ROUTES } from '../guard.ts'
import { ProductHeading } from './product-heading.tsx'
import { useTabLabels } from './tab-labels.ts'
import './dossier-home.css'

/**
 * The tabs every dossier has: these links do not ask the product which tabs it shows, so a kind
 * whose tab only some products show (the TDS, listed only when the product offers one) is left out.
 */
const EVERY_DOSSIER_KINDS = TAB_KINDS.filter((kind) => !('shown' in kind.tab))
const FOOTER_TABS = ['pd', 'pi', ...EVERY_DOSSIER_KINDS.map((kind) => kind.urlCode)] as const

/**
 * The save/share screen under gh: the permalink is the single source of truth and always
 * current. The route passes the SDS feature's PDF button in `download` (features do not import each other).
 */
export function SaveShare({
  product,
  il,
  lang,
  shareUrl,
  download,
}: {
  product: ProductDetail
  il: string
  lang: number
  shareUrl: string
  download: ReactNode
}) {
  const labels = useTabLabels()
  return (
    <div className="page save-share">
      <ProductHeading product={product} />
      <p>
        <Trans>
          Download the safety data sheet as a PDF, or share its permalink: the link always opens the current version, in every language.
        </Trans>
      </p>
      <div className="save-share__actions">
        <ShareAction url={shareUrl} title={product.basic.text} className="button">
          <Trans>Share product</Trans>
        </ShareAction>
        {download}
      </div>
      <ul className="save-share__links">
        {FOOTER_TABS.map((tab) => (
          <li key={tab}>
            <Link to={TAB_ROUTES[tab]} params={{ id: product.basic.id, il, lang: String(lang) }}>
              {labels[tab]}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ProductDetail } from '#shared/api/product-detail'
import { TAB_KINDS } from '#shared/document-kinds'
import { GUARDED_TABS, isGuardedTab, type TabCode } from '#shared/tabs'
import { TAB_ROUTES } from '../guard.ts'
import { iconOfTab, TabIcon } from './tab-icon.tsx'
import { useNavLabels, useTabLabels } from './tab-labels.ts'
import { tabStates } from '#shared/tab-states'
import './bottom-nav.css'

const NAV_TABS = ['pd', 'pi', ...TAB_KINDS.map((kind) => kind.urlCode)] as const

/** A kind's second tab (the label editor) keeps its kind's item active. */
const sameItem = (tab: TabCode, active: TabCode) =>
  tab === active || (isGuardedTab(tab) && isGuardedTab(active) && GUARDED_TABS[tab] === GUARDED_TABS[active])

/** Bottom navigation on every dossier page: the active tab highlighted, disabled ones greyed out. */
export function BottomNav({ product, il, lang, active }: { product: ProductDetail; il: string; lang: number; active: TabCode }) {
  const { t } = useLingui()
  const labels = useNavLabels()
  const fullLabels = useTabLabels()
  const states = tabStates(product, lang)
  return (
    <nav className="bottom-nav" aria-label={t`Dossier sections`}>
      <ul>
        {NAV_TABS.filter((tab) => states[tab].shown).map((tab) => {
          const state = states[tab]
          const isActive = sameItem(tab, active)
          const content = (
            <>
              <TabIcon name={iconOfTab(tab)} />
              <span className="bottom-nav__label" aria-hidden="true">
                {labels[tab]}
              </span>
              <span className="visually-hidden">{fullLabels[tab]}</span>
            </>
          )
          return (
            <li key={tab}>
              {state.enabled ? (
                <Link
                  to={TAB_ROUTES[tab]}
                  params={{ id: product.basic.id, il, lang: String(state.lang) }}
                  className={`bottom-nav__item${isActive ? ' bottom-nav__item--active' : ''}`}
                  aria-current={isActive ? 'page' : undefined}
                >
                  {content}
                </Link>
              ) : (
                <span className="bottom-nav__item bottom-nav__item--disabled" aria-disabled="true" title={t`Content is not available`}>
                  {content}
                </span>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

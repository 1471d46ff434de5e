import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { DocumentHead } from '#components/document-head.tsx'
import { whenOnline } from '#components/when-online.tsx'
import { Footer, Header } from '#components/header.tsx'
import { ShareAction } from '#components/share-popover.tsx'
import { brand } from '#lib/brand.ts'
import { reachableAtom } from '#lib/connectivity.ts'
import { uiStore, useAtomValue } from '#lib/store.ts'
import { openGraphTitle, pageTitle } from '#shared/page-title'
import type { TabCode } from '#shared/tabs'
import type { ProductDetail } from '#shared/api/product-detail'
import { productQueries } from '../api/queries.ts'
import { useDetailIn } from '../use-detail-in.ts'
import { BottomNav } from './bottom-nav.tsx'
import { EmergencyStrip } from './emergency-strip.tsx'
import { InterfaceLanguages } from './interface-languages.tsx'
import { OfflineNotice } from './offline-notice.tsx'
import './dossier-home.css'
import { useTabLabels } from './tab-labels.ts'
import { tabStates } from '#shared/tab-states'

/** Saving and checking for updates happen online only: the status line is not precached (vite.config.ts). */
const SavingStatus = whenOnline(() => import('./saving-status.tsx').then((m) => m.SavingStatus))
/** Only a check with the server updates a saved dossier, so the notice of an update is not precached either. */
const UpdatedNotice = whenOnline(() => import('./updated-notice.tsx').then((m) => m.UpdatedNotice))

export interface DossierPageProps {
  id: string
  il: string
  lang: number
}

/** The address the share action shares: the SDS when the product has one, else the dossier home. */
export function shareUrlFor(product: ProductDetail, il: string, lang: number): string {
  const gh = tabStates(product, lang).gh
  const path = gh.enabled ? `gh/${gh.lang}` : `pd/${lang}`
  return `${window.location.origin}${import.meta.env.BASE_URL}${product.basic.id}/${il}/${path}`
}

/** Header, page head, bottom navigation and footer around one dossier tab. */
export function DossierFrame({
  id,
  il,
  lang,
  tab,
  children,
}: DossierPageProps & { tab: TabCode; children: (product: ProductDetail) => ReactNode }) {
  const { t } = useLingui()
  const { data: product, dataUpdatedAt } = useSuspenseQuery(productQueries.detail(id))
  const reachable = useAtomValue(reachableAtom, { store: uiStore })
  const labels = useTabLabels()
  const canonical = `${window.location.origin}${import.meta.env.BASE_URL}${id}/${il}/${tab}/${lang}`
  return (
    <>
      <DocumentHead
        title={pageTitle(product.basic.text, labels[tab], brand.name)}
        ogTitle={openGraphTitle(product.basic.text)}
        canonical={canonical}
      />
      <a className="skip-link" href="#main">
        {t`Skip to content`}
      </a>
      <Header share={<ShareAction url={shareUrlFor(product, il, lang)} title={product.basic.text} />} />
      <main id="main" tabIndex={-1}>
        {!reachable && <OfflineNotice id={id} loadedAt={dataUpdatedAt} product={product} />}
        <UpdatedNotice id={id} il={il} product={product} />
        <Emergency product={product} il={il} lang={lang} />
        {children(product)}
        {/* After the content: the line comes and goes while saving, and must never push the page down. */}
        <SavingStatus id={id} />
      </main>
      <Footer logo={brand.logo} brandName={brand.name}>
        <InterfaceLanguages key={il} current={il} />
      </Footer>
      <BottomNav product={product} il={il} lang={lang} active={tab} />
    </>
  )
}

/** The emergency strip in the tab's document language: its numbers are that market's. */
function Emergency({ product, il, lang }: { product: ProductDetail; il: string; lang: number }) {
  const inLanguage = useDetailIn(product, lang)
  return <EmergencyStrip product={inLanguage ?? product} il={il} lang={lang} />
}

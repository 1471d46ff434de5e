import type { ProductDetail } from './api/product-detail.ts'
import { enabledDocTabs, type TabCode } from './tabs.ts'

export interface TabState {
  tab: TabCode
  /** Listed at all: TDS only when the product enables it. */
  shown: boolean
  enabled: boolean
  /** Document language the link opens: the current one when valid for that tab, else the first valid. */
  lang: number
}

/** Which tabs a product offers and where their links go, for the tiles and the bottom navigation. */
export function tabStates(product: ProductDetail, lang: number): Record<Exclude<TabCode, 'ed'>, TabState> {
  const enabled = enabledDocTabs(product)
  const pick = (list: number[]) => (list.includes(lang) ? lang : (list[0] ?? lang))
  const sdsLang = pick(product.validLangs)
  return {
    pd: { tab: 'pd', shown: true, enabled: true, lang },
    pi: { tab: 'pi', shown: true, enabled: true, lang },
    gh: { tab: 'gh', shown: true, enabled: enabled.sds, lang: sdsLang },
    th: { tab: 'th', shown: product.edit_param.tds_enabled, enabled: enabled.tds, lang: pick(product.validTdsLangs) },
    ee: { tab: 'ee', shown: true, enabled: enabled.label && product.validLangs.length > 0, lang: sdsLang },
    mh: { tab: 'mh', shown: true, enabled: enabled.ipi, lang: sdsLang },
  }
}

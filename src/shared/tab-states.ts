import type { ProductDetail } from './api/product-detail.ts'
import { TAB_KINDS, validLanguagesOf } from './document-kinds.ts'
import { enabledDocTabs, type TabCode } from './tabs.ts'

export interface TabState {
  tab: TabCode
  /** Listed at all: TDS only when the product enables it. */
  shown: boolean
  enabled: boolean
  /** Document language the link opens: the current one when valid for that tab, else the first valid. */
  lang: number
}

/** A tab with a link of its own (the label editor is reached from the label). */
export type LinkedTab = Exclude<TabCode, 'ed'>

/** Which tabs a product offers and where their links go, for the tiles and the bottom navigation. */
export function tabStates(product: ProductDetail, lang: number): Record<LinkedTab, TabState> {
  const enabled = enabledDocTabs(product)
  const pick = (list: number[]) => (list.includes(lang) ? lang : (list[0] ?? lang))
  const states = {
    pd: { tab: 'pd', shown: true, enabled: true, lang },
    pi: { tab: 'pi', shown: true, enabled: true, lang },
  } as Record<LinkedTab, TabState>
  for (const kind of TAB_KINDS) {
    const valid = validLanguagesOf(product, kind.id)
    states[kind.urlCode] = {
      tab: kind.urlCode,
      shown: 'shown' in kind.tab ? kind.tab.shown(product) : true,
      // A document tab opens in a language of its list: without one there is nothing to open.
      enabled: enabled[kind.id] && valid.length > 0,
      lang: pick(valid),
    }
  }
  return states
}

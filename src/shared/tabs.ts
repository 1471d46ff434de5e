import type { ProductDetail } from './api/product-detail.ts'

/** Route tab codes and the document tab each guarded one maps to. */
export const TAB_CODES = ['pd', 'pi', 'gh', 'th', 'ee', 'ed', 'mh'] as const
export type TabCode = (typeof TAB_CODES)[number]
export type DocTab = 'sds' | 'tds' | 'label' | 'ipi'

export const GUARDED_TABS = {
  gh: 'sds',
  th: 'tds',
  mh: 'ipi',
  ee: 'label',
  ed: 'label',
} as const satisfies Partial<Record<TabCode, DocTab>>
export type GuardedTab = keyof typeof GUARDED_TABS

export function isTabCode(value: string): value is TabCode {
  return (TAB_CODES as readonly string[]).includes(value)
}

export function isGuardedTab(value: string): value is GuardedTab {
  return value in GUARDED_TABS
}

type TabInputs = Pick<ProductDetail, 'basic' | 'validLangs' | 'validTdsLangs' | 'edit_param'>

/** Tab enabling rules: which document tabs a product's data allows. */
export function enabledDocTabs(product: TabInputs): Record<DocTab, boolean> {
  const p = product.edit_param
  const sds = product.basic.versions.length > 0 && product.validLangs.length > 0 && p.sds_exists && p.lang_exists && p.doc.sds
  const tds = p.tds_enabled && product.basic.tds_versions.length > 0 && product.validTdsLangs.length > 0 && p.tds_exists && p.doc.tds
  return { sds, tds, label: p.doc.lbl, ipi: sds && p.doc.ipi }
}

/** The language list a document tab's language must come from. */
export function validLanguagesFor(product: TabInputs, tab: DocTab): number[] {
  return tab === 'tds' ? product.validTdsLangs : product.validLangs
}

export type GuardDecision = { kind: 'pass' } | { kind: 'redirect'; tab: TabCode; lang: number }

/**
 * The route guard of the document tabs: passes only if the tab is enabled and the language valid;
 * an invalid language switches to the first valid one; no valid language or a disabled tab goes to pi.
 */
export function decideGuard(product: TabInputs, tab: GuardedTab, lang: number): GuardDecision {
  const docTab = GUARDED_TABS[tab]
  const valid = validLanguagesFor(product, docTab)
  const first = valid[0]
  if (!enabledDocTabs(product)[docTab] || first === undefined) return { kind: 'redirect', tab: 'pi', lang }
  if (!valid.includes(lang)) return { kind: 'redirect', tab, lang: first }
  return { kind: 'pass' }
}

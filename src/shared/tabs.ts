import type { ProductDetail } from './api/product-detail.ts'
import { enabledKinds as enabledDocTabs, TAB_KINDS, validLanguagesOf as validLanguagesFor, type TabKindId } from './document-kinds.ts'

type TabKind = (typeof TAB_KINDS)[number]
type KindTabCode = TabKind['urlCode'] | Extract<TabKind['tab'], { editCode: string }>['editCode']

/** Route tab codes: the dossier home (pd) and detail (pi), then each document kind's tab(s). */
export const TAB_CODES = ['pd', 'pi', ...TAB_KINDS.flatMap((kind) => tabCodesOf(kind))] as readonly ('pd' | 'pi' | KindTabCode)[]
export type TabCode = (typeof TAB_CODES)[number]
/** The document a guarded tab shows: a document kind that is a tab. */
export type DocTab = TabKindId

function tabCodesOf(kind: TabKind): KindTabCode[] {
  return 'editCode' in kind.tab ? [kind.urlCode, kind.tab.editCode] : [kind.urlCode]
}

/** Each guarded tab and the document kind it shows. */
export const GUARDED_TABS = Object.fromEntries(
  TAB_KINDS.filter((kind) => kind.tab.guarded).flatMap((kind) => tabCodesOf(kind).map((code) => [code, kind.id])),
) as Record<KindTabCode, DocTab>
export type GuardedTab = KindTabCode

export function isTabCode(value: string): value is TabCode {
  return (TAB_CODES as readonly string[]).includes(value)
}

export function isGuardedTab(value: string): value is GuardedTab {
  return Object.hasOwn(GUARDED_TABS, value)
}

type TabInputs = Pick<ProductDetail, 'basic' | 'validLangs' | 'validTdsLangs' | 'edit_param'>

/**
 * Tab enabling rules: which document kinds a product's data allows (each kind's rule is in
 * document-kinds.ts); and the language list a document tab's language must come from.
 */
export { enabledDocTabs, validLanguagesFor }

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

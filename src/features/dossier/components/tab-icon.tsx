import type { DocumentKindId } from '#shared/document-kinds'
import { GUARDED_TABS, isGuardedTab, type TabCode } from '#shared/tabs'
import { KIND_PRESENTATION } from '../kind-presentation.ts'

/** The other glyphs: the dossier home and detail, sharing, the QR code. */
const PATHS = {
  pd: 'M10 20v-6h4v6h5v-8h3L12 3 2 12h3v8z',
  pi: 'M11 7h2v2h-2zm0 4h2v6h-2zm1-9a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16z',
  share: 'M18 16a3 3 0 0 0-2 .8l-7-4.1a3 3 0 0 0 0-1.4l7-4.1A3 3 0 1 0 15 5l-7 4.2a3 3 0 1 0 0 5.6l7 4.2A3 3 0 1 0 18 16z',
  qr: 'M3 11h8V3H3zm2-6h4v4H5zm8-2v8h8V3zm6 6h-4V5h4zM3 21h8v-8H3zm2-6h4v4H5zm13-2h-2v3h-3v2h3v3h2v-3h3v-2h-3z',
}

type IconName = keyof typeof PATHS | DocumentKindId

/** The icon of a tab: its document kind's, or the home's and the detail's own. */
export function iconOfTab(tab: Exclude<TabCode, 'ed'>): IconName {
  return isGuardedTab(tab) ? GUARDED_TABS[tab] : tab
}

/** Decorative: the label beside it carries the meaning. */
export function TabIcon({ name }: { name: IconName }) {
  const d = name in PATHS ? PATHS[name as keyof typeof PATHS] : KIND_PRESENTATION[name as DocumentKindId].icon
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={d} />
    </svg>
  )
}

import type { DocumentKindId } from '#shared/document-kinds'
import { GUARDED_TABS, isGuardedTab, type TabCode } from '#shared/tabs'

const LABEL_GLYPH =
  'M21.4 11.6l-9-9A2 2 0 0 0 11 2H4a2 2 0 0 0-2 2v7c0 .6.2 1.1.6 1.4l9 9c.4.4.9.6 1.4.6s1-.2 1.4-.6l7-7c.4-.4.6-.9.6-1.4s-.2-1.1-.6-1.4zM5.5 7A1.5 1.5 0 1 1 7 5.5 1.5 1.5 0 0 1 5.5 7z'

/** Material-style 24 px glyphs of the document kinds; every registered kind has one. */
export const KIND_ICONS: Record<DocumentKindId, string> = {
  sds: 'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zm2 16H8v-2h8zm0-4H8v-2h8zm-3-5V3.5L18.5 9z',
  tds: 'M19 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2zM9 17H7v-7h2zm4 0h-2V7h2zm4 0h-2v-4h2z',
  label: LABEL_GLYPH,
  instructions: 'M12 1 3 5v6c0 5.5 3.8 10.7 9 12 5.2-1.3 9-6.5 9-12V5zm-1 6h2v6h-2zm0 8h2v2h-2z',
  'digital-label': LABEL_GLYPH,
}

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
  const d = name in PATHS ? PATHS[name as keyof typeof PATHS] : KIND_ICONS[name as DocumentKindId]
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={d} />
    </svg>
  )
}

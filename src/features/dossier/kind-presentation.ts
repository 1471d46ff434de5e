import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { DocumentKindId, TabKindId } from '#shared/document-kinds'

/** How the interface shows a document kind: its name (tab, tile, titles) and its 24 px glyph. */
interface KindPresentation {
  label: MessageDescriptor
  /** Material-style 24 px glyph path. */
  icon: string
}

/** A kind with a tab also has a short name and the redirect notices of its guard. */
interface TabKindPresentation extends KindPresentation {
  /** For the bottom navigation, where six items share a phone's width. */
  navLabel: MessageDescriptor
  /**
   * The sentences of the redirect notices, with {asked} and {shown} language names. Only their ids
   * reach the first screen's code (the build keeps the text in the catalogue); notice-text.ts, which
   * words a notice, still loads after a redirect.
   */
  notices: { notInLanguage: MessageDescriptor; unavailable: MessageDescriptor }
}

const LABEL_GLYPH =
  'M21.4 11.6l-9-9A2 2 0 0 0 11 2H4a2 2 0 0 0-2 2v7c0 .6.2 1.1.6 1.4l9 9c.4.4.9.6 1.4.6s1-.2 1.4-.6l7-7c.4-.4.6-.9.6-1.4s-.2-1.1-.6-1.4zM5.5 7A1.5 1.5 0 1 1 7 5.5 1.5 1.5 0 0 1 5.5 7z'

/**
 * Everything the interface says or draws of each document kind, in one entry per kind. Keyed by kind
 * id: a registered kind missing here, or a tab kind without its short name or notices, does not compile.
 */
export const KIND_PRESENTATION: {
  [Id in DocumentKindId]: Id extends TabKindId ? TabKindPresentation : KindPresentation
} = {
  sds: {
    label: msg`Safety data sheet`,
    navLabel: msg({ message: 'SDS', comment: 'Short for safety data sheet, in the bottom navigation' }),
    icon: 'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zm2 16H8v-2h8zm0-4H8v-2h8zm-3-5V3.5L18.5 9z',
    notices: {
      notInLanguage: msg({ message: 'The safety data sheet is not available in {asked}: shown in {shown}.' }),
      unavailable: msg`This product has no safety data sheet to show: here is its detail.`,
    },
  },
  tds: {
    label: msg`Technical data sheet`,
    navLabel: msg({ message: 'TDS', comment: 'Short for technical data sheet, in the bottom navigation' }),
    icon: 'M19 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2zM9 17H7v-7h2zm4 0h-2V7h2zm4 0h-2v-4h2z',
    notices: {
      notInLanguage: msg({ message: 'The technical data sheet is not available in {asked}: shown in {shown}.' }),
      unavailable: msg`This product has no technical data sheet to show: here is its detail.`,
    },
  },
  instructions: {
    label: msg`Safety instructions`,
    navLabel: msg({ message: 'Safety', comment: 'Short for safety instructions, in the bottom navigation' }),
    icon: 'M12 1 3 5v6c0 5.5 3.8 10.7 9 12 5.2-1.3 9-6.5 9-12V5zm-1 6h2v6h-2zm0 8h2v2h-2z',
    notices: {
      notInLanguage: msg({ message: 'The safety instructions are not available in {asked}: shown in {shown}.' }),
      unavailable: msg`This product has no safety instructions to show: here is its detail.`,
    },
  },
  label: {
    label: msg`Label`,
    navLabel: msg`Label`,
    icon: LABEL_GLYPH,
    notices: {
      notInLanguage: msg({ message: 'The label is not available in {asked}: shown in {shown}.' }),
      unavailable: msg`This product has no label to show: here is its detail.`,
    },
  },
  'digital-label': { label: msg`Digital label`, icon: LABEL_GLYPH },
}

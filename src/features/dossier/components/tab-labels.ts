import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { TAB_KINDS, type DocumentKindId, type TabKindId } from '#shared/document-kinds'
import type { TabCode } from '#shared/tabs'

/** The name of each document kind: its tab, its tile, titles. Every registered kind has one. */
export const KIND_LABELS: Record<DocumentKindId, MessageDescriptor> = {
  sds: msg`Safety data sheet`,
  tds: msg`Technical data sheet`,
  label: msg`Label`,
  instructions: msg`Safety instructions`,
  'digital-label': msg`Digital label`,
}

/** Short names for the bottom navigation, where six items share a phone's width. */
export const KIND_NAV_LABELS: Record<TabKindId, MessageDescriptor> = {
  sds: msg({ message: 'SDS', comment: 'Short for safety data sheet, in the bottom navigation' }),
  tds: msg({ message: 'TDS', comment: 'Short for technical data sheet, in the bottom navigation' }),
  label: msg`Label`,
  instructions: msg({ message: 'Safety', comment: 'Short for safety instructions, in the bottom navigation' }),
}

/** The name of each tab in the interface language, used by tiles, the bottom navigation and titles. */
export function useTabLabels(): Record<TabCode, string> {
  const { _ } = useLingui()
  const labels = { pd: _(msg`Info`), pi: _(msg`Detail`) } as Record<TabCode, string>
  for (const kind of TAB_KINDS) {
    labels[kind.urlCode] = _(KIND_LABELS[kind.id])
    if ('editCode' in kind.tab) labels[kind.tab.editCode] = _(msg`Edit label`)
  }
  return labels
}

/** The short names of the tabs the bottom navigation lists. */
export function useNavLabels(): Record<Exclude<TabCode, 'ed'>, string> {
  const { _ } = useLingui()
  const labels = { pd: _(msg`Home`), pi: _(msg`Detail`) } as Record<Exclude<TabCode, 'ed'>, string>
  for (const kind of TAB_KINDS) labels[kind.urlCode] = _(KIND_NAV_LABELS[kind.id])
  return labels
}

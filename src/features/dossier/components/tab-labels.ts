import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { TAB_KINDS } from '#shared/document-kinds'
import type { TabCode } from '#shared/tabs'
import { KIND_PRESENTATION } from '../kind-presentation.ts'

/** The name of each tab in the interface language, used by tiles, the bottom navigation and titles. */
export function useTabLabels(): Record<TabCode, string> {
  const { _ } = useLingui()
  const labels = { pd: _(msg`Info`), pi: _(msg`Detail`) } as Record<TabCode, string>
  for (const kind of TAB_KINDS) {
    labels[kind.urlCode] = _(KIND_PRESENTATION[kind.id].label)
    if ('editCode' in kind.tab) labels[kind.tab.editCode] = _(msg`Edit label`)
  }
  return labels
}

/** The short names of the tabs the bottom navigation lists. */
export function useNavLabels(): Record<Exclude<TabCode, 'ed'>, string> {
  const { _ } = useLingui()
  const labels = { pd: _(msg`Home`), pi: _(msg`Detail`) } as Record<Exclude<TabCode, 'ed'>, string>
  for (const kind of TAB_KINDS) labels[kind.urlCode] = _(KIND_PRESENTATION[kind.id].navLabel)
  return labels
}

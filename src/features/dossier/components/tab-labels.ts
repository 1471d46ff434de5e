import { useLingui } from '@lingui/react/macro'
import type { TabCode } from '../../../shared/tabs.ts'

/** The name of each tab in the interface language, used by tiles, the bottom navigation and titles. */
export function useTabLabels(): Record<TabCode, string> {
  const { t } = useLingui()
  return {
    pd: t`Info`,
    pi: t`Detail`,
    gh: t`Safety data sheet`,
    th: t`Technical data sheet`,
    ee: t`Label`,
    ed: t`Edit label`,
    mh: t`Safety instructions`,
  }
}

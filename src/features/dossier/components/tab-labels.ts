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

/** Short names for the bottom navigation, where six items share a phone's width. */
export function useNavLabels(): Record<'pd' | 'pi' | 'gh' | 'th' | 'ee' | 'mh', string> {
  const { t } = useLingui()
  return {
    pd: t`Home`,
    pi: t`Detail`,
    gh: t({ message: 'SDS', comment: 'Short for safety data sheet, in the bottom navigation' }),
    th: t({ message: 'TDS', comment: 'Short for technical data sheet, in the bottom navigation' }),
    ee: t`Label`,
    mh: t({ message: 'Safety', comment: 'Short for safety instructions, in the bottom navigation' }),
  }
}

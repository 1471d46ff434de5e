import { useLingui } from '@lingui/react/macro'
import type { LabelFlag } from '#shared/label-query-names'

/** Interface texts of the label pages that several components share. */
export function useUiTexts() {
  const { t } = useLingui()
  return {
    updating: t`Updating the label…`,
  }
}

/** The additional label options, as the edit page names them. */
export function useFlagLabels(): Record<LabelFlag, string> {
  const { t } = useLingui()
  return {
    showLogo: t`Show my logo`,
    showSynonyms: t`Show synonyms`,
    hideUfi: t`Hide UFI number`,
    hideDescription: t`Hide instructions and description`,
    hideStatementCodes: t`Hide statement numbers`,
    hideUnNumber: t`Hide UN number`,
    hidePictograms: t`Hide pictograms`,
    hidePictogramNames: t`Hide GHS codes and names under the pictograms`,
    showUsage: t`Show usage`,
    showStorage: t`Show storage`,
  }
}

/** The server's option texts in the interface language (the lists are the portal's own). */
export function useOptionText() {
  const { t } = useLingui()
  const known: Record<string, string> = {
    'up to 125 ml': t`up to 125 ml`,
    'over 125 ml up to 3 l': t`over 125 ml up to 3 l`,
    'over 3 l up to 50 l': t`over 3 l up to 50 l`,
    'over 50 l up to 500 l': t`over 50 l up to 500 l`,
    'over 500 l': t`over 500 l`,
    none: t({ message: 'None', comment: 'QR code size on the label: no QR code' }),
    small: t({ message: 'Small', comment: 'QR code size on the label' }),
    medium: t({ message: 'Medium', comment: 'QR code size on the label' }),
    large: t({ message: 'Large', comment: 'QR code size on the label' }),
  }
  return (text: string) => known[text] ?? text
}

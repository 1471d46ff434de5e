import { LABEL_MARGIN_QUERY_NAMES, LABEL_QUERY_NAMES } from '#shared/label-params'

/**
 * Label option lists and defaults (label_dim 4, package_size 2, font sizes 10/16,
 * margins 6, QR 3). The lists are the portal's own until products carry their own (issue: labels).
 */
const options = (texts: string[]) => texts.map((text, i) => ({ id: i + 1, text }))

export const LABEL_OPTIONS = {
  package_size: options(['up to 125 ml', 'over 125 ml up to 3 l', 'over 3 l up to 50 l', 'over 50 l up to 500 l', 'over 500 l']),
  label_dim: options(['52 x 74 mm', '74 x 105 mm', '105 x 148 mm', '100 x 150 mm', '148 x 210 mm', '210 x 297 mm']),
  font_size_product: options(['8', '9', '10', '11', '12', '14']).map((o) => ({ id: Number(o.text), text: o.text })),
  font_size_title: options(['12', '14', '16', '18', '20', '24']).map((o) => ({ id: Number(o.text), text: o.text })),
  QR: options(['none', 'small', 'medium', 'large']),
}

export const LABEL_DEFAULTS = {
  label_dim: '4',
  package_size: '2',
  font_size_product: '10',
  font_size_title: '16',
  QR: '3',
} as const

const DEFAULT_MARGIN_MM = '6'

/**
 * A product's label defaults as its detail answer (edit_param.defaults) gives them, with the first
 * valid language as the label's language. The answer is the original portal's: it names the option
 * lists by their list and the margins and languages by their query names, and saved dossiers keep it.
 */
export function labelDefaults(validLanguageIds: number[]): Record<string, string> {
  const first = validLanguageIds.slice(0, 1).join(',')
  return {
    ...LABEL_DEFAULTS,
    ...Object.fromEntries(Object.values(LABEL_MARGIN_QUERY_NAMES).map((name) => [name, DEFAULT_MARGIN_MM])),
    [LABEL_QUERY_NAMES.languageIds]: first,
    [LABEL_QUERY_NAMES.referenceLanguageId]: first,
  }
}

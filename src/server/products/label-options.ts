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
  padT: '6',
  padL: '6',
  padR: '6',
  padB: '6',
  QR: '3',
} as const

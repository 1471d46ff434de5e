import { parseDimension, type LabelChoices, type LabelParams } from '#shared/label-params'
import { capacityRule } from './clp-rules.ts'
import type { LayoutStyle } from './layout.ts'

const QR_MM: Record<string, number> = { none: 0, small: 12, medium: 16, large: 22 }

/** Label size, margins, type sizes, pictogram and QR sizes from the parameters. */
export function labelStyle(params: LabelParams, choices: LabelChoices): LayoutStyle {
  const dim = choices.label_dim.find((c) => c.id === params.dim)
  const size = parseDimension(dim?.text ?? '') ?? { width: 100, height: 150 }
  const qr = choices.QR.find((c) => c.id === params.QR)?.text ?? 'medium'
  const rule = capacityRule(params.emb)
  return {
    width: size.width,
    height: size.height,
    padT: params.padT,
    padR: params.padR,
    padB: params.padB,
    padL: params.padL,
    fontPt: params.font,
    titlePt: params.fontPN,
    pictogramMm: rule.pictogramPreferredMm,
    pictogramMinMm: rule.pictogramMinMm,
    minXHeightMm: rule.minXHeightMm,
    qrMm: QR_MM[qr] ?? 16,
  }
}

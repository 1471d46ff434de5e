import { parseDimension, type LabelChoices, type LabelParams } from '#shared/label-params'
import { capacityRule } from './clp-rules.ts'
import type { LayoutStyle } from './layout.ts'

const QR_MM: Record<string, number> = { none: 0, small: 12, medium: 16, large: 22 }

/** Label size, margins, type sizes, pictogram and QR sizes from the parameters. */
export function labelStyle(params: LabelParams, choices: LabelChoices): LayoutStyle {
  const labelSize = choices.label_dim.find((c) => c.id === params.labelSizeId)
  const size = parseDimension(labelSize?.text ?? '') ?? { width: 100, height: 150 }
  const qr = choices.QR.find((c) => c.id === params.qrSizeId)?.text ?? 'medium'
  const rule = capacityRule(params.packageSizeId)
  return {
    width: size.width,
    height: size.height,
    margins: params.margins,
    // The size lists' ids are the sizes in points.
    fontPt: params.textSizeId,
    titlePt: params.titleSizeId,
    pictogramMm: rule.pictogramPreferredMm,
    pictogramMinMm: rule.pictogramMinMm,
    minXHeightMm: rule.minXHeightMm,
    qrMm: QR_MM[qr] ?? 16,
  }
}

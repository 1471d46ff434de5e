import { parseDimension, type LabelChoice, type LabelChoices, type LabelParams } from '#shared/label-params'
import type { LabelContent } from './model.ts'
import { layoutLabel, type LabelLayout, type LayoutStyle } from './layout.ts'
import { labelStyle } from './style.ts'

/**
 * A label that can be printed, or why not. A label is never printed without one of its CLP
 * Article 17 elements: when the dossier lacks one (no supplier telephone), the answer is a
 * conflict naming it; when the elements do not fit the chosen size even at the legal minimum
 * type and pictogram sizes, the answer names what does not fit and the smallest label size of
 * the product's list that holds everything, if any does.
 */
export type Fitted =
  | { ok: true; layout: LabelLayout; style: LayoutStyle }
  | { ok: false; status: 409 | 422; title: string; detail: string; missing: string[]; suggested?: LabelChoice }

const area = (choice: LabelChoice) => {
  const size = parseDimension(choice.text)
  return size ? size.width * size.height : Infinity
}

/**
 * CLP Article 17(2): the label is in the official language of the market. A statement, signal word
 * or pictogram name the phrase library has not in a label language refuses the label, naming it.
 */
export function untranslatedRefusal(content: LabelContent): Extract<Fitted, { ok: false }> | undefined {
  if (content.untranslated.length === 0) return undefined
  return {
    ok: false,
    status: 409,
    title: 'Label text missing in a label language',
    detail: `the phrase library has no text of ${content.untranslated.join(', ')}; a label prints its statements, signal word and pictogram names in the label's own language, never in another (CLP Article 17(2))`,
    missing: content.untranslated,
  }
}

export function fitLabel(content: LabelContent, params: LabelParams, choices: LabelChoices): Fitted {
  if (content.gaps.length > 0)
    return {
      ok: false,
      status: 409,
      title: 'Label element missing from the dossier',
      detail: `the dossier gives no ${content.gaps.join(', ')}; a label cannot be printed without it (CLP Article 17)`,
      missing: content.gaps,
    }
  const untranslated = untranslatedRefusal(content)
  if (untranslated) return untranslated
  const style = labelStyle(params, choices)
  const layout = layoutLabel(content, style)
  if (layout.missing.length === 0) return { ok: true, layout, style }
  const suggested = [...choices.label_dim]
    .filter((d) => d.id !== params.labelSizeId && area(d) < Infinity)
    .sort((a, b) => area(a) - area(b))
    .find((d) => layoutLabel(content, labelStyle({ ...params, labelSizeId: d.id }, choices)).missing.length === 0)
  const current = choices.label_dim.find((d) => d.id === params.labelSizeId)?.text ?? 'this size'
  return {
    ok: false,
    status: 422,
    title: 'Label does not fit',
    detail:
      `${layout.missing.join(', ')} do not fit a ${current} label at the smallest type and pictogram sizes CLP allows for this package; ` +
      (suggested
        ? `the smallest label that holds everything is ${suggested.text}`
        : 'no label size of this product holds everything: choose fewer languages'),
    missing: layout.missing,
    suggested,
  }
}

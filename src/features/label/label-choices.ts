import type { ProductDetail } from '#shared/api/product-detail'
import { labelParamsOrDefaults, labelQuery, type LabelChoices, type LabelParams } from '#shared/label-params'
import type { LabelSearch } from '#shared/label-search'

/** What the product offers for its labels: its option lists, defaults, valid languages and codes. */
export function labelChoicesOf(product: ProductDetail): LabelChoices {
  const p = product.edit_param
  return {
    label_dim: p.label_dim,
    package_size: p.package_size,
    font_size_product: p.font_size_product,
    font_size_title: p.font_size_title,
    QR: p.QR,
    defaults: p.defaults,
    validLangs: product.validLangs,
    articles: product.basic.synonym.articles,
  }
}

export interface LabelState {
  choices: LabelChoices
  params: LabelParams
  /** Every parameter as the label calls take them. */
  query: Record<string, string>
}

/** The label the address describes; whatever the product does not offer falls back to its default. */
export function labelStateOf(product: ProductDetail, search: LabelSearch): LabelState {
  const choices = labelChoicesOf(product)
  const params = labelParamsOrDefaults(search, choices)
  return { choices, params, query: labelQuery(params) }
}

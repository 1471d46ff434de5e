/**
 * The label options in the address of ee and ed (a label can be shared by its link), and the one
 * table that names each option in a query. Only the names and a light reading live here: the router
 * checks every address with it, so it stays in the first download. The values are checked against
 * the product in label-params.ts.
 *
 * Inside the app and the server the options carry domain names (LabelParams); the query names are
 * the original portal's, kept unchanged because shared links, existing API clients and the exports'
 * form fields use them. They are translated here, at the edge, and nowhere else.
 */

/** The checkbox options: domain name -> query name (the query names' ON/OFF says which way a set flag turns). */
export const LABEL_FLAG_QUERY_NAMES = {
  showLogo: 'logoON',
  showSynonyms: 'sinON',
  hideUfi: 'ufiOFF',
  hideDescription: 'opisOFF',
  hideStatementCodes: 'stavkiOFF',
  hideUnNumber: 'adrOFF',
  hidePictograms: 'picOFF',
  hidePictogramNames: 'picMetCorrOFF',
  showUsage: 'vlusageON',
  showStorage: 'vlstorageON',
} as const
export type LabelFlag = keyof typeof LABEL_FLAG_QUERY_NAMES
export const LABEL_FLAGS = Object.keys(LABEL_FLAG_QUERY_NAMES) as LabelFlag[]

/** The four margins (millimetres): side -> query name. */
export const LABEL_MARGIN_QUERY_NAMES = { top: 'padT', right: 'padR', bottom: 'padB', left: 'padL' } as const
export type LabelMarginSide = keyof typeof LABEL_MARGIN_QUERY_NAMES
export const LABEL_MARGIN_SIDES = Object.keys(LABEL_MARGIN_QUERY_NAMES) as LabelMarginSide[]

/**
 * Every label option (a field of LabelParams) and its query name, in the order a query lists them.
 * `margins` has one query name per side.
 */
export const LABEL_QUERY_NAMES = {
  labelSizeId: 'dim',
  packageSizeId: 'emb',
  textSizeId: 'font',
  titleSizeId: 'fontPN',
  qrSizeId: 'QR',
  margins: LABEL_MARGIN_QUERY_NAMES,
  languageIds: 'xlang',
  referenceLanguageId: 'rlang',
  contents: 'vseb',
  productCodeIds: 'pCodes',
  ...LABEL_FLAG_QUERY_NAMES,
} as const

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T]
export type LabelSearchKey = Leaves<typeof LABEL_QUERY_NAMES>

/** Every query name of a label option, in the table's order. */
export const LABEL_SEARCH_KEYS: readonly LabelSearchKey[] = Object.values(LABEL_QUERY_NAMES).flatMap((name): LabelSearchKey[] =>
  typeof name === 'string' ? [name] : Object.values(name),
)
export type LabelSearch = Partial<Record<LabelSearchKey, string>>

/** Keeps the known keys as strings (the router reads ?dim=2 as a number); anything else is dropped. */
export function parseLabelSearch(search: Record<string, unknown>): LabelSearch {
  const out: LabelSearch = {}
  for (const key of LABEL_SEARCH_KEYS) {
    const value = search[key]
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      const text = String(value).slice(0, 200)
      if (text !== '') out[key] = text
    }
  }
  return out
}

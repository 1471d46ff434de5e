/**
 * The label options' query names, each with the domain name it stands for inside the app and the
 * server (LabelParams). The query names are the original portal's, kept unchanged because shared
 * links, existing API clients and the exports' form fields use them; they are translated here, at the
 * edge, and nowhere else. The label code and the server read this table; the router only needs the
 * list of names (label-search.ts), which stays in the first download without it.
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

/**
 * The label options in the address of ee and ed (a label can be shared by its link).
 * Only the names and a light reading live here: the router checks every address with it, so it
 * stays in the first download. The values are checked against the product in label-params.ts.
 */
export const LABEL_FLAGS = [
  'logoON',
  'sinON',
  'ufiOFF',
  'opisOFF',
  'stavkiOFF',
  'adrOFF',
  'picOFF',
  'picMetCorrOFF',
  'vlusageON',
  'vlstorageON',
] as const
export type LabelFlag = (typeof LABEL_FLAGS)[number]

export const LABEL_MARGINS = ['padT', 'padR', 'padB', 'padL'] as const
export type LabelMargin = (typeof LABEL_MARGINS)[number]

export const LABEL_SEARCH_KEYS = [
  'dim',
  'emb',
  'font',
  'fontPN',
  'QR',
  ...LABEL_MARGINS,
  'xlang',
  'rlang',
  'vseb',
  'pCodes',
  ...LABEL_FLAGS,
] as const
export type LabelSearchKey = (typeof LABEL_SEARCH_KEYS)[number]
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

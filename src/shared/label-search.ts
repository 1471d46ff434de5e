/**
 * The label options in the address of the label pages (a label can be shared by its link). Only the
 * names and a light reading live here: the router checks every address with it, so it stays in the
 * first download. Which option each name stands for is the table in label-query-names.ts; the values
 * are checked against the product in label-params.ts.
 */
import type { LABEL_QUERY_NAMES } from './label-query-names.ts'

/** Every query name of a label option, in the table's order (a query lists them so). */
export const LABEL_SEARCH_KEYS = [
  'dim',
  'emb',
  'font',
  'fontPN',
  'QR',
  'padT',
  'padR',
  'padB',
  'padL',
  'xlang',
  'rlang',
  'vseb',
  'pCodes',
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
export type LabelSearchKey = (typeof LABEL_SEARCH_KEYS)[number]
export type LabelSearch = Partial<Record<LabelSearchKey, string>>

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T]
type TableNames = Leaves<typeof LABEL_QUERY_NAMES>
/** The list names every query name of the table and nothing else (the order is checked by a test). */
const sameNamesAsTable: [TableNames] extends [LabelSearchKey] ? ([LabelSearchKey] extends [TableNames] ? true : false) : false = true
void sameNamesAsTable

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

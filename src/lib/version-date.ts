import type { ProductDetail } from '#shared/api/product-detail'
import { formatDocumentDate } from '#shared/document-dates'

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * A version's date as the interface writes it, in the reader's language (Intl, CLDR): 14/09/2026 in
 * English, 14.09.2026 in German, 2026. 09. 14. in Hungarian. A date kept by a copy saved before the
 * server sent ISO dates is the original portal's dd.mm.yyyy text, shown as it is.
 */
export function versionDate(date: string, locale: string): string {
  return ISO_DAY.test(date) ? formatDocumentDate(date, locale) : date
}

/** The current version's revision date: ISO where the detail has it, else the detail's dd.mm.yyyy label. */
export const revisionDateOf = (basic: Pick<ProductDetail['basic'], 'revision_date' | 'revision_lbl'>): string =>
  basic.revision_date ?? basic.revision_lbl

import type { ProductDetail } from './api/product-detail.ts'
import { dialString, EUROPEAN_EMERGENCY_NUMBER } from './emergency-call.ts'

export interface Call {
  number: string
  service: string
  /** Set for a number of another market: the country it rings in, named in the interface language. */
  country?: string
}

/** A country's name in the interface language ('SI' → 'Slovenia'); the code itself where the browser has no name. */
function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

/**
 * The calls the emergency strip offers: the sheet's numbers for this language's market, or, when it
 * lists none, its numbers of other markets each naming the country it rings in (a foreign line must
 * never look like the local poison centre); then 112, the emergency number of every EU and EEA
 * country, unless the sheet lists it already. `listed` is what came from the sheet.
 */
export function emergencyCalls(
  product: Pick<ProductDetail, 'emergency' | 'emergency_abroad'>,
  locale: string,
  emergencyServices: string,
): { listed: Call[]; calls: Call[] } {
  const local: Call[] = (product.emergency ?? []).map((e) => ({ number: e.number, service: e.service }))
  const listed: Call[] =
    local.length > 0
      ? local
      : (product.emergency_abroad ?? []).map((e) => ({ number: e.number, service: e.service, country: countryName(e.country, locale) }))
  const calls = listed.some((c) => dialString(c.number) === EUROPEAN_EMERGENCY_NUMBER)
    ? listed
    : [...listed, { number: EUROPEAN_EMERGENCY_NUMBER, service: emergencyServices }]
  return { listed, calls }
}

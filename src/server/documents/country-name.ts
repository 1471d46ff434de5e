import { countryCode } from '#server/exchange/sdscom/countries'
import { jurisdictionName } from '#shared/jurisdiction'

/**
 * A supplier's or manufacturer's country as a sheet in `lang` names it: the dossier file gives it in English
 * ('Slovenia'), a French sheet says 'Slovénie' (CLDR's region names). A country the portal cannot
 * identify is printed as the file gives it.
 */
export function countryInLanguage(stored: string, lang: string): string {
  const code = countryCode(stored)
  return (code && jurisdictionName(code, lang)) || stored
}

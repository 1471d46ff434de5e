import { isInterfaceLanguage } from '../shared/languages.ts'
import { activateLocale, rememberedLocale } from './i18n.ts'

/** Error routes carry the dossier they came from, so their links lead back to it. */
export interface ErrorSearch {
  id?: string
  il?: string
  lang?: string
}

/** Keeps string values of the known keys (the router parses ?lang=2 as a number); anything else is dropped. */
export function parseErrorSearch(search: Record<string, unknown>): ErrorSearch {
  const pick = (key: keyof ErrorSearch) => (['string', 'number'].includes(typeof search[key]) ? String(search[key]) : undefined)
  return { id: pick('id'), il: pick('il'), lang: pick('lang') }
}

function localeOf(search: ErrorSearch) {
  return search.il && isInterfaceLanguage(search.il) ? search.il : rememberedLocale()
}

/** What every error route shares: validated search, and the interface language of the page it came from. */
export const errorRouteOptions = {
  validateSearch: parseErrorSearch,
  beforeLoad: ({ search }: { search: ErrorSearch }) => activateLocale(localeOf(search)),
}

export function errorLinkParams(search: ErrorSearch) {
  return { id: search.id, il: localeOf(search), lang: search.lang ?? '1' }
}

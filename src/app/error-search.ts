import { isInterfaceLanguage } from '#shared/languages'
import { activateLocale, rememberedLocale } from './i18n.ts'

/** Error routes carry the dossier they came from, so their links lead back to it. */
export interface ErrorSearch {
  id?: string
  il?: string
  lang?: string
  /**
   * The catalogue type and code of the failure that led here, shown as a reference. Only its shape
   * is checked here (the list of types stays out of the first download); the page shows known types.
   */
  type?: string
  code?: string
  /** The page inside the app to try again (a server failure), e.g. /1/en/pi/1. */
  retry?: string
}

/** Only a path inside the app: never another origin (//host) or a scheme. */
function inAppPath(value: unknown): string | undefined {
  return typeof value === 'string' && /^\/[^/\\]/.test(value) && !/[\s\\]/.test(value) ? value : undefined
}

/** A code is short and plain (an HTTP status or a word); anything else is not shown. */
function plainCode(value: unknown): string | undefined {
  const text = typeof value === 'number' ? String(value) : value
  return typeof text === 'string' && /^[\w-]{1,20}$/.test(text) ? text : undefined
}

/** Keeps string values of the known keys (the router parses ?lang=2 as a number); anything else is dropped. */
export function parseErrorSearch(search: Record<string, unknown>): ErrorSearch {
  const pick = (key: keyof ErrorSearch) => (['string', 'number'].includes(typeof search[key]) ? String(search[key]) : undefined)
  const type = typeof search.type === 'string' && /^[A-Z_]{2,40}$/.test(search.type) ? search.type : undefined
  return { id: pick('id'), il: pick('il'), lang: pick('lang'), type, code: type && plainCode(search.code), retry: inAppPath(search.retry) }
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

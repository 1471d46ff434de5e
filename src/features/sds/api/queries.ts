import { queryOptions } from '@tanstack/react-query'
import type { SdsState } from '../search.ts'
import { fetchSdsCompare, fetchSdsView, type CompareOptions, type ViewOptions } from './requests.ts'

/** One key shape for both kinds of sheet, so the page can hold either in one query. */
type SheetKey = readonly [
  'sds',
  string,
  number,
  'view' | 'compare',
  { version: number | null; compare: number | null; qrCode: boolean | null },
]

/** Query factory of the safety data sheet: the route loader ensures it, the page reads the same options. */
export const sdsQueries = {
  all: () => ['sds'] as const,
  /** The sheet of one version in one document language, with or without its QR code. */
  view: (id: string, lang: number, { version, qrCode }: ViewOptions) =>
    queryOptions({
      queryKey: ['sds', id, lang, 'view', { version: version ?? null, compare: null, qrCode }] as SheetKey,
      queryFn: () => fetchSdsView(id, lang, { version, qrCode }),
      // The sheet is saved with its dossier (offline feature); the service worker answers it offline.
      meta: { persist: false },
    }),
  /** The sheet of one version with word-level changes against an older one, and the changed sections. */
  compare: (id: string, lang: number, { version, compare, qrCode }: CompareOptions) =>
    queryOptions({
      queryKey: ['sds', id, lang, 'compare', { version, compare, qrCode }] as SheetKey,
      queryFn: () => fetchSdsCompare(id, lang, { version, compare, qrCode }),
      meta: { persist: false },
    }),
}

/** The query of what the page shows: the comparison when one is chosen, else the plain sheet. */
export function sheetQuery(id: string, lang: number, state: SdsState) {
  return state.compare !== undefined && state.version !== undefined
    ? sdsQueries.compare(id, lang, { version: state.version, compare: state.compare, qrCode: state.qrCode })
    : sdsQueries.view(id, lang, { version: state.version, qrCode: state.qrCode })
}

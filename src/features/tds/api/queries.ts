import { queryOptions } from '@tanstack/react-query'
import { fetchTdsView } from './requests.ts'

/** Query factory of the technical data sheet: the route loader ensures it, the page reads the same options. */
export const tdsQueries = {
  all: () => ['tds'] as const,
  /** The sheet in one document language; `version` undefined: the newest TDS version. */
  view: (id: string, lang: number, version?: string) =>
    queryOptions({
      queryKey: [...tdsQueries.all(), id, lang, { version: version ?? null }] as const,
      queryFn: () => fetchTdsView(id, lang, version),
    }),
}

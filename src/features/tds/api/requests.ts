import { fileNameFromDisposition, type DownloadedFile } from '#lib/download.ts'
import { loadApi } from '#lib/api-loader.ts'
import { documentKind } from '#shared/document-kinds'

/**
 * The TDS calls: `p/tds/view/{lang}/-{id}` answers `{ html }` (escaped HTML the server
 * builds from the product data), `p/tds/pdf/{lang}/-{id}` the A4 PDF. `version` is a TDS version
 * number of basic.tds_versions; the server takes the newest without it.
 */
const TDS_PATHS = documentKind('tds').paths

export interface TdsSheet {
  html: string
}

const versionParams = (version: string | undefined): Record<string, string> => (version ? { version } : {})

export async function fetchTdsView(id: string, lang: number, version: string | undefined): Promise<TdsSheet> {
  const api = await loadApi()
  const json = await api.get(TDS_PATHS.html(id, lang), { searchParams: versionParams(version) }).json()
  return { html: await tdsHtml(json) }
}

/**
 * The sheet of a TDS answer `{ html }`, checked by its schema. The schemas' code is not precached
 * (vite.config.ts, online-* chunks): offline, with the saved answer from the service worker, its
 * one field is checked by hand, so a saved TDS opens without a connection.
 */
export async function tdsHtml(json: unknown): Promise<string> {
  const schema = await import('#shared/api/sds-render').then(
    (module) => module.tdsResponseSchema,
    () => undefined,
  )
  if (schema) return schema.parse(json).html
  if (json !== null && typeof json === 'object' && 'html' in json && typeof json.html === 'string') return json.html
  throw new SyntaxError('The technical data sheet answer has no html')
}

/** The A4 PDF, fetched whole so a refusal is an error, not a file; named by the server. */
export async function fetchTdsPdf(id: string, lang: number, version: string | undefined, fallbackName: string): Promise<DownloadedFile> {
  const api = await loadApi()
  const res = await api.get(TDS_PATHS.pdf(id, lang), { searchParams: versionParams(version), headers: { accept: 'application/pdf' } })
  return { blob: await res.blob(), fileName: fileNameFromDisposition(res.headers.get('content-disposition')) ?? fallbackName }
}

import { loadApi } from '#lib/api-loader.ts'
import { documentKind } from '#shared/document-kinds'
/**
 * The SDS calls. The HTTP client and zod load with the first request, not with the
 * first download (it has a budget); the server answers escaped HTML built from structured data.
 */
export interface SdsSheet {
  /** The sheet as an HTML fragment (`<article class="sds">` or the no-version marker). */
  html: string
  /** Section numbers that differ from the compared version (empty outside a comparison). */
  changed: number[]
  /** The product has no SDS version: the server sent its no-version marker. */
  noVersion: boolean
}

export interface ViewOptions {
  version: number | undefined
  qrCode: boolean
}

export interface CompareOptions {
  /** The version shown. */
  version: number
  /** The older version it is compared with. */
  compare: number
  qrCode: boolean
}

const SDS_PATHS = documentKind('sds').paths
const NO_VERSION = /data-no-version=["']true["']/

export function sdsPdfPath(id: string, lang: number): string {
  return SDS_PATHS.pdf(id, lang)
}

/** A sheet from its HTML (and, for a comparison, the changed sections). */
export function sheetFromHtml(html: string, changed: number[] = []): SdsSheet {
  return { html, changed: [...new Set(changed)].sort((a, b) => a - b), noVersion: NO_VERSION.test(html) }
}

async function parseSheetObject(json: unknown): Promise<SdsSheet> {
  const { sdsSheetResponseSchema } = await import('#shared/api/sds-render')
  const parsed = sdsSheetResponseSchema.parse(json)
  return sheetFromHtml(parsed.html, parsed.sections)
}

/** The SDS response is HTML text or `{ html, sections }`: both come back as one shape. */
export async function fetchSdsView(id: string, lang: number, options: ViewOptions): Promise<SdsSheet> {
  const api = await loadApi()
  const searchParams: Record<string, string | number> = { qrCode: options.qrCode ? '1' : '0' }
  if (options.version !== undefined) searchParams.version = options.version
  const response = await api.get(SDS_PATHS.html(id, lang), {
    searchParams,
    headers: { accept: 'text/html, application/json;q=0.9' },
  })
  if ((response.headers.get('content-type') ?? '').includes('json')) return parseSheetObject(await response.json())
  return sheetFromHtml(await response.text())
}

export async function fetchSdsCompare(id: string, lang: number, options: CompareOptions): Promise<SdsSheet> {
  const api = await loadApi()
  const json = await api
    .get(SDS_PATHS.compare(id, lang), {
      searchParams: { compare_version_id: options.compare, orig_version_id: options.version, qrCode: options.qrCode ? '1' : '0' },
    })
    .json()
  return parseSheetObject(json)
}

/** The A4 PDF as bytes: fetched whole (a Range answer, 206, cannot be stored), so a refusal is an error, not a file. */
export async function fetchSdsPdf(id: string, lang: number, options: ViewOptions): Promise<Blob> {
  const api = await loadApi()
  const searchParams: Record<string, string | number> = { qrCode: options.qrCode ? '1' : '0' }
  if (options.version !== undefined) searchParams.version = options.version
  return api.get(sdsPdfPath(id, lang), { searchParams, headers: { accept: 'application/pdf' } }).blob()
}

import { loadApi } from '#lib/api-loader.ts'
import { fileNameFromDisposition, localTimestamp, type DownloadedFile } from '#lib/download.ts'
import { documentKind } from '#shared/document-kinds'
import type { InstructionsState } from '../search-params.ts'

/**
 * The safety-instruction calls: `sdsRender/ipi/-{id}/{lang}/P` answers the HTML the
 * server builds from the SDS data; `…/pdf?format=A4|A2` the PDF, named by the server
 * SI_{type}_MM_DD_YYYY HH_mm after the local time sent with it.
 */
export type InstructionsFormat = 'A4' | 'A2'

const INSTRUCTIONS = documentKind('instructions')

function stateParams(state: InstructionsState): Record<string, string | number> {
  const params: Record<string, string | number> = { qrCode: state.qrCode ? '1' : '0' }
  if (state.version !== undefined) params.version = state.version
  return params
}

export async function fetchInstructionsHtml(id: string, lang: number, state: InstructionsState): Promise<string> {
  const api = await loadApi()
  return api.get(INSTRUCTIONS.paths.html(id, lang), { searchParams: stateParams(state), headers: { accept: 'text/html' } }).text()
}

/** The file's download name, should the answer carry none. */
export function instructionsFileName(format: InstructionsFormat, timestamp: string): string {
  const [date = '', time = ''] = timestamp.split('T')
  const [y, m, d] = date.split('-')
  return `${INSTRUCTIONS.fileNameCode}_${format}_${m}_${d}_${y} ${time.replace(':', '_')}.pdf`
}

export async function fetchInstructionsPdf(
  id: string,
  lang: number,
  state: InstructionsState,
  format: InstructionsFormat,
): Promise<DownloadedFile> {
  const api = await loadApi()
  const timestamp = localTimestamp()
  const res = await api.get(INSTRUCTIONS.paths.pdf(id, lang), {
    searchParams: { ...stateParams(state), format, timestamp },
    headers: { accept: 'application/pdf' },
  })
  return {
    blob: await res.blob(),
    fileName: fileNameFromDisposition(res.headers.get('content-disposition')) ?? instructionsFileName(format, timestamp),
  }
}

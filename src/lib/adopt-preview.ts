import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { PREVIEW_ID, type PreviewKind } from '#shared/page-preview'

/**
 * The server (or, offline, the service worker) sent the page's document with the shell
 * (shared/page-preview.ts). When it is the one the page's query asks for (same kind, product and
 * language, and the same version when the query names one: the TDS query asks for the newest,
 * which is what the server sends), it becomes the query's data, so the page shows the very same
 * document without downloading it a second time.
 */
export function adoptPreview(
  queryClient: QueryClient,
  queryKey: QueryKey,
  source: { kind: PreviewKind; id: string; lang: number; version?: number },
  toData: (html: string) => unknown,
): void {
  const preview = document.getElementById(PREVIEW_ID)
  if (!preview || queryClient.getQueryData(queryKey) !== undefined) return
  const { kind, dossier, lang, version } = preview.dataset
  if (kind !== source.kind || dossier !== source.id || Number(lang) !== source.lang) return
  if (source.version === undefined || Number(version) === source.version) queryClient.setQueryData(queryKey, toData(preview.innerHTML))
}

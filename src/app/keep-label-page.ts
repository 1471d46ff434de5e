/**
 * Loads the label preview page's code (app/offline.ts says when). Its own module, so the long list
 * of files that page needs is not in the dossier's first download.
 */
export function loadLabelPage(): Promise<unknown> {
  return import('../routes/$id/$il/ee/-components/label-preview-route.tsx').catch(() => undefined)
}

import type { Context } from 'hono'
import { previewTarget, shellWithPreview } from '../../shared/page-preview.ts'
import { strongEtag, type Rendered } from '../render/sds/cache.ts'
import type { SdsService } from '../render/sds/service.ts'

/**
 * The first answer of a navigation to an SDS page carries the sheet itself (shared/page-preview.ts):
 * a worker who scans a container reads the hazards as soon as the HTML arrives, without waiting
 * for the app's code, and with JavaScript off the sheet is still there to read. It is the same
 * sheet the SDS API answers (same render cache), for the version the address names or the current
 * one. Anything the page cannot show as it is (an unknown product, language or version, a
 * comparison, a sheet without its QR code, a render that cannot run now) gets the plain shell, and
 * the app decides what to show, as for any other page.
 */
export function sdsPageContent(service: SdsService, publicUrl: (c: Context) => string) {
  // One page per rendered sheet, kept as long as the render cache keeps the sheet.
  const pages = new WeakMap<Uint8Array, { shell: string; page: Rendered }>()

  return async (c: Context, shell: string): Promise<Rendered | undefined> => {
    const url = new URL(c.req.url)
    const target = previewTarget(url.pathname, url.search)
    if (!target) return undefined
    try {
      const state = await service.state(target.id)
      if (!state || !state.sdsLanguages.includes(target.lang)) return undefined
      const version = target.version ?? state.versions[0]?.id
      if (version === undefined || !state.versions.some((v) => v.id === version)) return undefined
      const sheet = await service.view({ state, versionId: version, langId: target.lang, qrUrl: service.qrUrl(state, publicUrl(c)) })
      const kept = pages.get(sheet.body)
      if (kept?.shell === shell) return kept.page
      const html = shellWithPreview(shell, Buffer.from(sheet.body).toString('utf8'), { id: target.id, lang: target.lang, version })
      if (html === undefined) return undefined
      const body = Buffer.from(html, 'utf8')
      const page = { body, etag: strongEtag(body) }
      pages.set(sheet.body, { shell, page })
      return page
    } catch {
      // The plain shell still opens the page; the app asks for the sheet and reports what fails.
      return undefined
    }
  }
}

import type { Context } from 'hono'
import { previewHtml, previewTarget, shellWithPreview, type PreviewSource, type PreviewTarget } from '#shared/page-preview'
import { permalinkUrl } from '../products/detail.ts'
import { strongEtag } from '../http/etag.ts'
import type { Rendered } from '../render/common/cache.ts'
import type { ProductState } from '../documents/product-state.ts'
import type { DocumentServices } from '../documents/services.ts'

/** A document as its API answers it (same render cache), and which one it is. */
interface Answer {
  rendered: Rendered
  version: PreviewSource['version']
}

/**
 * The first answer of a navigation to a document page (the SDS, the safety instructions, the TDS)
 * carries the document itself (shared/page-preview.ts): a worker who scans a container reads the
 * hazards as soon as the HTML arrives, without waiting for the app's code, and with JavaScript off
 * the document is still there to read. It is the same document its API answers (same render cache),
 * for the version the address names or the current one. Anything the page cannot show as it is (an
 * unknown product, language or version, a product without that document, a comparison, a document
 * without its QR code, a render that cannot run now) gets the plain shell, and the app decides what
 * to show, as for any other page.
 */
export function documentPageContent(services: DocumentServices, publicUrl: (c: Context) => string) {
  // One page per rendered document, kept as long as the render cache keeps the document.
  const pages = new WeakMap<Uint8Array, { shell: string; page: Rendered }>()

  /** The SDS version the address names, or the current one; undefined when the product has no such version. */
  const sdsVersion = (state: ProductState, target: PreviewTarget) => {
    const version = target.version ?? state.versions[0]?.id
    return version !== undefined && state.versions.some((v) => v.id === version) ? version : undefined
  }

  // The same checks as the document's API call: what that call refuses gets no preview.
  const answer = async (c: Context, target: PreviewTarget): Promise<Answer | undefined> => {
    if (target.kind === 'sds') {
      const state = await services.sds.state(target.id)
      if (!state || !state.sdsLanguages.includes(target.lang)) return undefined
      const version = sdsVersion(state, target)
      if (version === undefined) return undefined
      const qrUrl = services.sds.qrUrl(state, publicUrl(c))
      return { rendered: await services.sds.view({ state, versionId: version, langId: target.lang, qrUrl }), version }
    }
    if (target.kind === 'ipi') {
      const state = await services.ipi.state(target.id)
      if (!state || !state.instructionsEnabled || !state.sdsLanguages.includes(target.lang)) return undefined
      const version = sdsVersion(state, target)
      if (version === undefined) return undefined
      const qrUrl = permalinkUrl(publicUrl(c), state.permalink)
      return { rendered: await services.ipi.html({ state, versionId: version, langId: target.lang, qrUrl }), version }
    }
    const state = await services.tds.state(target.id)
    if (!state || !state.tdsEnabled || state.versions.length === 0 || !state.tdsLanguages.includes(target.lang)) return undefined
    const tdsVersion = state.tdsVersions[0]
    if (tdsVersion === undefined) return undefined
    return { rendered: await services.tds.view({ state, tdsVersion, langId: target.lang }), version: tdsVersion }
  }

  return async (c: Context, shell: string): Promise<Rendered | undefined> => {
    const url = new URL(c.req.url)
    const target = previewTarget(url.pathname, url.search)
    if (!target) return undefined
    try {
      const found = await answer(c, target)
      if (!found) return undefined
      const kept = pages.get(found.rendered.body)
      if (kept?.shell === shell) return kept.page
      const document = previewHtml(target.kind, Buffer.from(found.rendered.body).toString('utf8'))
      const html = document === undefined ? undefined : shellWithPreview(shell, document, { ...target, version: found.version })
      if (html === undefined) return undefined
      const body = Buffer.from(html, 'utf8')
      const page = { body, etag: strongEtag(body) }
      pages.set(found.rendered.body, { shell, page })
      return page
    } catch {
      // The plain shell still opens the page; the app asks for the document and reports what fails.
      return undefined
    }
  }
}

import { createHash } from 'node:crypto'
import type { Context } from 'hono'
import { dossierHomePreviewHtml } from '#shared/dossier-home-preview'
import { isInterfaceLanguage } from '#shared/languages'
import { shellWithHome } from '#shared/page-preview'
import { PERMALINK_PATTERN } from '#shared/permalink'
import type { AppDeps } from '../deps.ts'
import { interfaceTexts } from '../interface-texts.ts'
import { detailLanguage, toProductDetail } from '../products/detail.ts'
import { RenderCache, type Rendered } from '../render/common/cache.ts'
import { productStates } from '../documents/product-state.ts'
import { findProduct, findVersionSummary } from '../repos/products.ts'

const HOME = /^\/p\/([^/]+)\/([a-z]{2})\/pd\/(\d+)\/?$/

/** A dossier home's address: its permalink, interface language and document language. */
export function homeTarget(pathname: string) {
  const [, id = '', il = '', lang] = HOME.exec(pathname) ?? []
  if (!PERMALINK_PATTERN.test(id) || !isInterfaceLanguage(il)) return undefined
  return { id, il, lang: Number(lang) }
}

/**
 * The first answer of a navigation to the dossier home (pd) carries its top: the emergency strip,
 * the product's name and supplier and the hazard card (shared/dossier-home-preview.ts), painted
 * from the product detail the app would load for that document language (the same builder as the
 * detail call, current version), with the interface words of the address's language. A worker who
 * scans a container sees the signal word, the pictograms and the hazard statements before the
 * app's code has loaded, and with JavaScript off. An unknown product, one without a version, or a
 * failure gets the plain shell, and the app decides what to show, as for any other page.
 */
export function dossierHomePageContent(deps: Pick<AppDeps, 'db' | 'library' | 'publicUrl'>) {
  const states = productStates(deps.db)
  // Kept per product state, addresses' languages and shell: a changed product asks for other keys.
  const pages = new RenderCache({ maxEntries: 2000, maxBytes: 32 * 1024 * 1024 })

  return async (c: Context, shell: string): Promise<Rendered | undefined> => {
    const target = homeTarget(new URL(c.req.url).pathname)
    if (!target) return undefined
    try {
      const state = await states(target.id)
      if (!state || state.versions.length === 0) return undefined
      const publicUrl = deps.publicUrl ?? new URL(c.req.url).origin
      const key = [
        createHash('sha256').update(shell).digest('base64url'),
        target.id,
        target.il,
        target.lang,
        publicUrl,
        state.updatedAt,
        state.versions.map((v) => `${v.id}:${v.hash}`).join(','),
      ].join('|')
      return await pages.get(key, async () => {
        const record = await findProduct(deps.db, target.id)
        const current = record?.versions[0]
        if (!record || !current) throw new Error('the product has no current version')
        const product = await toProductDetail(record, await findVersionSummary(deps.db, current.id), {
          lang: detailLanguage(record, target.lang),
          publicUrl,
          library: deps.library,
          // The preview shows no attachments: nobody's restricted files are in it.
          restrictedVisible: () => false,
        })
        const html = shellWithHome(shell, dossierHomePreviewHtml(product, target.il, target.lang, interfaceTexts(target.il)), target)
        if (html === undefined) throw new Error('the shell has no empty root')
        return html
      })
    } catch {
      // The plain shell still opens the page; the app loads the detail and reports what fails.
      return undefined
    }
  }
}

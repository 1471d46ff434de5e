import { describe, expect, it } from 'vitest'
import { dossierDocuments, OFFLINE_SAVERS } from '#features/offline/documents.ts'
import { productDetailSchema } from '#shared/api/product-detail'
import { DETAIL_PATH, DOCUMENT_KINDS } from '#shared/document-kinds'
import { demoContextOfFile, EVERY_KIND } from '#test-support/server/demo-context.ts'

/**
 * Every registered document kind is saved for reading offline as its page asks for it: the saver
 * has an entry for each kind, produces each of the kind's saved forms for a product that has them
 * all, and each address it saves is one the server answers.
 */
const EVERYTHING = EVERY_KIND.permalink
const LANG = EVERY_KIND.lang
const demo = demoContextOfFile()

describe('document kinds offline', () => {
  it('the offline saver saves every saved form of every kind, from the demo product', async () => {
    const detail = productDetailSchema.parse(await (await demo().app.request(DETAIL_PATH(EVERYTHING))).json())
    const saved = new Set(dossierDocuments(detail, [LANG]).map((doc) => doc.kind))
    for (const kind of DOCUMENT_KINDS) {
      expect(OFFLINE_SAVERS[kind.id], kind.id).toBeDefined()
      for (const form of Object.values(kind.saved)) expect(saved.has(form), `${kind.id}: ${form}`).toBe(true)
    }
  })

  it('the saver asks for each document at the address the registry gives', async () => {
    const detail = productDetailSchema.parse(await (await demo().app.request(DETAIL_PATH(EVERYTHING))).json())
    for (const doc of dossierDocuments(detail, [LANG])) {
      const res = await demo().app.request(doc.url)
      expect(res.status, doc.url).toBe(200)
    }
  })
})

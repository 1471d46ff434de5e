import { Hono, type Context } from 'hono'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import { BRANDS, editionForHost, type EditionRules } from '#shared/brands'
import { DOC_LANGUAGES, docLanguageById } from '#shared/languages'
import { isBasicEmail, MAX_RECIPIENTS } from '#shared/share'
import { signedInOf } from '../auth/context.ts'
import { requireUser } from '../auth/middleware.ts'
import type { Accounts } from '../auth/settings.ts'
import type { Database } from '../db/schema.ts'
import type { Logger } from '../log.ts'
import { shareMessage } from '../mail/share-message.ts'
import { logShares } from '../notices/share-log.ts'
import { problem } from '../problem.ts'
import { workgroupProductsByIds } from '../repos/product-list.ts'
import { invalidFields, readFields } from './request-fields.ts'

/**
 * Message languages are the document languages (ids en 1, sl 2, de 3, …, is 26): the message can
 * be in the language of the sheet it links to, also where the interface has no translation.
 */
const MESSAGE_LANGUAGES = DOC_LANGUAGES

const list = <T extends z.ZodType>(item: T) => z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(item))
const productIds = list(z.coerce.number().int().positive()).pipe(
  z.array(z.number()).min(1, 'choose at least one product').max(100, 'at most 100 products'),
)
const emails = list(z.string().trim().refine(isBasicEmail, 'not an e-mail address'))
  .transform((all) => [...new Map(all.map((e) => [e.toLowerCase(), e])).values()])
  .pipe(z.array(z.string()).min(1, 'at least one recipient').max(MAX_RECIPIENTS, `at most ${MAX_RECIPIENTS} recipients`))
const messageLanguage = z.coerce
  .number()
  .int()
  .refine((id) => MESSAGE_LANGUAGES.some((l) => l.id === id), 'not a message language')
const documentLanguage = z.coerce
  .number()
  .int()
  .refine((id) => docLanguageById(id) !== undefined, 'not a document language')
const sdsFlag = z.enum(['1', '0', 'true', 'false']).transform((v) => v === '1' || v === 'true')

/** The request bodies of the share calls (also the OpenAPI document's). */
export const shareLangsRequest = z.object({ synonym_ids: productIds })
const messageFields = {
  emails,
  language_msg: messageLanguage,
  language_doc: documentLanguage.optional().or(z.literal('').transform(() => undefined)),
  sds: sdsFlag,
}
export const sharePreviewRequest = z.object({ ...messageFields, synonym_ids: productIds })
export const shareSendRequest = z.object({ ...messageFields, products: productIds, isChemius: z.string().optional() })

interface ShareDeps {
  db: Kysely<Database>
  log: Logger
  accounts: Accounts
  publicUrl?: string
  editions?: EditionRules
}

/** SDS languages every one of the products has (the dialog's document languages). */
function commonSdsLanguages(products: { sdsLangs: number[] }[]): number[] {
  const [first, ...rest] = products
  return (first?.sdsLangs ?? []).filter((id) => rest.every((p) => p.sdsLangs.includes(id)))
}

/** The share calls: languages for the dialog, the message preview, and sending. */
export function shareRoutes({ db, log, accounts, publicUrl, editions }: ShareDeps) {
  const productsOf = async (c: Context, ids: number[]) => {
    const workgroup = signedInOf(c)!.workgroup
    return workgroup ? workgroupProductsByIds(db, workgroup.id, ids) : undefined
  }
  const notFound = (c: Context) => problem(c, 404, 'Product not found', { detail: "One of the products is not in your workgroup's list" })
  const limited = async (c: Context, limiter: Accounts['limiters']['share'], key: string) => {
    const { allowed, retryAfter } = await limiter.hit(key)
    if (allowed) return undefined
    c.header('Retry-After', String(retryAfter))
    return problem(c, 429, 'Too many requests', { detail: 'Wait a while before sharing more' })
  }

  /** Validates a preview or send request into the message to build, or answers the problem. */
  const prepare = async (c: Context, fields: z.infer<typeof sharePreviewRequest> & { ids: number[] }) => {
    const products = await productsOf(c, fields.ids)
    if (!products) return { response: notFound(c) }
    const common = commonSdsLanguages(products)
    const messageLang = MESSAGE_LANGUAGES.find((l) => l.id === fields.language_msg)!
    if (fields.sds && (fields.language_doc === undefined || !common.includes(fields.language_doc))) {
      const reason =
        common.length === 0
          ? 'the products have no safety data sheet language in common'
          : 'not a safety data sheet language of every product'
      return {
        response: problem(c, 400, 'Invalid request', { detail: `language_doc: ${reason}`, errors: [{ pointer: '/language_doc', reason }] }),
      }
    }
    const { user } = signedInOf(c)!
    const baseUrl = publicUrl ?? new URL(c.req.url).origin
    const docLangId = fields.language_doc ?? messageLang.id
    const message = shareMessage({
      sender: { name: user.display_name, email: user.email },
      products: products.map((p) => ({ name: p.name, permalink: p.permalink })),
      messageLang: messageLang.code,
      docLangId,
      target: fields.sds ? 'sds' : 'ui',
      baseUrl,
      portalName: BRANDS[editionForHost(new URL(baseUrl).hostname, editions)].name,
    })
    return { message, user, lang: messageLang.code, docLangId }
  }

  return new Hono()
    .post('/shareProductLangs', requireUser, async (c) => {
      const parsed = shareLangsRequest.safeParse(await readFields(c))
      if (!parsed.success) return invalidFields(c, parsed.error)
      const products = await productsOf(c, parsed.data.synonym_ids)
      if (!products) return notFound(c)
      c.header('Cache-Control', 'private, no-store')
      return c.json({
        ui: MESSAGE_LANGUAGES.map((l) => ({ id: l.id, text: l.name })),
        sds: commonSdsLanguages(products).map((id) => ({ id, text: docLanguageById(id)!.name })),
      })
    })
    .post('/sharePreview', requireUser, async (c) => {
      const tooMany = await limited(c, accounts.limiters.preview, String(signedInOf(c)!.user.id))
      if (tooMany) return tooMany
      const parsed = sharePreviewRequest.safeParse(await readFields(c))
      if (!parsed.success) return invalidFields(c, parsed.error)
      const prepared = await prepare(c, { ...parsed.data, ids: parsed.data.synonym_ids })
      if ('response' in prepared) return prepared.response
      c.header('Cache-Control', 'private, no-store')
      return c.html(prepared.message.html)
    })
    .post('/group_action/share', requireUser, async (c) => {
      const tooMany = await limited(c, accounts.limiters.share, String(signedInOf(c)!.user.id))
      if (tooMany) return tooMany
      const parsed = shareSendRequest.safeParse(await readFields(c))
      if (!parsed.success) return invalidFields(c, parsed.error)
      const prepared = await prepare(c, { ...parsed.data, synonym_ids: parsed.data.products, ids: parsed.data.products })
      if ('response' in prepared) return prepared.response
      if (!accounts.mailer) return problem(c, 503, 'E-mail is not configured')
      const { message, user, lang, docLangId } = prepared
      // One message per recipient: nobody learns who else got the link. Each one sent goes into
      // the share log, so a revised sheet can be sent to them again (revision notices).
      let sent = 0
      // The e-mails are gone by then: a share log that cannot be written must not turn them into an error.
      const logSent = (recipients: string[]) =>
        logShares(
          db,
          recipients.flatMap((recipient) =>
            [...new Set(parsed.data.products)].map((productId) => ({
              productId,
              sharedBy: user.id,
              recipient,
              messageLang: lang,
              docLangId,
            })),
          ),
        ).catch((error: unknown) => log.error('share log not written', { user: user.id, error: String(error) }))
      for (const to of parsed.data.emails) {
        try {
          await accounts.mailer.send({
            to,
            subject: message.subject,
            html: message.html,
            text: message.text,
            lang,
            replyTo: { name: user.display_name, address: user.email },
          })
          sent += 1
        } catch (error) {
          log.error('share e-mail failed', { user: user.id, error: String(error) })
          await logSent(parsed.data.emails.slice(0, sent))
          return problem(c, 502, 'The e-mail could not be sent', { detail: `Sent to ${sent} of ${parsed.data.emails.length} recipients` })
        }
      }
      await logSent(parsed.data.emails)
      log.info('products shared', { user: user.id, recipients: sent, products: parsed.data.products.length })
      return c.json({ data: { sent } })
    })
}

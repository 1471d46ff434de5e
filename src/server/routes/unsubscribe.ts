import { Hono, type Context } from 'hono'
import type { Kysely } from 'kysely'
import { docLanguageByCode, type DocLanguageCode } from '#shared/languages'
import type { Database } from '../db/schema.ts'
import type { Logger } from '../log.ts'
import { NOTICE_TEXTS } from '../mail/notice-texts.ts'
import { escapeHtml } from '../mail/share-message.ts'
import { addressOfToken, unsubscribe } from '../notices/unsubscribe.ts'
import { unsubscribeQuery } from '../openapi/parameters.ts'

interface UnsubscribeDeps {
  db: Kysely<Database>
  log: Logger
  secret: string
}

/**
 * The unsubscribe link of a revision notice, without signing in. Opening it (GET) only asks, with a
 * button: mail scanners open every link of a message, and must not unsubscribe anyone by doing so.
 * The button, and a mail program's one-click unsubscribe (RFC 8058), POST to the same address.
 * A plain page rendered here, without script or style, so it works under the portal's CSP. Its
 * query is parsed with the schema the OpenAPI document publishes; a refused one gets the same 400
 * page as a token this server did not sign (a person opened the link, not a program).
 */
export function unsubscribeRoutes({ db, log, secret }: UnsubscribeDeps) {
  const page = (c: Context, status: 200 | 400, lang: DocLanguageCode, body: string) => {
    const t = NOTICE_TEXTS[lang]
    c.header('Cache-Control', 'no-store')
    c.header('Referrer-Policy', 'no-referrer')
    return c.html(
      [
        '<!doctype html>',
        `<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
        // The portal's own icon: without one the browser asks for /favicon.ico, which the portal has not.
        `<meta name="robots" content="noindex"><link rel="icon" href="/p/icons/icon.svg" type="image/svg+xml"><title>${escapeHtml(t.pageTitle)}</title></head><body>`,
        `<main><h1>${escapeHtml(t.pageTitle)}</h1>${body}</main>`,
        '</body></html>',
      ].join('\n'),
      status,
    )
  }
  const read = (c: Context) => {
    const query = unsubscribeQuery.safeParse(c.req.query())
    // Only the token can be refused: the page of a refused one is still in the asked language.
    const asked = c.req.query('lang') ?? ''
    const lang: DocLanguageCode = docLanguageByCode(asked)?.code ?? 'en'
    const address = query.success ? addressOfToken(secret, query.data.token) : undefined
    return { lang, address }
  }

  return new Hono()
    .get('/unsubscribe', (c) => {
      const { lang, address } = read(c)
      const t = NOTICE_TEXTS[lang]
      if (!address) return page(c, 400, lang, `<p>${escapeHtml(t.invalid)}</p>`)
      // The form posts back to this very address (token and language in its query).
      const action = `?${new URL(c.req.url).searchParams.toString()}`
      return page(
        c,
        200,
        lang,
        `<form method="post" action="${escapeHtml(action)}"><p>${escapeHtml(t.question(address))}</p><button type="submit">${escapeHtml(t.button)}</button></form>`,
      )
    })
    .post('/unsubscribe', async (c) => {
      const { lang, address } = read(c)
      const t = NOTICE_TEXTS[lang]
      if (!address) return page(c, 400, lang, `<p>${escapeHtml(t.invalid)}</p>`)
      await unsubscribe(db, address)
      log.info('revision notices unsubscribed')
      return page(c, 200, lang, `<p>${escapeHtml(t.done(address))}</p>`)
    })
}

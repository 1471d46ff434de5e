import { Hono, type Context } from 'hono'
import type { Kysely } from 'kysely'
import type { EditionRules } from '#shared/brands'
import type { Database } from '../db/schema.ts'
import type { Logger } from '../log.ts'
import { appInitRoutes } from '../routes/app-init.ts'
import { oauth2Routes } from '../routes/oauth2.ts'
import { productListRoutes } from '../routes/product-list.ts'
import { shareRoutes } from '../routes/share.ts'
import { unsubscribeRoutes } from '../routes/unsubscribe.ts'
import { signedInOf, throwUnauthorized } from './context.ts'
import { authMiddleware } from './middleware.ts'
import { resolveAccounts, type AccountsOptions } from './settings.ts'

interface AccountsDeps {
  db: Kysely<Database>
  log: Logger
  publicUrl?: string
  accounts?: AccountsOptions
  editions?: EditionRules
}

/**
 * Sign-in and everything behind it: the middleware that reads the session on every API call, the
 * OAuth token calls, app/init, the workgroup's product list, sharing by e-mail and the unsubscribe
 * link of revision notices (signed with the same secret).
 */
export function accountsApp(deps: AccountsDeps) {
  const accounts = resolveAccounts(deps.db, deps.accounts)
  const routeDeps = { db: deps.db, log: deps.log, accounts, publicUrl: deps.publicUrl, editions: deps.editions }
  const routes = new Hono()
    .route('/api/oauth2', oauth2Routes(routeDeps))
    .route('/api/v1/app', appInitRoutes())
    .route('/api/v1/products', productListRoutes(routeDeps))
    .route('/api/v1/products', shareRoutes(routeDeps))
    .route('/api/v1/notices', unsubscribeRoutes({ db: deps.db, log: deps.log, secret: accounts.secret }))

  /** A file restricted to a workgroup opens for its signed-in members; an expired token earns 401 so the app refreshes. */
  const canOpenRestricted = (c: Context, workgroup: string): boolean => {
    const signedIn = signedInOf(c)
    if (!signedIn && c.get('authFailure') === 'expired') throwUnauthorized(c)
    return signedIn?.workgroups.some((w) => w.name === workgroup) ?? false
  }

  return { middleware: authMiddleware(deps.db, accounts), routes, canOpenRestricted }
}

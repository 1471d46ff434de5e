import type { Hono } from 'hono'
import { DOCUMENT_KINDS, type DocumentKindId } from '#shared/document-kinds'
import { digitalLabelKind } from './digital-label.ts'
import { instructionsKind } from './instructions.ts'
import { labelKind } from './labels.ts'
import { sdsKind } from './sds.ts'
import type { KindCall, KindDeps, ServerKind } from './server-kind.ts'
import { tdsKind } from './tds.ts'

/** Every registered document kind's part of the server: a kind missing here does not compile. */
export const SERVER_KINDS: { [Id in DocumentKindId]: ServerKind<Id> } = {
  sds: sdsKind,
  tds: tdsKind,
  label: labelKind,
  instructions: instructionsKind,
  'digital-label': digitalLabelKind,
}

/**
 * Mounts every kind's routes, in the registry's order. Their addresses do not overlap, so their order
 * does not matter; they go before the API's not-found answer and the app shell, which would take them.
 */
export function mountDocumentKinds(app: Hono, deps: KindDeps): void {
  for (const { id } of DOCUMENT_KINDS) {
    const server: ServerKind = SERVER_KINDS[id]
    const routes = server.routes(deps)
    for (const prefix of server.mountedAt) app.route(prefix, routes)
  }
}

/** A route's path under a prefix, as Hono joins them ("/" adds nothing). */
function underPrefix(prefix: string, path: string): string {
  return prefix === '/' ? path : `${prefix.replace(/\/$/, '')}${path}`
}

/**
 * Every kind's calls under every prefix it is mounted at, keyed like the app's route table
 * ("GET /api/v1/p/tds/view/:lang/:dashId"). Grouped by prefix, in the order the kinds first use
 * them, and by kind within a prefix: the published API document lists them in this order.
 */
export function documentKindCalls(): [string, KindCall][] {
  const servers: ServerKind[] = DOCUMENT_KINDS.map(({ id }) => SERVER_KINDS[id])
  const prefixes = [...new Set(servers.flatMap((server) => server.mountedAt))]
  return prefixes.flatMap((prefix) =>
    servers
      .filter((server) => server.mountedAt.includes(prefix))
      .flatMap((server) =>
        Object.entries(server.calls).map(([key, call]): [string, KindCall] => {
          const [method, path] = key.split(' ') as [string, string]
          return [`${method} ${underPrefix(prefix, path)}`, call]
        }),
      ),
  )
}

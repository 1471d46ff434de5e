import type { Hono } from 'hono'
import { DOCUMENT_KINDS, type DocumentKindId } from '#shared/document-kinds'
import { digitalLabelKind } from './digital-label.ts'
import { instructionsKind } from './ipi.ts'
import { labelKind } from './labels.ts'
import { sdsKind } from './sds.ts'
import type { KindDeps, ServerKind } from './server-kind.ts'
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

import type { Hono } from 'hono'
import type { DocumentKindId } from '#shared/document-kinds'
import type { AppDeps } from '../deps.ts'
import type { DocumentServices } from '../documents/services.ts'
import type { Renderer } from '../render/pool/jobs.ts'

/** What a document kind's routes are built from: the app's dependencies and its document services. */
export interface KindDeps extends AppDeps {
  renderer: Renderer
  /** Shared with the document pages' first answers, so a page and its API call render once. */
  services: DocumentServices
}

/**
 * A document kind's part of the server: its calls (those its registry paths name, and any others
 * it answers) and where they are mounted. The app mounts every registered kind from one table keyed
 * by kind id (server-kinds.ts), so a kind without its server part does not compile.
 */
export interface ServerKind<Id extends DocumentKindId = DocumentKindId> {
  kind: Id
  /** The prefixes its routes answer under; the same routes (one render cache) at each. */
  mountedAt: readonly string[]
  /** Its routes, built once per app. */
  routes(deps: KindDeps): Hono
}

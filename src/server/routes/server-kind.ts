import type { Hono } from 'hono'
import type { DocumentKindId } from '#shared/document-kinds'
import type { AppDeps } from '../deps.ts'
import type { DocumentServices } from '../documents/services.ts'
import type { Operation } from '../openapi/operations.ts'
import type { Renderer } from '../render/pool/jobs.ts'
import type { RouteAccess } from '../route-access.ts'

/** What a document kind's routes are built from: the app's dependencies and its document services. */
export interface KindDeps extends AppDeps {
  renderer: Renderer
  /** Shared with the document pages' first answers, so a page and its API call render once. */
  services: DocumentServices
}

/**
 * What is decided of each call beside the route that answers it: who may make it, and its entry in
 * the published API document (none for a page for browsers, such as the digital label's).
 */
export interface KindCall {
  access: RouteAccess
  operation?: Operation
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
  /**
   * Each of its routes, keyed "METHOD /path" as the routes declare it (without the prefix): the
   * route-access table and the API document take them, under every prefix, from here.
   */
  calls: Record<string, KindCall>
}

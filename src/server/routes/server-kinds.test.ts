import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { DOCUMENT_KINDS, type DocumentKindId } from '#shared/document-kinds'
import { createDocumentServices } from '../documents/services.ts'
import { createLogger } from '../log.ts'
import { inProcessRenderer } from '../render/pool/jobs.ts'
import type { KindDeps, ServerKind } from './server-kind.ts'
import { routeKeys } from '../route-access.ts'
import { documentKindCalls, SERVER_KINDS } from './server-kinds.ts'
import { demoContextOfFile } from '#test-support/server/demo-context.ts'

/**
 * Each document kind's server module answers every call its registry entry names, and no other
 * kind's module takes one of them: the app mounts the kinds in a loop whose order must not matter.
 * Asked for a product no one has, so each route only looks it up (whether the calls answer with
 * the documents is the registry's completeness test, on the whole app).
 */
const demo = demoContextOfFile()
const UNKNOWN = 'nOSuchProduct000'
const UNROUTED = 'x-unrouted'

/** One kind's module alone on an app whose not-found answer says that no route took the call. */
function appOf(server: ServerKind): Hono {
  const { db, library } = demo()
  const deps: KindDeps = {
    db: db.kysely,
    library,
    log: createLogger('silent'),
    appVersion: 'test',
    renderer: inProcessRenderer(library),
    services: createDocumentServices({ db: db.kysely, library }),
  }
  const app = new Hono()
  const routes = server.routes(deps)
  for (const prefix of server.mountedAt) app.route(prefix, routes)
  app.notFound((c) => c.body(null, 404, { [UNROUTED]: '1' }))
  return app
}

/** Every call a kind's registry entry names, for the unknown product: (id), (id, lang) or a page's (id, interface language, lang). */
function callsOf(kind: (typeof DOCUMENT_KINDS)[number]): string[] {
  return Object.values(kind.paths).map((build: (...args: never[]) => string) => {
    const call = build as (...args: unknown[]) => string
    return build.length === 3 ? call(UNKNOWN, 'en', 1) : call(UNKNOWN, 1)
  })
}

describe('the server modules of the document kinds', () => {
  it('each answers its own kind’s calls and none of another kind’s', async () => {
    const ids = DOCUMENT_KINDS.map((kind) => kind.id)
    const apps = Object.fromEntries(ids.map((id) => [id, appOf(SERVER_KINDS[id])])) as Record<DocumentKindId, Hono>
    for (const kind of DOCUMENT_KINDS) {
      for (const call of callsOf(kind)) {
        for (const id of ids) {
          const res = await apps[id].request(call)
          expect(res.headers.has(UNROUTED), `${id} module asked ${call} (a ${kind.id} call)`).toBe(id !== kind.id)
        }
      }
    }
  })

  // The route-access table and the API document take a kind's calls from its declaration: a route
  // it answers but does not declare would have no access decision, one it declares but does not
  // answer would be published.
  it('each declares exactly the calls it answers, under each of its prefixes', () => {
    const answered = DOCUMENT_KINDS.flatMap(({ id }) => routeKeys(appOf(SERVER_KINDS[id]).routes))
    expect(
      documentKindCalls()
        .map(([key]) => key)
        .sort(),
    ).toEqual([...new Set(answered)].sort())
  })
})

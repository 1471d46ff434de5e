/**
 * Who may call each route of the portal, decided once per route. The test beside this file reads
 * the app's own route table: a route that is not listed here fails it, and so does a route whose
 * behaviour does not match its entry. Adding a route means deciding here.
 *
 * - public: anyone; what it shows is public (restricted attachments check membership themselves).
 * - signed-in: a signed-in user (401 otherwise); answers only about the caller and the caller's
 *   current workgroup.
 * - workgroup: a signed-in member of a workgroup whose product list has the named product(s);
 *   401 without a session, 404 for another workgroup's product (as for an unknown one).
 * - operator: the metrics bearer token, or a request from the machine itself.
 */
import { documentKindCalls } from './routes/server-kinds.ts'

export type RouteAccess = 'public' | 'signed-in' | 'workgroup' | 'operator'

export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  'GET /healthz': 'public',
  'GET /readyz': 'public',
  'GET /metrics': 'operator',
  'GET /api/openapi.json': 'public',
  'GET /api/docs': 'public',
  'GET /api/docs/:file': 'public',
  'POST /api/oauth2/token': 'public',
  'POST /api/oauth2/logout': 'public',
  'GET /api/v1/app/init': 'signed-in',
  'GET /api/v1/products/list': 'signed-in',
  'POST /api/v1/products/shareProductLangs': 'workgroup',
  'POST /api/v1/products/sharePreview': 'workgroup',
  'POST /api/v1/products/group_action/share': 'workgroup',
  'GET /api/v1/notices/unsubscribe': 'public',
  'POST /api/v1/notices/unsubscribe': 'public',
  'GET /api/v1/products/:dashId/detail': 'public',
  // Every product's dossier is public by its permalink; the answer names the permalink and the name only.
  'GET /api/v1/products/byCode': 'public',
  'GET /api/v1/products/:dashId/attachments/:attachmentId': 'public',
  'GET /api/v1/products/:dashId/compliance': 'workgroup',
  // The same content as the public safety data sheet.
  'GET /api/v1/products/:dashId/sdscom.xml': 'public',
  // For the caller's current workgroup: a product that exists must be in its list (403 otherwise).
  'POST /api/v1/import': 'signed-in',
  'GET /api/v1/pictograms/:file': 'public',
  // The document kinds' calls, decided beside their routes (routes/server-kinds.ts).
  ...Object.fromEntries(documentKindCalls().map(([key, { access }]) => [key, access])),
  'GET /assets/app.config.json': 'public',
  'GET /v2/assets/config/:file{(config|development|tests)\\.json}': 'public',
  'GET /assets/themes/:file': 'public',
  'GET /i18n/:lang': 'public',
  'GET /api/v1/tools/trans/:lang': 'public',
  'GET /robots.txt': 'public',
  'GET /': 'public',
  'GET /p': 'public',
  'GET /p/*': 'public',
}

/** The routes of an app as "METHOD path", without the middleware that runs for every path. */
export function routeKeys(routes: readonly { method: string; path: string }[]): string[] {
  return [...new Set(routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`))]
}

import { z } from 'zod'
import { appInitSchema, productListSchema, shareLangsSchema, shareResultSchema, tokenErrorSchema } from '#shared/api/account'
import { productDetailSchema } from '#shared/api/product-detail'
import { MAX_PRODUCTS_PER_CODE } from '../repos/product-codes.ts'
import { logoutRequest, tokenRequest } from '../routes/oauth2.ts'
import { productCodeQuery } from '../routes/product-code.ts'
import { productListQuery } from '../routes/product-list.ts'
import { shareLangsRequest, sharePreviewRequest, shareSendRequest } from '../routes/share.ts'
import { documentKindCalls } from '../routes/server-kinds.ts'
import { file, html, invalid, json, notFound, problem, unauthorized } from './document-calls.ts'
import * as q from './parameters.ts'

const located = z.object({ pointer: z.string(), reason: z.string() })
/** The answer of POST /api/v1/import. */
export const importResultSchema = z.object({
  results: z.array(z.object({ permalink: z.string(), version: z.string(), outcome: z.enum(['created', 'updated', 'unchanged']) })),
  warnings: z.array(located),
  /** Revision notices queued for recipients of earlier versions (REACH Art. 31(9)); 0 without PUBLIC_URL. */
  notices: z.number().int(),
})

/** A zod or zod/mini schema: z.toJSONSchema reads both. */
export type Schema = z.core.$ZodType

export interface Answer {
  description: string
  /** Media type of the body; none for an empty answer. */
  type?: string
  /** The JSON body's schema, where the portal has one. */
  schema?: Schema
}

export interface Operation {
  summary: string
  tag: 'Products' | 'Documents' | 'Labels' | 'Accounts' | 'Sharing' | 'Configuration' | 'Operations'
  /** Query parameters: a zod object. */
  query?: z.ZodObject
  /** A form-encoded request body. */
  form?: Schema
  /** A request body that is a file (its media types), e.g. a dossier file to import. */
  file?: { description: string; types: string[] }
  /** Needs a signed-in user (cookie or bearer token). */
  signedIn?: boolean
  responses: Record<number, Answer>
}

/**
 * Every call of the API, keyed like the app's route table ("METHOD path" with Hono's :params).
 * The OpenAPI document is built from this table, and a test fails when a route of the app is not in it.
 */
export const OPERATIONS: Record<string, Operation> = {
  'GET /healthz': {
    summary: 'Liveness',
    tag: 'Operations',
    responses: { 200: json('the process answers', z.object({ status: z.literal('ok') })) },
  },
  'GET /readyz': {
    summary: 'Readiness: the database answers and the server is not draining',
    tag: 'Operations',
    responses: { 200: json('ready', z.object({ status: z.string() })), 503: json('not ready', z.object({ status: z.string() })) },
  },
  'GET /metrics': {
    summary: 'Prometheus metrics (METRICS_TOKEN bearer token, or a loopback client)',
    tag: 'Operations',
    responses: { 200: file('metrics', 'text/plain'), 403: file('no token', 'text/plain') },
  },
  'GET /api/openapi.json': { summary: 'This document', tag: 'Operations', responses: { 200: json('OpenAPI 3.1') } },
  'GET /api/docs': {
    summary: 'This document in a viewer (Swagger UI), with a plain reference for readers without JavaScript',
    tag: 'Operations',
    responses: { 200: html('the reference') },
  },
  'GET /api/docs/:file': {
    summary: 'A file of the reference viewer (swagger-ui.css, swagger-ui-bundle.js, init.js, page.css)',
    tag: 'Operations',
    responses: {
      200: { description: 'the file (text/css or text/javascript)' },
      304: { description: 'not modified' },
      404: problem('no such file'),
    },
  },
  'POST /api/oauth2/token': {
    summary: 'Sign in (password grant) or renew the tokens (refresh_token grant)',
    tag: 'Accounts',
    form: tokenRequest,
    responses: {
      200: json(
        'tokens, and the session cookies',
        z.object({ access_token: z.string(), refresh_token: z.string(), token_type: z.literal('Bearer'), expires_in: z.number() }),
      ),
      400: json('a field is missing or wrong', tokenErrorSchema),
      401: json('wrong name or password, or the session expired', tokenErrorSchema),
      403: json('account locked, or another site’s Origin', tokenErrorSchema),
      429: json('too many attempts', tokenErrorSchema),
    },
  },
  'POST /api/oauth2/logout': {
    summary: 'Sign out: the session is revoked and the cookies cleared',
    tag: 'Accounts',
    form: logoutRequest,
    responses: {
      204: { description: 'signed out' },
      400: json('refresh_token is not one text of at most 1024 characters', tokenErrorSchema),
    },
  },
  'GET /api/v1/app/init': {
    summary: 'The signed-in user and workgroups',
    tag: 'Accounts',
    signedIn: true,
    responses: { 200: json('user settings', appInitSchema), 401: unauthorized },
  },
  'GET /api/v1/products/list': {
    summary: 'The selected workgroup’s products, searched and paged',
    tag: 'Products',
    signedIn: true,
    query: productListQuery,
    responses: { 200: json('one page of products', productListSchema), 400: invalid, 401: unauthorized },
  },
  'POST /api/v1/products/shareProductLangs': {
    summary: 'Message languages and the SDS languages the products share',
    tag: 'Sharing',
    signedIn: true,
    form: shareLangsRequest,
    responses: { 200: json('languages', shareLangsSchema), 400: invalid, 401: unauthorized, 404: notFound },
  },
  'POST /api/v1/products/sharePreview': {
    summary: 'The share e-mail as it will be sent',
    tag: 'Sharing',
    signedIn: true,
    form: sharePreviewRequest,
    responses: { 200: html('the e-mail'), 400: invalid, 401: unauthorized, 404: notFound, 429: problem('too many previews') },
  },
  'POST /api/v1/products/group_action/share': {
    summary: 'Send the products by e-mail, one message per recipient (logged for revision notices)',
    tag: 'Sharing',
    signedIn: true,
    form: shareSendRequest,
    responses: {
      200: json('how many were sent', shareResultSchema),
      400: invalid,
      401: unauthorized,
      404: notFound,
      429: problem('too many shares'),
      502: problem('the mail server refused'),
      503: problem('e-mail is not configured'),
    },
  },
  'GET /api/v1/notices/unsubscribe': {
    summary: 'Asks whether to stop revision notices to the token’s address (no sign-in)',
    tag: 'Sharing',
    query: q.unsubscribeQuery,
    responses: { 200: html('the question'), 400: html('not a valid token') },
  },
  'POST /api/v1/notices/unsubscribe': {
    summary: 'Stops revision notices to the token’s address (no sign-in; RFC 8058 one-click)',
    tag: 'Sharing',
    query: q.unsubscribeQuery,
    responses: { 200: html('done'), 400: html('not a valid token') },
  },
  'GET /api/v1/products/:dashId/detail': {
    summary: 'Everything the dossier pages show of a product',
    tag: 'Products',
    query: q.detailQuery,
    responses: { 200: json('the product detail', productDetailSchema), 304: { description: 'not modified' }, 400: invalid, 404: notFound },
  },
  'GET /api/v1/products/byCode': {
    summary: 'The dossiers of the products with this product or article code (exact, any letter case)',
    tag: 'Products',
    query: productCodeQuery,
    responses: {
      200: json(
        'the products, by name (none when no product has the code)',
        z.object({ products: z.array(z.object({ permalink: z.string(), name: z.string() })).max(MAX_PRODUCTS_PER_CODE) }),
      ),
      400: invalid,
    },
  },
  'GET /api/v1/products/:dashId/attachments/:attachmentId': {
    summary: 'An attached file',
    tag: 'Products',
    query: q.attachmentQuery,
    responses: {
      200: file('the file', 'application/octet-stream'),
      400: invalid,
      401: unauthorized,
      403: problem('restricted to a workgroup'),
      404: notFound,
    },
  },
  'GET /api/v1/products/:dashId/compliance': {
    summary: 'The compliance report of the stored product (REACH Annex II points)',
    tag: 'Products',
    signedIn: true,
    responses: { 200: json('errors and warnings'), 401: unauthorized, 404: notFound },
  },
  'GET /api/v1/products/:dashId/sdscom.xml': {
    summary: 'One version of the product in one language as SDScom 5.6 XML (the eSDScom exchange format)',
    tag: 'Products',
    query: q.sdscomQuery,
    responses: {
      200: file(
        'the SDScom DatasheetFeed, valid against the SDScom 5.6 schema; the Dossier-Not-Carried header lists, by JSON pointer, the parts of the dossier the file leaves out (its other languages, technical data sheet content, presentation)',
        'application/xml',
      ),
      400: invalid,
      404: notFound,
      422: problem('SDScom asks for something the product does not hold (errors[] names it)'),
    },
  },
  'POST /api/v1/import': {
    summary: 'Imports one dossier file (SDScom 5.6 XML or dossier JSON) for the current workgroup, all or nothing',
    tag: 'Products',
    signedIn: true,
    file: { description: 'the file, at most 5 MB', types: ['application/xml', 'text/xml', 'application/json'] },
    responses: {
      200: json('what was written, and the SDScom content the portal could not hold (pointer: its XPath)', importResultSchema),
      401: unauthorized,
      403: problem('no workgroup chosen'),
      413: problem('the file is larger than 5 MB'),
      415: problem('not XML or JSON'),
      422: problem('refused: errors[] names each XPath (XML) or JSON pointer and the rule; nothing was written'),
    },
  },
  'GET /api/v1/pictograms/:file': {
    summary: 'A GHS pictogram (GHS01.svg … GHS09.svg)',
    tag: 'Documents',
    responses: { 200: file('the pictogram', 'image/svg+xml'), 404: problem('no such pictogram') },
  },
  // The document kinds' calls, declared beside their routes (routes/server-kinds.ts).
  ...Object.fromEntries(documentKindCalls().flatMap(([key, { operation }]) => (operation ? [[key, operation]] : []))),
  'GET /assets/app.config.json': {
    summary: 'Start-up configuration of the app',
    tag: 'Configuration',
    responses: { 200: json('configuration') },
  },
  'GET /v2/assets/config/:file{(config|development|tests)\\.json}': {
    summary: 'Runtime configuration and feature flags',
    tag: 'Configuration',
    responses: { 200: json('configuration') },
  },
  'GET /assets/themes/:file': {
    summary: 'A brand theme',
    tag: 'Configuration',
    responses: { 200: json('name, brand, logo and colours'), 404: problem('no such theme') },
  },
  'GET /i18n/:lang': {
    summary: 'An interface catalog',
    tag: 'Configuration',
    responses: { 200: json('messages'), 404: problem('no such interface language') },
  },
  'GET /api/v1/tools/trans/:lang': {
    summary: 'An interface catalog (the address existing clients use)',
    tag: 'Configuration',
    responses: { 200: json('messages'), 404: problem('no such interface language') },
  },
}

/**
 * Routes of the app that are pages or files for browsers and crawlers, not API calls: the document
 * leaves them out (robots.txt is for crawlers; a kind's call without an operation, such as the
 * digital label, is a page of the dossier).
 */
export const PAGE_ROUTES = [
  'GET /',
  'GET /p',
  'GET /p/*',
  'GET /robots.txt',
  ...documentKindCalls().flatMap(([key, { operation }]) => (operation ? [] : [key])),
]

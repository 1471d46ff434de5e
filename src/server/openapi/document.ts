import { z } from 'zod'
import { OPERATIONS, type Answer, type Operation, type Schema } from './operations.ts'

/** Path parameters, the same in every call that has them. */
const PATH_PARAMETERS: Record<string, string> = {
  dashId: 'the product’s permalink after a dash: -{permalink}',
  id: 'the product’s numeric id',
  lang: 'a document language id (1 English, 2 Slovenian, 3 German, …)',
  attachmentId: 'the attachment’s id in the product detail',
  file: 'a file name',
}

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1) of a zod schema, as sent (input) or as answered (output). */
export function jsonSchemaOf(schema: Schema, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' })
  return rest
}

/** Hono's "/a/:b{regex}/c" as OpenAPI's "/a/{b}/c", with each parameter's pattern. */
export function openApiPath(route: string): { path: string; parameters: { name: string; pattern?: string }[] } {
  const parameters: { name: string; pattern?: string }[] = []
  const path = route.replace(/:(\w+)(\{((?:[^{}]|\{[^}]*\})*)\})?/g, (_all, name: string, _braces, pattern?: string) => {
    parameters.push({ name, pattern: pattern ? `^${pattern}$` : undefined })
    return `{${name}}`
  })
  return { path, parameters }
}

function queryParameters(query: Operation['query']) {
  if (!query) return []
  const schema = jsonSchemaOf(query, 'input') as { properties?: Record<string, Record<string, unknown>>; required?: string[] }
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property
    return { name, in: 'query', required: schema.required?.includes(name) ?? false, description, schema: rest }
  })
}

function answer({ description, type, schema }: Answer) {
  if (!type) return { description }
  return { description, content: { [type]: schema ? { schema: jsonSchemaOf(schema, 'output') } : {} } }
}

/**
 * The OpenAPI 3.1 document of every call, built from OPERATIONS: parameters and bodies from the zod
 * schemas the server parses with, answers from the schemas the app parses them with.
 */
export function openApiDocument(appVersion: string) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const [key, operation] of Object.entries(OPERATIONS)) {
    const [method, route] = key.split(' ') as [string, string]
    const { path, parameters } = openApiPath(route)
    const operationId = `${method.toLowerCase()}${path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(\w)?/g, (_m, c?: string) => (c ?? '').toUpperCase())}`
    paths[path] ??= {}
    paths[path][method.toLowerCase()] = {
      operationId,
      summary: operation.summary,
      tags: [operation.tag],
      parameters: [
        ...parameters.map(({ name, pattern }) => ({
          name,
          in: 'path',
          required: true,
          description: PATH_PARAMETERS[name],
          schema: { type: 'string', ...(pattern ? { pattern } : {}) },
        })),
        ...queryParameters(operation.query),
      ],
      ...(operation.form
        ? {
            requestBody: {
              required: true,
              content: { 'application/x-www-form-urlencoded': { schema: jsonSchemaOf(operation.form, 'input') } },
            },
          }
        : {}),
      ...(operation.file
        ? {
            requestBody: {
              required: true,
              description: operation.file.description,
              content: Object.fromEntries(operation.file.types.map((t) => [t, { schema: { type: 'string' } }])),
            },
          }
        : {}),
      ...(operation.signedIn ? { security: [{ session: [] }, { bearer: [] }] } : {}),
      responses: Object.fromEntries(Object.entries(operation.responses).map(([status, a]) => [status, answer(a)])),
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Dossier API',
      version: appVersion,
      description:
        'Product documentation by permalink: product detail, safety data sheets, technical data sheets, safety instructions, labels, the signed-in product list and sharing. Errors answer RFC 9457 problem details. A write authenticated by cookie needs the X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie; chemius-workgroup-id selects the workgroup. Form fields that repeat are sent as name[] (emails[], products[]).',
    },
    paths,
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'token', description: 'the access token cookie set by POST /api/oauth2/token' },
        bearer: { type: 'http', scheme: 'bearer', description: 'the access_token of POST /api/oauth2/token' },
      },
    },
  }
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>

import { escapeHtml } from '../mail/share-message.ts'
import type { OpenApiDocument } from './document.ts'

interface Parameter {
  name: string
  in: string
  required: boolean
  description?: string
  schema: unknown
}
interface OperationObject {
  operationId: string
  summary: string
  tags: string[]
  parameters: Parameter[]
  requestBody?: { content: Record<string, { schema: unknown }> }
  security?: unknown[]
  responses: Record<string, { description: string; content?: Record<string, { schema?: unknown }> }>
}

const code = (value: unknown) => `<pre><code>${escapeHtml(JSON.stringify(value, null, 2))}</code></pre>`
const schemaBlock = (label: string, schema: unknown) => `<details><summary>${escapeHtml(label)}</summary>${code(schema)}</details>`

function operationHtml(method: string, path: string, op: OperationObject): string {
  const parameters =
    op.parameters.length === 0
      ? ''
      : [
          '<table><thead><tr><th scope="col">parameter</th><th scope="col">in</th><th scope="col">required</th><th scope="col">what</th><th scope="col">schema</th></tr></thead><tbody>',
          ...op.parameters.map(
            (p) =>
              `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td><td>${escapeHtml(p.description ?? '')}</td><td><code>${escapeHtml(JSON.stringify(p.schema))}</code></td></tr>`,
          ),
          '</tbody></table>',
        ].join('\n')
  const body = op.requestBody
    ? Object.entries(op.requestBody.content)
        .map(([type, c]) => schemaBlock(`request body (${type})`, c.schema))
        .join('\n')
    : ''
  const answers = Object.entries(op.responses)
    .map(([status, r]) => {
      const content = Object.entries(r.content ?? {})
      const types = content.map(([type]) => ` <code>${escapeHtml(type)}</code>`).join('')
      const schemas = content
        .filter(([, c]) => c.schema)
        .map(([type, c]) => schemaBlock(`${status} ${type} schema`, c.schema))
        .join('')
      return `<li><strong>${status}</strong> ${escapeHtml(r.description)}${types}${schemas}</li>`
    })
    .join('\n')
  return [
    `<section id="${escapeHtml(op.operationId)}">`,
    `<h3><code>${method.toUpperCase()} ${escapeHtml(path)}</code></h3>`,
    `<p>${escapeHtml(op.summary)}${op.security ? ' <em>(signed in)</em>' : ''}</p>`,
    parameters,
    body,
    `<ul>${answers}</ul>`,
    '</section>',
  ].join('\n')
}

/**
 * The API reference as plain HTML rendered from the OpenAPI document: calls grouped by tag, each
 * with its parameters, body and answers, schemas folded. It needs no script and no style, so it is
 * what a reader without JavaScript sees on /api/docs (the viewer page holds it).
 */
export function referenceBody(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>()
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods as Record<string, OperationObject>)) {
      const tag = op.tags[0] ?? 'Other'
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, op)])
    }
  }
  const tags = [...byTag.keys()]
  return [
    `<header><h1>${escapeHtml(document.info.title)}</h1><p>Version ${escapeHtml(document.info.version)}. OpenAPI 3.1: <a href="/api/openapi.json">/api/openapi.json</a></p>`,
    `<p>${escapeHtml(document.info.description)}</p>`,
    `<nav aria-label="Groups"><ul>${tags.map((t) => `<li><a href="#tag-${escapeHtml(t)}">${escapeHtml(t)}</a></li>`).join('')}</ul></nav></header>`,
    '<main>',
    ...tags.map((t) => `<section id="tag-${escapeHtml(t)}"><h2>${escapeHtml(t)}</h2>\n${byTag.get(t)!.join('\n')}</section>`),
    '</main>',
  ].join('\n')
}

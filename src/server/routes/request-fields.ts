import type { Context } from 'hono'
import type { z } from 'zod'
import { problem } from '../problem.ts'

/**
 * The fields of a form-encoded (or JSON) body, with the array spellings existing clients send folded together:
 * `emails[]=a&emails[]=b`, `emails[0]=a` and `emails=a` all become `emails`.
 */
export async function readFields(c: Context): Promise<Record<string, string | string[]>> {
  const type = c.req.header('content-type') ?? ''
  const body: unknown = type.includes('application/json')
    ? await c.req.json().catch(() => ({}))
    : await c.req.parseBody({ all: true }).catch(() => ({}))
  // A JSON body may be null, a number or a list: only an object has fields.
  const raw = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
  const fields: Record<string, string | string[]> = {}
  for (const [key, value] of Object.entries(raw)) {
    const name = key.replace(/\[\d*\]$/, '')
    const values = (Array.isArray(value) ? value : [value])
      .filter((v) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
      .map(String)
    const isList = key !== name || Array.isArray(value) || Array.isArray(fields[name])
    const before = fields[name]
    if (before === undefined) fields[name] = isList ? values : (values[0] ?? '')
    else fields[name] = [...(Array.isArray(before) ? before : [before]), ...values]
  }
  return fields
}

/** 400 problem naming every field that is wrong (never a stack trace, which would show the server's internals). */
export function invalidFields(c: Context, error: z.ZodError, title = 'Invalid request') {
  const errors = error.issues.map((issue) => ({ pointer: `/${issue.path.join('/')}`, reason: issue.message }))
  return problem(c, 400, title, { detail: errors.map((e) => `${e.pointer.slice(1)}: ${e.reason}`).join('; '), errors })
}

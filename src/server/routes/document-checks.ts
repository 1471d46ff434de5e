import type { Context } from 'hono'
import { docLanguageById } from '#shared/languages'
import type { ProductState } from '../documents/product-state.ts'
import { problem } from '../problem.ts'
import { idOf, invalid, type Check } from './rendered.ts'

/**
 * The checks the SDS and the safety-instruction calls share, so both refuse a request for the same
 * reason with the same answer: the product, the document language, an SDS version, the QR option.
 */

/** A parsed query's answer for one parameter: its value, or the 400 naming it. */
export type Query = (name: string) => Check<string | undefined>

/** The product: unknown, malformed and withdrawn ids get the same 404. */
export async function productOf(
  c: Context,
  states: (permalink: string) => Promise<ProductState | undefined>,
  permalink: string | undefined,
): Promise<Check<ProductState>> {
  const state = permalink ? await states(permalink) : undefined
  return state ? { ok: true, value: state } : { ok: false, response: problem(c, 404, 'Product dossier not found') }
}

/** The `lang` path parameter names a document language. */
export function languageSyntax(c: Context): Check<number> {
  const id = idOf(c.req.param('lang') ?? '')
  return id !== undefined && docLanguageById(id)
    ? { ok: true, value: id }
    : { ok: false, response: invalid(c, 'lang', 'not a document language id') }
}

/** The language is one the product's SDS is valid and created in. */
export function validSdsLanguage(c: Context, state: ProductState, lang: number): Check<number> {
  return state.sdsLanguages.includes(lang)
    ? { ok: true, value: lang }
    : {
        ok: false,
        response: invalid(c, 'lang', `not a valid SDS language of this product (valid: ${state.sdsLanguages.join(', ') || 'none'})`),
      }
}

/** A version parameter: its syntax is the schema's, whether it is a version of this product is asked here; empty gives `fallback`. */
export function versionParam(c: Context, query: Query, state: ProductState, name: string, fallback: number | null): Check<number | null> {
  const parsed = query(name)
  if (!parsed.ok) return parsed
  const raw = parsed.value
  if (raw === undefined || raw === '') return { ok: true, value: fallback }
  const id = idOf(raw)
  return id !== undefined && state.versions.some((v) => v.id === id)
    ? { ok: true, value: id }
    : { ok: false, response: invalid(c, name, 'not a version of this product') }
}

/** `qrCode`: '1' (the default) prints the product's permalink as a QR code, '0' none. */
export function qrParam(query: Query, qrUrl: () => string): Check<string | null> {
  const parsed = query('qrCode')
  if (!parsed.ok) return parsed
  return { ok: true, value: (parsed.value ?? '1') === '1' ? qrUrl() : null }
}

/**
 * Label parameters: one definition for the server, which answers 400 naming the
 * parameter, and the app, which keeps the chosen values in the address. Names are the original portal's query
 * names: dim (label_dim), emb (package_size), font (font_size_product), fontPN (font_size_title),
 * QR, padT/padR/padB/padL (mm), xlang (comma-separated language ids), rlang (the first of them),
 * vseb (contents of packaging), pCodes (product code ids joined by ~) and the checkbox flags.
 */
import { LABEL_FLAGS, LABEL_MARGINS, type LabelFlag, type LabelMargin } from './label-search.ts'

export { LABEL_FLAGS, LABEL_MARGINS, type LabelFlag, type LabelMargin }

/** Margins are whole or half millimetres from 0 to 30, and leave at least 20 mm of the label free each way. */
export const MARGIN_MAX_MM = 30
export const MIN_CONTENT_MM = 20
export const CONTENTS_MAX_LENGTH = 60

export interface LabelChoice {
  id: number
  text: string
}

/** What a product offers (its edit_param lists and defaults, valid languages, article codes). */
export interface LabelChoices {
  label_dim: LabelChoice[]
  package_size: LabelChoice[]
  font_size_product: LabelChoice[]
  font_size_title: LabelChoice[]
  QR: LabelChoice[]
  defaults: Record<string, string>
  validLangs: number[]
  articles: { code: string; synonym_code_id: number }[]
}

export type LabelParams = {
  dim: number
  emb: number
  font: number
  fontPN: number
  QR: number
  padT: number
  padR: number
  padB: number
  padL: number
  xlang: number[]
  rlang: number
  vseb: string
  pCodes: number[]
} & Record<LabelFlag, boolean>

export type RawLabelQuery = Record<string, string | readonly string[] | undefined>

export type LabelParamsResult = { ok: true; params: LabelParams } | { ok: false; param: string; reason: string }

/** '100 x 150 mm' -> { width: 100, height: 150 } (millimetres). */
export function parseDimension(text: string): { width: number; height: number } | undefined {
  const m = /^\s*(\d+(?:[.,]\d+)?)\s*[x×]\s*(\d+(?:[.,]\d+)?)\s*mm\s*$/i.exec(text)
  if (!m) return undefined
  const num = (s: string) => Number(s.replace(',', '.'))
  return { width: num(m[1]!), height: num(m[2]!) }
}

/** The label dimension of a choice without spaces, as file names carry it: '100x150mm'. */
export function compactDimension(text: string): string {
  return text.replace(/\s+/g, '')
}

/**
 * Product codes for choosing: codes whose text repeats get their id in parentheses,
 * so two articles with the same code stay apart.
 */
export function productCodeOptions(articles: LabelChoices['articles']): { id: number; label: string; code: string }[] {
  const counts = new Map<string, number>()
  for (const a of articles) counts.set(a.code, (counts.get(a.code) ?? 0) + 1)
  return articles.map((a) => ({
    id: a.synonym_code_id,
    code: a.code,
    label: (counts.get(a.code) ?? 0) > 1 ? `${a.code} (${a.synonym_code_id})` : a.code,
  }))
}

const first = (value: string | readonly string[] | undefined): string | undefined =>
  typeof value === 'string' ? value : value === undefined ? undefined : value[0]

const ID = /^\d{1,6}$/

/*
 * What a value must look like whatever the product: the label calls' request schema (the one their
 * API document publishes) refuses anything else before the product's own lists are asked.
 */
/** An option or language id, or nothing for the product's default. */
export const isLabelId = (text: string) => text === '' || ID.test(text)
/** Ids joined by `separator` (spaces around them allowed), or nothing. */
export const isLabelIdList = (text: string, separator: RegExp) => text === '' || idList(text, separator) !== undefined
/** The values a checkbox flag is read from: '1' or 'true' sets it; nothing, '0' or 'false' clears it. */
export const LABEL_FLAG_VALUES = ['', '0', 'false', '1', 'true'] as const

type FieldResult<T> = { value: T } | { reason: string }

function choiceField(list: LabelChoice[], fallback: string | undefined, raw: string | undefined): FieldResult<number> {
  const text = raw === undefined || raw === '' ? fallback : raw
  if (text === undefined || !ID.test(text)) return { reason: `expected one of ${list.map((c) => c.id).join(', ')}` }
  const id = Number(text)
  return list.some((c) => c.id === id)
    ? { value: id }
    : { reason: `${text} is not in the option list (${list.map((c) => c.id).join(', ')})` }
}

/** Why a margin's text is not whole or half millimetres from 0 to MARGIN_MAX_MM; undefined when it is. */
export function marginReason(text: string): string | undefined {
  if (!/^\d{1,2}(\.\d)?$/.test(text)) return `expected millimetres from 0 to ${MARGIN_MAX_MM}`
  const mm = Number(text)
  if (mm > MARGIN_MAX_MM || (mm * 2) % 1 !== 0) return `expected whole or half millimetres from 0 to ${MARGIN_MAX_MM}`
  return undefined
}

function marginField(fallback: string | undefined, raw: string | undefined): FieldResult<number> {
  const text = raw === undefined || raw === '' ? (fallback ?? '6') : raw
  const reason = marginReason(text)
  return reason ? { reason } : { value: Number(text) }
}

function flagField(raw: string | undefined): FieldResult<boolean> {
  if (raw === undefined) return { value: false }
  if (!(LABEL_FLAG_VALUES as readonly string[]).includes(raw)) return { reason: "expected '1' or nothing" }
  return { value: raw === '1' || raw === 'true' }
}

function idList(text: string, separator: RegExp): number[] | undefined {
  const parts = text.split(separator).map((s) => s.trim())
  if (parts.some((p) => !ID.test(p))) return undefined
  return parts.map(Number)
}

function xlangField(raw: RawLabelQuery, choices: LabelChoices): FieldResult<number[]> {
  const given = raw.xlang ?? raw['xlang[]']
  const text = given === undefined ? undefined : typeof given === 'string' ? given : given.join(',')
  const fallback = choices.defaults.xlang || String(choices.validLangs[0] ?? '')
  const source = text === undefined || text === '' ? fallback : text
  if (source === '') return { reason: 'the product has no valid label language' }
  const ids = idList(source, /,/)
  if (!ids) return { reason: 'expected comma-separated language ids' }
  const unknown = ids.filter((id) => !choices.validLangs.includes(id))
  if (unknown.length > 0) return { reason: `language ${unknown.join(', ')} is not a valid language of this product` }
  if (new Set(ids).size !== ids.length) return { reason: 'a language is listed twice' }
  return { value: ids }
}

function rlangField(raw: string | undefined, xlang: number[]): FieldResult<number> {
  if (raw === undefined || raw === '') return { value: xlang[0]! }
  if (!ID.test(raw)) return { reason: 'expected a language id' }
  const id = Number(raw)
  return xlang.includes(id) ? { value: id } : { reason: `language ${raw} is not one of the label languages (xlang)` }
}

/** Why a contents text (nominal quantity) cannot go on a label; undefined when it can. */
export function contentsReason(raw: string): string | undefined {
  const text = raw.trim()
  if (text.length > CONTENTS_MAX_LENGTH) return `at most ${CONTENTS_MAX_LENGTH} characters`
  // Control characters have no place on a label.
  if (/[\u0000-\u001f\u007f]/.test(text)) return 'control characters are not allowed'
  return undefined
}

function contentsField(raw: string | undefined): FieldResult<string> {
  const reason = contentsReason(raw ?? '')
  return reason ? { reason } : { value: (raw ?? '').trim() }
}

function codesField(raw: string | undefined, choices: LabelChoices): FieldResult<number[]> {
  if (raw === undefined || raw === '') return { value: [] }
  const ids = idList(raw, /~/)
  if (!ids) return { reason: 'expected product code ids joined by ~' }
  const known = new Set(choices.articles.map((a) => a.synonym_code_id))
  const unknown = ids.filter((id) => !known.has(id))
  if (unknown.length > 0) return { reason: `${unknown.join(', ')} is not a product code of this product` }
  return { value: [...new Set(ids)] }
}

/**
 * Reads label parameters. Strict (the server): the first bad parameter is the answer.
 * Lenient (the app reading its address): a bad value falls back to its default.
 */
function readParams(raw: RawLabelQuery, choices: LabelChoices, strict: boolean): LabelParamsResult {
  const d = choices.defaults
  let failure: { param: string; reason: string } | undefined
  const take = <T>(param: string, result: FieldResult<T>, fallback: () => FieldResult<T>): T => {
    if ('value' in result) return result.value
    if (!failure) failure = { param, reason: result.reason }
    const again = fallback()
    if ('value' in again) return again.value
    throw new Error(`no default for ${param}`)
  }
  const choice = (param: string, list: LabelChoice[], key: string) =>
    take(param, choiceField(list, d[key], first(raw[param])), () => choiceField(list, d[key] ?? String(list[0]?.id), undefined))

  const dim = choice('dim', choices.label_dim, 'label_dim')
  const emb = choice('emb', choices.package_size, 'package_size')
  const font = choice('font', choices.font_size_product, 'font_size_product')
  const fontPN = choice('fontPN', choices.font_size_title, 'font_size_title')
  const QR = choice('QR', choices.QR, 'QR')
  const margins = Object.fromEntries(
    LABEL_MARGINS.map((m) => [m, take(m, marginField(d[m], first(raw[m])), () => marginField(d[m], undefined))]),
  ) as Record<LabelMargin, number>

  const size = parseDimension(choices.label_dim.find((c) => c.id === dim)?.text ?? '')
  if (size) {
    const tooWide = margins.padL + margins.padR > size.width - MIN_CONTENT_MM
    const tooHigh = margins.padT + margins.padB > size.height - MIN_CONTENT_MM
    if (tooWide || tooHigh) {
      const param = tooWide ? (first(raw.padR) !== undefined ? 'padR' : 'padL') : first(raw.padB) !== undefined ? 'padB' : 'padT'
      failure ??= { param, reason: `the margins leave less than ${MIN_CONTENT_MM} mm of the label free` }
      for (const m of LABEL_MARGINS) margins[m] = Math.min(Number(d[m] ?? 6), (Math.min(size.width, size.height) - MIN_CONTENT_MM) / 2)
    }
  }

  const xlang = take('xlang', xlangField(raw, choices), () => xlangField({}, choices))
  const rlang = take('rlang', rlangField(first(raw.rlang), xlang), () => rlangField(undefined, xlang))
  const vseb = take('vseb', contentsField(first(raw.vseb)), () => ({ value: '' }))
  const pCodes = take('pCodes', codesField(first(raw.pCodes), choices), () => ({ value: [] }))
  const flags = Object.fromEntries(LABEL_FLAGS.map((f) => [f, take(f, flagField(first(raw[f])), () => ({ value: false }))])) as Record<
    LabelFlag,
    boolean
  >

  if (strict && failure) return { ok: false, ...failure }
  return { ok: true, params: { dim, emb, font, fontPN, QR, ...margins, xlang, rlang, vseb, pCodes, ...flags } }
}

export function parseLabelParams(raw: RawLabelQuery, choices: LabelChoices): LabelParamsResult {
  return readParams(raw, choices, true)
}

/** The app's reading of its address: whatever is wrong falls back to the default. */
export function labelParamsOrDefaults(raw: RawLabelQuery, choices: LabelChoices): LabelParams {
  const result = readParams(raw, choices, false)
  if (!result.ok) throw new Error('lenient label parameters cannot fail')
  return result.params
}

/** Every parameter as the label calls send them; flags only when set, as '1'. */
export function labelQuery(params: LabelParams): Record<string, string> {
  const query: Record<string, string> = {
    dim: String(params.dim),
    emb: String(params.emb),
    font: String(params.font),
    fontPN: String(params.fontPN),
    QR: String(params.QR),
    padT: String(params.padT),
    padR: String(params.padR),
    padB: String(params.padB),
    padL: String(params.padL),
    xlang: params.xlang.join(','),
    rlang: String(params.rlang),
  }
  if (params.vseb) query.vseb = params.vseb
  if (params.pCodes.length > 0) query.pCodes = params.pCodes.join('~')
  for (const flag of LABEL_FLAGS) if (params[flag]) query[flag] = '1'
  return query
}

/** Only what differs from the defaults: the shareable address stays short. */
export function labelSearch(params: LabelParams, choices: LabelChoices): Record<string, string> {
  const defaults = labelQuery(labelParamsOrDefaults({}, choices))
  const query = labelQuery(params)
  return Object.fromEntries(Object.entries(query).filter(([key, value]) => defaults[key] !== value))
}

/**
 * CLP Annex I, 1.2.1 (Table 1.3), by packaging size — the portal's package_size ids 1-5: up to
 * 125 ml, over 125 ml up to 3 l, over 3 l up to 50 l, over 50 l up to 500 l, over 500 l: the
 * smallest label and the smallest pictogram side (up to 3 l: 52 x 74 mm and 16 mm "if possible",
 * 10 mm at least; up to 125 ml the pictogram's minimum is taken).
 */
export const CLP_SIZE_RULES: Record<number, { label: { width: number; height: number }; pictogramMm: number }> = {
  1: { label: { width: 52, height: 74 }, pictogramMm: 10 },
  2: { label: { width: 52, height: 74 }, pictogramMm: 16 },
  3: { label: { width: 74, height: 105 }, pictogramMm: 23 },
  4: { label: { width: 105, height: 148 }, pictogramMm: 32 },
  5: { label: { width: 148, height: 210 }, pictogramMm: 46 },
}

/** Whether a label dimension is smaller than CLP asks for this packaging size (either orientation counts). */
export function belowClpMinimum(dimensionText: string, packageSizeId: number): boolean {
  const size = parseDimension(dimensionText)
  const rule = CLP_SIZE_RULES[packageSizeId]
  if (!size || !rule) return false
  const [a, b] = [Math.min(size.width, size.height), Math.max(size.width, size.height)]
  return a < rule.label.width || b < rule.label.height
}

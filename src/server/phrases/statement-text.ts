import type { PhraseLibrary } from './library.ts'

/**
 * The variable parts of CLP hazard and precautionary statements (Regulation (EC) No 1272/2008,
 * Annex III and IV part 1): the supplier fills a blank ("<name of sensitising substance>", or
 * "…" where the supplier names a place or a substance), chooses among alternatives joined by "/"
 * ("gloves/eye protection"), and keeps or drops a part in square brackets ("[or shower]"). The
 * library text is a template, never the text a document prints when it has one of these.
 */
export type VariablePartKind = 'blank' | 'alternatives' | 'optional'
export interface VariablePart {
  kind: VariablePartKind
  text: string
}

const BLANK = /<[^<>]*>|…|\.\.\./g
const OPTIONAL = /\[[^[\]]*\]/g
// Words joined by a slash with no space: "contents/container", "CENTER/doctor/…", "korrosionsbeständigem/…".
const ALTERNATIVES = /[^\s/]+(?:\/[^\s/]+)+/g

/** Every variable part of a statement text in one language, in order of kind. */
export function variableParts(text: string): VariablePart[] {
  const found = (kind: VariablePartKind, re: RegExp) => [...text.matchAll(re)].map((m) => ({ kind, text: m[0] }))
  return [...found('blank', BLANK), ...found('optional', OPTIONAL), ...found('alternatives', ALTERNATIVES)]
}

/** What marks an unfilled template in a text meant for print: a blank or an optional part. */
const MARKER = /[<>[\]…]|\.\.\./
export function hasTemplateMarker(text: string): boolean {
  return MARKER.test(text)
}

/**
 * The statement text with its markers taken out, for data stored before fill-ins existed: blanks
 * and optional parts are dropped and alternatives left as they are. It prints less than the
 * supplier would have, never a marker and never a choice made for the supplier.
 */
export function withoutMarkers(text: string): string {
  return text
    .replace(/<[^<>]*>/g, '')
    .replace(/\[[^[\]]*\]/g, '')
    .replace(/\/(?:…|\.\.\.)\//g, ' ')
    .replace(/\/(?:…|\.\.\.)/g, '')
    .replace(/(?:…|\.\.\.)\//g, '')
    .replace(/…|\.\.\./g, '')
    .replace(/[<>[\]]/g, '')
    .replace(/\.\s*\./g, '.')
    .replace(/\s+([.,:;])/g, '$1')
    .replace(/\/([.,:;\s]|$)/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim()
}

/** A product's filled-in statements: code → language → the text as printed. */
export type StatementFillIns = Readonly<Record<string, Readonly<Record<string, string | undefined>> | undefined>>

/** Fill-ins from stored statement rows (hazard_statements.text_i18n). */
export function fillInsOf(rows: readonly { code: string; text_i18n?: string | null }[]): StatementFillIns {
  const out: Record<string, Record<string, string>> = {}
  for (const row of rows) {
    if (!row.text_i18n) continue
    const text = JSON.parse(row.text_i18n) as Record<string, string>
    if (Object.keys(text).length > 0) out[row.code] = text
  }
  return out
}

/**
 * THE text of an H, EUH or P statement (or a combination such as 'P301+P310') in a document:
 * the product's filled-in text in `lang` when it has one, else the library's with its markers
 * taken out. Every renderer (sheet, label, instructions, e-mail, alt text) prints statements
 * through this; undefined when the library has no text in `lang`.
 */
export function statementText(library: PhraseLibrary, code: string, lang: string, fillIns: StatementFillIns = {}): string | undefined {
  const filled = fillIns[code]?.[lang]
  if (filled && !hasTemplateMarker(filled)) return filled
  const text = library.text(code, lang)
  if (text === undefined) return undefined
  // Signal words and pictogram names come through here too: only statements are sentences.
  return STATEMENT_CODE.test(code) ? asSentence(withoutMarkers(text)) : withoutMarkers(text)
}

/**
 * The library text as a sentence that ends with its full stop. CLP Annex III prints every single
 * hazard statement with one ("Toxic if swallowed.") but its table of combined statements (Annex
 * III part 1, table 1.2, used as CLP Article 27 allows) without ("Toxic if swallowed, in contact
 * with skin or if inhaled"), in all 23 languages; a few single statements lack it in some
 * languages too. A document lists statements one after another, so the library's wording is kept
 * and only the missing full stop is added: a combined statement then reads like the ones beside it.
 */
const STATEMENT_CODE = /^(?:H|EUH|P)\d/

export function asSentence(text: string): string {
  return text === '' || /[.!?]$/.test(text) ? text : `${text}.`
}

/**
 * The code as printed: CLP writes a few combinations with an optional member ('P370+P380+P375[+P378]').
 * With a fill-in the supplier has taken it (its text includes the optional part), without one it is left out.
 */
export function printedCode(code: string, fillIns: StatementFillIns = {}, lang?: string): string {
  const filled = lang !== undefined && !!fillIns[code]?.[lang]
  return filled ? code.replace(/[[\]]/g, '') : code.replace(/\[[^[\]]*\]/g, '')
}

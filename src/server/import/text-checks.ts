import { jsonPointer } from '../../shared/dossier-file.ts'

/**
 * Limits on what a dossier file's texts may hold, checked before anything is stored. Every text
 * ends up in sheets, labels, file names and e-mails, so:
 * - a file is at most 5 MB and one text at most 20,000 characters (a long SDS subsection is a
 *   few thousand), the product description, which labels print, at most 2,000: a render of any
 *   stored product stays bounded;
 * - no control characters other than tab and line breaks (a NUL or an escape code has no place in
 *   a document), no bidirectional overrides (U+202A–U+202E, U+2066–U+2069, which can make a file
 *   name or a hazard statement read differently from what it holds), and no lone surrogates
 *   (half a character, which PDF and e-mail encoders cannot write).
 */
export const TEXT_LIMITS = { fileBytes: 5 * 1024 * 1024, textChars: 20_000, descriptionChars: 2_000 } as const

const FORBIDDEN = /[\0-\x08\x0b\x0c\x0e-\x1f\x7f\u202a-\u202e\u2066-\u2069]/
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

export interface TextProblem {
  pointer: string
  reason: string
}

const describe = (ch: string) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`

function checkText(text: string, path: PropertyKey[], limit: number, problems: TextProblem[]) {
  const pointer = jsonPointer(path)
  if (text.length > limit) problems.push({ pointer, reason: `text of ${text.length} characters; at most ${limit} are accepted` })
  const forbidden = FORBIDDEN.exec(text)
  if (forbidden) problems.push({ pointer, reason: `contains the control or direction character ${describe(forbidden[0])}` })
  const lone = LONE_SURROGATE.exec(text)
  if (lone) problems.push({ pointer, reason: `contains half of a character (lone surrogate ${describe(lone[0])})` })
}

/** Every string of the parsed JSON, keys included, with its pointer. */
export function checkTexts(json: unknown): TextProblem[] {
  const problems: TextProblem[] = []
  const walk = (value: unknown, path: PropertyKey[]) => {
    if (typeof value === 'string') {
      const limit = path[0] === 'description' ? TEXT_LIMITS.descriptionChars : TEXT_LIMITS.textChars
      checkText(value, path, limit, problems)
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, [...path, i]))
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        checkText(key, [...path, key], 200, problems)
        walk(item, [...path, key])
      }
    }
  }
  walk(json, [])
  return problems
}

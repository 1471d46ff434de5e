import { jsonPointer } from '#shared/dossier-file'

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
/**
 * Any character either rule above looks at (a surrogate, paired or not): one quick pass that most
 * texts of a file pass, so the two exact rules run only on the few texts with such a character.
 */
const SUSPECT = /[\0-\x08\x0b\x0c\x0e-\x1f\x7f\u202a-\u202e\u2066-\u2069\ud800-\udfff]/

export interface TextProblem {
  pointer: string
  reason: string
}

const describe = (ch: string) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`

const NONE: string[] = []

/** What is wrong with one text, if anything (most texts are fine: nothing is built for them). */
function textReasons(text: string, limit: number): string[] {
  if (text.length <= limit && !SUSPECT.test(text)) return NONE
  const reasons: string[] = []
  if (text.length > limit) reasons.push(`text of ${text.length} characters; at most ${limit} are accepted`)
  const forbidden = FORBIDDEN.exec(text)
  if (forbidden) reasons.push(`contains the control or direction character ${describe(forbidden[0])}`)
  const lone = LONE_SURROGATE.exec(text)
  if (lone) reasons.push(`contains half of a character (lone surrogate ${describe(lone[0])})`)
  return reasons
}

/**
 * JSON text none of whose strings can hold a character the rules look at: the text has none of
 * them, and no escape that could write one (\u…, \b, \f; a control character cannot stand
 * unescaped in JSON). A string parsed from it holds only its characters, \n, \r, \t, " \ and /.
 */
const ESCAPED_SUSPECT = /\\[ubf]/
export const onlyPlainCharacters = (jsonText: string) => !SUSPECT.test(jsonText) && !ESCAPED_SUSPECT.test(jsonText)

/**
 * Every string of the parsed JSON, keys included, with its pointer. `plain`: the JSON text was found
 * to hold no character the rules look at (onlyPlainCharacters), so only the lengths are left to check.
 */
export function checkTexts(json: unknown, plain = false): TextProblem[] {
  const problems: TextProblem[] = []
  // One path, grown and shrunk while walking; turned into a pointer only for a text with a problem.
  const path: PropertyKey[] = []
  const check = (text: string, limit: number) => {
    if (plain && text.length <= limit) return
    for (const reason of textReasons(text, limit)) problems.push({ pointer: jsonPointer(path), reason })
  }
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      check(value, path[0] === 'description' ? TEXT_LIMITS.descriptionChars : TEXT_LIMITS.textChars)
    } else if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        path.push(i)
        walk(value[i])
        path.pop()
      }
    } else if (value && typeof value === 'object') {
      for (const key of Object.keys(value)) {
        path.push(key)
        check(key, 200)
        walk((value as Record<string, unknown>)[key])
        path.pop()
      }
    }
  }
  walk(json)
  return problems
}

/**
 * Identifiers a reader copies or compares digit by digit (CAS, EC, index and REACH registration
 * numbers, UFIs, UN numbers) must never be split across two lines: "67-64-" at the end of one line
 * and "1" on the next reads as another number. The HTML wraps each in a no-wrap span; the PDF
 * (whose line breaker breaks after any hyphen) writes their hyphens as non-breaking hyphens
 * (U+2011, the same glyph width in the sheet's font) and the space of "UN 1230" as a no-break space.
 */
const IDENTIFIER = new RegExp(
  [
    '01-\\d{10}-\\d{2}(?:-[0-9A-Z]{4})?', // REACH registration number
    '[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}', // UFI
    '\\d{3}-\\d{3}-\\d{2}-[\\dX]', // index number (CLP Annex VI)
    '\\d{3}-\\d{3}-\\d', // EC number
    '\\d{2,7}-\\d{2}-\\d', // CAS number
    '(?:UN|ID)[ \\u00a0]\\d{4}', // UN or ID number
  ]
    .map((p) => `(?<![\\w-])${p}(?![\\w-])`)
    .join('|'),
  'g',
)

/** Splits a text into plain runs and identifiers, in order. */
export function identifierRuns(text: string): { text: string; identifier: boolean }[] {
  const runs: { text: string; identifier: boolean }[] = []
  let last = 0
  for (const match of text.matchAll(IDENTIFIER)) {
    if (match.index > last) runs.push({ text: text.slice(last, match.index), identifier: false })
    runs.push({ text: match[0], identifier: true })
    last = match.index + match[0].length
  }
  if (last < text.length) runs.push({ text: text.slice(last), identifier: false })
  return runs
}

/** The text for a PDF line breaker: identifiers joined by non-breaking hyphens and spaces. */
export function keepIdentifiersTogether(text: string): string {
  if (!/\d/.test(text)) return text
  return text.replace(IDENTIFIER, (id) => id.replace(/-/g, '\u2011').replace(/ /g, '\u00a0'))
}

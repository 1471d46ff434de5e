import { expect, it } from 'vitest'
import { checkTexts, onlyPlainCharacters } from './text-checks.ts'

const file = (name: string) => JSON.stringify({ name, languages: [{ code: 'en' }] })

it('finds the same problems when the JSON text was first found to hold no character the rules look at', () => {
  const bad = [
    file('NUL \u0000 in a name'), // written as the escape \u0000
    '{"name": "a backspace \\b here"}',
    '{"name": "a form feed \\f here"}',
    file('right-to-left \u202e override'), // written as the character itself
    file('half a character \ud800 only'),
    '{"name": "escaped \\u202e override"}',
    file('x'.repeat(20_001)),
  ]
  for (const text of bad) {
    const problems = checkTexts(JSON.parse(text))
    expect(problems.length, text.slice(0, 40)).toBeGreaterThan(0)
    expect(checkTexts(JSON.parse(text), onlyPlainCharacters(text))).toEqual(problems)
  }
})

it('takes a text with line breaks, quotes, slashes and any other script as plain, and still checks its lengths', () => {
  const text = file('Zeile 1\nline "2" \\ / čšž Ελληνικά 日本語')
  expect(onlyPlainCharacters(text)).toBe(true)
  expect(checkTexts(JSON.parse(text), true)).toEqual([])
  const long = file('y'.repeat(20_001))
  expect(onlyPlainCharacters(long)).toBe(true)
  expect(checkTexts(JSON.parse(long), true)).toEqual([{ pointer: '/name', reason: 'text of 20001 characters; at most 20000 are accepted' }])
})

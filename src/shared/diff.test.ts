import { describe, expect, it } from 'vitest'
import { diffWords, hasChanges } from './diff.ts'

const render = (before: string, after: string) =>
  diffWords(before, after)
    .map((p) => (p.kind === 'same' ? p.text : p.kind === 'ins' ? `[+${p.text}]` : `[-${p.text}]`))
    .join('')

describe('diffWords', () => {
  it('marks inserted and deleted words and keeps the rest', () => {
    expect(render('Keep away from heat.', 'Keep away from heat and sparks.')).toBe('Keep away from [-heat.][+heat and sparks.]')
    expect(render('Store in a cool place', 'Store in a dry place')).toBe('Store in a [-cool][+dry] place')
  })

  it('reads back both texts from its parts', () => {
    const before = 'Wear protective gloves and eye protection.'
    const after = 'Wear protective gloves, protective clothing and eye protection.'
    const parts = diffWords(before, after)
    expect(
      parts
        .filter((p) => p.kind !== 'ins')
        .map((p) => p.text)
        .join(''),
    ).toBe(before)
    expect(
      parts
        .filter((p) => p.kind !== 'del')
        .map((p) => p.text)
        .join(''),
    ).toBe(after)
  })

  it('reports no change for equal texts, and whole additions or removals', () => {
    expect(hasChanges(diffWords('same text', 'same text'))).toBe(false)
    expect(diffWords('', 'new')).toEqual([{ kind: 'ins', text: 'new' }])
    expect(diffWords('old', '')).toEqual([{ kind: 'del', text: 'old' }])
  })
})

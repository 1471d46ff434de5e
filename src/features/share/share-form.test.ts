import { describe, expect, it } from 'vitest'
import { addRecipients, checkRecipients } from './share-form.ts'

describe('recipients', () => {
  it('are separated by commas or whitespace, each address once', () => {
    expect(addRecipients([], 'a@x.example, b@x.example\nc@x.example  d@x.example,,')).toEqual([
      'a@x.example',
      'b@x.example',
      'c@x.example',
      'd@x.example',
    ])
    expect(addRecipients(['a@x.example'], 'A@x.example b@x.example')).toEqual(['a@x.example', 'b@x.example'])
  })

  it('are required, at most 10, and each a basic e-mail address', () => {
    expect(checkRecipients([])).toEqual({ error: 'required', invalid: [] })
    expect(checkRecipients(['a@x.example'])).toEqual({ invalid: [] })
    const ten = Array.from({ length: 10 }, (_, i) => `r${i}@x.example`)
    expect(checkRecipients(ten)).toEqual({ invalid: [] })
    expect(checkRecipients([...ten, 'r10@x.example']).error).toBe('tooMany')
    expect(checkRecipients(['a@x.example', 'no-at.example', 'two@@x.example', 'nodot@example'])).toEqual({
      error: 'invalid',
      invalid: ['no-at.example', 'two@@x.example', 'nodot@example'],
    })
  })
})

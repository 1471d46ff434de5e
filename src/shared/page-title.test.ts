import { describe, expect, it } from 'vitest'
import { openGraphTitle, pageTitle, TITLE_SEPARATOR } from './page-title.ts'

const name = (length: number) => 'abcdefghij'.repeat(10).slice(0, length)

describe('pageTitle (45 characters, else 44 plus ..)', () => {
  it('keeps a name of up to 45 characters whole and joins the parts with " :: "', () => {
    expect(TITLE_SEPARATOR).toBe(' :: ')
    expect(pageTitle(name(45), 'Detail', 'Chemora')).toBe(`${name(45)} :: Detail :: Chemora`)
  })

  it('cuts a longer name to its first 44 characters plus ..', () => {
    const [product] = pageTitle(name(46), 'SDS', 'Chemora').split(TITLE_SEPARATOR)
    expect(product).toBe(`${name(44)}..`)
    expect(product).toHaveLength(46)
  })
})

describe('openGraphTitle (60 characters, else 58 plus ..)', () => {
  it('keeps 60 characters whole', () => {
    expect(openGraphTitle(name(60))).toBe(name(60))
  })

  it('cuts 61 characters to 58 plus ..', () => {
    expect(openGraphTitle(name(61))).toBe(`${name(58)}..`)
  })
})

import { describe, expect, it } from 'vitest'
import { recognisePermalink, recogniseTyped } from './permalink-url.ts'

const ORIGIN = 'https://dossier.example'

describe('recognisePermalink', () => {
  it('opens this portal’s permalinks, with or without a page of the dossier', () => {
    expect(recognisePermalink('https://dossier.example/p/uIw9ByCUgkide7d8', ORIGIN)).toEqual({
      kind: 'dossier',
      id: 'uIw9ByCUgkide7d8',
      path: '/p/uIw9ByCUgkide7d8',
    })
    expect(recognisePermalink('  https://dossier.example/p/uIw9ByCUgkide7d8/sl/gh/2?qrCode=0\n', ORIGIN)).toEqual({
      kind: 'dossier',
      id: 'uIw9ByCUgkide7d8',
      path: '/p/uIw9ByCUgkide7d8/sl/gh/2?qrCode=0',
    })
    expect(recognisePermalink('https://dossier.example/p/DnBHAl_J_ifZuYfM/', ORIGIN)).toMatchObject({
      kind: 'dossier',
      path: '/p/DnBHAl_J_ifZuYfM',
    })
  })

  it('accepts 16 to 64 URL-safe characters', () => {
    expect(recognisePermalink(`${ORIGIN}/p/${'a'.repeat(64)}`, ORIGIN).kind).toBe('dossier')
    expect(recognisePermalink(`${ORIGIN}/p/${'a'.repeat(15)}`, ORIGIN).kind).toBe('not-a-dossier')
    expect(recognisePermalink(`${ORIGIN}/p/${'a'.repeat(65)}`, ORIGIN).kind).toBe('not-a-dossier')
    expect(recognisePermalink(`${ORIGIN}/p/abcdefgh.ijklmnop`, ORIGIN).kind).toBe('not-a-dossier')
  })

  it('names other sites, other pages of this portal and plain text', () => {
    expect(recognisePermalink('https://evil.example/p/uIw9ByCUgkide7d8', ORIGIN)).toEqual({
      kind: 'other-site',
      text: 'https://evil.example/p/uIw9ByCUgkide7d8',
    })
    // Same host, another scheme or port is another origin.
    expect(recognisePermalink('http://dossier.example/p/uIw9ByCUgkide7d8', ORIGIN).kind).toBe('other-site')
    expect(recognisePermalink('https://dossier.example:8443/p/uIw9ByCUgkide7d8', ORIGIN).kind).toBe('other-site')
    expect(recognisePermalink('https://dossier.example/p/saved', ORIGIN).kind).toBe('not-a-dossier')
    expect(recognisePermalink('https://dossier.example/api/v1/products/-uIw9ByCUgkide7d8/detail', ORIGIN).kind).toBe('not-a-dossier')
    expect(recognisePermalink('4006381333931', ORIGIN)).toEqual({ kind: 'not-a-link', text: '4006381333931' })
    expect(recognisePermalink('javascript:alert(1)', ORIGIN).kind).toBe('not-a-link')
    expect(recognisePermalink('mailto:a@b.example', ORIGIN).kind).toBe('not-a-link')
  })
})

describe('recogniseTyped (an address or permalink code typed instead of scanned)', () => {
  const origin = 'https://dossier.example.com'
  it('takes the permalink code alone', () => {
    expect(recogniseTyped(' uIw9ByCUgkide7d8 ', origin)).toEqual({ kind: 'dossier', id: 'uIw9ByCUgkide7d8', path: '/p/uIw9ByCUgkide7d8' })
  })
  it('takes the printed address with or without its scheme', () => {
    expect(recogniseTyped('dossier.example.com/p/uIw9ByCUgkide7d8', origin)).toMatchObject({ kind: 'dossier', path: '/p/uIw9ByCUgkide7d8' })
    expect(recogniseTyped('https://dossier.example.com/p/uIw9ByCUgkide7d8/en/gh/1', origin)).toMatchObject({
      kind: 'dossier',
      path: '/p/uIw9ByCUgkide7d8/en/gh/1',
    })
  })
  it('takes a product code, an article code or a GTIN as printed on the label, to be looked up', () => {
    expect(recogniseTyped(' SAC-100 ', origin)).toEqual({ kind: 'product-code', code: 'SAC-100' })
    expect(recogniseTyped('SAC-1L-SI', origin)).toEqual({ kind: 'product-code', code: 'SAC-1L-SI' })
    expect(recogniseTyped('3830061200029', origin)).toEqual({ kind: 'product-code', code: '3830061200029' })
    expect(recogniseTyped('SAC 100/5', origin)).toEqual({ kind: 'product-code', code: 'SAC 100/5' })
  })
  it('names what it is not: too short for a code, another site, a page of this portal that is no dossier', () => {
    expect(recogniseTyped('SA', origin)).toEqual({ kind: 'not-a-link', text: 'SA' })
    expect(recogniseTyped('   ', origin).kind).toBe('not-a-link')
    expect(recogniseTyped('S'.repeat(101), origin).kind).toBe('not-a-link')
    expect(recogniseTyped('other.example.org/p/uIw9ByCUgkide7d8', origin).kind).toBe('other-site')
    expect(recogniseTyped('dossier.example.com/p/saved', origin).kind).toBe('not-a-dossier')
  })
})

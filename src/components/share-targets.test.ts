import { describe, expect, it } from 'vitest'
import { SHARE_TARGETS, shareHref } from './share-targets.ts'

describe('share targets', () => {
  const url = 'https://dossier.example/p/uIw9ByCUgkide7d8/en/gh/1'

  it('offers the nine share buttons in order', () => {
    expect(SHARE_TARGETS).toEqual(['facebook', 'x', 'linkedin', 'reddit', 'telegram', 'messenger', 'whatsapp', 'email', 'copy'])
  })

  it('opens each network with the encoded permalink', () => {
    for (const target of SHARE_TARGETS.filter((t) => t !== 'copy' && t !== 'email')) {
      const href = shareHref(target, url, 'Solvo & Co')!
      expect(href.startsWith('https://'), target).toBe(true)
      expect(href).toContain(encodeURIComponent(url))
    }
    expect(shareHref('email', url, 'Solvo')).toBe(`mailto:?subject=Solvo&body=${encodeURIComponent(url)}`)
  })

  it('never shares a link that is not http or https', () => {
    expect(shareHref('facebook', 'javascript:alert(1)', 'x')).toBeUndefined()
    expect(shareHref('email', 'data:text/html,hi', 'x')).toBeUndefined()
    expect(shareHref('copy', url, 'x')).toBeUndefined()
  })
})

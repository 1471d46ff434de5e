import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { adoptPreview } from './adopt-preview.ts'
import { previewPaintedOffline } from './page-preview.ts'

const ID = 'uIw9ByCUgkide7d8'

function paint(attributes: string, html: string) {
  document.body.innerHTML = `<main id="page-preview" class="page" ${attributes}>${html}</main><div id="root"></div>`
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('adoptPreview (the document sent with the page becomes the query data)', () => {
  it('takes the preview of the same kind, product, language and version', () => {
    paint(`data-kind="ipi" data-dossier="${ID}" data-lang="2" data-version="12"`, '<article class="ipi">H225</article>')
    const client = new QueryClient()
    adoptPreview(client, ['ipi', ID, 2], { kind: 'ipi', id: ID, lang: 2, version: 12 }, String)
    expect(client.getQueryData(['ipi', ID, 2])).toBe('<article class="ipi">H225</article>')
  })

  it('takes the TDS preview for the newest TDS, whatever version number it names', () => {
    paint(`data-kind="tds" data-dossier="${ID}" data-lang="1" data-version="2.1"`, '<article class="tds"></article>')
    const client = new QueryClient()
    adoptPreview(client, ['tds'], { kind: 'tds', id: ID, lang: 1 }, (html) => ({ html }))
    expect(client.getQueryData(['tds'])).toEqual({ html: '<article class="tds"></article>' })
  })

  it.each([
    ['another kind', { kind: 'sds' as const, id: ID, lang: 2, version: 12 }],
    ['another product', { kind: 'ipi' as const, id: 'AAAAAAAAAAAAAAAAAAAA', lang: 2, version: 12 }],
    ['another language', { kind: 'ipi' as const, id: ID, lang: 1, version: 12 }],
    ['another version', { kind: 'ipi' as const, id: ID, lang: 2, version: 11 }],
  ])('leaves the query alone for %s', (_, source) => {
    paint(`data-kind="ipi" data-dossier="${ID}" data-lang="2" data-version="12"`, '<article class="ipi"></article>')
    const client = new QueryClient()
    adoptPreview(client, ['key'], source, String)
    expect(client.getQueryData(['key'])).toBeUndefined()
  })

  it('keeps data the query already has', () => {
    paint(`data-kind="ipi" data-dossier="${ID}" data-lang="2" data-version="12"`, '<article class="ipi">preview</article>')
    const client = new QueryClient()
    client.setQueryData(['key'], 'newer')
    adoptPreview(client, ['key'], { kind: 'ipi', id: ID, lang: 2, version: 12 }, String)
    expect(client.getQueryData(['key'])).toBe('newer')
  })
})

describe('previewPaintedOffline (the page starts offline when the service worker painted it)', () => {
  it('is true for a sheet or notice the service worker painted without the server', () => {
    paint(`data-kind="sds" data-dossier="${ID}" data-lang="1" data-offline`, '<article class="sds"></article>')
    expect(previewPaintedOffline()).toBe(true)
    paint('data-kind="notice" data-offline', '<h1>Not saved</h1>')
    expect(previewPaintedOffline()).toBe(true)
  })

  it('is false for the server’s own first answer and for a page without a preview', () => {
    paint(`data-kind="sds" data-dossier="${ID}" data-lang="1"`, '<article class="sds"></article>')
    expect(previewPaintedOffline()).toBe(false)
    document.body.innerHTML = '<div id="root"></div>'
    expect(previewPaintedOffline()).toBe(false)
  })
})

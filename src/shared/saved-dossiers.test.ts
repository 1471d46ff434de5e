import { describe, expect, it } from 'vitest'
import { documentUrl, findSavedDocument, permalinkOfApiPath, type SavedDocument, type SavedDossier } from './saved-dossiers.ts'

const doc = (kind: SavedDocument['kind'], url: string): SavedDocument => ({
  kind,
  lang: 1,
  url,
  key: url,
  etag: null,
  contentType: 'text/html',
  contentDisposition: null,
  bytes: 1,
  savedAt: 1,
})

const dossier = {
  documents: [
    doc('sds-html', '/api/v1/sdsRender/view/-uIw9ByCUgkide7d8/1?qrCode=1&version=30'),
    doc('sds-pdf', '/api/v1/sdsRender/sdsPdf/-uIw9ByCUgkide7d8/1?qrCode=1&version=30'),
  ],
} as SavedDossier

describe('saved documents', () => {
  it('spells a request one way: sorted query, no file-naming time', () => {
    expect(documentUrl('/a?version=3&qrCode=1')).toBe('/a?qrCode=1&version=3')
    expect(documentUrl('http://x.example/a?timestamp=2026-05-20T14:30&format=A4')).toBe('/a?format=A4')
    expect(documentUrl('/a')).toBe('/a')
  })

  it('finds the permalink of a product call', () => {
    expect(permalinkOfApiPath('/api/v1/products/-uIw9ByCUgkide7d8/detail')).toBe('uIw9ByCUgkide7d8')
    expect(permalinkOfApiPath('/api/v1/p/tds/view/1/-uIw9ByCUgkide7d8')).toBe('uIw9ByCUgkide7d8')
    expect(permalinkOfApiPath('/api/v1/app/init')).toBeUndefined()
    expect(permalinkOfApiPath('/p/uIw9ByCUgkide7d8/en/pd/1')).toBeUndefined()
  })

  it('answers the same request in any order of its query, and an unversioned PDF with the saved version', () => {
    expect(findSavedDocument(dossier, '/api/v1/sdsRender/view/-uIw9ByCUgkide7d8/1?version=30&qrCode=1')?.kind).toBe('sds-html')
    expect(findSavedDocument(dossier, '/api/v1/sdsRender/sdsPdf/-uIw9ByCUgkide7d8/1?qrCode=1')?.kind).toBe('sds-pdf')
    expect(findSavedDocument(dossier, '/api/v1/sdsRender/view/-uIw9ByCUgkide7d8/1?qrCode=0&version=30')).toBeUndefined()
    expect(findSavedDocument(dossier, '/api/v1/sdsRender/sdsPdf/-uIw9ByCUgkide7d8/1?qrCode=1&version=20')).toBeUndefined()
  })
})

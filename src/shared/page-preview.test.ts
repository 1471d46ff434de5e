import { describe, expect, it } from 'vitest'
import type { SavedDocument, SavedDossier } from './saved-dossiers.ts'
import { previewDocument, previewHtml, previewTarget, shellWithPreview } from './page-preview.ts'

const ID = 'uIw9ByCUgkide7d8'

function doc(kind: SavedDocument['kind'], lang: number | null, url: string): SavedDocument {
  return { kind, lang, url, key: url, etag: null, contentType: 'text/html', contentDisposition: null, bytes: 1, savedAt: 1 }
}

const dossier: SavedDossier = {
  id: ID,
  name: 'Solvo',
  version: { id: 12, text: '3.0' },
  languages: [1, 2],
  interfaceLanguage: 'en',
  documents: [
    doc('detail', null, `/api/v1/products/-${ID}/detail`),
    doc('sds-html', 1, `/api/v1/sdsRender/view/-${ID}/1?qrCode=1&version=12`),
    doc('sds-html', 2, `/api/v1/sdsRender/view/-${ID}/2?qrCode=1&version=12`),
    doc('ipi-html', 1, `/api/v1/sdsRender/ipi/-${ID}/1/P?qrCode=1&version=12`),
    doc('tds-html', 2, `/api/v1/p/tds/view/2/-${ID}`),
  ],
  savedAt: 1,
  lastCheckedAt: 1,
  freshness: 'current',
  updatedFrom: null,
}

describe('previewTarget', () => {
  it('takes the SDS page of a permalink, with or without a version', () => {
    expect(previewTarget(`/p/${ID}/en/gh/2`, '')).toEqual({ kind: 'sds', id: ID, lang: 2, version: undefined })
    expect(previewTarget(`/p/${ID}/sl/gh/1/`, '?version=11')).toEqual({ kind: 'sds', id: ID, lang: 1, version: 11 })
    expect(previewTarget(`/p/${ID}/en/gh/1`, '?qrCode=1')).toEqual({ kind: 'sds', id: ID, lang: 1, version: undefined })
  })

  it('takes the safety instructions by the same rules, and the TDS page, which always shows the newest TDS', () => {
    expect(previewTarget(`/p/${ID}/en/mh/2`, '?version=11')).toEqual({ kind: 'ipi', id: ID, lang: 2, version: 11 })
    expect(previewTarget(`/p/${ID}/en/mh/2`, '?qrCode=0')).toBeUndefined()
    expect(previewTarget(`/p/${ID}/en/th/3`, '')).toEqual({ kind: 'tds', id: ID, lang: 3, version: undefined })
    expect(previewTarget(`/p/${ID}/en/ee/3`, '')).toBeUndefined()
  })

  it('leaves every other page, a comparison and a sheet without its QR code to the app', () => {
    expect(previewTarget(`/p/${ID}/en/pd/1`, '')).toBeUndefined()
    expect(previewTarget(`/p/${ID}/en/gh/1/download`, '')).toBeUndefined()
    expect(previewTarget(`/p/${ID}/en/gh/1`, '?version=12&compare=11')).toBeUndefined()
    expect(previewTarget(`/p/${ID}/en/gh/1`, '?qrCode=0')).toBeUndefined()
    expect(previewTarget('/p/short/en/gh/1', '')).toBeUndefined()
  })
})

describe('previewDocument', () => {
  it('finds the saved sheet of the language at the saved version', () => {
    expect(previewDocument(dossier, { kind: 'sds', id: ID, lang: 2, version: undefined })?.url).toContain('/view/-uIw9ByCUgkide7d8/2?')
    expect(previewDocument(dossier, { kind: 'sds', id: ID, lang: 1, version: 12 })?.kind).toBe('sds-html')
  })

  it('finds the saved instructions and the saved TDS of their kind only', () => {
    expect(previewDocument(dossier, { kind: 'ipi', id: ID, lang: 1, version: undefined })?.kind).toBe('ipi-html')
    expect(previewDocument(dossier, { kind: 'ipi', id: ID, lang: 2, version: undefined })).toBeUndefined()
    expect(previewDocument(dossier, { kind: 'tds', id: ID, lang: 2, version: undefined })?.kind).toBe('tds-html')
    expect(previewDocument(dossier, { kind: 'tds', id: ID, lang: 1, version: undefined })).toBeUndefined()
  })

  it('has none for another version or a language not saved', () => {
    expect(previewDocument(dossier, { kind: 'sds', id: ID, lang: 1, version: 11 })).toBeUndefined()
    expect(previewDocument(dossier, { kind: 'sds', id: ID, lang: 3, version: undefined })).toBeUndefined()
  })
})

describe('shellWithPreview', () => {
  const source = { kind: 'sds' as const, id: ID, lang: 1, version: 12 }

  it('puts the sheet before the empty root, naming which sheet it is', () => {
    const shell = '<body><div id="root"></div><script type="module" src="/p/assets/app.js"></script></body>'
    expect(shellWithPreview(shell, '<article class="sds">$& H225</article>', source)).toBe(
      `<body><main id="page-preview" class="page" data-kind="sds" data-dossier="${ID}" data-lang="1" data-version="12"><article class="sds">$& H225</article></main><div id="root"></div><script type="module" src="/p/assets/app.js"></script></body>`,
    )
  })

  it('drops the shell\'s "needs JavaScript" sentence, which the sheet makes untrue', () => {
    const shell = '<body><div id="root"></div><noscript>This portal needs JavaScript to show product dossiers.</noscript></body>'
    const html = shellWithPreview(shell, '<article class="sds">H225</article>', source)
    expect(html).not.toContain('noscript')
    expect(html).toContain('<article class="sds">H225</article>')
  })

  it('names the TDS version as text, and no version when it is not known', () => {
    const shell = '<body><div id="root"></div></body>'
    expect(shellWithPreview(shell, '<article class="tds"></article>', { kind: 'tds', id: ID, lang: 2, version: '2"1' })).toContain(
      `data-kind="tds" data-dossier="${ID}" data-lang="2" data-version="2&quot;1">`,
    )
    expect(shellWithPreview(shell, '<article class="tds"></article>', { kind: 'tds', id: ID, lang: 2, version: undefined })).toContain(
      `data-lang="2"><article`,
    )
  })

  it('marks a sheet the service worker painted because the server did not answer, and only that one', () => {
    const shell = '<body><div id="root"></div></body>'
    expect(shellWithPreview(shell, '<article></article>', { ...source, offline: true })).toContain('data-version="12" data-offline>')
    expect(shellWithPreview(shell, '<article></article>', source)).not.toContain('data-offline')
  })

  it('leaves a shell it does not recognise alone', () => {
    expect(shellWithPreview('<body><div id="app"></div></body>', '<article></article>', source)).toBeUndefined()
  })
})

describe('previewHtml', () => {
  it('takes the SDS and the instructions as answered, and the html of a TDS answer', () => {
    expect(previewHtml('sds', '<article class="sds"></article>')).toBe('<article class="sds"></article>')
    expect(previewHtml('ipi', '<article class="ipi"></article>')).toBe('<article class="ipi"></article>')
    expect(previewHtml('tds', JSON.stringify({ html: '<article class="tds">"x"</article>' }))).toBe('<article class="tds">"x"</article>')
  })

  it('has nothing for a TDS answer without html', () => {
    expect(previewHtml('tds', '{"sheet":"<p></p>"}')).toBeUndefined()
    expect(previewHtml('tds', '<article class="tds"></article>')).toBeUndefined()
  })
})

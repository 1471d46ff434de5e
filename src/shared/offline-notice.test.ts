import { describe, expect, it } from 'vitest'
import { dossierOfPath, isOfflineNotice, offlineNoticeHtml } from './offline-notice.ts'
import { shellWithNotice } from './page-preview.ts'

const ID = 'uIw9ByCUgkide7d8'
const GERMAN = {
  locale: 'de',
  heading: 'Dieses Dossier ist auf diesem Gerät nicht gespeichert',
  text: 'Sie sind offline <& nie geöffnet>.',
  savedSheets: 'Gespeicherte Blätter',
}

describe('dossierOfPath', () => {
  it('finds the permalink and interface language of every dossier page', () => {
    expect(dossierOfPath(`/p/${ID}/de/pd/1`)).toEqual({ id: ID, locale: 'de' })
    expect(dossierOfPath(`/p/${ID}/en/gh/2`)).toEqual({ id: ID, locale: 'en' })
    expect(dossierOfPath(`/p/${ID}/en`)).toEqual({ id: ID, locale: 'en' })
  })

  it('leaves the app’s own pages alone: they are no dossier', () => {
    expect(dossierOfPath('/p/saved')).toBeUndefined()
    expect(dossierOfPath('/p/products/en')).toBeUndefined()
    expect(dossierOfPath('/p/')).toBeUndefined()
    expect(dossierOfPath('/p/short/en/pd/1')).toBeUndefined()
  })
})

describe('the notice', () => {
  it('is a level-one heading, the explanation and a link to the saved sheets, in the words’ language, escaped', () => {
    expect(offlineNoticeHtml(GERMAN)).toBe(
      '<div class="error-page" lang="de"><h1>Dieses Dossier ist auf diesem Gerät nicht gespeichert</h1>' +
        '<p>Sie sind offline &lt;&amp; nie geöffnet&gt;.</p>' +
        '<p><a class="button button--secondary" href="/p/saved">Gespeicherte Blätter</a></p></div>',
    )
  })

  it('never writes a language attribute it was not given as a language tag', () => {
    expect(offlineNoticeHtml({ ...GERMAN, locale: '"><script>' })).toContain('lang="en"')
  })

  it('takes only a complete notice from storage', () => {
    expect(isOfflineNotice(GERMAN)).toBe(true)
    expect(isOfflineNotice({ ...GERMAN, text: undefined })).toBe(false)
    expect(isOfflineNotice('notice')).toBe(false)
    expect(isOfflineNotice(null)).toBe(false)
  })

  it('sits before the app’s root as a preview the app never takes for a document', () => {
    const shell = '<body><div id="root"></div><noscript>This portal needs JavaScript to show product dossiers.</noscript></body>'
    expect(shellWithNotice(shell, '<h1>x</h1>')).toBe(
      '<body><main id="page-preview" class="page" data-kind="notice" data-offline><h1>x</h1></main><div id="root"></div></body>',
    )
    expect(shellWithNotice('<body><div id="app"></div></body>', '<h1>x</h1>')).toBeUndefined()
  })
})

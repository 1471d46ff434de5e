import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { messages as deMessages } from '#locales/de/messages.po'
import { noticeText } from './notice-text.ts'
import { noticeAfterRedirect, noticeUnknownComparison, noticeUnknownVersion, takeRedirectNotice } from './redirect-notice.ts'

describe('redirect notices', () => {
  it('name what was asked and what is shown', () => {
    expect(noticeText(i18n, { kind: 'interfaceLanguage', asked: 'fr' })).toBe(
      'The interface is not available in Français: shown in English.',
    )
    expect(noticeText(i18n, { kind: 'interfaceLanguage', asked: 'xx' })).toBe('The interface is not available in “xx”: shown in English.')
    expect(noticeText(i18n, { kind: 'page', asked: 'zz' })).toBe('A product dossier has no page “zz”: here is its home.')
    expect(noticeText(i18n, { kind: 'documentLanguage', document: 'sds', asked: '4', shown: 1, available: [1, 2] })).toBe(
      'The safety data sheet is not available in Hrvatski: shown in English. Also available: Slovenščina.',
    )
    expect(noticeText(i18n, { kind: 'documentLanguage', document: 'label', asked: 'de', shown: 2, available: [2] })).toBe(
      'The label is not available in Deutsch: shown in Slovenščina.',
    )
    expect(noticeText(i18n, { kind: 'documentUnavailable', document: 'tds' })).toBe(
      'This product has no technical data sheet to show: here is its detail.',
    )
    expect(noticeText(i18n, { kind: 'version', shown: '3.0' })).toBe(
      'The requested version does not exist: shown is the current version, 3.0.',
    )
  })

  it('are said in the interface language', () => {
    const before = i18n.locale
    i18n.loadAndActivate({ locale: 'de', messages: deMessages })
    try {
      expect(noticeText(i18n, { kind: 'documentLanguage', document: 'sds', asked: '4', shown: 3, available: [3] })).toBe(
        'Das Sicherheitsdatenblatt ist in Hrvatski nicht verfügbar: angezeigt in Deutsch.',
      )
    } finally {
      i18n.activate(before)
    }
  })

  it('are kept for the page the redirect leads to, once; a preload leaves none', () => {
    noticeAfterRedirect({ kind: 'page', asked: 'zz' }, true)
    expect(takeRedirectNotice()).toBeUndefined()
    noticeAfterRedirect({ kind: 'page', asked: 'zz' })
    expect(takeRedirectNotice()).toEqual({ kind: 'page', asked: 'zz' })
    expect(takeRedirectNotice()).toBeUndefined()
  })

  it('an unknown version in the address leaves a notice on entering the page only', () => {
    const versions = [
      { id: 30, text: '3.0' },
      { id: 20, text: '2.0' },
    ]
    noticeUnknownVersion(versions, 20, true)
    noticeUnknownVersion(versions, undefined, true)
    noticeUnknownVersion(versions, 99, false)
    expect(takeRedirectNotice()).toBeUndefined()
    noticeUnknownVersion(versions, 99, true)
    expect(takeRedirectNotice()).toEqual({ kind: 'version', shown: '3.0' })
  })

  it('a comparison with a version the product does not have leaves a notice on entering the page only', () => {
    const versions = [{ id: 30 }, { id: 20 }]
    noticeUnknownComparison(versions, 20, true)
    noticeUnknownComparison(versions, undefined, true)
    noticeUnknownComparison(versions, 99, false)
    expect(takeRedirectNotice()).toBeUndefined()
    noticeUnknownComparison(versions, 99, true)
    expect(takeRedirectNotice()).toEqual({ kind: 'comparison', asked: 99 })
    expect(noticeText(i18n, { kind: 'comparison', asked: 99 })).toBe('There is no version 99 to compare with: no changes are marked.')
  })
})

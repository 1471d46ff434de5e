/**
 * The sentences of the redirect notices. They are needed only after a redirect, so they load then
 * (components/redirect-notices.tsx) instead of with the first screen's code.
 */
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { docLanguageByCode, docLanguageById } from '#shared/languages'
import type { DocTab } from '#shared/tabs'
import type { RedirectNotice } from './redirect-notice.ts'

function notInLanguage(i18n: I18n, document: DocTab, asked: string, shown: string): string {
  switch (document) {
    case 'sds':
      return i18n._(msg`The safety data sheet is not available in ${asked}: shown in ${shown}.`)
    case 'tds':
      return i18n._(msg`The technical data sheet is not available in ${asked}: shown in ${shown}.`)
    case 'label':
      return i18n._(msg`The label is not available in ${asked}: shown in ${shown}.`)
    case 'instructions':
      return i18n._(msg`The safety instructions are not available in ${asked}: shown in ${shown}.`)
  }
}

function unavailable(i18n: I18n, document: DocTab): string {
  switch (document) {
    case 'sds':
      return i18n._(msg`This product has no safety data sheet to show: here is its detail.`)
    case 'tds':
      return i18n._(msg`This product has no technical data sheet to show: here is its detail.`)
    case 'label':
      return i18n._(msg`This product has no label to show: here is its detail.`)
    case 'instructions':
      return i18n._(msg`This product has no safety instructions to show: here is its detail.`)
  }
}

/** A language of the address by its own name: an id or code of the table, else the text as written. */
function languageName(value: string): string {
  const known = /^\d+$/.test(value) ? docLanguageById(Number(value)) : docLanguageByCode(value)
  return known?.name ?? `“${value}”`
}

export function noticeText(i18n: I18n, notice: RedirectNotice): string {
  switch (notice.kind) {
    case 'interfaceLanguage': {
      const asked = languageName(notice.asked)
      const shown = languageName(i18n.locale)
      return i18n._(msg`The interface is not available in ${asked}: shown in ${shown}.`)
    }
    case 'page': {
      const asked = notice.asked
      return i18n._(msg`A product dossier has no page “${asked}”: here is its home.`)
    }
    case 'documentLanguage': {
      const text = notInLanguage(i18n, notice.document, languageName(notice.asked), languageName(String(notice.shown)))
      const languages = notice.available
        .filter((id) => id !== notice.shown)
        .map((id) => languageName(String(id)))
        .join(', ')
      return languages ? `${text} ${i18n._(msg`Also available: ${languages}.`)}` : text
    }
    case 'documentUnavailable':
      return unavailable(i18n, notice.document)
    case 'version': {
      const shown = notice.shown
      return i18n._(msg`The requested version does not exist: shown is the current version, ${shown}.`)
    }
    case 'comparison': {
      const asked = notice.asked
      return i18n._(msg`There is no version ${asked} to compare with: no changes are marked.`)
    }
  }
}

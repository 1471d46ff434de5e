/**
 * The wording of the redirect notices. It is needed only after a redirect, so it loads then
 * (components/redirect-notices.tsx) instead of with the first screen's code. The document kinds'
 * own sentences are in kind-presentation.ts, beside their names: the build leaves only their ids
 * in the code, the text is in the interface catalogue.
 */
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { docLanguageByCode, docLanguageById } from '#shared/languages'
import { KIND_PRESENTATION } from './kind-presentation.ts'
import type { RedirectNotice } from './redirect-notice.ts'

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
      const { id, message } = KIND_PRESENTATION[notice.document].notices.notInLanguage
      const names = { asked: languageName(notice.asked), shown: languageName(String(notice.shown)) }
      const text = i18n._(id, names, { message })
      const languages = notice.available
        .filter((id) => id !== notice.shown)
        .map((id) => languageName(String(id)))
        .join(', ')
      return languages ? `${text} ${i18n._(msg`Also available: ${languages}.`)}` : text
    }
    case 'documentUnavailable':
      return i18n._(KIND_PRESENTATION[notice.document].notices.unavailable)
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

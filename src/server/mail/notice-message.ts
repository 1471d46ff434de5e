import { formatDocumentDate } from '#shared/document-dates'
import type { DocLanguageCode } from '#shared/languages'
import { NOTICE_TEXTS } from './notice-texts.ts'
import { escapeHtml, oneLine } from './share-message.ts'

export interface NoticeMessageInput {
  product: string
  version: string
  revisionDate: string
  /** The changed sections that bring new hazard or risk-management information, with their titles in the sheet's language. */
  sections: { number: number; title: string }[]
  /** The language of the sheet the notice announces. */
  lang: DocLanguageCode
  compareUrl: string
  sheetUrl: string
  unsubscribeUrl: string
  portalName: string
}

export interface NoticeMessage {
  subject: string
  html: string
  text: string
}

/**
 * The revision notice: which sections changed, a link to the comparison with the version the
 * recipient knew, the revised sheet's permalink and the unsubscribe link. No CSS, like the share
 * e-mail, so every mail client shows the same thing.
 */
export function noticeMessage(input: NoticeMessageInput): NoticeMessage {
  const t = NOTICE_TEXTS[input.lang]
  const product = oneLine(input.product)
  const subject = t.subject(product, input.version)
  // The revision date as the sheet in this language prints it.
  const intro = t.intro(product, input.version, formatDocumentDate(input.revisionDate, input.lang))
  const sections = input.sections.map((s) => `${s.number}. ${oneLine(s.title)}`)
  const link = (url: string, label: string) => `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`
  const html = [
    '<!doctype html>',
    `<html lang="${input.lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>`,
    `<p>${escapeHtml(t.greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${escapeHtml(t.sections)}</p>`,
    '<ul>',
    ...sections.map((s) => `<li>${escapeHtml(s)}</li>`),
    '</ul>',
    `<p>${link(input.compareUrl, t.compare)}</p>`,
    `<p>${link(input.sheetUrl, t.sheet)}</p>`,
    `<p>${escapeHtml(t.why(input.portalName))}</p>`,
    '<hr>',
    `<p><small>${link(input.unsubscribeUrl, t.unsubscribe)}</small></p>`,
    '</body></html>',
  ].join('\n')
  const text = [
    t.greeting,
    '',
    intro,
    '',
    t.sections,
    ...sections.map((s) => `- ${s}`),
    '',
    `${t.compare}:`,
    `  ${input.compareUrl}`,
    `${t.sheet}:`,
    `  ${input.sheetUrl}`,
    '',
    t.why(input.portalName),
    '',
    '-- ',
    `${t.unsubscribe}: ${input.unsubscribeUrl}`,
    '',
  ].join('\n')
  return { subject, html, text }
}

import { docLanguageById, isInterfaceLanguage, type DocLanguageCode, type InterfaceLanguage } from '#shared/languages'
import type { ShareTarget } from '#shared/share'
import { SHARE_TEXTS } from './messages.ts'

export interface ShareMessageInput {
  sender: { name: string; email: string }
  products: { name: string; permalink: string }[]
  /** Message language (any document language): the texts, and the interface language of the links when the interface has it. */
  messageLang: DocLanguageCode
  /** Document language id of the linked pages. */
  docLangId: number
  target: ShareTarget
  /** This portal's origin (PUBLIC_URL or the request's own): links go nowhere else. */
  baseUrl: string
  portalName: string
}

export interface ShareMessage {
  subject: string
  html: string
  text: string
  links: string[]
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!)

/** A line break or tab in a name must not reach a header (the subject) or reshape the text part. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

export function productLink(baseUrl: string, permalink: string, il: InterfaceLanguage, target: ShareTarget, docLangId: number): string {
  const tab = target === 'sds' ? 'gh' : 'pd'
  return `${baseUrl.replace(/\/+$/, '')}/p/${encodeURIComponent(permalink)}/${il}/${tab}/${docLangId}`
}

/**
 * The share e-mail in the message language: HTML and plain text with the same content. The HTML
 * has no CSS at all, so the app's preview (a sandboxed frame under the page's CSP) shows exactly
 * what is sent, and every mail client shows it the same way.
 */
export function shareMessage(input: ShareMessageInput): ShareMessage {
  const texts = SHARE_TEXTS[input.messageLang]
  // The app is not translated into every document language: a Bulgarian message links to the
  // Bulgarian sheet in the English interface, the interface's own fallback.
  const linkLang: InterfaceLanguage = isInterfaceLanguage(input.messageLang) ? input.messageLang : 'en'
  const sender = oneLine(input.sender.name)
  const language = docLanguageById(input.docLangId)?.name ?? ''
  const label = `${input.target === 'sds' ? texts.sds : texts.overview}${language ? ` (${language})` : ''}`
  const items = input.products.map((p) => ({
    name: oneLine(p.name),
    url: productLink(input.baseUrl, p.permalink, linkLang, input.target, input.docLangId),
  }))
  const subject = texts.subject(sender)
  const html = [
    '<!doctype html>',
    `<html lang="${input.messageLang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>`,
    `<p>${escapeHtml(texts.greeting)}</p>`,
    `<p>${escapeHtml(texts.intro(sender, input.sender.email))}</p>`,
    '<ol>',
    ...items.map((item) => `<li><a href="${escapeHtml(item.url)}">${escapeHtml(item.name)}</a> – ${escapeHtml(label)}</li>`),
    '</ol>',
    `<p>${escapeHtml(texts.note)}</p>`,
    '<hr>',
    `<p><small>${escapeHtml(texts.footer(input.portalName, sender))}</small></p>`,
    '</body></html>',
  ].join('\n')
  const text = [
    texts.greeting,
    '',
    texts.intro(sender, input.sender.email),
    '',
    ...items.map((item, index) => `${index + 1}. ${item.name} – ${label}\n   ${item.url}`),
    '',
    texts.note,
    '',
    '-- ',
    texts.footer(input.portalName, sender),
    '',
  ].join('\n')
  return { subject, html, text, links: items.map((item) => item.url) }
}

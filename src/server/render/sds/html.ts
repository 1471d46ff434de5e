import { blockHtml, escapeHtml, rowsHtml } from '../common/html.ts'
import type { SdsDocument, Section, Subsection } from './model.ts'
import type { Block } from '../common/model.ts'

/**
 * The SDS as an HTML fragment for the app's SDS page. Section anchors are `sds-section-{n}`; a
 * comparison wraps differences in <ins>/<del> and marks the changed sections with `sds-section--changed`.
 */

const rows = rowsHtml
const blocks = (list: Block[]) => list.map((b) => blockHtml(b)).join('')
const anchor = (number: string) => number.replace(/\./g, '-')

function subsection(s: Subsection, level: 3 | 4): string {
  const nested = level === 4 ? ' sds-subsection--nested' : ''
  return (
    `<section class="sds-subsection${nested}" id="sds-subsection-${anchor(s.number)}" data-subsection="${s.number}">` +
    `<h${level} class="sds-subsection__title"><span class="sds-subsection__number">${s.number}</span> ${escapeHtml(s.title)}</h${level}>` +
    `${blocks(s.blocks)}${s.children.map((c) => subsection(c, 4)).join('')}</section>`
  )
}

function section(s: Section): string {
  const changed = s.changed ? ' sds-section--changed' : ''
  return (
    `<section class="sds-section${changed}" id="sds-section-${s.number}" data-section="${s.number}"${s.changed ? ' data-changed="true"' : ''}>` +
    `<h2 class="sds-section__title"><span class="sds-section__number">${s.number}</span> ${escapeHtml(s.title)}</h2>` +
    `${blocks(s.blocks)}${s.subsections.map((u) => subsection(u, 3)).join('')}</section>`
  )
}

export interface HtmlOptions {
  /** The QR code as an image URL (an SVG data URL); needed when the document has a QR code. */
  qrImage?: string
  compare?: boolean
}

export function renderSdsHtml(doc: SdsDocument, options: HtmlOptions = {}): string {
  const qr =
    doc.qr && options.qrImage
      ? `<figure class="sds-qr"><img class="sds-qr__image" src="${escapeHtml(options.qrImage)}" alt="${escapeHtml(doc.qr.alt)}" width="96" height="96">` +
        `<figcaption class="sds-qr__caption">${escapeHtml(doc.qr.caption)}</figcaption></figure>`
      : ''
  const header =
    `<header class="sds-header"><div class="sds-header__text">` +
    `<p class="sds-header__document">${escapeHtml(doc.title)}</p>` +
    `<p class="sds-header__product">${escapeHtml(doc.productName)}</p>` +
    `<p class="sds-header__regulation">${escapeHtml(doc.regulation)}</p>` +
    `${rows(doc.meta, 'sds-meta')}</div>${qr}</header>`
  const compare = options.compare ? ' sds--compare' : ''
  return (
    `<article class="sds${compare}" lang="${escapeHtml(doc.lang)}" data-version-id="${doc.versionId}">` +
    `${header}${doc.sections.map(section).join('')}</article>`
  )
}

/** What the view answers for a product without any version (the menu hides on it). */
export function renderNoVersionHtml(message: string, lang: string): string {
  return `<div class="sds-no-version" data-no-version="true" lang="${escapeHtml(lang)}"><p class="sds-no-version__text">${escapeHtml(message)}</p></div>`
}

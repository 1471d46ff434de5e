import { blockHtml, escapeHtml, rowsHtml } from '../common/html.ts'
import { partsHtml } from '../common/html.ts'
import type { InstructionsDocument, InstructionsSection } from './model.ts'

/**
 * The safety instructions as an HTML fragment for the app's page: escaped data, classes, no inline
 * style (CSP). `article.ipi[lang][data-version-id]`, `.ipi-header`, `.ipi-qr` (when asked for),
 * `section.ipi-section.ipi-section--{id}#ipi-section-{id}[data-section]` with `h2.ipi-section__title`,
 * `.ipi-signal-word`, `ul.ipi-pictograms`, `h3.ipi-part__title`, the SDS blocks under the `ipi-` prefix.
 */
const PICTOGRAM_SIZE = 96

function section(s: InstructionsSection): string {
  const pictograms = s.pictograms.length > 0 ? blockHtml({ kind: 'pictograms', items: s.pictograms }, 'ipi', PICTOGRAM_SIZE) : ''
  const signal = s.signalWord ? `<p class="ipi-signal-word">${escapeHtml(s.signalWord)}</p>` : ''
  return (
    `<section class="ipi-section ipi-section--${s.id}" id="ipi-section-${s.id}" data-section="${s.id}">` +
    `<h2 class="ipi-section__title">${escapeHtml(s.title)}</h2>` +
    `<div class="ipi-section__body">${pictograms}${signal}${partsHtml(s.parts, 'ipi')}</div></section>`
  )
}

export function renderInstructionsHtml(doc: InstructionsDocument, qrImage?: string): string {
  const qr =
    doc.qr && qrImage
      ? `<figure class="ipi-qr"><img class="ipi-qr__image" src="${escapeHtml(qrImage)}" alt="${escapeHtml(doc.qr.alt)}" width="112" height="112">` +
        `<figcaption class="ipi-qr__caption">${escapeHtml(doc.qr.caption)}</figcaption></figure>`
      : ''
  const header =
    `<header class="ipi-header"><div class="ipi-header__text">` +
    `<p class="ipi-header__document">${escapeHtml(doc.title)}</p>` +
    `<p class="ipi-header__subtitle">${escapeHtml(doc.subtitle)}</p>` +
    `<p class="ipi-header__product">${escapeHtml(doc.productName)}</p>` +
    `<p class="ipi-header__supplier">${escapeHtml(doc.supplier)}</p>` +
    `${rowsHtml(doc.meta, 'ipi-meta')}</div>${qr}</header>`
  return (
    `<article class="ipi" lang="${escapeHtml(doc.lang)}" data-version-id="${doc.versionId}" data-qr="${doc.qr ? '1' : '0'}">` +
    `${header}${doc.sections.map(section).join('')}</article>`
  )
}

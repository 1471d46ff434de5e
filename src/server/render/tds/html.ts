import { escapeHtml, partsHtml, rowsHtml } from '../common/html.ts'
import type { TdsDocument } from './model.ts'

/**
 * The TDS as an HTML fragment for the app's TDS page: escaped data, classes, no inline style (CSP).
 * `article.tds[lang][data-tds-version]`, `.tds-header`, `section.tds-section#tds-section-{id}
 * [data-section]` with `h2.tds-section__title`, `h3.tds-part__title`, the SDS blocks under the `tds-`
 * prefix (`.tds-text`, `.tds-table--parameters`, `.tds-table--packaging`), `.tds-disclaimer`.
 */
export function renderTdsHtml(doc: TdsDocument): string {
  const header =
    `<header class="tds-header">` +
    `<p class="tds-header__document">${escapeHtml(doc.title)}</p>` +
    `<p class="tds-header__product">${escapeHtml(doc.productName)}</p>` +
    `${rowsHtml(doc.meta, 'tds-meta')}</header>`
  const sections = doc.sections
    .map(
      (s) =>
        `<section class="tds-section" id="tds-section-${s.id}" data-section="${s.id}">` +
        `<h2 class="tds-section__title">${escapeHtml(s.title)}</h2>${partsHtml(s.parts, 'tds')}</section>`,
    )
    .join('')
  return (
    `<article class="tds" lang="${escapeHtml(doc.lang)}" data-tds-version="${escapeHtml(doc.tdsVersion)}">` +
    `${header}${sections}<p class="tds-disclaimer">${escapeHtml(doc.disclaimer)}</p></article>`
  )
}

import { identifierRuns } from './identifiers.ts'
import type { Block, DocumentPart, PictogramItem, Row, Text } from './model.ts'

/**
 * The HTML of the blocks every document is made of (SDS, TDS, safety instructions, the digital
 * label's texts). Built only from escaped data, with classes and no inline style (the app's CSP
 * allows no inline styles; the app styles the classes).
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!)
}

/** Escaped text whose identifiers (CAS, EC, UN, …) sit in no-wrap spans, so a line never splits one. */
const withIdentifiers = (value: string) =>
  identifierRuns(value)
    .map((run) => (run.identifier ? `<span class="sds-id">${escapeHtml(run.text)}</span>` : escapeHtml(run.text)))
    .join('')

/** A Text as escaped HTML; in a comparison its differences as <ins>/<del>. */
export function textHtml(value: Text): string {
  if (typeof value === 'string') return withIdentifiers(value)
  return value
    .map((part) => (part.kind === 'same' ? withIdentifiers(part.text) : `<${part.kind}>${withIdentifiers(part.text)}</${part.kind}>`))
    .join('')
}
const text = textHtml

/** The pictogram images the API serves (routes/products.ts pictogramRoutes). */
export const pictogramUrl = (code: string) => `/api/v1/pictograms/${code}.svg`

/** Label/value rows as a description list; `className` names the list and its parts (BEM). */
export const rowsHtml = (list: Row[], className: string) =>
  `<dl class="${className}">${list
    .map(
      (r) =>
        `<div class="${className}__row"><dt class="${className}__label">${text(r.label)}</dt><dd class="${className}__value">${text(r.value)}</dd></div>`,
    )
    .join('')}</dl>`
const rows = rowsHtml

function pictogram(p: PictogramItem, prefix: string, size: number): string {
  const img = `<img class="${prefix}-pictogram__image" src="${pictogramUrl(p.code)}" alt="${escapeHtml(p.alt)}" width="${size}" height="${size}">`
  const changed = p.change ? ` ${prefix}-pictogram--${p.change === 'ins' ? 'added' : 'removed'}` : ''
  return `<li class="${prefix}-pictogram${changed}" data-code="${p.code}">${p.change ? `<${p.change}>${img}</${p.change}>` : img}</li>`
}

/**
 * One block of the document model as HTML. `prefix` starts every class name: the SDS writes
 * `sds-text`, `sds-table--substances`…; the TDS and the safety instructions use the same blocks
 * under their own prefixes, so each page styles its document apart.
 */
export function blockHtml(b: Block, prefix = 'sds', pictogramSize = 80): string {
  switch (b.kind) {
    case 'paragraph':
      return `<p class="${prefix}-text${b.empty ? ` ${prefix}-text--empty` : ''}">${text(b.text)}</p>`
    case 'rows':
      return rows(b.rows, `${prefix}-rows`)
    case 'table': {
      const head = b.columns.map((c) => `<th scope="col">${escapeHtml(c)}</th>`).join('')
      const body = b.rows
        .map(
          (cells) =>
            `<tr>${cells.map((cell, i) => (i === 0 && b.rowHeaders ? `<th scope="row">${text(cell)}</th>` : `<td>${text(cell)}</td>`)).join('')}</tr>`,
        )
        .join('')
      return `<div class="${prefix}-table-wrap"><table class="${prefix}-table ${prefix}-table--${b.name}"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`
    }
    case 'statements':
      return `<div class="${prefix}-statements ${prefix}-statements--${b.name}">${b.title ? `<p class="${prefix}-statements__title">${escapeHtml(b.title)}</p>` : ''}<ul class="${prefix}-statements__list">${b.items
        .map(
          (s) =>
            `<li class="${prefix}-statement"><span class="${prefix}-statement__code">${text(s.code)}</span> <span class="${prefix}-statement__text">${text(s.text)}</span></li>`,
        )
        .join('')}</ul></div>`
    case 'pictograms':
      return `<ul class="${prefix}-pictograms">${b.items.map((p) => pictogram(p, prefix, pictogramSize)).join('')}</ul>`
  }
}

/** Parts under their optional sub-headings, with the blocks under the document's class prefix. */
export function partsHtml(parts: DocumentPart[], prefix: string): string {
  return parts
    .map(
      (part) =>
        (part.title ? `<h3 class="${prefix}-part__title">${escapeHtml(part.title)}</h3>` : '') +
        part.blocks.map((b) => blockHtml(b, prefix)).join(''),
    )
    .join('')
}

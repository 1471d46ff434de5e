import { createHash } from 'node:crypto'
import { dialString, EUROPEAN_EMERGENCY_NUMBER } from '#shared/emergency-call'
import type { DocumentTexts } from '#server/phrases/document-texts'
import { escapeHtml, pictogramUrl } from '../common/html.ts'
import type { LabelContent } from './model.ts'

/**
 * The digital label (CLP Article 34b): the label's elements as text on a page of its own, complete
 * HTML that needs no script and no sign-in, small enough for a poor connection.
 *
 * It shows what the printed label shows, from the same content (composeLabel: the same statement
 * selection, Article 28 P rules, Article 18(3) "Contains" and supplemental section), in the order
 * of the printed label: the product identifier and UFI, then the hazard group that Article 32(1)
 * keeps together (pictograms, signal word, hazard statements), the precautionary statements, the
 * supplemental information (Article 25), and the supplier with telephone and the nominal quantity
 * (Article 17(1)(a), (b)). The hazard group is therefore also the first thing a worker sees.
 * Article 34b(3) wants the label elements apart from other information: the product description
 * and use texts follow in a section of their own, then the emergency numbers to call.
 */
/** An emergency telephone number as the page prints it: the number, who answers and when. */
export interface EmergencyLine {
  number: string
  service: string
  hours: string
}

export interface DigitalLabelPage {
  content: LabelContent
  /** The page's language code (html lang). */
  lang: string
  texts: DocumentTexts
  emergency: EmergencyLine[]
  /** The dossier home of the product (every document). */
  dossierUrl: string
}

/**
 * One stylesheet in the page (no second request on a poor connection); the answer's CSP allows
 * exactly this text by its hash. 16 px base text, nothing wider than a 320 px screen.
 */
export const DIGITAL_LABEL_STYLE = [
  'html{font-size:100%;-webkit-text-size-adjust:100%}',
  'body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111;background:#fff;overflow-wrap:anywhere}',
  'main{max-width:42rem;margin:0 auto;padding:1rem}',
  'h1{font-size:1.5rem;line-height:1.25;margin:0 0 .25rem}',
  'h2{font-size:1.125rem;margin:1.25rem 0 .25rem}',
  'ul{margin:0;padding-left:1.25rem}li{margin:.25rem 0}',
  'p{margin:.25rem 0}',
  '.kind{color:#444;margin:0 0 .5rem}',
  '.label{border:2px solid #111;border-radius:.5rem;padding:0 1rem 1rem}',
  '.hazards{margin-top:1rem}',
  '.pictograms{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;padding:0}',
  '.pictograms li{margin:0;text-align:center;max-width:6rem;font-size:.875rem}',
  '.pictograms img{display:block;margin:0 auto}',
  '.signal{font-size:1.75rem;font-weight:700;text-transform:uppercase;margin:.5rem 0}',
  '.signal--danger{color:#b00020}',
  '.vh{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}',
  '.code{font-weight:700;white-space:nowrap}',
  '.other{margin-top:1.5rem;border-top:1px solid #767676}',
  '.calls{list-style:none;padding:0}',
  'a{color:#0b4fa8}a:focus-visible{outline:3px solid #0b4fa8;outline-offset:2px}',
  '.call{display:inline-block;min-height:44px;padding:.5rem 0;font-weight:700}',
].join('')

export const DIGITAL_LABEL_STYLE_HASH = `'sha256-${createHash('sha256').update(DIGITAL_LABEL_STYLE).digest('base64')}'`

const e = escapeHtml

/** 'H225 Highly flammable liquid and vapour.' with the code in bold; a text without a code stays whole. */
function statementItem(text: string): string {
  const m = /^((?:EUH|H|P)\d{3}[A-Za-z]*(?:\s*\+\s*(?:EUH|H|P)\d{3}[A-Za-z]*)*) (.*)$/s.exec(text)
  return m ? `<li><span class="code">${e(m[1]!)}</span> ${e(m[2]!)}</li>` : `<li>${e(text)}</li>`
}

const list = (items: string[]) => (items.length > 0 ? `<ul>${items.map(statementItem).join('')}</ul>` : '')

const section = (heading: string, body: string) => (body ? `<section><h2>${e(heading)}</h2>${body}</section>` : '')

const telLink = (number: string, className?: string) =>
  `<a${className ? ` class="${className}"` : ''} href="tel:${e(dialString(number))}">${e(number)}</a>`

export function renderDigitalLabelHtml({ content, lang, texts, emergency, dossierUrl }: DigitalLabelPage): string {
  const l = content.languages[0]
  if (!l) throw new Error('a digital label is drawn in one language')
  const title = `${content.title} – ${texts('doc:label:digital')}`

  const identity = content.ufi.length > 0 ? `<p>${e(texts('doc:ufi'))}: <span class="code">${e(content.ufi.join(', '))}</span></p>` : ''

  const pictograms =
    content.pictograms.length > 0
      ? `<ul class="pictograms" aria-label="${e(texts('doc:pictograms'))}">${content.pictograms
          .map((p) => `<li><img src="${pictogramUrl(p.code)}" alt="${e(p.name)}" width="80" height="80"></li>`)
          .join('')}</ul>`
      : ''
  const signal = l.signalWord
    ? `<p class="signal signal--${content.signal ?? 'none'}"><span class="vh">${e(texts('doc:signalWord'))}: </span>${e(l.signalWord)}</p>`
    : ''
  const hazards =
    pictograms || signal || l.hazards.length > 0 || l.contains
      ? `<section class="hazards">${pictograms}${signal}${l.contains ? `<p>${e(l.contains)}</p>` : ''}${
          l.hazards.length > 0 ? `<h2>${e(texts('doc:hazardStatements'))}</h2>${list(l.hazards)}` : ''
        }</section>`
      : ''

  const supplier = content.supplierAddress.map((line) => `<p>${e(line)}</p>`).join('')
  const phone = content.supplierPhone ? `<p>${e(texts('doc:supplierPhone'))}: ${telLink(content.supplierPhone)}</p>` : ''
  const quantity = [content.contents, content.unNumber].filter((s): s is string => !!s).map((s) => `<p><strong>${e(s)}</strong></p>`)

  const label = [
    `<h1 id="product">${e(content.title)}</h1>`,
    `<p class="kind">${e(texts('doc:label:digital'))}</p>`,
    identity,
    hazards,
    section(texts('doc:precautionaryStatements'), list(l.precautions)),
    section(texts('doc:supplementalStatements'), list(l.supplemental)),
    section(texts('doc:supplier'), supplier + phone),
    quantity.join(''),
  ].join('')

  const otherTexts = [l.description, ...l.instructions, l.usage, l.storage].filter((s): s is string => !!s)
  const other = otherTexts.length > 0 ? otherTexts.map((s) => `<p>${e(s)}</p>`).join('') : ''

  const listed = emergency.map((n) => ({ number: n.number, service: [n.service, n.hours].filter(Boolean).join(', ') }))
  const calls = listed.some((c) => dialString(c.number) === EUROPEAN_EMERGENCY_NUMBER)
    ? listed
    : [...listed, { number: EUROPEAN_EMERGENCY_NUMBER, service: texts('doc:label:euEmergency') }]
  const callList = `<ul class="calls">${calls
    .map((c) => `<li>${telLink(c.number, 'call')}${c.service ? ` <span>${e(c.service)}</span>` : ''}</li>`)
    .join('')}</ul>`

  return [
    '<!doctype html>',
    `<html lang="${e(lang)}">`,
    '<head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // The portal keeps its dossiers out of search engines (robots.txt says why).
    '<meta name="robots" content="noindex">',
    `<title>${e(title)}</title>`,
    '<link rel="icon" href="/p/icons/icon.svg" type="image/svg+xml">',
    `<style>${DIGITAL_LABEL_STYLE}</style>`,
    '</head><body><main>',
    `<article class="label" aria-labelledby="product">${label}</article>`,
    other ? `<section class="other"><h2>${e(texts('doc:label:other'))}</h2>${other}</section>` : '',
    `<section class="emergency"><h2>${e(texts('doc:emergencyPhone'))}</h2>${callList}</section>`,
    `<p><a href="${e(dossierUrl)}">${e(texts('doc:label:dossier'))}</a></p>`,
    '</main></body></html>',
  ].join('')
}

import type { ProductDetail } from './api/product-detail.ts'
import { dialString, EUROPEAN_EMERGENCY_NUMBER } from './emergency-call.ts'
import { emergencyCalls } from './emergency-calls.ts'
import { FIRST_AID_PATH, PHONE_PATH, PPE_SYMBOLS } from './icon-paths.ts'
import { docLanguageById } from './languages.ts'
import type { ProtectiveEquipment } from './protective-equipment.ts'
import { tabStates } from './tab-states.ts'

/**
 * The top of the dossier home as HTML, for the server's first answer of a navigation to it: the
 * emergency strip, the product's name and supplier, and the hazard card. A worker who scans a
 * container reads the signal word, the pictograms and the hazard statements as soon as the HTML
 * arrives, and without JavaScript at all. The markup and classes are those of the app's components
 * (features/dossier/components: EmergencyStrip, ProductHeading, HazardCard; a test holds them
 * together), so the app's stylesheet lays it out the same and nothing moves when the app's own
 * page replaces it (attributes in the order React writes them: an image's src last). Every document text comes from the product detail (the sheet's language); the
 * interface words come through `t`, the app's own Lingui catalogs in the interface language.
 */
export interface HomePreviewTexts {
  /** The interface language (a BCP 47 tag), for country names. */
  locale: string
  /** An interface text from the app's catalogs, by its source text (ICU placeholders in `values`). */
  t: (message: string, values?: Record<string, unknown>) => string
}

/** Hazard statements shown before the rest folds away behind a count (as the app's hazard card). */
export const SHOWN_STATEMENTS = 3

/** The id of the hazard card's heading; the app's card makes its own with useId. */
export const HAZARD_HEADING_ID = 'hazard-card-heading'

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;')
const langAttribute = (lang: string | undefined) => (lang ? ` lang="${escapeAttribute(lang)}"` : '')

/** A statement text that may break after each slash, as components/wrappable.tsx does. */
const wrappable = (text: string) => text.split('/').map(escapeText).join('/<wbr>')

/** The app's interface messages this preview uses: their source texts, so a test can find each in every catalog. */
export const PREVIEW_MESSAGES = {
  hazards: 'Hazards',
  more: '{0, plural, one {# more hazard statement} other {# more hazard statements}}',
  unclassified: 'No hazard pictograms or hazard statements apply.',
  equipment: 'Protective equipment',
  emergencyHelp: 'Emergency help',
  emergencyServices: 'Emergency services',
  call: 'Call',
  firstAid: 'First aid',
  emergencyTelephone: 'Emergency telephone',
  gloves: 'Protective gloves',
  clothing: 'Protective clothing',
  eyes: 'Eye protection',
  face: 'Face protection',
  hearing: 'Hearing protection',
  respiratory: 'Respiratory protection',
} as const satisfies Record<string, string> & Record<ProtectiveEquipment, string>

/** Logo (when the product has one), product name and supplier, as ProductHeading draws them. */
export function productHeadingHtml(product: ProductDetail): string {
  const logo = product.basic.logo
    ? `<img class="product-heading__logo" alt="" height="48" src="${escapeAttribute(product.basic.logo)}">`
    : ''
  return (
    `<div class="product-heading">${logo}` +
    `<h1 class="product-heading__name">${escapeText(product.basic.text)}</h1>` +
    `<p class="product-heading__supplier">${escapeText(product.supplier.name)}</p></div>`
  )
}

/** The hazard card as HazardCard draws it (signal word, pictograms, H and EUH statements, protective equipment, identifier and UFI). */
export function hazardCardHtml(product: ProductDetail, { t }: HomePreviewTexts): string {
  const hs = product.health_safety
  const docLang = docLanguageById(product.lang)?.code
  const hazards = hs.rshp.data.filter((s) => s.rset !== 'P')
  const equipment = hs.ppe ?? []
  const sources = [...new Set(equipment.map((e) => e.statement))]
  const statementById = new Map(hs.rshp.data.map((s) => [s.rshp_id, s.text]))
  const ufis = [...new Set(product.synonyms.flatMap((s) => s.identifiers.map((i) => i.identity)))]
  const pictograms = hs.pictograms.data
  const classified = hs.signal_word !== null || pictograms.length > 0 || hazards.length > 0
  const statementList = (rows: typeof hazards) =>
    rows.map((s) => `<li><span class="hazard-card__code">${escapeText(s.rshp_id)}</span> ${wrappable(s.text)}</li>`).join('')
  const statements = (rows: typeof hazards) => `<ul class="hazard-card__statements"${langAttribute(docLang)}>${statementList(rows)}</ul>`

  let html =
    `<section class="hazard-card hazard-card--${hs.signal_word?.code ?? 'none'}" aria-labelledby="${HAZARD_HEADING_ID}" data-hazard-card="">` +
    `<h2 id="${HAZARD_HEADING_ID}" class="visually-hidden">${escapeText(t(PREVIEW_MESSAGES.hazards))}</h2>` +
    '<div class="hazard-card__top">'
  if (hs.signal_word) html += `<p class="hazard-card__signal"${langAttribute(docLang)}>${escapeText(hs.signal_word.text)}</p>`
  if (pictograms.length > 0) {
    const images = pictograms.map(
      (p) =>
        `<li><img alt="${escapeAttribute(p.text)}"${langAttribute(docLang)} width="64" height="64" src="${escapeAttribute(p.url)}"></li>`,
    )
    html += `<ul class="hazard-card__pictograms">${images.join('')}</ul>`
  }
  html += '</div>'
  if (hazards.length > 0) {
    html += statements(hazards.slice(0, SHOWN_STATEMENTS))
    if (hazards.length > SHOWN_STATEMENTS) {
      const more = t(PREVIEW_MESSAGES.more, { 0: hazards.length - SHOWN_STATEMENTS })
      html += `<details class="hazard-card__more"><summary>${escapeText(more)}</summary>${statements(hazards.slice(SHOWN_STATEMENTS))}</details>`
    }
  }
  if (!classified && product.basic.versions.length > 0) html += `<p>${escapeText(t(PREVIEW_MESSAGES.unclassified))}</p>`
  if (equipment.length > 0) {
    const items = equipment.map(
      (e) =>
        `<li><svg class="ppe-icon" width="36" height="36" viewBox="0 0 24 24" aria-hidden="true" focusable="false">` +
        `<circle cx="12" cy="12" r="12" fill="#1f5fa8"></circle><path fill="#fff" fill-rule="evenodd" d="${PPE_SYMBOLS[e.kind]}"></path></svg>` +
        `<span>${escapeText(t(PREVIEW_MESSAGES[e.kind]))}</span></li>`,
    )
    const source = sources.map((code) => `${code} ${statementById.get(code) ?? ''}`.trim()).join(' ')
    html +=
      `<div class="hazard-card__ppe"><h3>${escapeText(t(PREVIEW_MESSAGES.equipment))}</h3><ul>${items.join('')}</ul>` +
      `<p class="hazard-card__source"${langAttribute(docLang)}>${wrappable(source)}</p></div>`
  }
  const ufiSpans = ufis.map((ufi) => `<span class="hazard-card__ufi">UFI: <span class="identifier">${escapeText(ufi)}</span></span>`)
  html += `<p class="hazard-card__identifier"><span>${escapeText(product.basic.text)}</span>${ufiSpans.join('')}</p>`
  return `${html}</section>`
}

/**
 * The emergency strip as EmergencyStrip draws it: a call button per number of the sheet's market
 * (Annex II 1.4, in the sheet's language) and 112, and "First aid", which opens section 4 of the
 * sheet. Links are plain addresses: the app's router takes them over once it runs.
 */
export function emergencyStripHtml(product: ProductDetail, il: string, lang: number, texts: HomePreviewTexts): string {
  const { t } = texts
  const docLang = docLanguageById(product.lang)?.code
  const { listed, calls } = emergencyCalls(product, texts.locale, t(PREVIEW_MESSAGES.emergencyServices))
  const sds = tabStates(product, lang).gh
  const phone = `<svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="${PHONE_PATH}"></path></svg>`
  const items = calls.map((call) => {
    const service = call.service
      ? `<span class="emergency-call__service"${langAttribute(call.number === EUROPEAN_EMERGENCY_NUMBER ? undefined : docLang)}>${escapeText(call.service)}</span>`
      : ''
    const country = call.country ? `<span class="emergency-call__service">${escapeText(call.country)}</span>` : ''
    return (
      `<li><a class="emergency-call" href="tel:${escapeAttribute(dialString(call.number))}">${phone}<span class="emergency-call__text">` +
      `<span class="emergency-call__number"><span class="visually-hidden">${escapeText(t(PREVIEW_MESSAGES.call))} </span>${escapeText(call.number)}</span>` +
      `${service}${country}</span></a></li>`
    )
  })
  if (sds.enabled) {
    const href = `/p/${encodeURIComponent(product.basic.id)}/${il}/gh/${sds.lang}#sds-section-4`
    items.push(
      `<li><a class="emergency-first-aid" href="${escapeAttribute(href)}">` +
        `<svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><rect width="24" height="24" rx="4" fill="#0a7a3d"></rect><path fill="#fff" d="${FIRST_AID_PATH}"></path></svg>` +
        `${escapeText(t(PREVIEW_MESSAGES.firstAid))}</a></li>`,
    )
  }
  const text =
    listed.length === 0 && product.emergency_text
      ? `<p class="emergency-strip__text">${escapeText(t(PREVIEW_MESSAGES.emergencyTelephone))}: <span class="identifier">${escapeText(product.emergency_text)}</span></p>`
      : ''
  return `<nav class="emergency-strip" aria-label="${escapeAttribute(t(PREVIEW_MESSAGES.emergencyHelp))}"><ul>${items.join('')}</ul>${text}</nav>`
}

/**
 * The preview's content: the strip above the page, as the dossier frame places it, then the page
 * with the heading and the card (the app adds the tiles below them).
 */
export function dossierHomePreviewHtml(product: ProductDetail, il: string, lang: number, texts: HomePreviewTexts): string {
  return (
    emergencyStripHtml(product, il, lang, texts) +
    `<div class="page dossier-home">${productHeadingHtml(product)}${hazardCardHtml(product, texts)}</div>`
  )
}

import type { LabelParams } from '#shared/label-params'
import { docLanguageById, type DocLanguageCode } from '#shared/languages'
import { fillInsOf, statementText } from '#server/phrases/statement-text'
import type { PhraseLibrary } from '#server/phrases/library'
import { countryInLanguage } from '#server/documents/country-name'
import { textIn } from '#server/products/i18n-text'
import type { ProductRecord, VersionSnapshot } from '#server/repos/products'
import { captionsFor, type LabelCaptions } from '#server/render/label/captions'
import type { LabelContent, LabelLanguageContent } from '#server/render/label/model'
import { labelPictograms } from '#server/render/label/pictograms'
import { containsSubstance, labelPrecautions, professionalUseOnly } from '#server/render/label/statement-rules'

/**
 * What goes on a label (CLP Article 17), composed from the product's current version and the
 * label parameters; the layout decides where. Every text is already in its language.
 */
export interface LabelSource {
  record: ProductRecord
  snapshot: VersionSnapshot
  library: PhraseLibrary
  /** The permalink address the QR code carries. */
  permalinkUrl: string
}

const codeOf = (langId: number): DocLanguageCode => docLanguageById(langId)?.code ?? 'en'

/** Transport data arrive with the SDS work (product_versions.sds_data.transport.unNumber); read them defensively. */
export function unNumberOf(version: Record<string, unknown>): string | undefined {
  const raw = version.sds_data
  if (typeof raw !== 'string') return undefined
  try {
    const data = JSON.parse(raw) as { transport?: { unNumber?: unknown } | null }
    const un = data.transport?.unNumber
    if (typeof un !== 'string') return undefined
    const m = /^(UN|ID)? ?(\d{4})$/.exec(un.trim())
    return m ? `${m[1] ?? 'UN'} ${m[2]}` : undefined
  } catch {
    return undefined
  }
}

function sdsSection(json: string, section: string, lang: string): string | undefined {
  try {
    const sections = JSON.parse(json) as Record<string, Record<string, string>>
    const text = sections[section]?.[lang]
    return text?.trim() || undefined
  } catch {
    return undefined
  }
}

export function composeLabel(source: LabelSource, params: LabelParams): LabelContent {
  const { record, snapshot, library } = source
  const { product } = record
  const { version } = snapshot
  const rcode = codeOf(params.referenceLanguageId)
  const rcaptions = captionsFor(rcode)
  // The product's filled-in statement, or the library's without template markers: never a "<…>" on a label.
  const fillIns = fillInsOf(snapshot.statements)
  // CLP Article 17(2): the label is in the official language of the market. A text the library has
  // not in a label language is never replaced by another language's (an English H statement on a
  // Norwegian label would read as if it were the label's text): it is named, and the label refused.
  const untranslated = new Set<string>()
  const phrase = (code: string, lang: string) => {
    const text = statementText(library, code, lang, fillIns)
    if (text === undefined) untranslated.add(`${code} in '${lang}'`)
    return text
  }
  const statement = (code: string, lang: string) => {
    const text = phrase(code, lang)
    if (params.hideStatementCodes) return text ?? code
    return text ? `${code} ${text}` : code
  }

  const onLabel = snapshot.statements.filter((s) => s.on_label === 1)
  const hazardRows = onLabel.filter((s) => s.code.startsWith('H'))
  const euhRows = onLabel.filter((s) => s.code.startsWith('EUH'))
  const precautionCodes = labelPrecautions(onLabel.filter((s) => s.code.startsWith('P')).map((s) => s.code))
  const restricted = professionalUseOnly(hazardRows.map((s) => s.code))
  const allHazardCodes = [...snapshot.statements.map((s) => s.code), ...snapshot.classifications.map((c) => c.statement)].filter((c) =>
    c.startsWith('H'),
  )
  const pictogramCodes = params.hidePictograms
    ? []
    : labelPictograms(
        snapshot.pictograms.map((p) => p.code),
        allHazardCodes,
      )
  // Article 18(3)(b): a classified mixture names the substances behind its health hazards; an unclassified one names none.
  const classifying =
    hazardRows.length > 0
      ? snapshot.substances.filter((s) =>
          (JSON.parse(s.classification) as { statement?: string }[]).some((c) => containsSubstance(c.statement ?? '')),
        )
      : []
  const signal = version.signal_word as 'danger' | 'warning' | null

  const languages = params.languageIds.map((langId): LabelLanguageContent => {
    const lang = codeOf(langId)
    const captions: LabelCaptions = captionsFor(lang)
    const names = classifying.map((s) => textIn(s.name_i18n, lang) || textIn(s.name_i18n, 'en')).filter(Boolean)
    const instructions = [textIn(version.recommended_use_i18n, lang), textIn(version.recommended_levels_i18n, lang)].filter(Boolean)
    const usage = sdsSection(version.sds_sections, '1.2', lang)
    const storage = sdsSection(version.sds_sections, '7.2', lang)
    return {
      langId,
      lang,
      signalWord: signal ? phrase(`signal:${signal}`, lang) : undefined,
      contains: names.length > 0 ? `${captions.contains}: ${names.join(', ')}` : undefined,
      hazards: hazardRows.map((s) => statement(s.code, lang)),
      precautions: precautionCodes.map((code) => statement(code, lang)),
      supplemental: [...euhRows.map((s) => statement(s.code, lang)), ...(restricted ? [captions.professionalOnly] : [])],
      description: params.hideDescription ? undefined : textIn(version.description_i18n, lang) || undefined,
      instructions: params.hideDescription ? [] : instructions,
      usage: params.showUsage && usage ? `${captions.usage}: ${usage}` : undefined,
      storage: params.showStorage && storage ? `${captions.storage}: ${storage}` : undefined,
    }
  })

  const nominal = params.contents || product.nominal_quantity
  const chosen = new Set(params.productCodeIds)
  const codes = [...new Set(record.articles.filter((a) => chosen.has(a.id)).map((a) => a.code))]
  // The address is printed once, however many languages the label has, so its country is named in the
  // label's reference language: the language the shared captions ("Contents", pictogram names) use too.
  const supplierAddress = [
    product.supplier_name,
    product.supplier_address,
    [product.supplier_city, product.supplier_country && countryInLanguage(product.supplier_country, rcode)].filter(Boolean).join(', '),
  ].filter(Boolean)
  return {
    title: product.name,
    signal: signal ?? undefined,
    synonyms: params.showSynonyms ? record.synonyms.map((s) => s.name).filter((n) => n !== product.name) : [],
    ufi: params.hideUfi ? [] : [...new Set(record.synonyms.map((s) => s.ufi).filter((u): u is string => !!u))],
    codes: codes.length > 0 ? `${rcaptions.code}: ${codes.join(', ')}` : undefined,
    pictograms: pictogramCodes.map((code) => ({ code, name: phrase(`pictogram:${code}`, rcode) ?? code })),
    pictogramMarks: !params.hidePictogramNames,
    languages,
    // Article 17(1)(a): the supplier's own telephone, never the emergency or poison centre number.
    supplier: [...supplierAddress, ...(product.supplier_phone ? [`Tel. ${product.supplier_phone}`] : [])],
    supplierAddress,
    supplierPhone: product.supplier_phone || undefined,
    // Article 17(1)(b): the nominal quantity from the dossier's packaging data, unless the call names other contents.
    contents: nominal ? `${rcaptions.contents}: ${nominal}` : undefined,
    unNumber: params.hideUnNumber ? undefined : unNumberOf(version as unknown as Record<string, unknown>),
    qrUrl: source.permalinkUrl,
    logo: params.showLogo,
    hazardCodes: hazardRows.map((s) => s.code),
    gaps: [...(product.supplier_name ? [] : ['supplier name']), ...(product.supplier_phone ? [] : ['supplier telephone'])],
    untranslated: [...untranslated],
    precautionCount: precautionCodes.length,
    // Article 28(3): no more than six P statements unless the nature and severity of the hazards need more.
    warnings:
      precautionCodes.length > 6
        ? [`${precautionCodes.length} precautionary statements: CLP Article 28(3) allows more than six only where necessary`]
        : [],
  }
}

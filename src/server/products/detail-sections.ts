import type { ProductDetail } from '#shared/api/product-detail'
import type { PhraseLibrary } from '../phrases/library.ts'
import { fillInsOf, hasTemplateMarker, statementText } from '../phrases/statement-text.ts'
import { protectiveEquipment } from '#shared/protective-equipment'
import type { VersionSummary } from '../repos/products.ts'
import { contentRange, textIn, twoDecimals } from './i18n-text.ts'

type Sections = Pick<
  ProductDetail,
  | 'clasification'
  | 'substances'
  | 'materials'
  | 'steps'
  | 'parameters_preview'
  | 'health_safety'
  | 'recommended_use'
  | 'recommended_levels'
  | 'special_features'
>

const setOf = (code: string): 'H' | 'EUH' | 'P' => (code.startsWith('EUH') ? 'EUH' : code.startsWith('P') ? 'P' : 'H')

/** The version-specific sections of the product detail, every text in the document language `lang`. */
export function detailSections(
  snapshot: VersionSummary,
  lang: string,
  library: PhraseLibrary,
  pictogramUrl: (code: string) => string,
): Sections {
  const fillIns = fillInsOf(snapshot.statements)
  const phrase = (code: string) => statementText(library, code, lang, fillIns) ?? ''
  const { version } = snapshot

  const clasification: Sections['clasification'] = { title: 'classification', data: {} }
  for (const c of snapshot.classifications) {
    ;(clasification.data[c.hazard_class] ??= []).push({ category: c.category, rshp_id: c.statement, text: phrase(c.statement) })
  }

  const titled = (title: string, json: string | null) => (json ? { title, data: textIn(json, lang) } : null)
  const signal = version.signal_word as 'danger' | 'warning' | null

  return {
    clasification,
    substances: {
      title: 'substances',
      data: snapshot.substances.map((s) => ({
        text: textIn(s.name_i18n, lang),
        casnr: s.cas ?? '',
        ecnr: s.ec ?? '',
        indexnr: s.index_no ?? '',
        reachnr: s.reach_no ?? '',
        content: twoDecimals(s.content_max),
        content_range: contentRange(s.content_min, s.content_max),
        rshp: (JSON.parse(s.classification) as { hazardClass: string; category: string; statement: string }[]).map((c) => ({
          rshp_id: c.statement,
          text: phrase(c.statement),
          hazard_class: c.hazardClass,
          category: c.category,
        })),
      })),
    },
    materials: snapshot.composition.map((r) => ({
      child_id: r.id,
      child_source: r.kind === 'instruction' ? 'N' : 'M',
      product_name: r.product_name ?? '',
      supplier: r.supplier ?? '',
      purpose: textIn(r.purpose_i18n, lang),
      content: r.content,
      volume: r.volume,
      price: r.price,
      instruction: textIn(r.instruction_i18n, lang),
    })),
    steps: { formulation_mixer: snapshot.composition.some((r) => r.kind === 'material') },
    parameters_preview: snapshot.categories.map((c) => ({
      title: textIn(c.title_i18n, lang),
      data: snapshot.parameters
        .filter((p) => p.category_id === c.id)
        .map((p) => ({ name: textIn(p.name_i18n, lang), value: textIn(p.value_i18n, lang) })),
    })),
    health_safety: {
      signal_word: signal ? { code: signal, text: phrase(`signal:${signal}`) } : null,
      classification: snapshot.classifications.map((c) => ({
        id: c.statement,
        // A supplemental hazard (EUH…) has no class or category of its own: its code alone.
        text: c.statement.startsWith('EUH') ? c.statement : `${c.hazard_class} ${c.category}; ${c.statement}`,
      })),
      pictograms: {
        data: snapshot.pictograms.map((p) => ({
          code: p.code,
          url: pictogramUrl(p.code),
          inProd: true,
          text: phrase(`pictogram:${p.code}`),
        })),
      },
      rshp: {
        data: snapshot.statements.map((s) => ({
          rshp_id: s.code,
          text: phrase(s.code),
          inProd: true,
          inLabl: s.on_label === 1,
          rset: setOf(s.code),
        })),
      },
      ppe: protectiveEquipment(
        snapshot.statements.map((s) => s.code),
        (code) => {
          const english = fillIns[code]?.en
          return english && !hasTemplateMarker(english) ? english : undefined
        },
      ),
    },
    recommended_use: titled('recommended_use', version.recommended_use_i18n),
    recommended_levels: titled('recommended_levels', version.recommended_levels_i18n),
    special_features: titled('special_features', version.special_features_i18n),
  }
}

import type { LocalizedText } from '#shared/localized-text'
import { SDS_PROPERTY_KEYS, TRANSPORT_MODES, transportEntry, type SdsData, type TransportMode } from '#shared/sds-data'
import { MissingDocumentText, type DocumentTexts } from '#server/phrases/document-texts'
import type { PhraseLibrary } from '#server/phrases/library'
import { fillInsOf, printedCode, statementText } from '#server/phrases/statement-text'
import { countryCode } from '#server/exchange/sdscom/countries'
import { countryInLanguage } from '../country-name.ts'
import { emergencyNumbersAbroad, emergencyNumbersFor } from '#server/products/emergency-numbers'
import { textIn } from '#server/products/i18n-text'
import { jurisdictionName } from '#shared/jurisdiction'
import { formatNumber, formatRange } from '#shared/sds-numbers'
import { readSubstanceDetails } from '#shared/sds-substance'
import type { ProductRecord, VersionSnapshot } from '#server/repos/products'
import { paragraph, paragraphs, type Block, type Row, type StatementItem, type StatementListName } from '#server/render/common/model'

/**
 * The subsections whose content comes from the product's data rather than from its SDS texts:
 * identification (1.x), hazards (2.x), composition (3.x), exposure limits (8.1), properties (9.x),
 * transport (14.x). Each answers its blocks and what stands in when there is nothing to show.
 */
export interface Content {
  blocks: Block[]
  /** Shown when neither the data nor the SDS texts give the subsection anything; null: nothing. */
  fallback?: Block | null
}

export interface ContentInput {
  record: ProductRecord
  snapshot: VersionSnapshot
  data: SdsData
  lang: string
  library: PhraseLibrary
  t: DocumentTexts
  /** Whether the SDS texts have something for this heading (1.2 prefers them to the recommendations). */
  hasText: (number: string) => boolean
}

const DASH = '–'

const rows = (list: (Row | null)[]): Block[] => {
  const present = list.filter((r): r is Row => r !== null && r.value !== '')
  return present.length > 0 ? [{ kind: 'rows', rows: present }] : []
}

const joined = (parts: (string | null | undefined)[]) => parts.filter((p) => p && p.trim() !== '').join(', ')

export function contentProviders(input: ContentInput): Record<string, () => Content> {
  const { record, snapshot, data, lang, library, t } = input
  const { product } = record
  const phrase = (code: string) => {
    const text = library.text(code, lang)
    if (text === undefined) throw new MissingDocumentText(code, lang)
    return text
  }
  // Statements print the product's filled-in text, never the library's template markers.
  const fillIns = fillInsOf(snapshot.statements)
  const statement = (code: string) => {
    const text = statementText(library, code, lang, fillIns)
    if (text === undefined) throw new MissingDocumentText(code, lang)
    return text
  }
  const local = (text: LocalizedText | undefined) => text?.[lang as keyof LocalizedText] ?? ''
  const limitSource = (l: SdsData['exposureLimits'][number]) => {
    const where = l.country ? jurisdictionName(l.country, lang) : undefined
    const source = where ? `${l.source} (${where})` : l.source
    return l.skin ? `${source}; ${t('doc:skinNotation')}` : source
  }
  const statements = (name: StatementListName, title: string, codes: string[]): Block[] =>
    codes.length === 0
      ? []
      : [
          {
            kind: 'statements',
            name,
            title,
            items: codes.map((code): StatementItem => ({ code: printedCode(code, fillIns, lang), text: statement(code) })),
          },
        ]
  const codes = snapshot.statements.map((s) => s.code)
  const notApplicable = paragraph(t('doc:notApplicable'), true)
  const substanceClasses = (json: string) => JSON.parse(json) as { hazardClass: string; category: string; statement: string }[]

  const transport = (): Record<string, () => Content> => {
    const tr = data.transport
    const numbers = ['14.1', '14.2', '14.3', '14.4', '14.5', '14.6', '14.7']
    // No data is no data: only the supplier's declaration makes a product "not dangerous goods".
    if (!tr) return Object.fromEntries(numbers.map((n) => [n, () => ({ blocks: [] })]))
    if (tr.notDangerousGoods) {
      const declared: Record<string, () => Content> = {
        '14.1': () => ({ blocks: [paragraph(t('doc:notDangerousGoods')), ...paragraphs(local(tr.reason))] }),
      }
      for (const n of numbers.slice(1)) declared[n] = () => ({ blocks: [], fallback: notApplicable })
      return declared
    }
    // One row per mode; modes that say the same share a row ("ADR/RID/ADN, IMDG, IATA: UN 1230").
    const perMode = (value: (mode: TransportMode) => string): Block[] => {
      const groups = new Map<string, TransportMode[]>()
      for (const mode of TRANSPORT_MODES) {
        const v = value(mode)
        if (v !== '') groups.set(v, [...(groups.get(v) ?? []), mode])
      }
      return rows([...groups].map(([v, modes]) => ({ label: modes.map((m) => t(`doc:mode:${m}`)).join(', '), value: v })))
    }
    const entry = (mode: TransportMode) => transportEntry(tr, mode)
    const unLabel = (un: string | undefined) => (un ? (/^\d{4}$/.test(un) ? `UN ${un}` : un) : '')
    // ADR writes subsidiary risks in brackets after the class: "3 (6.1)".
    const classes = ([first, ...rest]: string[]) => (first ? (rest.length > 0 ? `${first} (${rest.join(', ')})` : first) : '')
    return {
      '14.1': () => ({ blocks: perMode((m) => unLabel(entry(m).unNumber)) }),
      '14.2': () => ({ blocks: perMode((m) => local(entry(m).shippingName)) }),
      '14.3': () => ({ blocks: perMode((m) => classes(entry(m).hazardClasses)) }),
      '14.4': () => ({ blocks: perMode((m) => entry(m).packingGroup ?? ''), fallback: notApplicable }),
      '14.5': () => ({
        blocks: rows([
          { label: t('doc:envHazard'), value: t(tr.environmentalHazard ? 'doc:yes' : 'doc:no') },
          tr.marinePollutant === undefined
            ? null
            : { label: t('doc:marinePollutant'), value: t(tr.marinePollutant ? 'doc:yes' : 'doc:no') },
        ]),
      }),
      '14.6': () => ({
        blocks: [
          ...paragraphs(local(tr.specialPrecautions)),
          ...rows([tr.tunnelCode ? { label: t('doc:tunnelCode'), value: tr.tunnelCode } : null]),
        ],
      }),
      '14.7': () => ({ blocks: [], fallback: notApplicable }),
    }
  }

  // Annex II 3.2: specific concentration limits, M-factors and ATEs next to the classification they qualify.
  const substanceDetails = (json: string): string[] => {
    const d = readSubstanceDetails(json)
    const pct = (n: number) => `${formatNumber(n, lang)} %`
    const range = (min?: number, max?: number) =>
      min !== undefined && max !== undefined ? `${pct(min)} ≤ C < ${pct(max)}` : min !== undefined ? `C ≥ ${pct(min)}` : `C < ${pct(max!)}`
    return [
      ...(d.specificConcentrationLimits ?? []).map(
        (l) => `${t('doc:scl')}: ${l.hazardClass} ${l.category}, ${l.statement}: ${range(l.min, l.max)}`,
      ),
      d.mFactorAcute !== undefined ? `${t('doc:mFactorAcute')} = ${formatNumber(d.mFactorAcute, lang)}` : '',
      d.mFactorChronic !== undefined ? `${t('doc:mFactorChronic')} = ${formatNumber(d.mFactorChronic, lang)}` : '',
      ...(d.acuteToxicityEstimates ?? []).map((a) => `${t(`doc:ate:${a.route}`)}: ${formatNumber(a.value, lang)}\u00a0${a.unit}`),
      d.nanoform ? t('doc:nanoform') : '',
      d.svhc ? t('doc:svhc') : '',
      d.annexXiv ? t('doc:annexXiv') : '',
    ].filter((part) => part !== '')
  }

  const otherProperties = (group: '9.2.1' | '9.2.2') =>
    rows(data.otherProperties.filter((p) => p.group === group).map((p) => ({ label: local(p.name), value: local(p.value) })))

  return {
    '1.1': () => ({
      blocks: rows([
        { label: t('doc:productName'), value: product.name },
        { label: t('doc:productCode'), value: product.code },
        { label: t('doc:ufi'), value: [...new Set(record.synonyms.flatMap((s) => (s.ufi ? [s.ufi] : [])))].join(', ') },
        { label: t('doc:otherNames'), value: record.synonyms.map((s) => s.name).join('; ') },
      ]),
    }),
    '1.2': () => {
      const use = textIn(snapshot.version.recommended_use_i18n, lang)
      return { blocks: input.hasText('1.2') || !use ? [] : rows([{ label: t('doc:identifiedUses'), value: use }]) }
    },
    '1.3': () => ({
      blocks: rows([
        {
          label: t('doc:supplier'),
          value: joined([
            product.supplier_name,
            product.supplier_address,
            product.supplier_city,
            countryInLanguage(product.supplier_country, lang),
          ]),
        },
        // Annex II 1.3: the supplier's telephone and the e-mail of the competent person responsible for the sheet.
        { label: t('doc:supplierPhone'), value: product.supplier_phone },
        { label: t('doc:sdsEmail'), value: product.supplier_email },
        product.producer_name
          ? {
              label: t('doc:producer'),
              value: joined([
                product.producer_name,
                product.producer_address,
                product.producer_city,
                product.producer_country && countryInLanguage(product.producer_country, lang),
              ]),
            }
          : null,
      ]),
    }),
    // Annex II 1.4: the emergency number of the market where the sheet is used. The numbers listed for the
    // document language (or for all); where the file lists none for it, the numbers of other markets that
    // can be dialled from abroad, under a notice and each with its country, never passed off as local ones;
    // the single legacy number only for a file that lists no numbers per market.
    '1.4': () => {
      const numbers = emergencyNumbersFor(product.emergency_phones, lang)
      const call = (e: { number: string; hours: string }) => (e.hours ? `${e.number} (${e.hours})` : e.number)
      if (numbers.length > 0) return { blocks: rows(numbers.map((e) => ({ label: e.service || t('doc:emergencyPhone'), value: call(e) }))) }
      const abroad = emergencyNumbersAbroad(product.emergency_phones, lang, countryCode(product.supplier_country))
      if (abroad.length > 0)
        return {
          blocks: [
            paragraph(t('doc:emergencyAbroad')),
            ...rows(
              abroad.map((e) => ({
                label: `${e.service || t('doc:emergencyPhone')} (${jurisdictionName(e.country, lang) ?? e.country})`,
                value: call(e),
              })),
            ),
          ],
        }
      const listsMarkets = (JSON.parse(product.emergency_phones) as unknown[]).length > 0
      return { blocks: product.emergency_phone && !listsMarkets ? [paragraph(product.emergency_phone)] : [] }
    },
    '2.1': () => ({
      blocks:
        snapshot.classifications.length === 0
          ? [paragraph(t('doc:notClassified'))]
          : [
              {
                kind: 'table',
                name: 'classification',
                columns: [t('doc:col:hazardClass'), t('doc:col:hazardStatement')],
                rows: snapshot.classifications.map((c) => [`${c.hazard_class} ${c.category}`, `${c.statement} ${statement(c.statement)}`]),
              },
            ],
    }),
    '2.2': () => {
      const signal = snapshot.version.signal_word
      return {
        blocks: [
          ...(snapshot.pictograms.length > 0
            ? [
                {
                  kind: 'pictograms' as const,
                  items: snapshot.pictograms.map((p) => ({ code: p.code, alt: phrase(`pictogram:${p.code}`) })),
                },
              ]
            : []),
          ...rows([signal ? { label: t('doc:signalWord'), value: phrase(`signal:${signal}`) } : null]),
          ...statements(
            'hazard',
            t('doc:hazardStatements'),
            codes.filter((c) => c.startsWith('H')),
          ),
          ...statements(
            'supplemental',
            t('doc:supplementalStatements'),
            codes.filter((c) => c.startsWith('EUH')),
          ),
          ...statements(
            'precautionary',
            t('doc:precautionaryStatements'),
            codes.filter((c) => c.startsWith('P')),
          ),
        ],
      }
    },
    // A product that lists its substances in 3.2 is described as a mixture.
    '3.1': () => ({ blocks: [], fallback: snapshot.substances.length > 0 ? notApplicable : undefined }),
    '3.2': () => ({
      blocks:
        snapshot.substances.length === 0
          ? []
          : [
              {
                kind: 'table',
                name: 'substances',
                columns: ['substance', 'cas', 'ec', 'index', 'reach', 'concentration', 'classification'].map((c) => t(`doc:col:${c}`)),
                rows: snapshot.substances.map((s) => [
                  textIn(s.name_i18n, lang),
                  s.cas ?? DASH,
                  s.ec ?? DASH,
                  s.index_no ?? DASH,
                  s.reach_no ?? DASH,
                  formatRange(s.content_min, s.content_max, lang),
                  [
                    substanceClasses(s.classification)
                      // A supplemental statement (EUH071) is no hazard class: its code says it all.
                      .map((c) => (c.statement.startsWith('EUH') ? c.statement : `${c.hazardClass} ${c.category}, ${c.statement}`))
                      .join('; '),
                    ...substanceDetails(s.details),
                  ]
                    .filter((part) => part !== '')
                    .join('; ') || DASH,
                ]),
              },
            ],
    }),
    // Annex II 8.1 asks for the limit values of the Member State where the sheet is used: each row names
    // whose value it is (the European Union's or a country's, in the document language) beside its source.
    '8.1': () => ({
      blocks:
        data.exposureLimits.length === 0
          ? []
          : [
              {
                kind: 'table',
                name: 'limits',
                columns: ['substance', 'limitType', 'limitValue', 'source'].map((c) => t(`doc:col:${c}`)),
                rows: data.exposureLimits.map((l) => [
                  // A no-break space, as in every other "(CAS …)" of the sheet: "CAS" never ends a line apart from its number.
                  l.cas ? `${local(l.substance)} (CAS\u00a0${l.cas})` : local(l.substance),
                  t(`doc:limit:${l.type}`),
                  `${formatNumber(l.value, lang)}\u00a0${l.unit}`,
                  limitSource(l),
                ]),
              },
            ],
    }),
    // Annex II asks for every 9.1 property: the ones without data say so, and why when the file says.
    '9.1': () => ({
      blocks: [
        {
          kind: 'table',
          name: 'properties',
          columns: [t('doc:col:property'), t('doc:col:value'), t('doc:col:methodRemarks')],
          rowHeaders: true,
          rows: SDS_PROPERTY_KEYS.map((key) => {
            const p = data.properties.find((entry) => entry.key === key)
            const value = p?.value ? local(p.value) : t(p?.reason ? `doc:noDataReason:${p.reason}` : 'doc:noData')
            const notes = [p?.method ?? '', local(p?.remarks)].filter((part) => part !== '').join('; ')
            return [t(`doc:prop:${key}`), value, notes || DASH]
          }),
        },
      ],
    }),
    '9.2': () => ({ blocks: [], fallback: null }),
    '9.2.1': () => ({ blocks: otherProperties('9.2.1') }),
    '9.2.2': () => ({ blocks: otherProperties('9.2.2') }),
    ...transport(),
  }
}

/** Section 16: the full text of the statements section 3 cites by code only. */
export function fullTextBlocks(input: ContentInput): Block[] {
  const { snapshot, t, library, lang } = input
  const cited = [
    ...new Set(snapshot.substances.flatMap((s) => (JSON.parse(s.classification) as { statement: string }[]).map((c) => c.statement))),
  ]
  if (cited.length === 0) return []
  const fillIns = fillInsOf(snapshot.statements)
  const items = cited.map((code): StatementItem => {
    const text = statementText(library, code, lang, fillIns)
    if (text === undefined) throw new MissingDocumentText(code, lang)
    return { code, text }
  })
  return [{ kind: 'statements', name: 'full-text', title: t('doc:hFullText'), items }]
}

import type { LocalizedText } from '#shared/localized-text'
import type { SdsData } from '#shared/sds-data'
import { formatNumber } from '#shared/sds-numbers'
import { toxicologyClassOf } from '#shared/sds-hazard-classes'
import { readSubstanceDetails } from '#shared/sds-substance'
import type { DocumentTexts } from '#server/phrases/document-texts'
import { textIn } from '#server/products/i18n-text'
import type { VersionSnapshot } from '#server/repos/products'
import type { SheetBlock } from '#server/render/sds/model'
import type { Block, Row, TableName } from '#server/render/common/model'

/**
 * The structured parts of the sheet beyond limits, properties and transport: 2.3 (PBT/vPvB and
 * endocrine disruptors), 8.1 DNEL/PNEC, 8.2 protective equipment, 11.1 per hazard class, 12.1
 * toxicity values, 12.5/12.6, 15.1/15.2 and the parts of section 16. Each provider answers the
 * blocks its subsection prints before the supplier's own text for it.
 */
export interface StructuredInput {
  data: SdsData
  snapshot: VersionSnapshot
  lang: string
  t: DocumentTexts
}

const rowsBlock = (list: (Row | null)[]): Block[] => {
  const present = list.filter((r): r is Row => r !== null && r.value !== '')
  return present.length > 0 ? [{ kind: 'rows', rows: present }] : []
}
const table = (name: TableName, columns: string[], rows: string[][]): Block[] =>
  rows.length > 0 ? [{ kind: 'table', name, columns, rows }] : []
const paragraphs = (text: string): Block[] =>
  text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => ({ kind: 'paragraph', text: line }))

export function structuredProviders(input: StructuredInput): Record<string, () => SheetBlock[]> {
  const { data, snapshot, lang, t } = input
  const local = (text: LocalizedText | undefined) => text?.[lang as keyof LocalizedText] ?? ''
  const num = (n: number) => formatNumber(n, lang)
  const value = (n: number, unit: string) => `${num(n)}\u00a0${unit}`
  const named = (substance: LocalizedText | undefined, cas?: string) =>
    substance ? (cas ? `${local(substance)} (CAS\u00a0${cas})` : local(substance)) : ''
  const list = (...parts: string[]) => parts.filter((p) => p !== '').join(', ')
  const withSubstances = (text: string, substances: string[]) => (substances.length > 0 ? `${text}: ${substances.join(', ')}` : text)

  // Annex II 2.3 asks the result of both assessments; 12.5 and 12.6 repeat them for the environment.
  const other = data.otherHazards
  const pbtRow = (): Row | null =>
    other ? { label: t('doc:pbtAssessment'), value: withSubstances(t(`doc:pbt:${other.pbtVpvb.result}`), other.pbtVpvb.substances) } : null
  const endocrineRow = (): Row | null =>
    other
      ? {
          label: t('doc:endocrineAssessment'),
          value: withSubstances(t(`doc:endocrine:${other.endocrineDisruptor.result}`), other.endocrineDisruptor.substances),
        }
      : null

  const controls = data.exposureControls
  // One line per kind of protection: the file's sentence, then the filter and the standard as list
  // items. The sentence's own full stop would otherwise stand before the semicolon (".; EN 166").
  const protection = (p: { text: LocalizedText; standard?: string } | undefined, extra = '') =>
    p
      ? [local(p.text), extra, p.standard ?? '']
          .filter((s) => s !== '')
          .map((part, i, parts) => (i < parts.length - 1 ? part.replace(/\.$/, '') : part))
          .join('; ')
      : ''

  // 11.1: a row per hazard class the file speaks of; the product's own classification in that class beside it.
  const classificationIn = (hazardClass: string) =>
    snapshot.classifications
      .filter((c) => toxicologyClassOf(c.hazard_class) === hazardClass)
      .map((c) => (c.statement.startsWith('EUH') ? c.statement : `${c.hazard_class} ${c.category}, ${c.statement}`))
      .join('; ')

  const section16 = data.section16
  const changes = JSON.parse(snapshot.version.changes) as { sections: string[]; text: LocalizedText }[]

  return {
    '2.3': () => [...rowsBlock([pbtRow(), endocrineRow()]), ...paragraphs(local(other?.other))],
    '8.1': () => [
      // Annex II 8.1.2: DNELs and PNECs where they exist; a file with none and a reason for no data says so.
      ...(data.dnel.length === 0 && data.pnec.length === 0 && data.noData['8.1']
        ? rowsBlock(['dnel', 'pnec'].map((c) => ({ label: t(`doc:col:${c}`), value: t(`doc:noDataReason:${data.noData['8.1']}`) })))
        : []),
      ...table(
        'dnel',
        [t('doc:col:substance'), t('doc:col:dnelExposure'), t('doc:col:dnel')],
        data.dnel.map((d) => [
          named(d.substance, d.cas),
          list(t(`doc:population:${d.population}`), t(`doc:route:${d.route}`), t(`doc:effect:${d.effect}`)),
          value(d.value, d.unit),
        ]),
      ),
      ...table(
        'pnec',
        [t('doc:col:substance'), t('doc:col:compartment'), t('doc:col:pnec')],
        data.pnec.map((p) => [named(p.substance, p.cas), t(`doc:compartment:${p.compartment}`), value(p.value, p.unit)]),
      ),
    ],
    '8.2': () =>
      controls
        ? [
            ...rowsBlock([
              { label: t('doc:engineeringControls'), value: local(controls.engineering) },
              { label: t('doc:ppe:eyeFace'), value: protection(controls.eyeFace) },
              { label: t('doc:ppe:hands'), value: local(controls.hands?.text) },
            ]),
            ...table(
              'gloves',
              [t('doc:col:gloveMaterial'), t('doc:col:thickness'), t('doc:col:breakthroughTime'), t('doc:col:standard')],
              (controls.hands?.gloves ?? []).map((g) => [
                t(`doc:glove:${g.material}`),
                g.thickness !== undefined ? value(g.thickness, 'mm') : '–',
                `≥\u00a0${value(g.breakthroughTime, 'min')}`,
                g.standard ?? '–',
              ]),
            ),
            ...rowsBlock([
              { label: t('doc:ppe:body'), value: protection(controls.body) },
              {
                label: t('doc:ppe:respiratory'),
                value: protection(
                  controls.respiratory,
                  controls.respiratory?.filter ? `${t('doc:filter')}: ${controls.respiratory.filter}` : '',
                ),
              },
              { label: t('doc:ppe:thermal'), value: protection(controls.thermal) },
              { label: t('doc:environmentalControls'), value: local(controls.environmental) },
            ]),
          ]
        : [],
    '11.1': () => [
      ...rowsBlock(
        data.toxicology.map((entry) => ({
          label: t(`doc:tox:${entry.hazardClass}`),
          value: [
            classificationIn(entry.hazardClass),
            local(entry.text),
            ...entry.values.map((v) =>
              list(
                local(v.substance),
                `${v.endpoint} ${value(v.value, v.unit)}`,
                v.route ? t(`doc:route:${v.route}`) : '',
                v.species ? t(`doc:species:${v.species}`) : '',
                v.method ?? '',
              ),
            ),
            entry.notClassifiedBecause ? t(`doc:unclassed:${entry.notClassifiedBecause}`) : '',
          ]
            .filter((part) => part !== '')
            .join('. '),
        })),
      ),
    ],
    '12.1': () =>
      table(
        'ecotoxicity',
        [t('doc:col:substance'), t('doc:col:organism'), t('doc:col:endpoint'), t('doc:col:method')],
        data.ecotoxicity.map((e) => [
          local(e.substance) || '–',
          list(t(`doc:organism:${e.organism}`), e.species ?? ''),
          `${e.endpoint} (${e.duration}) ${value(e.value, e.unit)}`,
          e.method ?? '–',
        ]),
      ),
    '12.5': () => rowsBlock([pbtRow()]),
    '12.6': () => rowsBlock([endocrineRow()]),
    '15.1': () => {
      const reg = data.regulatory
      if (!reg) return []
      // The candidate-list substances are the ones section 3 flags, named as there.
      const svhc = snapshot.substances
        .filter((s) => readSubstanceDetails(s.details).svhc)
        .map((s) => (s.cas ? `${textIn(s.name_i18n, lang)} (CAS\u00a0${s.cas})` : textIn(s.name_i18n, lang)))
      // A restricted substance named by its CAS or EC number is printed as section 3 names it.
      const sectionThreeName = (id: string) => {
        const substance = snapshot.substances.find((s) => s.cas === id || s.ec === id)
        return substance ? textIn(substance.name_i18n, lang) : id
      }
      return rowsBlock([
        // The entry's own wording first: a bare number tells the reader nothing about the restriction.
        ...reg.annexXvii.map((e) => ({
          label: t('doc:annexXviiEntry', { entry: e.entry }),
          value: [local(e.designation), e.substances.map(sectionThreeName).join(', ')].filter((s) => s !== '').join(': '),
        })),
        reg.candidateList
          ? {
              label: t('doc:candidateList'),
              value: reg.candidateList === 'none' ? t('doc:candidateList:none') : withSubstances(t('doc:candidateList:contained'), svhc),
            }
          : null,
        reg.seveso.length > 0 ? { label: t('doc:seveso'), value: reg.seveso.join(', ') } : null,
        ...reg.national.map((n) => ({ label: t('doc:nationalRules', { country: n.country }), value: local(n.text) })),
      ])
    },
    '15.2': () => {
      const done = data.regulatory?.chemicalSafetyAssessment
      return done === undefined ? [] : [{ kind: 'paragraph', text: t(done ? 'doc:csa:done' : 'doc:csa:notDone') }]
    },
    // Annex II section 16: a revised sheet shows where it changed from the version it replaces.
    // The list belongs to the revision, like its date: a comparison of two versions leaves it out.
    '16': () => [
      ...(changes.length > 0
        ? [
            {
              kind: 'paragraph' as const,
              text: snapshot.version.replaces ? t('doc:changesFrom', { version: snapshot.version.replaces }) : t('doc:changes'),
            },
            ...table(
              'changes',
              [t('doc:col:changedSections'), t('doc:col:change')],
              changes.map((c) => [c.sections.join(', '), local(c.text)]),
            ),
          ].map((block): SheetBlock => ({ ...block, revision: true }))
        : []),
      ...table(
        'methods',
        [t('doc:col:classification'), t('doc:col:classificationMethod')],
        (section16?.classificationMethods ?? []).map((m) => {
          const c = snapshot.classifications.find((entry) => entry.statement === m.statement)
          return [c ? `${c.hazard_class} ${c.category}, ${c.statement}` : m.statement, t(`doc:method:${m.method}`)]
        }),
      ),
      ...(section16 && section16.abbreviations.length > 0
        ? [
            { kind: 'paragraph' as const, text: t('doc:abbreviations') },
            ...rowsBlock(section16.abbreviations.map((a) => ({ label: a.abbreviation, value: local(a.meaning) }))),
          ]
        : []),
      ...rowsBlock([
        { label: t('doc:training'), value: local(section16?.training) },
        { label: t('doc:references'), value: local(section16?.references) },
      ]),
    ],
  }
}

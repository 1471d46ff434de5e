import type { DossierFile } from '#shared/dossier-file'
import { jsonPointer } from '#shared/dossier-file'
import { CAS_PATTERN, EC_PATTERN } from '#shared/cas'
import { toxicologyClassOf } from '#shared/sds-hazard-classes'
import { SDS_PROPERTY_KEYS } from '#shared/sds-data'
import type { Finding } from './compliance.ts'

/** A CAS number (67-64-1) or an EC number (200-662-2), as section 3 identifies a substance. */
const isSubstanceNumber = (text: string) => CAS_PATTERN.test(text) || EC_PATTERN.test(text)
import { checkLabelConsistency } from './label-consistency.ts'

/**
 * Warnings on the structured parts of a classified product's sheet: what REACH Annex II asks to be
 * stated and the file leaves to "No data available." (decision 0105 says why these stay warnings,
 * not import errors). Each names its Annex II point and JSON pointer.
 */
export function structuredWarnings(file: DossierFile): Finding[] {
  const out: Finding[] = []
  const warn = (point: string, path: (string | number)[], message: string) =>
    out.push({ severity: 'warning', point, pointer: jsonPointer(path), message })
  for (const p of checkLabelConsistency(file)) if (p.warning) warn('2.1', p.path, p.reason)
  const classified = file.classification.length > 0
  if (!classified) return out
  const sds = file.sds
  // 2.3: the results of the PBT/vPvB and endocrine-disruptor assessments are always stated.
  if (!sds.otherHazards && !sds.sections['2.3'])
    warn('2.3', ['sds', 'otherHazards'], 'no result of the PBT/vPvB and endocrine-disruptor assessments (Annex II 2.3)')
  // 9.1: every property has a value or says why it has none.
  const given = new Set(sds.properties.map((p) => p.key))
  const missing = SDS_PROPERTY_KEYS.filter((key) => !given.has(key))
  if (sds.properties.length > 0 && missing.length > 0)
    warn('9.1', ['sds', 'properties'], `no value and no reason for ${missing.join(', ')} (Annex II 9.1 lists every property)`)
  // 9.1: a method is printed as written on every language's sheet, so it is for a standard's designation
  // (EN ISO 2719, OECD 109). Words such as 'closed cup' belong in the remarks, which have a text per language.
  const languages = file.languages.map((l) => l.code)
  if (languages.length > 1)
    sds.properties.forEach((p, i) => {
      if (p.method && !/\d/.test(p.method))
        warn(
          '9.1',
          ['sds', 'properties', i, 'method'],
          `the method '${p.method}' of ${p.key} is printed as written on the sheet of every language: name a standard here and write words in the remarks, which each language has`,
        )
    })
  // 11.1: a health classification without supporting information is an import error (mandatory-content.ts).
  sds.toxicology.forEach((t, i) => {
    const isClassified = file.classification.some((c) => toxicologyClassOf(c.hazardClass) === t.hazardClass)
    if (isClassified && t.notClassifiedBecause)
      warn(
        '11.1',
        ['sds', 'toxicology', i, 'notClassifiedBecause'],
        `the product is classified for ${t.hazardClass}: a reason for not classifying contradicts it`,
      )
  })
  // 15.1: an Annex XVII entry is named by its number and its wording (column 1 of the Annex), never by
  // the number alone; a language without the wording prints the number and the substances only.
  sds.regulatory?.annexXvii.forEach((e, i) => {
    const without = languages.filter((lang) => !e.designation?.[lang as keyof typeof e.designation])
    if (without.length > 0)
      warn(
        '15.1',
        ['sds', 'regulatory', 'annexXvii', i, 'designation'],
        `REACH Annex XVII entry ${e.entry} has no designation in ${without.length === languages.length ? 'any language' : without.join(', ')}: the sheet prints its number without what it restricts`,
      )
  })
  // 15.1: a restricted substance named in words prints in those words on every language's sheet.
  if (languages.length > 1)
    sds.regulatory?.annexXvii.forEach((e, i) =>
      e.substances.forEach((name, j) => {
        if (!isSubstanceNumber(name))
          warn(
            '15.1',
            ['sds', 'regulatory', 'annexXvii', i, 'substances', j],
            `'${name}' is printed as written on the sheet of every language: name the substance by its CAS or EC number from section 3, and each sheet names it in its language`,
          )
      }),
    )
  // Section 16: the classification method of each classification of the mixture (Annex II 16 (d)).
  const methods = new Set(sds.section16?.classificationMethods.map((m) => m.statement))
  if (!file.classification.every((c) => methods.has(c.statement) || c.statement.startsWith('EUH')))
    warn(
      '16',
      ['sds', 'section16', 'classificationMethods'],
      'the classification procedure is not given for every classification (Annex II 16)',
    )
  return out
}

/** Structured parts that contradict the rest of the file: import errors (the sheet would say two things). */
export function structuredContradictions(file: DossierFile): { path: (string | number)[]; reason: string }[] {
  const out: { path: (string | number)[]; reason: string }[] = []
  const statements = new Set(file.classification.map((c) => c.statement))
  file.sds.section16?.classificationMethods.forEach((m, i) => {
    if (!statements.has(m.statement))
      out.push({
        path: ['sds', 'section16', 'classificationMethods', i, 'statement'],
        reason: `${m.statement} is in no classification of the product`,
      })
  })
  // 15.1 names a restricted substance by its number in section 3: one section 3 does not list is not in the product.
  const listed = new Set(file.substances.flatMap((s) => [s.cas, s.ec]).filter((id) => id !== undefined))
  file.sds.regulatory?.annexXvii.forEach((e, i) =>
    e.substances.forEach((id, j) => {
      if (isSubstanceNumber(id) && !listed.has(id))
        out.push({
          path: ['sds', 'regulatory', 'annexXvii', i, 'substances', j],
          reason: `REACH Annex XVII entry ${e.entry} names ${id}, which is the CAS or EC number of no substance in section 3`,
        })
    }),
  )
  // 15.1 and 3.2 must agree on substances of very high concern (REACH Art. 59 candidate list).
  if (file.sds.regulatory?.candidateList === 'none' && file.substances.some((s) => s.svhc))
    out.push({
      path: ['sds', 'regulatory', 'candidateList'],
      reason: "section 3 marks a substance of very high concern (svhc): the candidate list cannot be 'none'",
    })
  return out
}

import type { DossierFile } from '#shared/dossier-file'
import type { PhraseLibrary } from '../phrases/library.ts'
import { checkDossier } from './dossier-checks.ts'
import { legalTextWarnings } from './legal-text-warnings.ts'
import { emergencyWarnings } from './emergency-checks.ts'
import { structuredWarnings } from './structured-checks.ts'

/**
 * A compliance report of one dossier file: what the importer refuses (errors) and what an author
 * should look at before publishing (warnings), each with the REACH Annex II point it concerns.
 * `dossier check` prints it, the compliance API answers it.
 */
export interface Finding {
  severity: 'error' | 'warning'
  /** Annex II point, e.g. '14.1', '8.1'; '-' for what no point names (the file itself). */
  point: string
  pointer: string
  message: string
}

export interface ComplianceReport {
  permalink: string
  name: string
  version: string
  languages: string[]
  errors: number
  warnings: number
  findings: Finding[]
}

/** The Annex II point a JSON pointer of the dossier file belongs to. */
export function annexPoint(pointer: string): string {
  const rules: [RegExp, string | ((m: RegExpExecArray) => string)][] = [
    [/^\/sds\/sections\/([\d.]+)/, (m) => m[1]!],
    [/^\/sds\/transport/, '14'],
    [/^\/sds\/exposureLimits/, '8.1'],
    [/^\/sds\/properties/, '9.1'],
    [/^\/sds\/otherHazards/, '2.3'],
    [/^\/sds\/(dnel|pnec)/, '8.1'],
    [/^\/sds\/exposureControls/, '8.2'],
    [/^\/sds\/toxicology/, '11.1'],
    [/^\/sds\/ecotoxicity/, '12.1'],
    [/^\/sds\/regulatory/, '15.1'],
    [/^\/sds\/(section16|noData)/, '16'],
    [/^\/sds\/otherProperties/, '9.2'],
    [/^\/classification/, '2.1'],
    [/^\/hazards/, '2.2'],
    [/^\/substances/, '3.2'],
    [/^\/supplier/, '1.3'],
    [/^\/emergencyPhone/, '1.4'],
    [/^\/(name|synonyms)/, '1.1'],
    [/^\/version/, '16'],
  ]
  for (const [re, point] of rules) {
    const m = re.exec(pointer)
    if (m) return typeof point === 'string' ? point : point(m)
  }
  return '-'
}

/**
 * Subsections Annex II asks content for on a hazardous product's sheet. For a classified product
 * their absence is an import error (mandatory-content.ts); a product that is not classified itself
 * but contains classified substances still gets these warnings, as does any sheet for its 1.3/1.4
 * contacts and section 14.
 */
const NEEDED_WHEN_HAZARDOUS: [string, string][] = [
  ['4.1', 'description of first aid measures'],
  ['5.1', 'extinguishing media'],
  ['6.1', 'personal precautions, protective equipment and emergency procedures'],
  ['7.1', 'precautions for safe handling'],
  ['7.2', 'conditions for safe storage'],
  ['8.2', 'exposure controls'],
  ['10.1', 'reactivity'],
  ['11.1', 'information on hazard classes'],
  ['12.1', 'toxicity'],
  ['13.1', 'waste treatment methods'],
  ['15.1', 'safety, health and environmental regulations specific for the substance or mixture'],
]

function warnings(file: DossierFile): Finding[] {
  const out: Finding[] = []
  const warn = (point: string, pointer: string, message: string) => out.push({ severity: 'warning', point, pointer, message })
  for (const w of legalTextWarnings(file)) warn('-', w.pointer, w.message)
  // CLP Article 17(1)(b): a label shows the nominal quantity of the package (for the general public).
  if (file.documents.label && !file.packaging.nominalQuantity.trim())
    warn(
      '-',
      '/packaging/nominalQuantity',
      'no nominal quantity: labels carry none unless a label call names the contents (CLP Article 17(1)(b))',
    )
  if (!file.documents.sds) return out
  out.push(...structuredWarnings(file))
  out.push(...emergencyWarnings(file))
  // A classified product's gaps below are errors already (mandatory-content.ts), except 10.1.
  const classified = file.classification.length > 0
  if (classified) {
    if (!file.sds.sections['10.1'] && !file.sds.noData['10.1'])
      warn('10.1', '/sds/sections/10.1', 'no reactivity: the sheet will say "No data available."')
    return out
  }
  if (!file.supplier.phone) warn('1.3', '/supplier/phone', 'no telephone number of the supplier (Annex II 1.3)')
  if (!file.supplier.email)
    warn('1.3', '/supplier/email', 'no e-mail address of the competent person responsible for the sheet (Annex II 1.3)')
  if (!file.emergencyPhone && file.emergencyPhones.length === 0)
    warn('1.4', '/emergencyPhone', 'no emergency telephone number (Annex II 1.4)')
  if (!file.sds.transport) warn('14', '/sds/transport', 'no transport data: section 14 will say "No data available."')
  if (!file.substances.some((s) => s.classification.length > 0)) return out
  // A point is answered by its text, by its structured part, or by a stated reason for no data.
  const structured: Record<string, boolean> = {
    '8.2': file.sds.exposureControls !== undefined,
    '11.1': file.sds.toxicology.length > 0,
    '12.1': file.sds.ecotoxicity.length > 0,
    '15.1': file.sds.regulatory !== undefined,
  }
  for (const [point, what] of NEEDED_WHEN_HAZARDOUS)
    if (!file.sds.sections[point] && !structured[point] && !file.sds.noData[point])
      warn(point, `/sds/sections/${point}`, `no ${what}: the sheet will say "No data available."`)
  if (file.sds.exposureLimits.length === 0 && !file.sds.sections['8.1'])
    warn('8.1', '/sds/exposureLimits', 'no occupational exposure limits and no text saying none apply')
  if (file.sds.properties.length === 0) warn('9.1', '/sds/properties', 'no basic physical and chemical properties')
  return out
}

export function complianceReport(file: DossierFile, library: PhraseLibrary): ComplianceReport {
  const errors: Finding[] = checkDossier(file, library).map((p) => ({
    severity: 'error',
    point: annexPoint(p.pointer),
    pointer: p.pointer,
    message: p.reason,
  }))
  const findings = [...errors, ...warnings(file)]
  return {
    permalink: file.permalink,
    name: file.name,
    version: file.version.number,
    languages: file.languages.map((l) => l.code),
    errors: errors.length,
    warnings: findings.length - errors.length,
    findings,
  }
}

/** The report as text, one finding a line: "error 14 /sds/transport: …". */
export function formatReport(report: ComplianceReport): string {
  const head = `${report.permalink}  ${report.name}  version ${report.version}  [${report.languages.join(', ')}]: ${report.errors} error(s), ${report.warnings} warning(s)`
  const lines = report.findings.map((f) => `  ${f.severity.padEnd(7)} ${f.point.padEnd(5)} ${f.pointer}: ${f.message}`)
  return [head, ...lines].join('\n')
}

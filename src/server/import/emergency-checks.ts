import type { DossierFile } from '#shared/dossier-file'
import type { Finding } from './compliance.ts'

/**
 * REACH Annex II 1.4 asks for the emergency telephone service of the market where the sheet is used
 * (the official advisory body where a Member State has one). A document language the file lists no
 * number for gets, on its sheet, the numbers of other markets under a notice that says so: a warning
 * per such language asks for that market's number. Files that give one number for all languages
 * (no `languages`) or only the single legacy field are not judged here.
 */
export function emergencyWarnings(file: DossierFile): Finding[] {
  if (file.emergencyPhones.length === 0 || file.emergencyPhones.some((e) => !e.languages)) return []
  const served = new Set(file.emergencyPhones.flatMap((e) => e.languages ?? []))
  const unserved = file.languages.map((l) => l.code).filter((code) => !served.has(code))
  if (unserved.length === 0) return []
  return [
    {
      severity: 'warning',
      point: '1.4',
      pointer: '/emergencyPhones',
      message: `no emergency number for the market of ${unserved.join(', ')}: those sheets show the numbers of other countries, each with its country (Annex II 1.4 asks for the number of the market where the sheet is used)`,
    },
  ]
}

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from './server.ts'

/**
 * Products of the label tests, imported beside the demo catalogue: the fixture degreaser under
 * other permalinks, with statements that call for the general-use warnings (H301: tactile warning
 * and child-resistant fastening) or restrict it to professional users (H350).
 */
export const LABEL_PRODUCTS = {
  general: { id: 'E2eLabelGeneral1', name: 'E2E Label Cleaner' },
  professional: { id: 'E2eLabelProfessnl', name: 'E2E Label Professional' },
} as const

function degreaser(): Record<string, unknown> {
  const base = JSON.parse(readFileSync(join(ROOT, 'tests/fixtures/dossiers/degreaser-2.0.json'), 'utf8')) as Record<string, unknown>
  delete base.$schema
  delete base.attachments
  return base
}

/** Statements whose CLP text has a blank carry the text as printed (the importer refuses them otherwise). */
const FILLED: Record<string, Record<string, string>> = {
  H350: { en: 'May cause cancer.', sl: 'Lahko povzroči raka.', de: 'Kann Krebs erzeugen.' },
}

function withStatements(codes: string[]): { code: string; onLabel: boolean }[] {
  const statement = (code: string) => ({ code, onLabel: true, ...(FILLED[code] ? { text: FILLED[code] } : {}) })
  return [...codes.map(statement), { code: 'P210', onLabel: true }, { code: 'P305+P351+P338', onLabel: true }]
}

const FLAM_LIQ_2 = { hazardClass: 'Flam. Liq.', category: '2', statement: 'H225' }
const ACUTE_TOX_3 = { hazardClass: 'Acute Tox.', category: '3', statement: 'H301' }

export function labelDossiers(): Record<string, unknown>[] {
  const base = degreaser()
  const hazards = base.hazards as Record<string, unknown>
  return [
    {
      ...base,
      permalink: LABEL_PRODUCTS.general.id,
      name: LABEL_PRODUCTS.general.name,
      code: 'E2E-LBL-1',
      // Two articles share a code text: the edit page tells them apart by their ids.
      synonyms: [
        { name: 'E2E Label Cleaner 1 l', ufi: 'E600-30P1-S00Y-5079', articles: [{ code: 'LBL-1' }, { code: 'LBL-EU' }] },
        { name: 'E2E Label Cleaner 5 l', articles: [{ code: 'LBL-EU' }] },
      ],
      // Classification and label elements agree (the importer refuses them otherwise, CLP Art. 19-21).
      classification: [FLAM_LIQ_2, ACUTE_TOX_3],
      hazards: { ...hazards, pictograms: ['GHS02', 'GHS06'], statements: withStatements(['H225', 'H301']) },
    },
    {
      ...base,
      permalink: LABEL_PRODUCTS.professional.id,
      name: LABEL_PRODUCTS.professional.name,
      code: 'E2E-LBL-2',
      classification: [FLAM_LIQ_2, { hazardClass: 'Carc.', category: '1B', statement: 'H350' }, ACUTE_TOX_3],
      hazards: { ...hazards, pictograms: ['GHS02', 'GHS06', 'GHS08'], statements: withStatements(['H225', 'H350', 'H301']) },
    },
  ]
}

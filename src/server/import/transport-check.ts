import type { DossierFile } from '#shared/dossier-file'

/**
 * Hazard statements whose classification makes a product dangerous goods under ADR/RID/ADN, IMDG
 * and IATA as a rule: explosives (class 1), flammable gases and aerosols (2), gases under pressure (2),
 * flammable liquids (3), flammable and self-reactive solids, pyrophoric and self-heating substances,
 * substances that emit flammable gases with water (4.x), oxidisers and organic peroxides (5.x),
 * acute toxicity categories 1-3 (6.1), skin corrosion and substances corrosive to metals (8) and
 * aquatic acute 1 / chronic 1-2 (9, UN 3077/3082). The UN Model Regulations' criteria (ADR 2.2.3,
 * 2.2.61, 2.2.8, 2.2.9.1.10) follow the same GHS categories, so a product carrying one of these
 * statements and no section 14 data is a sheet that would let it travel undeclared.
 */
const TRANSPORT_RELEVANT = new Set([
  ...['H200', 'H201', 'H202', 'H203', 'H204', 'H205'],
  ...['H220', 'H221', 'H222', 'H223', 'H224', 'H225', 'H226', 'H228', 'H229', 'H230', 'H231', 'H232'],
  ...['H240', 'H241', 'H242', 'H250', 'H251', 'H252', 'H260', 'H261', 'H270', 'H271', 'H272', 'H280', 'H281'],
  ...['H290', 'H300', 'H301', 'H310', 'H311', 'H330', 'H331', 'H314', 'H400', 'H410', 'H411'],
])

/** The transport-relevant hazard statements of the product's own classification and label, combined codes split. */
export function transportRelevantStatements(file: DossierFile): string[] {
  const codes = [...file.classification.map((c) => c.statement), ...file.hazards.statements.map((s) => s.code)]
  return [...new Set(codes.flatMap((c) => c.split('+')).filter((c) => TRANSPORT_RELEVANT.has(c)))]
}

export interface TransportProblem {
  path: (string | number)[]
  reason: string
}

/**
 * REACH Annex II section 14 (as amended by Regulation (EU) 2020/878): a sheet gives the UN number,
 * proper shipping name, transport hazard class, packing group and environmental hazards per model
 * regulation, or says that the product is not dangerous goods. A product classified for a
 * transport-relevant hazard needs either that data or the supplier's reasoned declaration that it
 * is not dangerous goods (a viscous flammable liquid under ADR 2.2.3.1.5, for instance).
 */
export function checkTransport(file: DossierFile): TransportProblem[] {
  if (!file.documents.sds) return []
  const relevant = transportRelevantStatements(file)
  if (relevant.length === 0) return []
  const transport = file.sds.transport
  const why = `the product is classified ${relevant.join(', ')}, which makes it dangerous goods as a rule`
  if (!transport)
    return [
      {
        path: ['sds', 'transport'],
        reason: `section 14 (REACH Annex II 14.1-14.7): ${why}; give the transport data (UN number, shipping name, class, packing group) or declare notDangerousGoods: true with a reason`,
      },
    ]
  if (transport.notDangerousGoods && !transport.reason)
    return [
      {
        path: ['sds', 'transport', 'reason'],
        reason: `section 14 (REACH Annex II 14): ${why}; notDangerousGoods: true needs the reason of the exemption (e.g. ADR 2.2.3.1.5)`,
      },
    ]
  return []
}

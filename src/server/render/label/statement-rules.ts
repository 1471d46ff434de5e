import { baseHazardCodes, PROFESSIONAL_ONLY_CODES } from '#shared/label-warnings'

/**
 * CLP rules that decide which statements and names a label carries, beyond what the dossier marks
 * for the label.
 */

/**
 * Article 18(3)(b): for a mixture, the label names the substances that contribute to its
 * classification for acute toxicity, skin corrosion or serious eye damage, germ cell
 * mutagenicity, carcinogenicity, reproductive toxicity, respiratory or skin sensitisation,
 * specific target organ toxicity, aspiration hazard, and (since 2023) endocrine disruption,
 * PBT / vPvB and PMT / vPvM. Skin or eye irritation, flammability and environmental hazards do
 * not put a substance's name on the label.
 */
const CONTAINS_HAZARDS = new Set([
  // acute toxicity
  ...['H300', 'H301', 'H302', 'H310', 'H311', 'H312', 'H330', 'H331', 'H332'],
  // skin corrosion, serious eye damage
  ...['H314', 'H318'],
  // germ cell mutagenicity, carcinogenicity, reproductive toxicity
  ...['H340', 'H341', 'H350', 'H351', 'H360', 'H361', 'H362'],
  // respiratory and skin sensitisation
  ...['H334', 'H317'],
  // specific target organ toxicity, single and repeated exposure; aspiration hazard
  ...['H370', 'H371', 'H335', 'H336', 'H372', 'H373', 'H304'],
])
const CONTAINS_EUH = new Set(['EUH380', 'EUH381', 'EUH430', 'EUH431', 'EUH440', 'EUH441', 'EUH450', 'EUH451'])

/** Whether a substance classified with `statement` (e.g. 'H301+H311', 'H350i', 'EUH380') is named after "Contains:". */
export function containsSubstance(statement: string): boolean {
  if (statement.split('+').some((part) => CONTAINS_EUH.has(part.trim()))) return true
  return baseHazardCodes(statement).some((code) => CONTAINS_HAZARDS.has(code))
}

/**
 * The P statements a label prints, in the dossier's order (Article 28(1)): a statement listed
 * twice once, and a single statement left out when a combined one on the label already says it
 * (P305 beside P305+P351+P338). More than six may remain: Article 28(3) allows that where the
 * hazards need it, and the label call warns about it.
 */
export function labelPrecautions(codes: readonly string[]): string[] {
  const unique = [...new Set(codes.map((c) => c.replace(/\s+/g, '')))]
  const inCombined = new Set(unique.filter((c) => c.includes('+')).flatMap((c) => c.split('+')))
  return unique.filter((c) => c.includes('+') || !inCombined.has(c))
}

/**
 * REACH Annex XVII, entries 28 to 30: a mixture classified as carcinogenic, mutagenic or toxic to
 * reproduction in category 1A or 1B (H350, H340, H360 and their variants) may be supplied only to
 * professional users, and its packaging says so ("Restricted to professional users"), in the
 * supplemental section.
 */
export function professionalUseOnly(hazardCodes: readonly string[]): boolean {
  const codes = new Set(hazardCodes.flatMap(baseHazardCodes))
  return PROFESSIONAL_ONLY_CODES.some((c) => codes.has(c))
}

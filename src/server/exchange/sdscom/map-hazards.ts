import type { DossierFile, DossierFileInput } from '#shared/dossier-file'
import { variableParts } from '#server/phrases/statement-text'
import type { ExportContext, ImportContext } from './context.ts'
import { readClassification, writeClassification } from './map-classification.ts'
import { named, phraseElements, readPhrases } from './phrases.ts'
import { isPortalField } from './portal-catalogue.ts'
import type { ReadNode } from './read-node.ts'
import { el, leaf, type XmlElement } from './xml.ts'

type Statement = DossierFile['hazards']['statements'][number]

const LABELLING_BLOCKS = ['ClpHazardLabelling_2023_707', 'ClpAtp14HazardLabelling']
/** EUH208-EUH212 and EUH401 are special labelling rules for mixtures (CLP Annex II part 2), in SDScom by number. */
const SPECIAL_MIXTURE_RULES = new Set([
  '201',
  '201A',
  '202',
  '203',
  '204',
  '205',
  '206',
  '207',
  '208',
  '209',
  '209A',
  '210',
  '211',
  '212',
  '401',
])
const isGeneral = (code: string) => /^P10[1-3]$/.test(code)
const SUPPLEMENTAL = new Set(['006', '014', '018', '019', '044', '029', '031', '032', '066', '070', '071', '059'])

/**
 * A statement's printed text in the file's language: the fill-in the dossier gives (blanks filled,
 * alternatives chosen, CLP Annex III/IV), else the phrase library's text. SDScom holds one text
 * per statement, in the file's language; fill-ins in other languages stay out of the file.
 */
function statementText(s: Statement, ctx: ExportContext): string | undefined {
  return s.text?.[ctx.lang as keyof typeof s.text] ?? ctx.library.text(s.code, ctx.lang)
}

/** Section 2: classification (2.1), label elements (2.2) and other hazards (2.3). */
export function writeHazards(d: DossierFile, ctx: ExportContext): XmlElement {
  const statements = d.hazards.statements
  const byKind = (test: (code: string) => boolean) => statements.filter((s) => test(s.code))
  statements.forEach((s, i) => {
    if (s.text && Object.keys(s.text).some((l) => l !== ctx.lang))
      ctx.notCarried.push({
        pointer: `/hazards/statements/${i}/text`,
        reason: `SDScom holds a statement's text in the file's language (${ctx.lang}) only`,
      })
  })
  const euh = byKind((c) => c.startsWith('EUH')).map((s) => ({ s, number: s.code.slice(3) }))
  for (const { s, number } of euh)
    if (!SUPPLEMENTAL.has(number) && !SPECIAL_MIXTURE_RULES.has(number))
      ctx.notCarried.push({ pointer: `/hazards/statements/${statements.indexOf(s)}`, reason: `SDScom has no ${s.code}` })
  const euhElement = (name: string, set: Set<string>) =>
    euh
      .filter((e) => set.has(e.number))
      .map(({ s, number }) => el(name, leaf('PhraseCode', number), leaf('FullText', statementText(s, ctx))))
  return el(
    'HazardIdentification',
    el(
      'RegionEU',
      writeClassification(d.classification, '/classification', ctx),
      el(
        'HazardLabelling',
        el(
          'ClpHazardLabelling_2023_707',
          d.hazards.pictograms.map((p) => leaf('HazardPictogram', p)),
          d.hazards.signalWord && el('SignalWord', leaf('PhraseCode', d.hazards.signalWord === 'danger' ? 'DGR' : 'WNG')),
          // SDScom codes statements by number ('225' for H225). A combined hazard statement
          // ('H301+H311+H331', CLP Annex III 1.2) is one element per code, the first holding the combined text.
          byKind((c) => c.startsWith('H')).flatMap((s) =>
            s.code
              .split('+')
              .map((c, i) => el('HazardStatement', leaf('PhraseCode', c.slice(1)), i === 0 && leaf('FullText', statementText(s, ctx)))),
          ),
          // A combined precautionary statement ('P301+P310') is one element with each code in turn.
          byKind((c) => c.startsWith('P') && !isGeneral(c)).map((s) =>
            el(
              'PrecautionaryStatement',
              ...s.code.split('+').map((c) => leaf('PhraseCode', c.slice(1))),
              leaf('FullText', statementText(s, ctx)),
            ),
          ),
          euhElement('SupplementalHazardInformation', SUPPLEMENTAL),
          euhElement('SpecialSupplementalLabelInfoMixtures', SPECIAL_MIXTURE_RULES),
          // SDScom 5.6 has no code for the general precautionary statements P101-P103 (its list of
          // them is not part of any statement type), so they are additional labelling information
          // under their own code.
          byKind(isGeneral).map((s) => el('AdditionalLabellingInfo', leaf('PhraseCode', s.code), leaf('FullText', statementText(s, ctx)))),
        ),
      ),
      (d.sds.sections['2.3'] || ctx.fieldPhrases.has('2.3')) &&
        el('OtherHazardsInfo', phraseElements('OtherHazards', d.sds.sections['2.3']), named('OtherHazards', ctx.fieldPhrases.get('2.3'))),
    ),
  )
}

/**
 * A statement read back. Its text is the printed fill-in where it differs from the phrase
 * library's, and also where the library's text has variable parts (CLP Annex III/IV): a file that
 * prints every alternative has chosen to, and that choice is the fill-in.
 */
function readStatement(node: ReadNode, code: string, ctx: ImportContext): Statement {
  const text = node.value('FullText')
  const plain = ctx.library.text(code, ctx.lang)
  if (!ctx.library.has(code))
    ctx.errors.push({ xpath: `${node.xpath}/PhraseCode[1]`, reason: `'${code}' is not in the portal's phrase library` })
  const fillIn = text !== undefined && (text !== plain || variableParts(plain ?? '').length > 0)
  return fillIn ? { code, onLabel: true, text: { [ctx.lang]: text } } : { code, onLabel: true }
}

/** Hazard statements; one without text right after another joins it when the combination is a CLP combined statement. */
function readHazardStatements(nodes: ReadNode[], ctx: ImportContext): { statement: Statement; node: ReadNode }[] {
  const groups: { first: ReadNode; codes: string[] }[] = []
  for (const node of nodes) {
    const code = `H${node.value('PhraseCode')}`
    const last = groups.at(-1)
    const hasText = node.child('FullText') !== undefined
    if (last && !hasText && ctx.library.has([...last.codes, code].join('+'))) last.codes.push(code)
    else groups.push({ first: node, codes: [code] })
  }
  return groups.map((g) => ({ statement: readStatement(g.first, g.codes.join('+'), ctx), node: g.first }))
}

export function readHazards(section: ReadNode, ctx: ImportContext, out: DossierFileInput): void {
  const eu = section.child('RegionEU')
  if (!eu) return
  const { entries } = readClassification(eu.child('Classification'), ctx)
  out.classification = entries
  ctx.origins.set('/classification', `${eu.xpath}/Classification[1]`)
  const labelling = LABELLING_BLOCKS.map((n) => eu.child('HazardLabelling')?.child(n)).find(Boolean)
  if (labelling) {
    ctx.origins.set('/hazards', labelling.xpath)
    const word = labelling.value('SignalWord/PhraseCode')
    const read = (node: ReadNode, code: string) => ({ statement: readStatement(node, code, ctx), node })
    const found = [
      ...readHazardStatements(labelling.all('HazardStatement'), ctx),
      ...labelling.all('AdditionalLabellingInfo').flatMap((s) => {
        const code = s.child('PhraseCode')?.element.text
        if (!code || !isGeneral(code)) return []
        s.value('PhraseCode')
        return [read(s, code)]
      }),
      ...labelling.all('PrecautionaryStatement').map((s) =>
        read(
          s,
          s
            .all('PhraseCode')
            .map((c) => `P${c.text()}`)
            .join('+'),
        ),
      ),
      ...['SupplementalHazardInformation', 'SpecialSupplementalLabelInfoMixtures'].flatMap((name) =>
        labelling.all(name).map((s) => read(s, `EUH${s.value('PhraseCode')}`)),
      ),
    ]
    found.forEach(({ node }, i) => ctx.origins.set(`/hazards/statements/${i}`, node.xpath))
    const statements = found.map((f) => f.statement)
    out.hazards = {
      signalWord: word === 'DGR' ? 'danger' : word === 'WNG' ? 'warning' : null,
      pictograms: labelling.all('HazardPictogram').map((p) => p.text()) as DossierFile['hazards']['pictograms'],
      statements,
    }
  }
  const other = readPhrases(
    eu
      .at('OtherHazardsInfo')
      ?.all('OtherHazards')
      .filter((n) => !isPortalField(n, ctx)) ?? [],
    ctx.lang,
  )
  if (other) out.sds!.sections!['2.3'] = other
}

import { diffWords, type DiffPart } from '#shared/diff'
import { type SdsDocument, type Section, type SheetBlock, type Subsection } from './model.ts'
import { plain, type Block, type Change, type Row, type Text } from '../common/model.ts'

/**
 * Compares the shown version of a sheet with an older one, section by section. A section changed
 * when its text differs (revision data aside: it differs between any two versions). Inside changed
 * sections every text is diffed word by word against its counterpart (same subsection, same block,
 * same row or cell), so the markup stays valid; unchanged sections are left exactly as they are.
 */
export interface Comparison {
  document: SdsDocument
  /** Numbers of the changed sections, ascending. */
  sections: number[]
}

/** Everything a reader sees in a section, as one text; blocks marked as revision data are left out. */
export function sectionText(section: Section): string {
  const out: string[] = []
  const blocks = (list: SheetBlock[]) => list.filter((b) => !b.revision).forEach((b) => out.push(blockText(b)))
  const sub = (s: Subsection) => {
    out.push(`## ${s.number} ${s.title}`)
    blocks(s.blocks)
    s.children.forEach(sub)
  }
  blocks(section.blocks)
  section.subsections.forEach(sub)
  return out.join('\n')
}

function blockText(b: Block): string {
  switch (b.kind) {
    case 'paragraph':
      return plain(b.text)
    case 'rows':
      return b.rows.map((r) => `${plain(r.label)}: ${plain(r.value)}`).join('\n')
    case 'table':
      return [b.columns.join(' | '), ...b.rows.map((cells) => cells.map(plain).join(' | '))].join('\n')
    case 'statements':
      return [b.title, ...b.items.map((s) => `${plain(s.code)} ${plain(s.text)}`)].join('\n')
    case 'pictograms':
      return b.items.map((p) => p.code).join(' ')
  }
}

const whole = (kind: Change, value: Text): Text => {
  const s = plain(value)
  return s === '' ? s : [{ kind, text: s } satisfies DiffPart]
}
const diff = (before: Text, after: Text): Text => {
  const parts = diffWords(plain(before), plain(after))
  return parts.length === 1 && parts[0]!.kind === 'same' ? parts[0]!.text : parts
}

/** A block that only one side has: every text of it inserted or deleted. */
function marked(b: SheetBlock, kind: Change): SheetBlock {
  switch (b.kind) {
    case 'paragraph':
      return { ...b, text: whole(kind, b.text) }
    case 'rows':
      return { ...b, rows: b.rows.map((r) => ({ label: whole(kind, r.label), value: whole(kind, r.value) })) }
    case 'table':
      return { ...b, rows: b.rows.map((cells) => cells.map((c) => whole(kind, c))) }
    case 'statements':
      return { ...b, items: b.items.map((s) => ({ code: whole(kind, s.code), text: whole(kind, s.text) })) }
    case 'pictograms':
      return { ...b, items: b.items.map((p) => ({ ...p, change: kind })) }
  }
}

/**
 * Pairs items of two lists by key (a row's label, a statement's code): paired ones are diffed,
 * new ones inserted, and the older side's leftovers follow as deleted.
 */
function pairByKey<T>(after: T[], before: T[], key: (item: T) => string, same: (a: T, b: T) => T, mark: (item: T, kind: Change) => T): T[] {
  const left = [...before]
  const out = after.map((item) => {
    const i = left.findIndex((b) => key(b) === key(item))
    if (i < 0) return mark(item, 'ins')
    const [old] = left.splice(i, 1)
    return same(item, old!)
  })
  return [...out, ...left.map((item) => mark(item, 'del'))]
}

function mergeBlock(after: SheetBlock, before: SheetBlock): SheetBlock[] {
  if (after.revision) return [after]
  if (after.kind === 'paragraph' && before.kind === 'paragraph') return [{ ...after, text: diff(before.text, after.text) }]
  if (after.kind === 'rows' && before.kind === 'rows') {
    const rows = pairByKey<Row>(
      after.rows,
      before.rows,
      (r) => plain(r.label),
      (a, b) => ({ label: a.label, value: diff(b.value, a.value) }),
      (r, kind) => ({ label: whole(kind, r.label), value: whole(kind, r.value) }),
    )
    return [{ ...after, rows }]
  }
  if (after.kind === 'table' && before.kind === 'table' && after.name === before.name) {
    const rows = pairByKey<Text[]>(
      after.rows,
      before.rows,
      (cells) => plain(cells[0] ?? ''),
      (a, b) => a.map((cell, i) => diff(b[i] ?? '', cell)),
      (cells, kind) => cells.map((c) => whole(kind, c)),
    )
    return [{ ...after, rows }]
  }
  if (after.kind === 'statements' && before.kind === 'statements' && after.name === before.name) {
    const items = pairByKey(
      after.items,
      before.items,
      (s) => plain(s.code),
      (a, b) => ({ code: a.code, text: diff(b.text, a.text) }),
      (s, kind) => ({ code: whole(kind, s.code), text: whole(kind, s.text) }),
    )
    return [{ ...after, items }]
  }
  if (after.kind === 'pictograms' && before.kind === 'pictograms') {
    const items = pairByKey(
      after.items,
      before.items,
      (p) => p.code,
      (a) => a,
      (p, kind) => ({ ...p, change: kind }),
    )
    return [{ ...after, items }]
  }
  return [marked(before, 'del'), marked(after, 'ins')]
}

/** Blocks of one heading, paired by position. */
function mergeBlocks(after: SheetBlock[], before: SheetBlock[]): SheetBlock[] {
  const out: SheetBlock[] = []
  for (let i = 0; i < Math.max(after.length, before.length); i++) {
    const a = after[i]
    const b = before[i]
    if (a && b) out.push(...mergeBlock(a, b))
    else if (a) out.push(a.revision ? a : marked(a, 'ins'))
    else if (b && !b.revision) out.push(marked(b, 'del'))
  }
  return out
}

function mergeSubsection(after: Subsection, before: Subsection | undefined): Subsection {
  return {
    ...after,
    blocks: mergeBlocks(after.blocks, before?.blocks ?? []),
    children: after.children.map((c) =>
      mergeSubsection(
        c,
        before?.children.find((o) => o.number === c.number),
      ),
    ),
  }
}

export function compareDocuments(shown: SdsDocument, older: SdsDocument): Comparison {
  const changed: number[] = []
  const sections = shown.sections.map((section): Section => {
    const old = older.sections.find((s) => s.number === section.number)
    if (old && sectionText(old) === sectionText(section)) return section
    changed.push(section.number)
    return {
      ...section,
      changed: true,
      blocks: mergeBlocks(section.blocks, old?.blocks ?? []),
      subsections: section.subsections.map((u) =>
        mergeSubsection(
          u,
          old?.subsections.find((o) => o.number === u.number),
        ),
      ),
    }
  })
  return { document: { ...shown, sections }, sections: changed }
}

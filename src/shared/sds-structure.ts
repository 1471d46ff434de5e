/**
 * The numbering of a safety data sheet: 16 sections and their subsections as REACH Annex II
 * (as amended by Regulation (EU) 2020/878) lays them out; 9.2 has the two subdivisions 9.2.1 and
 * 9.2.2, section 16 has no subsections. The app's section menu and the server's renderer share it.
 */
export interface SdsSubsectionNumber {
  number: string
  children: readonly string[]
}

const sub = (number: string, children: readonly string[] = []): SdsSubsectionNumber => ({ number, children })
const subs = (section: number, count: number) => Array.from({ length: count }, (_, i) => sub(`${section}.${i + 1}`))

export const SDS_SECTIONS: readonly { number: number; subsections: readonly SdsSubsectionNumber[] }[] = [
  { number: 1, subsections: subs(1, 4) },
  { number: 2, subsections: subs(2, 3) },
  { number: 3, subsections: subs(3, 2) },
  { number: 4, subsections: subs(4, 3) },
  { number: 5, subsections: subs(5, 3) },
  { number: 6, subsections: subs(6, 4) },
  { number: 7, subsections: subs(7, 3) },
  { number: 8, subsections: subs(8, 2) },
  { number: 9, subsections: [sub('9.1'), sub('9.2', ['9.2.1', '9.2.2'])] },
  { number: 10, subsections: subs(10, 6) },
  { number: 11, subsections: subs(11, 2) },
  { number: 12, subsections: subs(12, 7) },
  { number: 13, subsections: subs(13, 1) },
  { number: 14, subsections: subs(14, 7) },
  { number: 15, subsections: subs(15, 2) },
  { number: 16, subsections: [] },
]

export const SDS_SECTION_NUMBERS = SDS_SECTIONS.map((s) => s.number)

/** Every heading number of the sheet: '1' … '16', '1.1' … '15.2', '9.2.1', '9.2.2'. */
export const SDS_HEADING_NUMBERS: readonly string[] = SDS_SECTIONS.flatMap((s) => [
  String(s.number),
  ...s.subsections.flatMap((u) => [u.number, ...u.children]),
])

/** Keys a dossier file's sds.sections may use: a section (its opening text) or a subsection. */
export function isSdsTextKey(key: string): boolean {
  return SDS_HEADING_NUMBERS.includes(key) && key.split('.').length <= 2
}

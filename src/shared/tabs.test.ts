import { describe, expect, it } from 'vitest'
import { decideGuard, enabledDocTabs, GUARDED_TABS, isGuardedTab, isTabCode, TAB_CODES, type GuardedTab } from './tabs.ts'

type TabInputs = Parameters<typeof enabledDocTabs>[0]

/** A product on which every document tab is enabled: SDS in en/sl (1, 2), TDS in de (3). */
function product(change: (p: TabInputs) => void = () => undefined): TabInputs {
  const p = {
    basic: { versions: [{ id: 10, text: '2.0' }], tds_versions: [{ version: '1' }] },
    validLangs: [1, 2],
    validTdsLangs: [3],
    edit_param: {
      sds_exists: true,
      tds_exists: true,
      tds_enabled: true,
      lang_exists: true,
      doc: { sds: true, tds: true, lbl: true, ipi: true },
    },
  } as unknown as TabInputs
  change(p)
  return p
}

describe('enabledDocTabs', () => {
  it('enables every tab when every rule holds', () => {
    expect(enabledDocTabs(product())).toEqual({ sds: true, tds: true, label: true, instructions: true, 'digital-label': true })
  })

  it.each<[string, (p: TabInputs) => void]>([
    ['no versions', (p) => (p.basic.versions = [])],
    ['no valid language', (p) => (p.validLangs = [])],
    ['sds_exists false', (p) => (p.edit_param.sds_exists = false)],
    ['lang_exists false', (p) => (p.edit_param.lang_exists = false)],
    ['the SDS doc flag off', (p) => (p.edit_param.doc.sds = false)],
  ])('SDS and the safety instructions need every SDS rule: %s disables both', (_, change) => {
    const tabs = enabledDocTabs(product(change))
    expect(tabs.sds).toBe(false)
    expect(tabs.instructions).toBe(false)
    expect(tabs.tds).toBe(true)
    expect(tabs.label).toBe(true)
  })

  it('the safety instructions also need their own doc flag', () => {
    expect(enabledDocTabs(product((p) => (p.edit_param.doc.ipi = false)))).toMatchObject({
      sds: true,
      tds: true,
      label: true,
      instructions: false,
    })
  })

  it.each<[string, (p: TabInputs) => void]>([
    ['no tds_versions', (p) => (p.basic.tds_versions = [])],
    ['no valid TDS language', (p) => (p.validTdsLangs = [])],
    ['tds_exists false', (p) => (p.edit_param.tds_exists = false)],
    ['the TDS doc flag off', (p) => (p.edit_param.doc.tds = false)],
    ['tds_enabled false', (p) => (p.edit_param.tds_enabled = false)],
  ])('TDS needs every TDS rule: %s disables only TDS', (_, change) => {
    expect(enabledDocTabs(product(change))).toEqual({ sds: true, tds: false, label: true, instructions: true, 'digital-label': true })
  })

  it('TDS does not depend on SDS languages, nor SDS on TDS languages', () => {
    expect(enabledDocTabs(product((p) => (p.validLangs = []))).tds).toBe(true)
    expect(enabledDocTabs(product((p) => (p.validTdsLangs = []))).sds).toBe(true)
  })

  it('the label needs only the label doc flag', () => {
    const bare = product((p) => {
      p.basic.versions = []
      p.validLangs = []
      p.edit_param.sds_exists = false
    })
    expect(enabledDocTabs(bare).label).toBe(true)
    expect(enabledDocTabs(product((p) => (p.edit_param.doc.lbl = false))).label).toBe(false)
  })

  it('the digital label needs the label doc flag and an SDS language to print in', () => {
    expect(enabledDocTabs(product())['digital-label']).toBe(true)
    expect(enabledDocTabs(product((p) => (p.validLangs = [])))['digital-label']).toBe(false)
    expect(enabledDocTabs(product((p) => (p.edit_param.doc.lbl = false)))['digital-label']).toBe(false)
  })
})

describe('decideGuard', () => {
  it('maps gh to sds, th to tds, mh to the safety instructions, ee and ed to label', () => {
    expect(GUARDED_TABS).toEqual({ gh: 'sds', th: 'tds', mh: 'instructions', ee: 'label', ed: 'label' })
    expect(TAB_CODES).toEqual(['pd', 'pi', 'gh', 'th', 'ee', 'ed', 'mh'])
    expect(['gh', 'th', 'mh', 'ee', 'ed'].every(isGuardedTab)).toBe(true)
    expect(['pd', 'pi', 'xx'].some(isGuardedTab)).toBe(false)
    expect(isTabCode('pi')).toBe(true)
    expect(isTabCode('zz')).toBe(false)
  })

  it.each(['gh', 'mh', 'ee', 'ed'] as const)('%s passes with a valid SDS language', (tab) => {
    expect(decideGuard(product(), tab, 2)).toEqual({ kind: 'pass' })
  })

  it('th checks the language against validTdsLangs, not validLangs', () => {
    expect(decideGuard(product(), 'th', 3)).toEqual({ kind: 'pass' })
    expect(decideGuard(product(), 'th', 1)).toEqual({ kind: 'redirect', tab: 'th', lang: 3 })
  })

  it.each(['gh', 'mh', 'ee', 'ed'] as const)('%s with an invalid language switches to the first valid one', (tab) => {
    expect(decideGuard(product(), tab, 3)).toEqual({ kind: 'redirect', tab, lang: 1 })
    expect(decideGuard(product(), tab, 99)).toEqual({ kind: 'redirect', tab, lang: 1 })
  })

  it.each<[GuardedTab, (p: TabInputs) => void]>([
    ['gh', (p) => (p.edit_param.doc.sds = false)],
    ['th', (p) => (p.edit_param.tds_enabled = false)],
    ['mh', (p) => (p.edit_param.doc.ipi = false)],
    ['ee', (p) => (p.edit_param.doc.lbl = false)],
    ['ed', (p) => (p.edit_param.doc.lbl = false)],
  ])('%s goes to pi when its tab is disabled, even with a valid language', (tab, change) => {
    const lang = tab === 'th' ? 3 : 1
    expect(decideGuard(product(change), tab, lang)).toEqual({ kind: 'redirect', tab: 'pi', lang })
  })

  it('goes to pi when no language of the right list is valid', () => {
    const noSdsLangs = product((p) => (p.validLangs = []))
    expect(decideGuard(noSdsLangs, 'ee', 1)).toEqual({ kind: 'redirect', tab: 'pi', lang: 1 })
    expect(decideGuard(noSdsLangs, 'gh', 1)).toEqual({ kind: 'redirect', tab: 'pi', lang: 1 })
    expect(decideGuard(noSdsLangs, 'th', 3)).toEqual({ kind: 'pass' })
    const noTdsLangs = product((p) => (p.validTdsLangs = []))
    expect(decideGuard(noTdsLangs, 'th', 3)).toEqual({ kind: 'redirect', tab: 'pi', lang: 3 })
  })
})

import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { demoContextOfFile, EVERY_KIND } from '#test-support/server/demo-context.ts'
import { DETAIL_PATH, DOCUMENT_KINDS, SAVED_PDF_KINDS, TAB_KINDS } from './document-kinds.ts'
import { isPdfKind } from './saved-dossiers.ts'
import { TAB_CODES } from './tabs.ts'

/**
 * Every registered document kind is complete: the server answers each of its calls, the app has a
 * route for each of its tabs, and the offline saver knows it. A kind added to the registry without
 * one of them fails here (its offline saving in tests/unit/document-kinds-offline.test.ts, its tab
 * label and icon in the app's tests).
 */

const EVERYTHING = EVERY_KIND.permalink
const LANG = EVERY_KIND.lang
const demo = demoContextOfFile()

/** What a saved dossier holds: its detail and each kind's saved forms. */
const SAVED_DOCUMENT_KINDS = ['detail', ...DOCUMENT_KINDS.flatMap((kind) => Object.values(kind.saved))]

/** A path builder's address for the demo product: (id), (id, lang) or, for a page, (id, interface language, lang). */
function pathOf(build: (...args: never[]) => string): string {
  const call = build as (...args: unknown[]) => string
  if (build.length === 3) return call(EVERYTHING, 'en', LANG)
  return build.length === 2 ? call(EVERYTHING, LANG) : call(EVERYTHING)
}

describe('document kinds', () => {
  it('have distinct ids, address codes, tab codes and saved forms', () => {
    const unique = (values: readonly unknown[]) => expect(new Set(values).size).toBe(values.length)
    unique(DOCUMENT_KINDS.map((kind) => kind.id))
    unique(DOCUMENT_KINDS.map((kind) => kind.urlCode))
    unique(TAB_CODES)
    unique(SAVED_DOCUMENT_KINDS)
  })

  it('keep the saved forms a device already holds (records saved before still read)', () => {
    expect([...SAVED_DOCUMENT_KINDS].sort()).toEqual(
      ['detail', 'sds-html', 'ipi-html', 'tds-html', 'label-png', 'sds-pdf', 'ipi-pdf', 'tds-pdf'].sort(),
    )
    expect(SAVED_PDF_KINDS.every(isPdfKind)).toBe(true)
    expect(['detail', 'sds-html', 'label-png'].some((kind) => isPdfKind(kind as never))).toBe(false)
  })

  it('the server answers the detail and every call of every kind for a product that has them all', async () => {
    expect((await demo().app.request(DETAIL_PATH(EVERYTHING))).status).toBe(200)
    for (const kind of DOCUMENT_KINDS) {
      const paths = Object.entries(kind.paths)
      expect(paths.length, kind.id).toBeGreaterThan(0)
      for (const [name, build] of paths) {
        const path = pathOf(build)
        const res = await demo().app.request(path)
        const where = `${kind.id}.${name}: ${path}`
        // A PDF asked without a version is sent to the current version's address.
        if (res.status === 302) {
          expect((await demo().app.request(res.headers.get('location')!)).status, where).toBe(200)
          continue
        }
        // Word labels are for signed-in users: the route is there and asks for a sign-in.
        if (name === 'docx') expect(res.status, where).toBe(401)
        else expect(res.status, where).toBe(200)
      }
    }
  })

  it('each tab has its route file in the app', () => {
    for (const kind of TAB_KINDS) {
      const codes = 'editCode' in kind.tab ? [kind.urlCode, kind.tab.editCode] : [kind.urlCode]
      for (const code of codes) {
        const dir = `src/routes/$id/$il/${code}`
        expect(existsSync(`${dir}/$lang.tsx`) || existsSync(`${dir}/$lang/route.tsx`), `${kind.id}: ${dir}/$lang`).toBe(true)
      }
    }
  })
})

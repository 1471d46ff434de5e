import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DOC_LANGUAGES } from '#shared/languages'
import { createApp } from '../app.ts'
import { openDb, type Db } from '../db/client.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { importDossierPath } from '../import/dossier-import.ts'
import { createLogger } from '../log.ts'
import { DOCUMENT_TEXT_KEYS } from '../phrases/document-texts.ts'
import { readPhraseLibrary, type PhraseLibrary } from '../phrases/library.ts'
import { statementText } from '../phrases/statement-text.ts'
import { poppler } from '#test-support/server/sds.ts'

/**
 * Every document language, seen through the demo acetone cleaner, which has all of them: its sheet
 * renders in the language, prints the language's own headings and statements, holds no fixed text
 * of another language (compared with the phrase library, so an English fallback or a text copied
 * into the wrong language file shows), and its PDF gives back the language's letters when a PDF
 * reader extracts the text (the embedded font has the glyphs and a correct Unicode map).
 */
const ACETONE = fileURLToPath(new URL('../demo/acetone-cleaner.json', import.meta.url))
const permalink = (JSON.parse(readFileSync(ACETONE, 'utf8')) as { permalink: string }).permalink

let dir: string
let db: Db
let library: PhraseLibrary
let app: ReturnType<typeof createApp>
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dossier-languages-'))
  db = openDb({ sqliteFile: join(dir, 'languages.sqlite') })
  await migrateToLatest(db.kysely, db.dialect)
  const report = await importDossierPath(db.kysely, ACETONE)
  expect(report.errors).toEqual([])
  library = await readPhraseLibrary(db.kysely)
  app = createApp({ db: db.kysely, log: createLogger('silent'), appVersion: 'test', library })
})
afterAll(async () => {
  await db.close()
  rmSync(dir, { recursive: true, force: true })
})

/** Text with every run of white space (the library has some double and no-break spaces) as one space. */
const spaced = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ')
const visibleText = (html: string) => spaced(JSDOM.fragment(html).textContent ?? '')
const STATEMENTS = ['H225', 'H319', 'H336', 'EUH066', 'P210', 'P305+P351+P338']
/** Letters outside ASCII, each once: what a PDF must give back for the language to be readable. */
const ownLetters = (text: string) => [...new Set(text.replace(/[^\p{L}]/gu, '').replace(/[a-z]/gi, ''))].sort()

/** Whole-word occurrence: 'Cor' (Portuguese "colour") must not be found inside 'Corrosivo'. */
function containsPhrase(text: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(text)
}

describe.each(DOC_LANGUAGES.map((l) => [l.code, l] as const))('safety data sheet in %s', (code, language) => {
  it('renders with its own headings and statements and no fixed text of another language', async () => {
    const res = await app.request(`/api/v1/sdsRender/view/-${permalink}/${language.id}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-language')).toBe(code)
    const text = visibleText(await res.text())
    for (let n = 1; n <= 16; n++) expect(text).toContain(spaced(library.text(`doc:section:${n}`, code)))
    expect(text).toContain(library.text('doc:title', code))
    expect(text).toContain(library.text('signal:danger', code))
    for (const statement of STATEMENTS) expect(text).toContain(spaced(statementText(library, statement, code)))

    // A fixed text of another language may not appear where this language has its own wording.
    const own = DOCUMENT_TEXT_KEYS.map((key) => library.text(key, code)!).join('\n')
    const foreign: string[] = []
    for (const key of [...DOCUMENT_TEXT_KEYS, ...STATEMENTS, 'signal:danger', 'pictogram:GHS02', 'pictogram:GHS07'])
      for (const other of DOC_LANGUAGES) {
        const theirs = library.text(key, other.code)
        if (other.code === code || !theirs || theirs.length < 8 || theirs === library.text(key, code)) continue
        if (own.includes(theirs)) continue // the same words used by both languages (e.g. a bare title)
        if (containsPhrase(text, spaced(theirs))) foreign.push(`${other.code} ${key}: ${theirs}`)
      }
    expect(foreign).toEqual([])
  })

  it('extracts from the PDF with the letters of the language', async () => {
    // The address of the current PDF redirects to the PDF of the current version.
    const current = await app.request(`/api/v1/sdsRender/sdsPdf/-${permalink}/${language.id}`)
    expect(current.status).toBe(302)
    const res = await app.request(current.headers.get('location')!)
    expect(res.status).toBe(200)
    const pdf = new Uint8Array(await res.arrayBuffer())
    const extracted = poppler('pdftotext', pdf).replace(/\s+/g, ' ')
    const html = visibleText(await (await app.request(`/api/v1/sdsRender/view/-${permalink}/${language.id}`)).text())
    const letters = ownLetters(html)
    expect(letters.filter((letter) => !extracted.includes(letter))).toEqual([])
    expect(extracted).toContain(library.text('doc:title', code))
    expect(extracted).toContain(spaced(library.text('H225', code)))
  })
})

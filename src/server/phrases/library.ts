import { readFileSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { readLanguageFiles } from './language-files.ts'

/**
 * The phrase library: CLP H/EUH/P statements in 23 languages, the GHS pictograms (with their
 * hazard-class names and the signal words) and the fixed texts of documents (document-texts.json,
 * and one file per further language in document-texts/, see language-files.ts),
 * loaded from the reference data into the database and read back into memory once. Products
 * reference phrases by code; texts come out in the document language.
 */
const here = (name: string) => fileURLToPath(new URL(name, import.meta.url))
type ByLanguage = Record<string, string>

function readJson<T>(name: string): T {
  return JSON.parse(readFileSync(here(name), 'utf8')) as T
}

interface PictogramTexts {
  pictograms: Record<string, ByLanguage>
  signalWords: Record<'danger' | 'warning', ByLanguage>
}

/** Statement rows as stored: one per code and language. */
function statementRows(): { code: string; lang: string; text: string }[] {
  const sources = [
    readJson<Record<string, ByLanguage>>('hazard-statements.json'),
    readJson<Record<string, ByLanguage>>('precautionary-statements.json'),
    // The fixed texts of rendered documents ('doc:…'): headings, table headers, labels.
    readJson<Record<string, ByLanguage>>('document-texts.json'),
  ]
  const texts = readJson<PictogramTexts>('pictogram-texts.json')
  const extra: Record<string, ByLanguage> = {
    ...Object.fromEntries(Object.entries(texts.pictograms).map(([code, t]) => [`pictogram:${code}`, t])),
    'signal:danger': texts.signalWords.danger,
    'signal:warning': texts.signalWords.warning,
  }
  const rows = [...sources, extra].flatMap((source) =>
    Object.entries(source)
      .filter(([code]) => !code.startsWith('_'))
      .flatMap(([code, byLang]) => Object.entries(byLang).map(([lang, text]) => ({ code, lang, text }))),
  )
  const seen = new Set(rows.map((r) => `${r.code}\u0000${r.lang}`))
  for (const file of readLanguageFiles())
    for (const [code, text] of Object.entries(file.texts)) {
      // One text per code and language: a language file never overrides the shared files silently.
      if (seen.has(`${code}\u0000${file.lang}`)) throw new Error(`'${code}' in '${file.lang}' is defined twice in the phrase data`)
      rows.push({ code, lang: file.lang, text })
    }
  return rows
}

function pictogramRows(): { code: string; svg: string }[] {
  return readdirSync(here('./ghs'))
    .filter((f) => f.endsWith('.svg'))
    .sort()
    .map((f) => ({ code: f.replace('.svg', ''), svg: readFileSync(here(`./ghs/${f}`), 'utf8') }))
}

/** Whether the stored rows are exactly `rows` (in any order). */
function sameRows<T>(stored: T[], rows: T[], key: (row: T) => string): boolean {
  if (stored.length !== rows.length) return false
  const keys = new Set(stored.map(key))
  return rows.every((row) => keys.has(key(row)))
}

/**
 * Loads the library into an empty (or outdated) database; a no-op when it is already there.
 * Outdated means any difference, a corrected text too: a count alone would keep old texts forever.
 */
export async function ensurePhraseLibrary(db: Kysely<Database>): Promise<void> {
  const rows = statementRows()
  const pictograms = pictogramRows()
  const [storedPhrases, storedPictograms] = await Promise.all([
    db.selectFrom('phrases').select(['code', 'lang', 'text']).execute(),
    db.selectFrom('pictograms').select(['code', 'svg']).execute(),
  ])
  const phraseKey = (p: { code: string; lang: string; text: string }) => JSON.stringify([p.code, p.lang, p.text])
  const pictogramKey = (p: { code: string; svg: string }) => JSON.stringify([p.code, p.svg])
  if (sameRows(storedPhrases, rows, phraseKey) && sameRows(storedPictograms, pictograms, pictogramKey)) return
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('phrases').execute()
    await trx.deleteFrom('pictograms').execute()
    for (let i = 0; i < rows.length; i += 500)
      await trx
        .insertInto('phrases')
        .values(rows.slice(i, i + 500))
        .execute()
    await trx.insertInto('pictograms').values(pictograms).execute()
  })
}

export interface PhraseLibrary {
  /** The text of a statement, pictogram name ('pictogram:GHS02') or signal word ('signal:danger'); undefined when missing. */
  text(code: string, lang: string): string | undefined
  has(code: string): boolean
  languagesOf(code: string): string[]
  pictogramSvg(code: string): string | undefined
}

export async function readPhraseLibrary(db: Kysely<Database>): Promise<PhraseLibrary> {
  const [phrases, pictograms] = await Promise.all([
    db.selectFrom('phrases').selectAll().execute(),
    db.selectFrom('pictograms').selectAll().execute(),
  ])
  return libraryOf(phrases, pictograms)
}

/**
 * The same library straight from the reference files, without a database: for render worker
 * threads, which have no database connection. ensurePhraseLibrary makes the database hold exactly
 * these rows at start, so both give the same texts.
 */
export function phraseLibraryFromFiles(): PhraseLibrary {
  return libraryOf(statementRows(), pictogramRows())
}

function libraryOf(phrases: { code: string; lang: string; text: string }[], pictograms: { code: string; svg: string }[]): PhraseLibrary {
  const byCode = new Map<string, Map<string, string>>()
  for (const p of phrases) {
    let entry = byCode.get(p.code)
    if (!entry) byCode.set(p.code, (entry = new Map()))
    entry.set(p.lang, p.text)
  }
  const svgs = new Map(pictograms.map((p) => [p.code, p.svg]))
  return {
    text: (code, lang) => byCode.get(code)?.get(lang),
    has: (code) => byCode.has(code),
    languagesOf: (code) => [...(byCode.get(code)?.keys() ?? [])],
    pictogramSvg: (code) => svgs.get(code),
  }
}

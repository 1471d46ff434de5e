import { createHash, randomUUID } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * A short hash of phrase library files, for ETags: a corrected statement, pictogram or document
 * text must change the ETag of every answer that prints it. `names` are files or folders in the
 * phrase library's folder (a folder counts with every file in it). Should the files move, every
 * start counts as new.
 */
export function phraseFilesFingerprint(names: readonly string[]): string {
  try {
    const dir = fileURLToPath(new URL('./', import.meta.url))
    const hash = createHash('sha256')
    for (const name of names) {
      if (name.endsWith('/')) for (const file of readdirSync(dir + name).sort()) hash.update(readFileSync(dir + name + file))
      else hash.update(readFileSync(dir + name))
    }
    return hash.digest('hex').slice(0, 16)
  } catch {
    return randomUUID()
  }
}

/** What every label prints from the library: statements, pictogram names and drawings. */
export const LABEL_PHRASE_FILES = ['hazard-statements.json', 'precautionary-statements.json', 'pictogram-texts.json', 'ghs/'] as const

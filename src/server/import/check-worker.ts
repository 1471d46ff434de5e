import { readFileSync } from 'node:fs'
import { parentPort } from 'node:worker_threads'
import { phraseLibraryFromFiles } from '../phrases/library.ts'
import type { CheckRequest } from './check-pool.ts'
import { parseDossierText } from './dossier-file-check.ts'

/**
 * A thread of the import's check pool (check-pool.ts): checks and parses the dossier texts it is
 * sent, or reads from the paths it is sent, with the phrase library of the reference files (the same
 * rows ensurePhraseLibrary puts in the database before an import starts), and answers each with
 * parseDossierText's result: the problems, or the rows the importing thread writes. It imports only
 * the checking code (dossier-file-check.ts), nothing of the database.
 */
const library = phraseLibraryFromFiles()

parentPort!.on('message', async ({ id, ...request }: CheckRequest & { id: number }) => {
  try {
    // This thread does nothing but check, so a synchronous read (one call, no round trips through the I/O threads) blocks no one.
    const text = 'text' in request ? request.text : readFileSync(request.path, 'utf8')
    parentPort!.postMessage({ id, result: await parseDossierText(request.file, text, library) })
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) })
  }
})
parentPort!.postMessage({ ready: true })

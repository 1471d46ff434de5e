import { parentPort } from 'node:worker_threads'
import { phraseLibraryFromFiles } from '../phrases/library.ts'
import { parseDossierText } from './dossier-import.ts'

/**
 * A thread of the import's check pool (check-pool.ts): checks and parses the dossier texts it is
 * sent, with the phrase library of the reference files (the same rows ensurePhraseLibrary puts in
 * the database before an import starts), and answers each with parseDossierText's result.
 */
const library = phraseLibraryFromFiles()

parentPort!.on('message', async ({ id, file, text }: { id: number; file: string; text: string }) => {
  try {
    parentPort!.postMessage({ id, result: await parseDossierText(file, text, library) })
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) })
  }
})
parentPort!.postMessage({ ready: true })

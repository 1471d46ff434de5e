import { availableParallelism } from 'node:os'
import type { Worker } from 'node:worker_threads'
import type { PhraseLibrary } from '../phrases/library.ts'
import { startWorker } from '../render/pool/pool.ts'
import type { DossierSource } from './dossier-import.ts'
import type { parseDossierText } from './dossier-file-check.ts'

type CheckResult = Awaited<ReturnType<typeof parseDossierText>>

/** Checks a dossier text: in this thread, or in a pool of worker threads. */
export interface DossierChecker {
  check(source: DossierSource): Promise<CheckResult>
  close(): Promise<void>
}

/**
 * Below this many files a pool is not worth starting (a worker loads the schema and the phrase
 * library first, a fraction of a second).
 */
export const FILES_FOR_A_POOL = 500

/** Worker threads that check files: IMPORT_WORKERS, else one per processor core (at most 8); 0 checks in the importing thread. */
export function importWorkers(env = process.env): number {
  const configured = env.IMPORT_WORKERS
  if (configured === undefined || configured === '') return Math.min(8, availableParallelism())
  const n = Number(configured)
  if (!Number.isInteger(n) || n < 0 || n > 64) throw new Error(`IMPORT_WORKERS must be a whole number from 0 to 64, not '${configured}'`)
  return n
}

/** Checking in the importing thread, with the library it read from the database. */
export function checkInThread(library: PhraseLibrary, parse: typeof parseDossierText): DossierChecker {
  return { check: async (source) => parse(source.file, await source.read(), library), close: async () => undefined }
}

const here = new URL(import.meta.url)
const ENTRY = new URL(`./check-worker${here.pathname.endsWith('.ts') ? '.ts' : '.js'}`, here)

/** What a check thread is sent: a file's text, or the path it reads the text from. */
export type CheckRequest = { file: string } & ({ text: string } | { path: string })

interface Slot {
  worker: Worker
  pending: Map<number, { resolve(result: CheckResult): void; reject(error: Error): void }>
}

/**
 * Checking a dossier file (its JSON, text rules, schema, and the Annex II and CLP rules) is most of
 * an import's processor time; `size` worker threads check files side by side while the importing
 * thread writes. Each file goes to the thread with the fewest files waiting. A thread that fails
 * fails every file it holds, and with it the import.
 */
export function checkPool(size: number): DossierChecker {
  let nextId = 1
  const slots: Slot[] = Array.from({ length: size }, () => {
    const slot: Slot = { worker: startWorker(ENTRY, undefined, undefined), pending: new Map() }
    const failAll = (error: Error) => {
      for (const p of slot.pending.values()) p.reject(error)
      slot.pending.clear()
    }
    slot.worker.on('message', (message: { id?: number; result?: CheckResult; error?: string }) => {
      if (message.id === undefined) return // "ready"
      const p = slot.pending.get(message.id)
      slot.pending.delete(message.id)
      if (message.error !== undefined) p?.reject(new Error(`checking a dossier file failed: ${message.error}`))
      else p?.resolve(message.result!)
    })
    slot.worker.on('error', failAll)
    slot.worker.on('exit', (code) => failAll(new Error(`an import check thread stopped (exit code ${code})`)))
    return slot
  })
  return {
    async check(source) {
      // A file on disk is read by the thread that checks it: the importing thread, which writes, neither reads nor copies its text.
      const message: CheckRequest =
        source.path === undefined ? { file: source.file, text: await source.read() } : { file: source.file, path: source.path }
      const slot = slots.reduce((a, b) => (b.pending.size < a.pending.size ? b : a))
      const id = nextId++
      return new Promise((resolve, reject) => {
        slot.pending.set(id, { resolve, reject })
        slot.worker.postMessage({ id, ...message })
      })
    },
    async close() {
      await Promise.all(slots.map((s) => s.worker.terminate()))
    },
  }
}

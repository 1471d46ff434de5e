import type { PhraseLibrary } from '#server/phrases/library'
import { documentJobs } from '#server/documents/jobs/document-jobs'
import { labelJobs } from '#server/documents/jobs/label-jobs'
import type { RenderOutput } from './output.ts'

/**
 * Every render that may run in a worker thread, by name. The same functions run in this thread
 * when the pool is switched off (RENDER_WORKERS=0), so both give the same bytes.
 */
export function renderJobs(library: PhraseLibrary) {
  return { ...documentJobs(library), ...labelJobs(library) }
}

export type RenderJobs = ReturnType<typeof renderJobs>
export type JobName = keyof RenderJobs
export type JobInput<K extends JobName> = Parameters<RenderJobs[K]>[0]

/** Runs render jobs: in worker threads (RenderPool) or in this thread (inProcessRenderer). */
export interface Renderer {
  run<K extends JobName>(job: K, input: JobInput<K>): Promise<RenderOutput>
  /** How many renders can run at the same time (the pool's workers; 1 in this thread). */
  readonly parallelism: number
  close(): Promise<void>
}

/** Renders in the calling thread: tests, and RENDER_WORKERS=0. There is no time budget here: nothing can stop a running render. */
export function inProcessRenderer(library: PhraseLibrary): Renderer {
  const jobs = renderJobs(library)
  return {
    run: (job, input) => (jobs[job] as (input: unknown) => Promise<RenderOutput>)(input),
    parallelism: 1,
    close: () => Promise.resolve(),
  }
}

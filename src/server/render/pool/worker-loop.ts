import { parentPort } from 'node:worker_threads'
import type { RenderOutput } from './output.ts'

/**
 * The worker thread's side of the pool: says "ready" once its renderers are loaded, then answers
 * each task `{ id, job, input }` with `{ id, output }` or `{ id, error }`, one task at a time (the
 * pool sends the next only after the answer). The file moves to the main thread without a copy.
 */
export type Jobs = Record<string, (input: never) => Promise<RenderOutput>>

export interface Task {
  id: number
  job: string
  input: unknown
}

export type WorkerMessage = { ready: true } | { id: number; output: RenderOutput } | { id: number; error: string }

/** A body that owns all of its memory, so its buffer can be handed over (a small Buffer shares Node's pool with others). */
const ownBuffer = (body: Uint8Array) =>
  body.byteOffset === 0 && body.byteLength === body.buffer.byteLength && body.buffer instanceof ArrayBuffer ? body : new Uint8Array(body)

export function serveRenderJobs(jobs: Jobs): void {
  const port = parentPort
  if (!port) throw new Error('render jobs are served from a worker thread')
  const post = (message: WorkerMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer)

  port.on('message', (task: Task) => {
    const run = Object.hasOwn(jobs, task.job) ? (jobs[task.job] as (input: unknown) => Promise<RenderOutput>) : undefined
    const rendering = run ? run(task.input) : Promise.reject(new Error(`no render job named ${task.job}`))
    rendering.then(
      (output) => {
        const body = ownBuffer(output.body)
        post({ id: task.id, output: { ...output, body } }, [body.buffer as ArrayBuffer])
      },
      (error: unknown) => post({ id: task.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    )
  })
  post({ ready: true })
}

import { Worker } from 'node:worker_threads'
import '#server/render/label/canvas-memory'
import { metrics } from '#server/observability/metrics'
import type { JobInput, JobName, Renderer } from './jobs.ts'
import type { RenderOutput } from './output.ts'
import { RenderUnavailable } from './unavailable.ts'
import type { Task, WorkerMessage } from './worker-loop.ts'

/**
 * Renders in worker threads, so a burst of PDF, PNG, Word or Excel renders never holds up the main
 * thread's event loop: cached reads and 304s go on while the workers render. Each worker renders
 * one document at a time. Renders wait in a bounded queue; when it is full a new one is refused
 * at once (RenderUnavailable 'busy', with a time to come back) instead of piling up. A render
 * that runs past its time budget, or past its worker's heap limit, is stopped by ending its worker,
 * which a fresh one replaces.
 */
export interface RenderPoolOptions {
  /** Worker threads (at least 1). */
  size: number
  /** Renders that may wait for a free worker; more are refused. */
  queueLimit: number
  /** Time budget of one render in milliseconds, from when a worker starts it. */
  timeoutMs: number
  /**
   * JavaScript heap of one worker in MB: a render that needs more ends its worker and is refused,
   * instead of growing the server until the system kills it. Native buffers of the canvas are not
   * counted by this limit; the import's text caps bound those.
   */
  memoryMb?: number
  /** The worker's module: the production worker by default; tests give one whose renders they can hold. */
  entry?: URL
  /** Handed to every worker (tests: the shared memory that holds renders). */
  workerData?: unknown
}

interface Pending extends Task {
  resolve(output: RenderOutput): void
  reject(error: unknown): void
  started?: number
  timer?: NodeJS.Timeout
}

interface Slot {
  worker: Worker
  ready: boolean
  task?: Pending
}

const here = new URL(import.meta.url)
const ext = here.pathname.endsWith('.ts') ? '.ts' : '.js'
const DEFAULT_ENTRY = new URL(`./worker${ext}`, here)

/*
 * The young generation is capped as well as the old one. Node ends a worker that reaches its heap limit by
 * granting it 16 MB more and asking it to stop; one scavenge promotes up to a third of the young
 * generation into the old one at once. Node 24's default young generation is 192 MB, so a single
 * promotion could overrun the grant, and then Node aborts the whole server ("Reached heap limit")
 * instead of ending the worker. At 16 MB a promotion stays well inside the grant; render throughput
 * was the same as with Node 20's default of 48 MB in the PDF burst on this machine.
 */
const YOUNG_GENERATION_MB = 16

/**
 * A worker for `entry`. The compiled server's worker is JavaScript and starts directly. From the
 * TypeScript sources (tsx, vitest) the worker first imports register-tsx.mjs, which registers tsx's
 * loader in that thread: Node 20 loads no .ts by itself and starts workers without the process's
 * --import loaders.
 */
export function startWorker(entry: URL, workerData: unknown, memoryMb: number | undefined): Worker {
  const resourceLimits = memoryMb ? { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } : undefined
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, { workerData, resourceLimits })
  const loader = new URL('./register-tsx.mjs', import.meta.url).href
  const bootstrap = `import(${JSON.stringify(loader)}).then(() => import(${JSON.stringify(entry.href)}))`
  return new Worker(bootstrap, { eval: true, workerData, execArgv: [], resourceLimits })
}

export class RenderPool implements Renderer {
  private readonly slots = new Set<Slot>()
  private readonly waiting: Pending[] = []
  private nextId = 1
  private closed = false
  /** Recent render time, for the Retry-After of a refusal. */
  private averageMs = 200

  private readonly options: RenderPoolOptions

  constructor(options: RenderPoolOptions) {
    this.options = options
    if (options.size < 1) throw new Error('a render pool needs at least one worker')
    for (let i = 0; i < options.size; i++) this.spawn()
  }

  get parallelism(): number {
    return this.options.size
  }

  /** Workers rendering, renders waiting: for tests and metrics. */
  get load() {
    return { busy: [...this.slots].filter((s) => s.task).length, waiting: this.waiting.length }
  }

  run<K extends JobName>(job: K, input: JobInput<K>): Promise<RenderOutput> {
    if (this.closed) return Promise.reject(new Error('the render pool is closed'))
    const free = [...this.slots].some((s) => s.ready && !s.task)
    if (!free && this.waiting.length >= this.options.queueLimit) {
      metrics.renderRefusals.inc({ reason: 'busy' })
      return Promise.reject(new RenderUnavailable('busy', this.retryAfter()))
    }
    return new Promise<RenderOutput>((resolve, reject) => {
      this.waiting.push({ id: this.nextId++, job, input, resolve, reject })
      this.dispatch()
    })
  }

  async close(): Promise<void> {
    this.closed = true
    for (const task of this.waiting.splice(0)) task.reject(new Error('the render pool is closed'))
    const slots = [...this.slots]
    this.slots.clear()
    for (const slot of slots) {
      clearTimeout(slot.task?.timer)
      slot.task?.reject(new Error('the render pool is closed'))
    }
    await Promise.all(slots.map((s) => s.worker.terminate()))
  }

  /** Seconds until the queue has likely moved on: what is waiting and running, at the recent render time. */
  private retryAfter(): number {
    const ahead = this.waiting.length + this.load.busy
    return Math.min(60, Math.max(1, Math.ceil((ahead * this.averageMs) / this.options.size / 1000)))
  }

  private dispatch() {
    for (const slot of this.slots) {
      if (!slot.ready || slot.task) continue
      const task = this.waiting.shift()
      if (!task) return
      slot.task = task
      task.started = performance.now()
      task.timer = setTimeout(() => this.overBudget(slot), this.options.timeoutMs)
      slot.worker.postMessage({ id: task.id, job: task.job, input: task.input } satisfies Task)
    }
  }

  private answered(slot: Slot, message: WorkerMessage) {
    if ('ready' in message) {
      slot.ready = true
      return this.dispatch()
    }
    const task = slot.task
    if (!task || task.id !== message.id) return
    clearTimeout(task.timer)
    slot.task = undefined
    this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - task.started!)
    if ('error' in message) task.reject(new Error(`render job ${task.job} failed in its worker: ${message.error}`))
    else task.resolve(message.output)
    this.dispatch()
  }

  /** Past the budget: nothing inside a render can be interrupted, so the worker goes and a fresh one takes its place. */
  private overBudget(slot: Slot) {
    const task = slot.task
    slot.task = undefined
    this.replace(slot)
    metrics.renderRefusals.inc({ reason: 'timeout' })
    task?.reject(new RenderUnavailable('timeout'))
  }

  /** A worker that failed (an uncaught error, an exit): its render fails, a fresh worker takes its place. */
  private failed(slot: Slot, error: Error) {
    if (!this.slots.has(slot)) return
    const task = slot.task
    clearTimeout(task?.timer)
    slot.task = undefined
    const startedOk = slot.ready
    this.replace(slot, startedOk ? 0 : 1000)
    if ((error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY') {
      metrics.renderRefusals.inc({ reason: 'memory' })
      task?.reject(new RenderUnavailable('memory'))
    } else task?.reject(error)
    // A worker that cannot even start fails every render waiting for it, instead of leaving them waiting.
    if (!startedOk && ![...this.slots].some((s) => s.ready)) for (const waiting of this.waiting.splice(0)) waiting.reject(error)
  }

  private replace(slot: Slot, delayMs = 0) {
    this.slots.delete(slot)
    slot.worker.removeAllListeners()
    slot.worker.on('error', () => undefined)
    void slot.worker.terminate()
    if (this.closed) return
    if (delayMs === 0) this.spawn()
    else setTimeout(() => !this.closed && this.spawn(), delayMs).unref()
  }

  private spawn() {
    const worker = startWorker(this.options.entry ?? DEFAULT_ENTRY, this.options.workerData, this.options.memoryMb)
    const slot: Slot = { worker, ready: false }
    worker.on('message', (message: WorkerMessage) => this.answered(slot, message))
    worker.on('error', (error) => this.failed(slot, error))
    worker.on('exit', (code) => this.failed(slot, new Error(`a render worker stopped (exit code ${code})`)))
    // Workers never keep the process alive by themselves: a server lives on its socket.
    worker.unref()
    this.slots.add(slot)
  }
}

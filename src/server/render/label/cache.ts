import { metrics } from '../../observability/metrics.ts'

/**
 * Rendered labels by their parameters: a label is rendered once, then served from here. A small LRU bounded by
 * bytes; a render in progress is shared by everyone asking for the same label.
 */
export interface Rendered {
  body: Buffer
  overflow: boolean
  /** What the label shows, in words (the preview's text alternative). */
  summary?: string
  /** What gave way to make room (not label elements). */
  omitted?: string[]
  /** What an author should look at (more than six P statements). */
  warnings?: string[]
  /** How many P statements the label carries (the preview warns above six, CLP Article 28(3)). */
  precautions?: number
  /** The label cannot be printed: the problem to answer instead. */
  refusal?: { status: 409 | 422; title: string; detail: string; missing: string[]; suggested?: { id: number; text: string } }
}

export class RenderCache {
  private readonly done = new Map<string, Rendered>()
  private readonly pending = new Map<string, Promise<Rendered>>()
  private bytes = 0

  private readonly maxBytes: number

  constructor(maxBytes = 64 * 1024 * 1024) {
    this.maxBytes = maxBytes
  }

  async get(key: string, render: () => Promise<Rendered>): Promise<Rendered> {
    const hit = this.done.get(key)
    if (hit) {
      metrics.cache.inc({ cache: 'label', result: 'hit' })
      this.done.delete(key)
      this.done.set(key, hit)
      return hit
    }
    let running = this.pending.get(key)
    metrics.cache.inc({ cache: 'label', result: running ? 'shared' : 'miss' })
    if (!running) {
      const started = performance.now()
      running = render().finally(() => {
        this.pending.delete(key)
        metrics.renders.observe({ cache: 'label' }, (performance.now() - started) / 1000)
      })
      this.pending.set(key, running)
      void running.then((r) => this.store(key, r)).catch(() => undefined)
    }
    return running
  }

  private store(key: string, rendered: Rendered): void {
    if (rendered.body.length > this.maxBytes / 4 || this.done.has(key)) return
    this.done.set(key, rendered)
    this.bytes += rendered.body.length
    for (const [k, v] of this.done) {
      if (this.bytes <= this.maxBytes) break
      this.done.delete(k)
      this.bytes -= v.body.length
    }
  }
}

import { RenderCache } from '../common/cache.ts'

/**
 * A rendered label and what its answer says besides the bytes. Labels are rendered once, then
 * served from the shared render cache: up to 64 MB, no label above a quarter of that kept.
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

export const labelCache = () =>
  new RenderCache<Rendered>({
    name: 'label',
    maxEntries: Number.POSITIVE_INFINITY,
    maxBytes: 64 * 1024 * 1024,
    maxEntryBytes: 16 * 1024 * 1024,
  })

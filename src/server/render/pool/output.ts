/** What a render job answers: the file, and for labels whether the text overflowed and what the label says in words. */
export interface RenderOutput {
  body: Uint8Array
  overflow?: boolean
  /** What the label shows, in words (the preview's text alternative). */
  summary?: string
}

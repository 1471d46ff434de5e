import type { Rendered } from '../label/rendered.ts'
import type { PngPiece } from '../label/png-encode.ts'

/**
 * What a render job answers: the file, and for labels what the cache keeps beside it (overflow, what
 * gave way, warnings, the text alternative, or the refusal to answer instead of a label).
 */
export interface RenderOutput {
  body: Uint8Array
  overflow?: boolean
  /** What the label shows, in words (the preview's text alternative). */
  summary?: string
  omitted?: Rendered['omitted']
  warnings?: Rendered['warnings']
  precautions?: Rendered['precautions']
  refusal?: Rendered['refusal']
  /** A band of a label PNG (the body holds its compressed rows): what putting the bands together needs. */
  pngPiece?: Omit<PngPiece, 'deflated'> & { width: number; height: number }
}

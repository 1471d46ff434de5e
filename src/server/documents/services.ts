import { createInstructionsService, type InstructionsService } from './instructions/service.ts'
import { createSdsService, type SdsService } from './sds/service.ts'
import { createTdsService, type TdsService } from './tds/service.ts'
import type { DocumentServiceOptions } from './document-service.ts'

/**
 * The document services of one app: a kind's API calls (under every prefix they are mounted at) and
 * the document pages' first answers use the same one, so they share its render cache.
 */
export interface DocumentServices {
  sds: SdsService
  ipi: InstructionsService
  tds: TdsService
}

export function createDocumentServices(options: DocumentServiceOptions): DocumentServices {
  return { sds: createSdsService(options), ipi: createInstructionsService(options), tds: createTdsService(options) }
}

import { qrDataUrl } from '#server/products/detail'
import type { Rendered } from '#server/render/common/cache'
import { renderInstructionsHtml } from '#server/render/instructions/html'
import type { InstructionsFormat } from '#server/render/instructions/pdf'
import { documentService, type DocumentServiceOptions } from '../document-service.ts'
import type { SdsRequest } from '../sds/service.ts'
import { buildInstructionsDocument } from './build.ts'

/**
 * Safety instructions, rendered once per (product state, SDS version and its content hash,
 * language, QR address, kind). They are asked for as an SDS is: product, SDS version, language, QR.
 */
export type InstructionsRequest = SdsRequest

export function createInstructionsService(options: DocumentServiceOptions) {
  const base = documentService(options)
  const { cache, renderer, library } = base
  const key = (kind: string, r: InstructionsRequest) => base.key(`instructions|${kind}`, r.state, r.versionId, r.langId, r.qrUrl ?? '-')
  const rowsOf = async (r: InstructionsRequest) => ({
    ...(await base.read(r.state, r.versionId)),
    lang: base.lang(r.langId),
    qrUrl: r.qrUrl,
  })

  return {
    state: base.state,
    cache,

    /** The instructions as an HTML fragment. */
    html(r: InstructionsRequest): Promise<Rendered> {
      return cache.get(key('html', r), async () =>
        renderInstructionsHtml(
          buildInstructionsDocument({ ...(await rowsOf(r)), library }),
          r.qrUrl ? await qrDataUrl(r.qrUrl) : undefined,
        ),
      )
    },

    /** The instructions as a PDF on A4, or as an A2 poster. */
    pdf(r: InstructionsRequest, format: InstructionsFormat): Promise<Rendered> {
      return cache.get(key(`pdf-${format}`, r), async () => (await renderer.run('instructionsPdf', { ...(await rowsOf(r)), format })).body)
    },
  }
}

export type InstructionsService = ReturnType<typeof createInstructionsService>

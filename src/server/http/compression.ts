import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/**
 * Compressed answers for text the server renders (sheet HTML, detail JSON): brotli or gzip,
 * whichever the client accepts (brotli first), for bodies over 1 KB. The compressed bytes are kept
 * beside the body they were made from, so a body from the render cache is compressed once per
 * render and never per request; they go when the body leaves the cache.
 */
export type Coding = 'br' | 'gzip'

/** Below this, headers and framing cost more than compression saves. */
export const MIN_COMPRESSED_BYTES = 1024

const COMPRESSIBLE = /^(text\/|application\/(json|problem\+json|xml|xhtml\+xml)|image\/svg\+xml)/

const variants = new WeakMap<Uint8Array, Partial<Record<Coding, Uint8Array>>>()

/** The coding to answer with: br or gzip when the Accept-Encoding header allows it (q > 0), else none. */
export function acceptedCoding(acceptEncoding: string | undefined): Coding | undefined {
  if (!acceptEncoding) return undefined
  const weights = new Map<string, number>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined)
    if (name) weights.set(name.trim(), q === undefined ? 1 : Number(q))
  }
  const allowed = (coding: Coding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0
  if (allowed('br')) return 'br'
  if (allowed('gzip')) return 'gzip'
  return undefined
}

export function isCompressible(contentType: string | undefined, bytes: number): boolean {
  return bytes >= MIN_COMPRESSED_BYTES && !!contentType && COMPRESSIBLE.test(contentType)
}

/** `body` in `coding`, made on first use and kept as long as `body` itself lives. */
export function encoded(body: Uint8Array, coding: Coding): Uint8Array {
  let kept = variants.get(body)
  if (!kept) variants.set(body, (kept = {}))
  const cached = kept[coding]
  if (cached) return cached
  const made =
    coding === 'br'
      ? brotliCompressSync(body, {
          // Quality 6 of 11. From quality 9 brotli sets up far larger match tables for every call: on
          // this machine a 10 KB detail took 8.8 ms at 9 and 0.55 ms at 6, a 40 KB sheet 14-18 ms
          // against 1.5, for output 0.2-0.4 % smaller. A cold detail or a first sheet pays it in its answer.
          params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
        })
      : gzipSync(body, { level: 9 })
  kept[coding] = made
  return made
}

/** A strong ETag for one coding of a representation: a strong validator differs between codings. */
export function codedEtag(etag: string, coding: Coding | undefined): string {
  return coding ? `${etag.slice(0, -1)}-${coding}"` : etag
}

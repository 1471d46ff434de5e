import { afterEach, expect, it } from 'vitest'
import { inflateSync } from 'node:zlib'
import { createApp } from '#server/app'
import { createLogger } from '#server/log'
import { DEMO_PUBLIC_URL, demoContextOfFile } from '#test-support/server/demo-context.ts'
import { keepStreamTextUntilEnd } from './pdf-text-streams.ts'

const demo = demoContextOfFile()

/** A new app each time: an app keeps what it rendered, and each file must be rendered anew. */
const fresh = () =>
  createApp({ db: demo().db.kysely, log: createLogger('silent'), appVersion: 'test', library: demo().library, publicUrl: DEMO_PUBLIC_URL })

afterEach(() => keepStreamTextUntilEnd(true))

it('writes every demo PDF byte for byte as pdfkit alone writes it (SDS, TDS, safety instructions, labels)', async () => {
  const paths: string[] = []
  for (const p of demo().products) {
    const [lang] = p.sdsLangs
    if (lang !== undefined) {
      paths.push(`/api/v1/sdsRender/sdsPdf/-${p.permalink}/${lang}`, `/api/v1/productLabelRender/pdf/-${p.permalink}?lp=1&xlang=${lang}`)
      if (p.file.documents.ipi) paths.push(`/api/v1/sdsRender/ipi/-${p.permalink}/${lang}/pdf`)
    }
    for (const tds of p.tdsLangs.slice(0, 1)) paths.push(`/api/v1/p/tds/pdf/${tds}/-${p.permalink}`)
  }
  const render = async (keep: boolean) => {
    keepStreamTextUntilEnd(keep)
    const app = fresh()
    const files = new Map<string, Buffer>()
    for (const path of paths) {
      const first = await app.request(path)
      // Unversioned document addresses redirect to the current version's.
      const res = first.status === 302 ? await app.request(first.headers.get('location')!) : first
      if (res.status === 200 && res.headers.get('content-type') === 'application/pdf') files.set(path, Buffer.from(await res.arrayBuffer()))
    }
    return files
  }
  const kept = await render(true)
  const pdfkit = await render(false)
  // Every kind was rendered, and more than a handful of files in all.
  for (const kind of ['sdsPdf', 'productLabelRender', 'ipi', 'tds/pdf'])
    expect(
      [...kept.keys()].some((p) => p.includes(kind)),
      kind,
    ).toBe(true)
  expect(kept.size).toBeGreaterThan(20)
  expect([...kept.keys()]).toEqual([...pdfkit.keys()])
  for (const [path, bytes] of kept) expect(bytes.equals(pdfkit.get(path)!), path).toBe(true)
}, 120_000)

/** Each stream of a PDF file: its dictionary and the bytes its /Length gives. */
function streams(file: Buffer) {
  const text = file.toString('latin1')
  return [...text.matchAll(/<<\n((?:(?!>>\nstream\n)[^])*?)>>\nstream\n/g)].map((m) => {
    const length = Number(/\/Length (\d+)/.exec(m[1]!)?.[1])
    const start = m.index + m[0].length
    return { dict: m[1]!, bytes: file.subarray(start, start + length), next: text.slice(start + length, start + length + 11) }
  })
}

it('compresses a page once and gives its length exactly: every compressed stream inflates, and the pages hold their text operators', async () => {
  const product = demo().products.find((p) => p.sdsLangs.length > 0)!
  const app = fresh()
  const first = await app.request(`/api/v1/sdsRender/sdsPdf/-${product.permalink}/${product.sdsLangs[0]}`)
  const res = first.status === 302 ? await app.request(first.headers.get('location')!) : first
  expect(res.headers.get('content-type')).toBe('application/pdf')
  const found = streams(Buffer.from(await res.arrayBuffer()))
  const compressed = found.filter((s) => s.dict.includes('/Filter /FlateDecode'))
  expect(compressed.length).toBeGreaterThan(3)
  const pages: string[] = []
  for (const stream of compressed) {
    // The stream ends where its length says (pdfkit writes a line end, then "endstream").
    expect(stream.next).toBe('\nendstream\n')
    const inflated = inflateSync(stream.bytes)
    if (!/\/Subtype|\/Length1/.test(stream.dict)) pages.push(inflated.toString('latin1'))
  }
  // Compressed twice, a page would inflate to deflate data instead of drawing operators.
  expect(pages.some((p) => p.includes(' Tf') && p.includes('BT'))).toBe(true)
}, 60_000)

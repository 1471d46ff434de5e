import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { chromium } from 'playwright-core'
import { docLanguageByCode, docLanguageById } from '#shared/languages'
import { createApp } from '#server/app'
import { openDb } from '#server/db/client'
import { migrateToLatest } from '#server/db/migrate'
import { importDossierPath } from '#server/import/dossier-import'
import { DEMO_CATALOGUE_DIR } from '#server/index'
import { createLogger } from '#server/log'
import { readPhraseLibrary, type PhraseLibrary } from '#server/phrases/library'
import { permalinkUrl, qrDataUrl } from '#server/products/detail'
import { runLoad, type LoadResult } from '#test-support/load.ts'
import { findProduct, findVersionSnapshot } from '#server/repos/products'
import { buildSdsDocument, type SdsInput } from '#server/documents/sds/build'
import { renderSdsHtml } from '#server/render/sds/html'
import { renderSdsPdf } from '#server/render/sds/pdf'

/**
 * The read-heavy portal's targets: PDF generation of the largest demo sheet (median, uncached, the
 * renderer called directly) beside Chromium's page.pdf() of the same sheet as a complete HTML page,
 * both in this run; and, under load, the cached SDS HTML answer and its revalidation, the product
 * detail and an interface catalog (autocannon in a child process against the real app served on
 * loopback, so the load does not share the server's thread), beside a plain node:http server
 * answering the same cached bytes: the ceiling of this machine in this run.
 */
export interface BenchRow {
  metric: string
  value: string
  budget: string
  pass: boolean
}

const PUBLIC_URL = 'https://dossier.example'
const DETAIL_CONNECTIONS = 100
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!
const ms = (n: number) => `${n.toFixed(1)} ms`

async function timed(runs: number, warmUp: number, work: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < warmUp; i++) await work()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await work()
    times.push(performance.now() - start)
  }
  return median(times)
}

/** The sheet with the most rendered HTML among every product, valid language and version of the demo. */
export async function largestSheet(db: ReturnType<typeof openDb>, library: PhraseLibrary) {
  let largest: { input: SdsInput; html: string; label: string } | undefined
  for (const { permalink } of await db.kysely.selectFrom('products').select('permalink').execute()) {
    const record = (await findProduct(db.kysely, permalink))!
    for (const language of record.languages.filter((l) => l.sds_valid && l.sds_created)) {
      for (const version of record.versions) {
        const lang = docLanguageById(language.lang_id)!.code
        const input: SdsInput = {
          record,
          snapshot: await findVersionSnapshot(db.kysely, version.id),
          lang,
          library,
          qrUrl: permalinkUrl(PUBLIC_URL, permalink),
        }
        const html = renderSdsHtml(buildSdsDocument(input), { qrImage: await qrDataUrl(input.qrUrl!) })
        if (!largest || html.length > largest.html.length) largest = { input, html, label: `${permalink} ${version.number} ${lang}` }
      }
    }
  }
  if (!largest) throw new Error('the demo catalogue has no product with a valid SDS language')
  return largest
}

/** The fragment as a page of its own for Chromium: a style sheet (allowed here, it is no app page) and the pictograms inline. */
function fullPage(html: string, lang: string, library: PhraseLibrary): string {
  const inlined = html.replace(/\/api\/v1\/pictograms\/(GHS0\d)\.svg/g, (_, code: string) => {
    return `data:image/svg+xml;base64,${Buffer.from(library.pictogramSvg(code) ?? '').toString('base64')}`
  })
  const style = `body{font-family:'DejaVu Sans',sans-serif;font-size:9pt;margin:0}h2{font-size:11pt;background:#e3e8ec;padding:3pt}
h3{font-size:9.5pt;margin:6pt 0 2pt}h4{font-size:9pt}table{border-collapse:collapse;width:100%}th,td{border:0.5pt solid #9aa3ab;padding:3pt;text-align:left;vertical-align:top}
.sds-rows__row{display:flex;gap:8pt}.sds-rows__label{width:32%;font-weight:bold;margin:0}.sds-rows__value{margin:0}
.sds-pictograms{display:flex;gap:12pt;list-style:none;padding:0}.sds-header{display:flex;justify-content:space-between}
.sds-statements__list{list-style:none;padding:0}.sds-statement__code{font-weight:bold;display:inline-block;min-width:90pt}`
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>SDS</title><style>${style}</style></head><body>${inlined}</body></html>`
}

type Cannon = LoadResult

/**
 * Runs autocannon in a child process against `url`, and measures the CPU time this process (the
 * server) spent meanwhile: on a small shared machine the load generator can be the bottleneck, and
 * CPU per request tells what one core of the server could answer.
 */
async function load(
  url: string,
  headers: Record<string, string> = {},
  connections?: number,
): Promise<Cannon & { cpuPerRequestUs: number }> {
  const before = process.cpuUsage()
  const result = await autocannon(url, headers, connections)
  const cpu = process.cpuUsage(before)
  return { ...result, cpuPerRequestUs: (cpu.user + cpu.system) / Math.max(1, result.requests.total) }
}

const autocannon = (url: string, headers: Record<string, string> = {}, connections = 50) =>
  runLoad(url, { connections, seconds: 5, headers })

/**
 * The most this machine can answer: a bare node:http server sending the same bytes and headers,
 * no routing, no framework, measured with the same load in the same run.
 */
async function plainHttpCeiling(headers: Headers, body: ArrayBuffer): Promise<Cannon> {
  const { createServer } = await import('node:http')
  const bytes = Buffer.from(body)
  const fixed = Object.fromEntries([...headers].filter(([name]) => !['content-length', 'date', 'connection', 'keep-alive'].includes(name)))
  const server = createServer((_req, res) => res.writeHead(200, fixed).end(bytes))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    return await autocannon(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

export async function benchSds(): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'dossier-bench-sds-'))
  const db = openDb({ sqliteFile: join(dir, 'bench.sqlite') })
  const rows: BenchRow[] = []
  try {
    await migrateToLatest(db.kysely, db.dialect)
    await importDossierPath(db.kysely, DEMO_CATALOGUE_DIR)
    const library = await readPhraseLibrary(db.kysely)
    const sheet = await largestSheet(db, library)
    const revisionDate = sheet.input.snapshot.version.revision_date

    const ours = await timed(30, 5, () => renderSdsPdf(buildSdsDocument(sheet.input), { library, revisionDate }))
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
    let theirs: number
    try {
      const page = await browser.newPage()
      const html = fullPage(sheet.html, sheet.input.lang, library)
      theirs = await timed(10, 2, async () => {
        await page.setContent(html, { waitUntil: 'load' })
        await page.pdf({ format: 'A4', printBackground: true })
      })
    } finally {
      await browser.close()
    }
    rows.push(
      {
        metric: `SDS PDF generation, largest demo sheet (${sheet.label}, ${(sheet.html.length / 1024).toFixed(0)} KB HTML), median of 30`,
        value: ms(ours),
        budget: '<= 25 ms',
        pass: ours <= 25,
      },
      {
        metric: 'Chromium page.pdf() of the same sheet (setContent + pdf), median of 10',
        value: ms(theirs),
        budget: 'reference',
        pass: true,
      },
      { metric: 'SDS PDF: Chromium time / ours', value: `${(theirs / ours).toFixed(1)}x`, budget: '>= 10x', pass: theirs / ours >= 10 },
    )

    const app = createApp({ db: db.kysely, log: createLogger('silent'), appVersion: 'bench', library, publicUrl: PUBLIC_URL })
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s))
    })
    try {
      const { permalink } = sheet.input.record.product
      const lang = docLanguageByCode(sheet.input.lang)!.id
      const port = (server.address() as AddressInfo).port
      const url = `http://127.0.0.1:${port}/api/v1/sdsRender/view/-${permalink}/${lang}?version=${sheet.input.snapshot.version.id}`
      const first = await fetch(url)
      const etag = first.headers.get('etag')!
      await first.arrayBuffer()
      const cached = await load(url)
      const compressed = await load(url, { 'Accept-Encoding': 'br, gzip' })
      const revalidated = await load(url, { 'If-None-Match': etag })
      const detailUrl = `http://127.0.0.1:${port}/api/v1/products/-${permalink}/detail`
      await (await fetch(detailUrl)).arrayBuffer()
      // 100 connections, as a crowd of phones scanning containers at once.
      const detail = await load(detailUrl, {}, DETAIL_CONNECTIONS)
      const catalogUrl = `http://127.0.0.1:${port}/i18n/sl.json`
      await (await fetch(catalogUrl)).arrayBuffer()
      const catalog = await load(catalogUrl)
      const ceiling = await plainHttpCeiling(first.headers, await (await fetch(url)).arrayBuffer())
      const capacity = (r: { cpuPerRequestUs: number }) =>
        `${r.cpuPerRequestUs.toFixed(0)} µs CPU/request = ${Math.round(1e6 / r.cpuPerRequestUs)} req/s per core`
      rows.push(
        {
          metric: 'SDS HTML from cache, 200 (autocannon, 50 connections, 5 s)',
          value: `${Math.round(cached.requests.average)} req/s, p99 ${cached.latency.p99} ms`,
          budget: '>= 20000 req/s, p99 <= 10 ms',
          pass: cached.requests.average >= 20_000 && cached.latency.p99 <= 10 && cached.non2xx === 0,
        },
        { metric: 'SDS HTML from cache, 200: server CPU', value: capacity(cached), budget: 'report only', pass: true },
        {
          metric: 'SDS HTML revalidation, If-None-Match -> 304',
          value: `${Math.round(revalidated.requests.average)} req/s, p99 ${revalidated.latency.p99} ms`,
          budget: '>= 40000 req/s',
          pass: revalidated.requests.average >= 40_000,
        },
        { metric: 'SDS HTML revalidation, 304: server CPU', value: capacity(revalidated), budget: 'report only', pass: true },
        {
          metric: 'SDS HTML from cache, brotli (Accept-Encoding: br, gzip)',
          value: `${Math.round(compressed.requests.average)} req/s, p99 ${compressed.latency.p99} ms, ${Math.round(compressed.throughput.average / Math.max(1, compressed.requests.average))} bytes/answer`,
          budget: 'report only',
          pass: compressed.non2xx === 0,
        },
        {
          metric: `product detail API (autocannon, ${DETAIL_CONNECTIONS} connections, 5 s)`,
          value: `${Math.round(detail.requests.average)} req/s, p99 ${detail.latency.p99} ms; ${capacity(detail)}`,
          budget: '>= 10000 req/s, p99 <= 20 ms',
          pass: detail.requests.average >= 10_000 && detail.latency.p99 <= 20 && detail.non2xx === 0,
        },
        {
          metric: 'interface catalog /i18n/sl.json from memory (autocannon, 50 connections, 5 s)',
          value: `${Math.round(catalog.requests.average)} req/s, p99 ${catalog.latency.p99} ms; ${capacity(catalog)}`,
          budget: '>= 20000 req/s',
          pass: catalog.requests.average >= 20_000 && catalog.non2xx === 0,
        },
        {
          metric: 'ceiling: plain node:http answering the same cached SDS bytes',
          value: `${Math.round(ceiling.requests.average)} req/s, p99 ${ceiling.latency.p99} ms; the portal reaches ${((100 * cached.requests.average) / ceiling.requests.average).toFixed(0)} %`,
          budget: 'reference',
          pass: true,
        },
      )
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  } finally {
    await db.close()
    rmSync(dir, { recursive: true, force: true })
  }
  return rows
}
